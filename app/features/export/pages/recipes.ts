/**
 * The Chakra recipes only the download centre renders (its table and status filter). The page's
 * module calls {@link registerCentreRecipes} when its chunk loads, so they stay out of the
 * shell's first-load JS; without them the table and the select render unstyled
 * (app/components/ui/system.ts keeps only what every page or the workspace renders). A bare
 * side-effect import would not do: feature modules are declared free of side effects.
 * @see EXPORT-01
 */
import { nativeSelectSlotRecipe, tableSlotRecipe } from "@chakra-ui/react/theme";
import { registerRecipes } from "~/components/ui/system";

/** Registers the centre's recipes with the portal's system (again: nothing changes). */
export function registerCentreRecipes(): void {
  registerRecipes({ slotRecipes: { table: tableSlotRecipe, nativeSelect: nativeSelectSlotRecipe } });
}
