/**
 * Sizes and DOM ids shared by the shell's frame (ShellLayout, PaneHost: first-load JS) and its
 * lazily hydrated parts (Sider, TabStrip), so the frame does not import the parts' code.
 */

/** The sider's width expanded and collapsed, px (LAYOUT-14). */
export const SIDER_WIDTH = 160;
export const SIDER_COLLAPSED_WIDTH = 48;

/** DOM ids linking a tab and its panel. */
export const tabId = (key: string) => `tab-${key}`;
export const panelId = (key: string) => `pane-${key}`;
