/**
 * The Chakra recipes only the drawer renders (the team form's field, fieldset and checkboxes,
 * the empty states, the model choice), registered when the drawer's chunk loads, so they are
 * not part of any page's first-load JS.
 */
import {
  checkboxSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, nativeSelectSlotRecipe,
} from "@chakra-ui/react/theme";
import { registerRecipes } from "~/components/ui/system";

registerRecipes({
  slotRecipes: { checkbox: checkboxSlotRecipe, emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});
