/**
 * The Chakra recipe only the user centre's table renders: the page's module calls
 * {@link registerUserCentreRecipes} when its chunk loads, so it stays out of the shell's
 * first-load JS (app/components/ui/system.ts keeps only what every page or the workspace renders;
 * without it the table renders unstyled).
 */
import { tableSlotRecipe } from "@chakra-ui/react/theme";
import { registerRecipes } from "~/components/ui/system";

/** Registers the table recipe with the portal's system (again: nothing changes). */
export function registerUserCentreRecipes(): void {
  registerRecipes({ slotRecipes: { table: tableSlotRecipe } });
}
