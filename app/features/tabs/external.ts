/**
 * Menus marked `external` (MENU-10): they open their menuUrl in a new browser window (a popup
 * window, not a tab of the browser nor of the shell), and only when the url passes the portal's
 * one safe-url check; a hostile url opens nothing and the seller is told why.
 * @module features/tabs/external
 * @see MENU-10
 */
import type { MenuNode } from "~/gateway/schemas";
import { safeAppUrl } from "~/utils/safe-url";

/** The window features of an external menu: a separate window (`popup`), with no opener. */
const EXTERNAL_WINDOW_FEATURES = "popup=1,width=1280,height=800,noopener,noreferrer";

/**
 * True when the leaf is marked external: `external` is `true`, `1` or `"1"` / `"true"` (the
 * gateway's flags come as numbers or strings). Anything else (absent, 0, 2, false) is not.
 * @see MENU-10
 */
export function isExternalLeaf(leaf: Pick<MenuNode, "menuId"> & { external?: unknown }): boolean {
  const v = leaf.external;
  return v === true || v === 1 || v === "1" || v === "true";
}

/**
 * The address an external leaf opens: its menuUrl when it passes {@link safeAppUrl} (absolute
 * http(s), no credentials; normalised), else null.
 * @see MENU-10
 */
export function externalUrlOf(leaf: Pick<MenuNode, "menuUrl">): string | null {
  return safeAppUrl(typeof leaf.menuUrl === "string" ? leaf.menuUrl.trim() : null);
}

/**
 * Opens an external leaf: its safe url in a new window, and true; null url → nothing opens,
 * `refuse()` tells the seller why, and false. Never throws (a blocked popup opens nothing).
 * @see MENU-10
 */
export function openExternalLeaf(leaf: Pick<MenuNode, "menuUrl">, refuse: () => void): boolean {
  const url = externalUrlOf(leaf);
  if (!url) {
    refuse();
    return false;
  }
  try {
    window.open(url, "_blank", EXTERNAL_WINDOW_FEATURES);
  } catch {
    // A browser that refuses the window opens nothing; the shell stays as it was.
  }
  return true;
}
