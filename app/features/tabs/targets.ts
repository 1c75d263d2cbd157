/**
 * Where a page address inside a system's shell (`{appName}#{hashPath}`) leads, decided once for
 * both ways a page is asked for: its address (the URL) and `openPath` (the `tabs:open` event,
 * the renew button, `page:open`).
 * - a menu leaf with a pane: that pane, showing the address's page (its query kept), except an
 *   iframe pane, whose address is its own (`/m_{menuId}`, ROUTE-14);
 * - else a page hosted by a leaf's page (the service pages, ROUTE-27): that leaf's pane, showing it;
 * - else a portal page that needs no menu (a live broadcast's details): `menu-free`, shown the
 *   way the notices show it outside the tabs (ROUTE-25);
 * - else `outside` the user's menu (ENTRY-06, TAB-04).
 * @module features/tabs/targets
 * @see ROUTE-12 @see ROUTE-25 @see ENTRY-06 @see TAB-04
 */
import type { MenuNode } from "~/gateway/schemas";
import { findLeafByTarget } from "~/features/menus";
import { hostPageOf, menuFreePage } from "~/utils/sso-pages";
import type { Pane } from "./model";
import { paneOf } from "./panes";

/** What {@link pageTarget} decides. */
export type PageTarget = { kind: "pane"; leaf: MenuNode; pane: Pane } | { kind: "menu-free" } | { kind: "outside" };

/**
 * The target of the page `{appName}#{hashPath}` in the menu `tree`, its pane in workspace `scope`.
 * Pure; never throws.
 */
export function pageTarget(tree: readonly MenuNode[], scope: string, appName: string, hashPath: string): PageTarget {
  // A hosted page (a service page, ROUTE-27) shows in its host's tab.
  const host = appName === "sso-web" ? hostPageOf(hashPath) : null;
  const leaf = findLeafByTarget(tree, { appName, hashPath }) ?? (host ? findLeafByTarget(tree, { appName, hashPath: host }) : null);
  const pane = leaf ? paneOf(leaf, scope) : null;
  if (leaf && pane) return { kind: "pane", leaf, pane: { ...pane, hashPath: pane.appName === "iframe" ? pane.hashPath : hashPath } };
  if (appName === "sso-web" && menuFreePage(hashPath)) return { kind: "menu-free" };
  return { kind: "outside" };
}
