/**
 * Panes of menu leaves and their addresses inside a system's shell:
 * `sso-web#{path}` (ROUTE-13), `iframe#/m_{menuId}` (ROUTE-14), `{microAppName}#{menuUrl}`
 * (ROUTE-15) and `amazon#{path}` (ROUTE-16).
 * @see ROUTE-12..ROUTE-16, ROUTE-33, TAB-28
 */
import type { MenuNode } from "~/gateway/schemas";
import { menuTarget } from "~/features/menus";
import { paneKey } from "./keys";
import { externalUrlOf, isExternalLeaf } from "./external";
import { HOME_KEY, type Pane } from "./model";
import { upgradePageOf } from "~/utils/sso-pages";
import { isLeaf } from "~/features/menus";

/**
 * The pane of a leaf in workspace `scope`; null when the node is a group (only a leaf opens a
 * tab, MENU-05) or has no usable target. Its key is the menu's `key` (else `m_{menuId}`), hashed
 * when 40+ characters (TAB-28).
 * @see MENU-05
 */
export function paneOf(leaf: MenuNode, scope: string): Pane | null {
  if (!isLeaf(leaf)) return null;
  const target = menuTarget(leaf);
  if (!target) return null;
  const raw = typeof leaf.key === "string" && leaf.key.trim() ? leaf.key.trim() : `m_${leaf.menuId}`;
  return {
    key: paneKey(raw),
    scope,
    menuId: Number(leaf.menuId),
    appName: target.appName,
    hashPath: target.hashPath,
    names: { menuName: leaf.menuName, menuEnName: leaf.menuEnName, menuKrName: leaf.menuKrName },
    closable: leaf.closable !== false,
    ...(leaf.noCache ? { noCache: true } : {}),
    ...(leaf.agentId !== undefined && leaf.agentId !== null && leaf.agentId !== "" ? { agentId: leaf.agentId } : {}),
  };
}

/** The URL of a pane inside a system's shell (`base` = `/entry/{serviceId}/{systemCode}`). */
export function paneUrl(base: string, pane: Pick<Pane, "key" | "appName" | "hashPath">): string {
  return pane.key === HOME_KEY ? base : `${base}/${pane.appName}#${pane.hashPath}`;
}

/**
 * The address of a menu leaf inside a system's shell: the home menu is the shell itself, other
 * leaves their pane's URL, an external leaf its safe url (MENU-10); null when the leaf has no
 * usable target.
 */
export function leafHref(base: string, leaf: MenuNode, homeMenuId: number | null): string | null {
  // MENU-10: an external leaf's link is its own (safe) url, opened in a new window on click.
  if (isExternalLeaf(leaf)) return externalUrlOf(leaf);
  if (homeMenuId !== null && String(leaf.menuId) === String(homeMenuId)) return base;
  const target = menuTarget(leaf);
  return target ? `${base}/${target.appName}#${target.hashPath}` : null;
}

/**
 * The portal page a redirect path's hash addresses (ROUTE-33), or null when the hash means home:
 * empty, `/`, or `/user/home` (ROUTE-31), but `/user/home?type=upGrade…` is the upgrade page
 * (ROUTE-32). Only `/…` paths count; the query is kept.
 */
export function hashRedirectPage(hashPath: string): string | null {
  if (!hashPath.startsWith("/")) return null;
  const bare = hashPath.split("?")[0].replace(/\/+$/, "");
  // The upgrade address (ROUTE-32) is `/user/home?type=upGrade…`: the upgrade page, not home.
  const upgrade = upgradePageOf(hashPath);
  if (upgrade) return upgrade;
  if (bare === "" || bare === "/user/home") return null;
  return hashPath;
}

/** `decodeURIComponent` that keeps the raw text when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
