export * from "./model";
export { firstPaintMenus, type FirstPaintMenus } from "./first-paint";
export { splitHeaderGroups, type HeaderSplit } from "./header-split";
export { MENU_GRID_COLUMNS, gridRows, type GridRow } from "./grid-rows";
export { MenuTreeProvider, useMenuTree, type MenuTreeState } from "./use-menu-tree";
