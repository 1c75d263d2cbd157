/**
 * The menu tree under the current paid-page flag ({@link filterPaidMenus}, memoised per tree
 * and flag). For menu renderers inside the NavPrefsProvider.
 * @see MENU-12 @see MENU-13
 */
import { useMemo } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { useNavSystem } from "./NavPrefsProvider";
import { filterPaidMenus } from "../model/paid";

export function usePaidTree(tree: readonly MenuNode[]): readonly MenuNode[] {
  const { paidFlag } = useNavSystem();
  return useMemo(() => filterPaidMenus(tree, paidFlag), [tree, paidFlag]);
}
