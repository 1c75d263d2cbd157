/**
 * The Chakra recipes permissions management renders (its table and page-size select), registered
 * when the page's chunk loads so they stay out of the shell's first-load JS (as the download
 * centre's, features/export/pages/recipes.ts).
 */
import { nativeSelectSlotRecipe, tableSlotRecipe } from "@chakra-ui/react/theme";
import { registerRecipes } from "~/components/ui/system";

/** Registers the page's recipes with the portal's system (again: nothing changes). */
export function registerSubAccountRecipes(): void {
  registerRecipes({ slotRecipes: { table: tableSlotRecipe, nativeSelect: nativeSelectSlotRecipe } });
}
