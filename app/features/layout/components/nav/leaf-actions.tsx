/**
 * The actions slot of every menu leaf in the grids, panels and overlay (`data-slot="leaf-actions"`):
 * the favourites star, the pin and the buy button of an unbought page go here. The navigation
 * search/favourites feature fills it by replacing this component's body (one import and one
 * line); until then it renders nothing.
 * @see MENU-17 @see MENU-18 @see MENU-23
 */
import type { MenuNode } from "~/gateway/schemas";

/** Props of {@link LeafActions}. */
export interface LeafActionsProps {
  node: MenuNode;
}

/** Renders nothing yet (the star, pin and buy button come with favourites and paid pages). */
export function LeafActions(_props: LeafActionsProps) {
  return null;
}
