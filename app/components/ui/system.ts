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

type PortalSystem = ReturnType<typeof createSystem>;
let created: PortalSystem | undefined;
let forProvider: PortalSystem | undefined;

/** createSystem merges (and deep-clones) its configs itself: they are not merged first. */
function create(): PortalSystem {
  return (created ??= createSystem(defaultBaseConfig, theme, portal));
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
