/**
 * One menu leaf: a link to its pane, its name on up to two lines (a longer one is cut, and shows
 * whole under the link on hover and on keyboard focus, and as the link's title), a "not
 * purchased" mark, and the actions slot. An unbought leaf (updateFlag 2) is
 * greyed, opens no tab and says it is not purchased.
 * @see MENU-05 @see MENU-16
 */
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { menuLabel } from "~/features/menus";
import { warnUnbought } from "~/features/menu-prefs";
import { isExternalLeaf } from "~/features/tabs";
import { withBase } from "~/utils/base-path";
import { LeafActions } from "./leaf-actions";
import { isModifiedClick, useNav } from "./nav-context";

/** Marks the link `data-clamped` while its name is cut (NavStyles then shows the whole name under it). */
function markClamped(e: { currentTarget: HTMLElement }): void {
  const label = e.currentTarget.querySelector<HTMLElement>(".nav-leaf-label");
  e.currentTarget.toggleAttribute("data-clamped", !!label && label.scrollHeight > label.clientHeight + 1);
}

/** A leaf link; `onOpened` runs after it opened (a panel closes itself). */
export const MenuLeaf = memo(function MenuLeaf({ node, onOpened }: { node: MenuNode; onOpened?: () => void }) {
  const { t, i18n } = useTranslation("nav");
  const nav = useNav();
  const unbought = node.updateFlag === 2;
  const active = nav.activeKey === `m_${node.menuId}`;
  const href = unbought ? null : nav.hrefOf(node);
  // MENU-10: an external leaf opens its url in a new window; a hostile one says why on click.
  const external = !unbought && isExternalLeaf(node);
  const label = menuLabel(node, i18n.language);
  return (
    <div className="nav-leaf" data-active={active ? "" : undefined} data-unbought={unbought ? "" : undefined}>
      <a
        href={href ? withBase(href) : undefined}
        role={href ? undefined : "link"}
        aria-disabled={href || external ? undefined : true}
        tabIndex={href ? undefined : 0}
        target={external && href ? "_blank" : undefined}
        rel={external && href ? "noopener noreferrer" : undefined}
        data-external={external ? "" : undefined}
        title={unbought ? `${label} · ${t("notBought")}` : label}
        aria-current={active ? "page" : undefined}
        data-menu-id={node.menuId}
        onPointerEnter={markClamped}
        onFocus={markClamped}
        onClick={(e) => {
          if (external && !isModifiedClick(e)) {
            e.preventDefault();
            nav.onOpen(node);
            onOpened?.();
            return;
          }
          if (!href || isModifiedClick(e)) {
            if (!href) e.preventDefault();
            // MENU-16: an unbought page says so and opens nothing (its buy button is beside it).
            if (unbought) warnUnbought();
            return;
          }
          e.preventDefault();
          nav.onOpen(node);
          onOpened?.();
        }}
      >
        <span className="nav-leaf-label">{label}</span>
        {/* The whole name of a cut one, as generated content: not in the link's text or name twice. */}
        <span className="nav-leaf-full" aria-hidden="true" data-full={label} />
        {unbought && <span className="nav-leaf-mark">{t("notBought")}</span>}
      </a>
      <span data-slot="leaf-actions">
        <LeafActions node={node} />
      </span>
    </div>
  );
});
