/**
 * The portal's Chakra system: the base preset, the default tokens, and only the recipes the
 * portal renders (Chakra's bundle-optimisation guide: the full default theme ships ~100
 * recipes to every page). Add a recipe when a new Chakra component is used: without it the
 * component renders unstyled. The recipes here are those any page may render (the login and
 * error pages); those only the workspace renders (dialogs, menus, drawers, tabs, toasts…) are in
 * `shell-recipes.ts`, which the workspace route registers with {@link registerRecipes}, so they
 * are not part of every page's first-load JS (issue 10, `login_js_gzip_bytes`).
 */
import * as styledSystem from "@chakra-ui/react/styled-system";
import { createSystem, defineConfig, type ThemingConfig } from "@chakra-ui/react/styled-system";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";

/**
 * Colour palettes in use (neutral, brand and the four notice tones). Each palette left out
 * removes its CSS variables from every server-rendered page.
 */
export const PALETTES = ["gray", "blue", "red", "orange", "green"] as const;
const NON_PALETTE_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha", "bg", "fg", "border"];

function pickColors<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([k]) => NON_PALETTE_COLORS.includes(k) || (PALETTES as readonly string[]).includes(k)),
  ) as T;
}

/**
 * What only the stylesheet uses: the global styles and the keyframes (`@keyframes`, which the
 * theme's animations name) are part of `/chakra.css`, built on the server; the browser's system
 * never computes its global styles (tools/vite-chakra-trim.ts), so the browser build leaves them
 * out (`import.meta.env.SSR` is false there): ≈ 1 KB gzip of every page's first-load JS
 * (issue 10, `login_js_gzip_bytes`). The server and the tests have them.
 */
const stylesheetOnly = import.meta.env.SSR || import.meta.env.VITE_STOCK_CHAKRA_TRIM ? { globalCss, keyframes } : { globalCss: {}, keyframes: {} };

/**
 * `PORTAL_STOCK=chakra-theme` (docs/performance.md): every recipe the portal renders is in the
 * system from the start, as Chakra's public API has it, so {@link registerRecipes} never writes
 * into a created system; a build to measure what the on-demand recipes save. Off in every
 * normal build (the constant drops this list from it).
 */
const stockRecipes: RecipeSet = import.meta.env.VITE_STOCK_CHAKRA_THEME
  ? {
      recipes: { code: codeRecipe, link: linkRecipe, separator: separatorRecipe, textarea: textareaRecipe },
      slotRecipes: {
        dialog: dialogSlotRecipe, drawer: drawerSlotRecipe, menu: menuSlotRecipe, toast: toastSlotRecipe, popover: popoverSlotRecipe, tabs: tabsSlotRecipe,
        checkbox: checkboxSlotRecipe, emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, nativeSelect: nativeSelectSlotRecipe,
      },
    }
  : {};

/**
 * The recipes any page may render (keys are the names Chakra's components look up): the login
 * page (button, heading, input; the company choice's badge), the error pages, and the spinner of
 * a loading button.
 */
const theme = defineConfig({
  // As Chakra's default theme config: reset styles and the `--chakra-*` variable names the
  // recipes and animations expect.
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: stylesheetOnly.globalCss,
  theme: {
    breakpoints,
    keyframes: stylesheetOnly.keyframes,
    tokens: { ...tokens, colors: pickColors(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: pickColors(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
      ...stockRecipes.recipes,
    },
    slotRecipes: { ...stockRecipes.slotRecipes },
  },
});

const portal = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%", bg: "bg.subtle", color: "fg", fontSize: "14px" },
  },
  theme: {
    tokens: {
      fonts: { body: { value: fontStack }, heading: { value: fontStack } },
    },
  },
});

type PortalSystem = ReturnType<typeof createSystem>;
let created: PortalSystem | undefined;
let forProvider: PortalSystem | undefined;

/** Recipes and slot recipes by the key Chakra's components look them up with. */
export type RecipeSet = Pick<ThemingConfig, "recipes" | "slotRecipes">;

/** Every recipe registered so far ({@link registerRecipes}): a system created later starts with them. */
const registered = { recipes: {}, slotRecipes: {} } satisfies Required<RecipeSet>;

/**
 * The configs of the portal's system, in order; the same objects on every call (the browser's
 * prepared token dictionary is matched to them by identity: see {@link prepareSystemTokens}).
 * createSystem merges (and deep-clones) its configs itself: they are not merged first.
 */
const configs = [defaultBaseConfig, theme, portal, { theme: registered }] as const;

function create(): PortalSystem {
  return (created ??= createSystem(...configs));
}

/** The browser build's `prepareTokenDictionary` (tools/vite-chakra-trim.ts, edit 5), if any. */
const prepareTokenDictionary = (styledSystem as { prepareTokenDictionary?: (...c: typeof configs) => void }).prepareTokenDictionary;

/**
 * In the browser build: builds the system's token dictionary now (≈ 2/3 of `createSystem`'s
 * time: ≈ 55–75 ms at 4× CPU), so that {@link portalSystem}, called in a later task, only does
 * the rest. The browser entry calls the two in separate tasks, so neither is a long task of
 * ≈ 100–125 ms (issue 10, `shell_tbt_ms`). Does nothing once the system exists, on the server
 * and in the tests (the published package has no such hook).
 */
export function prepareSystemTokens(): void {
  if (!created) prepareTokenDictionary?.(...configs);
}

/**
 * Adds recipes to the portal's system, before or after it is created: the workspace route
 * registers its own (`shell-recipes.ts`) when its module loads, so before anything of it
 * renders; in the browser that can be after the login page built the system. A created system
 * looks a recipe up by key in the theme object it kept (`_config.theme`, read by
 * `getRecipe`/`getSlotRecipe`) when a component first renders with it, and caches the recipe
 * function per key, so a recipe added there before its first use works as if it had been in
 * the system from the start. Registering the same recipes again changes nothing.
 */
export function registerRecipes(set: RecipeSet): void {
  Object.assign(registered.recipes, set.recipes);
  Object.assign(registered.slotRecipes, set.slotRecipes);
  if (!created || import.meta.env.VITE_STOCK_CHAKRA_THEME) return;
  const inSystem = (created._config.theme ??= {});
  inSystem.recipes = { ...inSystem.recipes, ...set.recipes };
  inSystem.slotRecipes = { ...inSystem.slotRecipes, ...set.slotRecipes };
}

/**
 * The system's global styles (reset, global CSS, token variables: ~40 KB of CSS). They are
 * served once as a cacheable stylesheet (`/chakra.css`, see global-css.server.tsx) instead of
 * being serialised into every server-rendered page and injected again in the browser, so the
 * provider gets a system without them. (The browser build does not even compute them: see
 * tools/vite-chakra-trim.ts.)
 */
export function portalGlobalStyles(): readonly Record<string, unknown>[] {
  return create()._global;
}

/**
 * The portal's Chakra system (global styles come from the stylesheet), created on the first
 * call. Building it costs ≈ 30 ms of CPU in a browser at 1× (its token dictionary); the browser
 * entry calls this in a task of its own while the page's strings download, so it is not part of
 * the module-evaluation task (issue 10, `shell_tbt_ms`).
 */
export function portalSystem(): PortalSystem {
  return (forProvider ??= { ...create(), _global: [] });
}
