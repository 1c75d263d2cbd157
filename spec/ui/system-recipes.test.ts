/**
 * The workspace's recipes (dialogs, menus, drawers, tabs, toasts…) are not in the system every
 * page builds; the workspace route registers them (issue 10, `login_js_gzip_bytes`). Registered
 * before or after the system is created, they style a component exactly as if the system had
 * been created with them.
 */
import { createSystem, defaultConfig } from "@chakra-ui/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

type SystemModule = typeof import("~/components/ui/system");
type ShellModule = typeof import("~/components/ui/shell-recipes");

/** A fresh system.ts (its system is created once per module instance). */
async function fresh(): Promise<[SystemModule, ShellModule]> {
  vi.resetModules();
  return Promise.all([import("~/components/ui/system"), import("~/components/ui/shell-recipes")]);
}

/** The CSS a recipe gives its component, from Chakra's default system (all recipes from the start). */
const reference = createSystem(defaultConfig);

describe("shell recipes", () => {
  beforeEach(() => vi.resetModules());

  it("the system every page builds has only the login and error pages' recipes", async () => {
    const [{ portalSystem }, { SHELL_RECIPES }] = await fresh();
    const sys = portalSystem();
    for (const key of ["button", "heading", "input", "badge", "spinner"]) expect(sys.isRecipe(key)).toBe(true);
    for (const key of Object.keys(SHELL_RECIPES.recipes!)) expect(sys.isRecipe(key)).toBe(false);
    for (const key of Object.keys(SHELL_RECIPES.slotRecipes!)) expect(sys.isSlotRecipe(key)).toBe(false);
  });

  it("registered after the system was created (login, then the workspace), they style as Chakra's own", async () => {
    const [{ portalSystem, registerRecipes }, { SHELL_RECIPES }] = await fresh();
    const sys = portalSystem();
    registerRecipes(SHELL_RECIPES);
    expect(sys.isSlotRecipe("dialog")).toBe(true);
    expect(sys.isRecipe("link")).toBe(true);
    const dialog = sys.getSlotRecipeFn("dialog");
    expect(dialog.className).toBe(reference.getSlotRecipeFn("dialog").className);
    expect(dialog({ size: "md" })).toEqual(reference.getSlotRecipeFn("dialog")({ size: "md" }));
    expect(sys.getRecipeFn("separator")({})).toEqual(reference.getRecipeFn("separator")({}));
    // The portal's own recipes are untouched.
    expect(sys.getRecipeFn("button")({ size: "sm" })).toEqual(reference.getRecipeFn("button")({ size: "sm" }));
  });

  it("registered before the system was created (the server, a workspace document), they are in it from the start", async () => {
    const [{ portalSystem, portalGlobalStyles, registerRecipes }, { SHELL_RECIPES }] = await fresh();
    registerRecipes(SHELL_RECIPES);
    registerRecipes(SHELL_RECIPES);
    const sys = portalSystem();
    for (const key of Object.keys(SHELL_RECIPES.slotRecipes!)) expect(sys.isSlotRecipe(key)).toBe(true);
    expect(sys.getSlotRecipeFn("menu")({})).toEqual(reference.getSlotRecipeFn("menu")({}));
    expect(sys.getSlotRecipeFn("tabs")({ variant: "line" })).toEqual(reference.getSlotRecipeFn("tabs")({ variant: "line" }));
    // Recipes add nothing to the stylesheet (/chakra.css keeps its version whatever is registered).
    expect(portalGlobalStyles().length).toBeGreaterThan(0);
  });
});
