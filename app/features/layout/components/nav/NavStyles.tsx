/**
 * The navigation's styles, once for the whole shell (plain CSS on Chakra's variables): menu
 * lists render thousands of rows over a session, and per-element style props would be
 * resolved again on every scroll frame. Elements use these class names.
 */
import { Global } from "@emotion/react";
import { memo } from "react";

const c = (token: string) => `var(--chakra-colors-${token})`;

const NAV_CSS = `
.nav-grid { overflow-y: auto; }
.nav-grid .nav-heading { height: 30px; display: flex; align-items: flex-end; padding-bottom: 4px; margin: 0; font-size: 12px; font-weight: 600; color: ${c("fg-muted")}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nav-grid .nav-cells { display: grid; gap: 4px; height: 100%; align-items: center; }
.nav-leaf { display: flex; align-items: center; min-width: 0; border-radius: 4px; }
.nav-leaf:hover { background: ${c("gray-100")}; }
.nav-leaf[data-active] { background: ${c("blue-50")}; }
.nav-leaf > a { flex: 1; min-width: 0; display: flex; align-items: center; gap: 6px; height: 30px; padding-inline: 8px; font-size: 13px; color: ${c("fg")}; text-decoration: none; cursor: pointer; }
.nav-leaf[data-active] > a { color: ${c("blue-700")}; }
.nav-leaf > a:focus-visible, .nav-btn:focus-visible { outline: 2px solid ${c("blue-500")}; outline-offset: -2px; }
.nav-leaf[data-unbought] > a { color: ${c("gray-600")}; cursor: not-allowed; }
.nav-leaf-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nav-leaf-mark { font-size: 11px; color: ${c("orange-700")}; flex-shrink: 0; }
[data-slot=leaf-actions] { display: flex; align-items: center; flex-shrink: 0; }
.nav-btn { display: flex; align-items: center; gap: 8px; min-width: 0; font-size: 14px; text-align: start; cursor: pointer; background: none; border: 0; color: inherit; }
.nav-btn > .nav-text { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nav-htrigger { gap: 4px; align-self: stretch; padding-inline: 10px; color: ${c("white-alpha-900")}; flex-shrink: 0; }
.nav-htrigger:hover, .nav-htrigger[aria-expanded=true] { background: ${c("white-alpha-200")}; color: white; }
.nav-htrigger > .nav-text { max-width: 7.5rem; flex: none; }
.nav-htrigger:focus-visible { outline-color: ${c("blue-300")}; }
.nav-side-tab { width: 100%; height: 36px; padding-inline: 12px; border-inline-start: 3px solid transparent; }
.nav-side-tab:hover { background: ${c("gray-100")}; }
.nav-side-tab[aria-selected=true] { color: ${c("blue-700")}; background: ${c("blue-50")}; border-inline-start-color: ${c("blue-500")}; }
.nav-sitem { width: 100%; height: 36px; padding-inline: 12px; border-radius: 4px; color: ${c("fg")}; }
.nav-sitem[data-icon-only] { justify-content: center; padding-inline: 0; }
.nav-sitem[data-icon-only]:not([data-wide]) { width: 36px; }
.nav-sitem:hover { background: ${c("gray-100")}; }
.nav-sitem[aria-expanded=true] { color: ${c("blue-700")}; background: ${c("blue-50")}; }
.nav-search-field { width: 100%; height: 32px; padding-inline: 8px; border: 1px solid ${c("border")}; border-radius: 6px; color: ${c("fg-muted")}; font-size: 12px; }
.nav-search-field:hover { border-color: ${c("gray-400")}; }
`;

/** Renders the navigation's global styles (once; no props). */
export const NavStyles = memo(function NavStyles() {
  return <Global styles={NAV_CSS} />;
});
