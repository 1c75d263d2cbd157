/** Sizes and DOM ids shared by the shell's parts (sider, tab strip, pane host). */

/** The sider's width expanded and collapsed, px (LAYOUT-14). */
export const SIDER_WIDTH = 160;
export const SIDER_COLLAPSED_WIDTH = 48;

/** DOM ids linking a tab and its panel. */
export const tabId = (key: string) => `tab-${key}`;
export const panelId = (key: string) => `pane-${key}`;
