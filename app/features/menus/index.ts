export * from "./model";
export { FULL_TREE_INLINE_LIMIT, firstPaintMenus, type FirstPaintMenus } from "./first-paint";
export { HEADER_INLINE_GROUPS, HEADER_OVERFLOW_GROUPS, splitHeaderGroups, type HeaderSplit } from "./header-split";
export { MENU_GRID_COLUMNS, gridRows, type GridRow } from "./grid-rows";
export { MenuTreeProvider, useMenuTree, type MenuTreeState } from "./use-menu-tree";
