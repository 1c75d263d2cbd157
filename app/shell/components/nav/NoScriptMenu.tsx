/**
 * The menu without JavaScript: the header and sider panels need scripts, so a `<noscript>` list
 * of every group and its leaves (plain links to their panes) keeps the portal usable before or
 * without them. With scripts on, the browser does not build these elements at all.
 * Rendered only when the page carries the whole tree (a big tenant's page has only the groups).
 */
import { memo } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, leavesOf, menuLabel } from "~/features/menus";
import { withBase } from "~/utils/base-path";

/** Memoised: the shell re-renders on every tab switch and navigation; this only when its props change. */
export const NoScriptMenu = memo(function NoScriptMenu({ tree, lng, label, hrefOf, homeMenuId }: { tree: readonly MenuNode[]; lng: string; label: string; hrefOf: (leaf: MenuNode) => string | null; homeMenuId: number | null }) {
  const links = (nodes: readonly MenuNode[]) =>
    leavesOf(nodes)
      .filter((l) => String(l.menuId) !== String(homeMenuId) && l.updateFlag !== 2)
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
    <noscript>
      <nav aria-label={label} style={{ maxHeight: "40vh", overflowY: "auto", padding: "8px 16px", background: "#fff", borderBottom: "1px solid #e4e4e7", fontSize: 13 }}>
        {tree.map((g) =>
          isLeaf(g) ? null : (
            <section key={g.menuId}>
              <strong>{menuLabel(g, lng)}</strong>
              <ul style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", listStyle: "none", padding: 0, margin: "4px 0 8px" }}>{links(g.childMenus ?? [])}</ul>
            </section>
          ),
        )}
      </nav>
    </noscript>
  );
});
