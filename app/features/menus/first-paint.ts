/**
 * What the shell document carries of the menu tree. A small tree goes whole into the page; a bigger
 * one (the owner's, bigco's 5,000 menus) is trimmed to what the first paint draws — the top-level groups
 * (without their children) and the home leaf — and the full tree is loaded afterwards from the
 * cacheable resource route `/api/menus/tree` (see {@link useMenuTree}).
 * @see MENU-01 @see MENU-09
 */
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById, slimMenuTree } from "./model";

/**
 * A tree whose slim JSON is at most this many characters (a few dozen menus) is inlined whole;
 * a bigger one (the owner's ≈ 300 menus: 50,000 characters; bigco's 5,000) goes as its groups.
 * The first paint draws only the groups (the header; the sider's panels open on hover and wait
 * for the tree, the chosen scene shows its saved view), so the whole tree in the document was
 * 72 KB of twice-escaped JSON and a 26 KB `<noscript>` menu that the first paint never used
 * (issue 25: `shell_html_bytes` ≤ 120,000).
 */
const FULL_TREE_INLINE_LIMIT = 8_000;

/** The menu part of the shell data. */
export interface FirstPaintMenus {
  /** Slim JSON of the tree the page carries (parse with `parseMenuJson`). */
  json: string;
  /** True when `json` is the whole tree; false when only the top-level groups (and home) are in it. */
  complete: boolean;
  /** Number of top-level nodes' children left out, per group menuId (only when trimmed). */
  counts: Record<string, number>;
}

/** Leaves under a node (itself when it is a leaf). */
function leafCount(node: MenuNode): number {
  const kids = node.childMenus ?? [];
  return kids.length === 0 ? 1 : kids.reduce((n, c) => n + leafCount(c), 0);
}

/**
 * The first-paint menu payload of a tree.
 * @param tree the full (wire) tree
 * @param homeMenuId the home leaf (MENU-09), kept even in a trimmed tree so the home tab is named
 * @param limit characters of slim JSON up to which the whole tree is inlined
 * @param full the tree's slim JSON when the caller has it already (`menuJson(tree)`)
 */
export function firstPaintMenus(
  tree: readonly MenuNode[],
  homeMenuId: number | null,
  limit = FULL_TREE_INLINE_LIMIT,
  full = JSON.stringify(slimMenuTree(tree)),
): FirstPaintMenus {
  if (full.length <= limit) return { json: full, complete: true, counts: {} };
  const home = homeMenuId !== null ? findMenuById(tree, homeMenuId) : null;
  const counts: Record<string, number> = {};
  const groups = tree.map((g) => {
    const kids = g.childMenus ?? [];
    if (kids.length === 0) return g;
    counts[String(g.menuId)] = leafCount(g);
    // A group keeps only the home leaf, when it holds it, so the home tab knows its names.
    const keep = home && findMenuById(kids, home.menuId) ? [{ ...home, childMenus: null }] : [];
    return { ...g, lastMenu: 1, childMenus: keep };
  });
  return { json: JSON.stringify(slimMenuTree(groups)), complete: false, counts };
}
