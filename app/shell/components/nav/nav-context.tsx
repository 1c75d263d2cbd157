/**
 * What every menu list of the shell needs besides the menus: the language, the active pane, how a
 * leaf opens and its address. Provided once by the shell layout.
 */
import { createContext, useContext } from "react";
import type { MenuNode } from "~/gateway/schemas";

/** The navigation context. */
export interface NavContextValue {
  activeKey: string;
  /** Opens a leaf in its tab (MENU-05). */
  onOpen: (leaf: MenuNode) => void;
  /** The leaf's address (a real link), null when it has no usable target. */
  hrefOf: (leaf: MenuNode) => string | null;
  homeMenuId: number | null;
}

export const NavContext = createContext<NavContextValue>({ activeKey: "", onOpen: () => undefined, hrefOf: () => null, homeMenuId: null });

/** The navigation context of the shell. */
export function useNav(): NavContextValue {
  return useContext(NavContext);
}

/** True for a click the browser should handle itself (new tab or window, download…). */
export function isModifiedClick(e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}
