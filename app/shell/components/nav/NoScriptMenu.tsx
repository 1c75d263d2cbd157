/**
 * The menu without JavaScript. The header and sider panels need scripts, so:
 * - {@link MenuLinkList}: every group and its leaves as plain links to their panes (the all-menus
 *   page, `/menus/{serviceId}/{systemCode}`, and the workspace's `<noscript>` when its document
 *   carries the whole tree);
 * - {@link NoScriptMenu}: that list inside `<noscript>` (with scripts on, the browser builds none
 *   of it);
 * - {@link NoScriptAllMenusLink}: when the document carries only the first-paint groups (issue 25:
 *   a document renders on the server only what its first paint shows), one `<noscript>` link to
 *   the all-menus page instead.
 */
import { memo } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, leavesOf, menuLabel } from "~/features/menus";
import { withBase } from "~/utils/base-path";

/** What the lists need: the tree, the language, the nav's accessible name and each leaf's link (null: none). */
export interface MenuLinkListProps {
  tree: readonly MenuNode[];
  lng: string;
  label: string;
  hrefOf: (leaf: MenuNode) => string | null;
  /** A leaf left out (the workspace's home, already its first tab). */
  skipMenuId?: number | null;
}

const NAV_STYLE = { padding: "8px 16px", background: "#fff", borderBottom: "1px solid #e4e4e7", fontSize: 13 } as const;

/** Every group with its leaves (hidden leaves, `updateFlag` 2, left out) as links. */
export function MenuLinkList({ tree, lng, label, hrefOf, skipMenuId = null, maxHeight }: MenuLinkListProps & { maxHeight?: string }) {
  const links = (nodes: readonly MenuNode[]) =>
    leavesOf(nodes)
      .filter((l) => String(l.menuId) !== String(skipMenuId) && l.updateFlag !== 2)
      .map((l) => {
        const href = hrefOf(l);
        return href ? (
          <li key={l.menuId}>
            <a href={withBase(href)} data-menu-id={l.menuId}>
              {menuLabel(l, lng)}
            </a>
          </li>
        ) : null;
      });
  return (
    <nav aria-label={label} style={{ ...NAV_STYLE, ...(maxHeight ? { maxHeight, overflowY: "auto" } : {}) }}>
      {tree.map((g) =>
        isLeaf(g) ? null : (
          <section key={g.menuId}>
            <strong>{menuLabel(g, lng)}</strong>
            <ul style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", listStyle: "none", padding: 0, margin: "4px 0 8px" }}>{links(g.childMenus ?? [])}</ul>
          </section>
        ),
      )}
    </nav>
  );
}

/** Memoised: the shell re-renders on every tab switch and navigation; this only when its props change. */
export const NoScriptMenu = memo(function NoScriptMenu({ tree, lng, label, hrefOf, homeMenuId }: Omit<MenuLinkListProps, "skipMenuId"> & { homeMenuId: number | null }) {
  return (
    <noscript>
      <MenuLinkList tree={tree} lng={lng} label={label} hrefOf={hrefOf} skipMenuId={homeMenuId} maxHeight="40vh" />
    </noscript>
  );
});

/** The `<noscript>` link to the all-menus page of a system (`href`: the page's path, before the base path). */
export function NoScriptAllMenusLink({ href, label, text }: { href: string; label: string; text: string }) {
  return (
    <noscript>
      <nav aria-label={label} style={NAV_STYLE}>
        <a href={withBase(href)} data-all-menus="">
          {text}
        </a>
      </nav>
    </noscript>
  );
}
