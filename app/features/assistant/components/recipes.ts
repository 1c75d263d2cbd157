/**
 * The Chakra recipes only the drawer renders (the team form's field, fieldset and checkboxes,
 * the empty states, the model choice). The drawer's module calls {@link registerDrawerRecipes}
 * when its chunk loads, so they are not part of any page's first-load JS. (A bare side-effect
 * import would not do: feature modules are declared free of side effects, vite.config.ts.)
 */
import {
  checkboxSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, nativeSelectSlotRecipe,
} from "@chakra-ui/react/theme";
import { registerRecipes } from "~/components/ui/system";

/** Registers the drawer's recipes with the portal's system (again: nothing changes). */
export function registerDrawerRecipes(): void {
  registerRecipes({
    slotRecipes: { checkbox: checkboxSlotRecipe, emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
  });
}
