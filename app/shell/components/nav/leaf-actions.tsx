/**
 * The actions slot of every menu leaf in the grids, panels and overlay (`data-slot="leaf-actions"`):
 * the favourites star and the pin, or the buy button of an unbought page (features/menu-prefs).
 * @see MENU-17 @see MENU-18 @see MENU-23
 */
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { menuLabel } from "~/features/menus";
import { LeafActions as PrefsLeafActions } from "~/features/menu-prefs";

/** Props of {@link LeafActions}. */
export interface LeafActionsProps {
  node: MenuNode;
}

/** The star, pin or buy button of one leaf, named after the leaf in the user's language. */
export function LeafActions({ node }: LeafActionsProps) {
  const { i18n } = useTranslation();
  return <PrefsLeafActions leaf={node} name={menuLabel(node, i18n.language)} />;
}
