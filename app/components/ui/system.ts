/**
 * The portal's Chakra system: the base preset, the default tokens, and only the recipes the
 * portal renders (Chakra's bundle-optimisation guide: the full default theme ships ~100
 * recipes to every page). Add a recipe here when a new Chakra component is used: without it
 * the component renders unstyled.
 */
import { createSystem, defineConfig } from "@chakra-ui/react/styled-system";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
  popoverSlotRecipe,
  tabsSlotRecipe,
} from "@chakra-ui/react/theme";

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif";

/**
 * Colour palettes in use (neutral, brand and the four notice tones). Each palette left out
 * removes its CSS variables from every server-rendered page.
 */
const PALETTES = ["gray", "blue", "red", "orange", "green"] as const;
const NON_PALETTE_COLORS = ["transparent", "current", "black", "white", "whiteAlpha", "blackAlpha", "bg", "fg", "border"];

function pickColors<T extends Record<string, unknown>>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([k]) => NON_PALETTE_COLORS.includes(k) || (PALETTES as readonly string[]).includes(k)),
  ) as T;
}

/** The recipes in use (keys are the names Chakra's components look up). */
const theme = defineConfig({
  // As Chakra's default theme config: reset styles and the `--chakra-*` variable names the
  // recipes and animations expect.
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: pickColors(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: pickColors(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
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

// createSystem merges (and deep-clones) its configs itself: merging them first did it twice.
const created = createSystem(defaultBaseConfig, theme, portal);

/**
 * The system's global styles (reset, global CSS, token variables: ~60 KB of CSS). They are
 * served once as a cacheable stylesheet (`/chakra.css`, see global-css.server.tsx) instead of
 * being serialised into every server-rendered page and injected again in the browser, so the
 * provider gets a system without them.
 */
export const globalStyles: readonly Record<string, unknown>[] = created._global;

/** The portal's Chakra system (global styles come from the stylesheet). */
export const system: typeof created = { ...created, _global: [] };
