/**
 * The Chakra recipes only the workspace (the shell route and what it loads) renders: dialogs,
 * drawers, menus, popovers, tabs, toasts, links, separators, textareas and code. The shell
 * route registers them with `registerRecipes` when its module loads; keeping them out of
 * `system.ts` keeps them (and Chakra's anatomies they import) out of the login page's
 * first-load JS (issue 10, `login_js_gzip_bytes`). A page outside the workspace that renders
 * one of these components must register them too, or it renders unstyled.
 */
import {
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  linkRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  separatorRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from "@chakra-ui/react/theme";
import type { RecipeSet } from "./system";

/** Keys are the names Chakra's components look up. */
export const SHELL_RECIPES: RecipeSet = {
  recipes: {
    code: codeRecipe,
    link: linkRecipe,
    separator: separatorRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    menu: menuSlotRecipe,
    toast: toastSlotRecipe,
    popover: popoverSlotRecipe,
    tabs: tabsSlotRecipe,
  },
};
