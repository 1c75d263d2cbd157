/**
 * The menu tree under the current paid-page flag ({@link filterPaidMenus}, memoised per tree
 * flag and completeness). For menu renderers inside the NavPrefsProvider and MenuTreeProvider.
 * @see MENU-12 @see MENU-13
 */
import { useMemo } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { useMenuTree } from "~/features/menus";
import { useNavSystem } from "./NavPrefsProvider";
import { filterPaidMenus } from "../model/paid";

export function usePaidTree(tree: readonly MenuNode[]): readonly MenuNode[] {
  const { paidFlag } = useNavSystem();
  // Until the full tree is there, the first-paint groups have no menus yet and stay shown.
  const { complete } = useMenuTree();
  return useMemo(() => filterPaidMenus(tree, paidFlag, complete), [tree, paidFlag, complete]);
}
