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
.nav-grid .nav-cells { display: grid; gap: 4px; padding-block: 2px; align-items: stretch; }
.nav-leaf { position: relative; display: flex; align-items: center; min-width: 0; border-radius: 4px; }
.nav-leaf:hover, .nav-leaf:focus-within { background: ${c("gray-100")}; }
.nav-leaf[data-active] { background: ${c("blue-50")}; }
.nav-leaf > a { position: relative; flex: 1; min-width: 0; display: flex; align-items: center; gap: 6px; min-height: 30px; padding: 3px 8px; font-size: 13px; line-height: 16px; color: ${c("fg")}; text-decoration: none; cursor: pointer; }
.nav-leaf[data-active] > a { color: ${c("blue-700")}; }
.nav-leaf > a:focus-visible, .nav-btn:focus-visible { outline: 2px solid ${c("blue-500")}; outline-offset: -2px; }
.nav-leaf[data-unbought] > a { color: ${c("gray-600")}; cursor: not-allowed; }
.nav-leaf-label { flex: 1; min-width: 0; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; overflow-wrap: anywhere; }
.nav-leaf-full { display: none; }
.nav-leaf-full::after { content: attr(data-full); }
.nav-grid .nav-row:hover, .nav-grid .nav-row:focus-within { z-index: 1; }
.nav-leaf > a[data-clamped]:hover .nav-leaf-full, .nav-leaf > a[data-clamped]:focus-visible .nav-leaf-full { display: block; position: absolute; inset-inline-start: 0; top: calc(100% + 2px); z-index: 2; min-width: 100%; max-width: 320px; padding: 4px 8px; border: 1px solid ${c("border")}; border-radius: 4px; background: ${c("white")}; box-shadow: var(--chakra-shadows-md); color: ${c("fg")}; font-size: 12px; overflow-wrap: anywhere; pointer-events: none; }
.nav-leaf-mark { font-size: 11px; line-height: 14px; color: ${c("orange-700")}; flex-shrink: 0; }
.nav-leaf[data-unbought] > a { flex-direction: column; align-items: flex-start; justify-content: center; gap: 0; }
.nav-leaf[data-unbought] > a > .nav-leaf-label { flex: none; }
/* The star, pin or buy button lie over the end of the name (its background covers it when they show),
   so a name keeps the cell's width; room is kept for them only while one always shows. */
[data-slot=leaf-actions] { position: absolute; inset-block: 0; inset-inline-end: 0; display: flex; align-items: center; border-radius: 4px; background: inherit; }
.nav-leaf[data-unbought] > a { padding-inline-end: 34px; }
.nav-leaf:has(.nav-toggle[data-on]) > a { padding-inline-end: 60px; }
.nav-btn { display: flex; align-items: center; gap: 8px; min-width: 0; font-size: 14px; text-align: start; cursor: pointer; background: none; border: 0; color: inherit; }
.nav-btn > .nav-text { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.nav-sitem > .nav-text { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; white-space: normal; line-height: 16px; overflow-wrap: anywhere; }
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
.nav-scrim { position: absolute; z-index: 999; background: transparent; } /* just under the panels (Chakra dropdown, 1000) */
.nav-scrim-top { top: 100%; left: 0; width: 100%; height: 100vh; }
.nav-scrim-side { top: 0; left: 100%; width: 100vw; height: 100%; }
.nav-search-field { width: 100%; height: 32px; padding-inline: 8px; border: 1px solid ${c("border")}; border-radius: 6px; color: ${c("fg-muted")}; font-size: 12px; }
.nav-search-field:hover { border-color: ${c("gray-400")}; }
`;

/** Renders the navigation's global styles (once; no props). */
export const NavStyles = memo(function NavStyles() {
  return <Global styles={NAV_CSS} />;
});
