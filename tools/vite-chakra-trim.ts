/**
 * A Vite plugin that trims Chakra UI's `createSystem` in the browser build (issue 10,
 * `shell_tbt_ms`). A Chrome trace of the owner's cold shell at 4× CPU put ≈ 100 ms of the
 * module-evaluation task in `createSystem`; parts of it do nothing for the browser:
 *
 * 1. **The global CSS** (`system._global`: the reset, the global styles and every token's CSS
 *    variable, ≈ 40 % of `createSystem` in a Node profile). The portal serves it once as the
 *    cacheable stylesheet `/chakra.css`, built on the server from the untouched package
 *    (`global-css.server.tsx`), and hands the provider a system whose `_global` is empty
 *    (`app/components/ui/system.ts`). In the browser build `_global` is therefore `[]` from the
 *    start instead of being computed and thrown away.
 * 2. **`conditions.has(key)`**, which listed every condition (`Object.keys`) on each call and
 *    searched the list; it is now a property lookup with the same answer.
 * 3. **The functions that compute those global styles** (`getPreflightCss`, `getGlobalCss`,
 *    `getTokenCss`): nothing in the browser calls them (only `_global`, now empty, used them),
 *    yet the system object kept them, and with them Chakra's whole reset stylesheet
 *    (`preflight.js`), ≈ 1.4 KB gzip of every page's first-load JS (issue 10,
 *    `login_js_gzip_bytes`). In the browser build they return empty style objects, as `_global`
 *    is empty.
 *
 * 4. **The colour palettes the portal does not use** (yellow, teal, cyan, purple and pink: see
 *    `PALETTES` in `app/components/ui/system.ts`, whose `pickColors` leaves them out of the
 *    system anyway) are removed from the token and semantic-token modules, ≈ 1 KB gzip of every
 *    page's first-load JS (issue 10, `login_js_gzip_bytes`). The server's `/chakra.css` is
 *    built from the untouched package and filtered the same way.
 * 5. **`createSystem` in two tasks.** Its token dictionary is ≈ 2/3 of its time (≈ 80–90 ms
 *    of a ≈ 125 ms task at 4× CPU). The edit adds `prepareTokenDictionary(...configs)` to the
 *    styled system's exports: it builds the dictionary and keeps it, and the next
 *    `createSystem` with the very same config objects takes it instead of building it. The
 *    browser entry calls the two in separate tasks (`prepareSystemTokens`, then
 *    `portalSystem`, in `app/components/ui/system.ts`), so each is shorter (issue 10,
 *    `shell_tbt_ms`: total blocking time counts each task's time over 50 ms).
 *
 * The server build and the tests use the package as published. The replaced texts are those of
 * the pinned `@chakra-ui/react` 3.37.0; if an upgrade changes any of them, the build fails with a
 * message naming the file, so the trim is looked at again instead of silently lost.
 */
import type { Plugin } from "vite";

interface Edit {
  /** How the module's id ends. */
  file: string;
  /** The exact source text to replace (once). */
  from: string;
  to: string;
}

/** A removal of top-level entries (`  key: {` … `  }`, two-space indented) of an object literal. */
interface Removal {
  file: string;
  keys: readonly string[];
}

/** The palettes of Chakra's default theme that the portal's system leaves out. */
export const UNUSED_PALETTES = ["yellow", "teal", "cyan", "purple", "pink"] as const;

/** The removals, applied after the edits. */
export const CHAKRA_TRIM_REMOVALS: readonly Removal[] = [
  { file: "@chakra-ui/react/dist/esm/theme/tokens/colors.js", keys: UNUSED_PALETTES },
  { file: "@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js", keys: UNUSED_PALETTES },
];

/**
 * Removes the top-level entry `key` (from its `\n  key: {` line to its closing `\n  }` and a
 * comma after it) from `code`.
 * @throws Error when the entry's opening line is not found exactly once
 */
function removeEntry(file: string, code: string, key: string): string {
  const open = `\n  ${key}: {\n`;
  const at = code.indexOf(open);
  if (at < 0 || code.indexOf(open, at + 1) >= 0) {
    throw new Error(`vite-chakra-trim: ${file} no longer has the entry "${key}" exactly once; check the trim against this Chakra version`);
  }
  const close = code.indexOf("\n  }", at + open.length);
  if (close < 0) throw new Error(`vite-chakra-trim: ${file}: the entry "${key}" has no closing line`);
  let end = close + "\n  }".length;
  if (code[end] === ",") end += 1;
  return code.slice(0, at) + code.slice(end);
}

/**
 * Edit 5's code, added to `system.js`: `prepareTokenDictionary(...configs)` builds the token
 * dictionary of those configs (as `createSystem` would, from their merged `theme.tokens`,
 * `theme.semanticTokens`, `theme.breakpoints` and `cssVarsPrefix`; only those parts are merged,
 * not the utilities, conditions and recipes, which `createSystem` merges again) and keeps it; the next
 * `createSystem` called with the very same config objects (compared by identity) takes it
 * instead of building it again. Any other call builds its own, as published.
 */
export const PREPARED_TOKENS_CODE = `let preparedTokens = null;
function prepareTokenDictionary(...configs) {
  const tokenParts = configs.map((c) => ({ cssVarsPrefix: c?.cssVarsPrefix, theme: { tokens: c?.theme?.tokens, semanticTokens: c?.theme?.semanticTokens, breakpoints: c?.theme?.breakpoints } }));
  const { theme = {}, cssVarsPrefix = "chakra" } = mergeConfigs(...tokenParts);
  const dictionary = createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix });
  preparedTokens = { configs, dictionary };
}
function takePreparedTokens(configs) {
  const prepared = preparedTokens;
  preparedTokens = null;
  if (!prepared || prepared.configs.length !== configs.length || prepared.configs.some((c, i) => c !== configs[i])) return null;
  return prepared.dictionary;
}`;

/** The edits, as pure text replacements of the published ESM files. */
export const CHAKRA_TRIM_EDITS: readonly Edit[] = [
  {
    file: "@chakra-ui/react/dist/esm/styled-system/system.js",
    from: "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];",
    to: "const _global = []; /* browser build: served as /chakra.css (tools/vite-chakra-trim.ts) */",
  },
  {
    file: "@chakra-ui/react/dist/esm/styled-system/conditions.js",
    from: "return keys().includes(key) ||",
    to: "return Object.prototype.hasOwnProperty.call(values, key) ||",
  },
  {
    file: "@chakra-ui/react/dist/esm/styled-system/system.js",
    from: "    getTokenCss,\n    getGlobalCss,\n    getPreflightCss,\n",
    to: "    getTokenCss: () => ({}),\n    getGlobalCss: () => ({}),\n    getPreflightCss: () => ({}),\n",
  },
  // 5. The token dictionary built ahead, in a task of its own (prepareTokenDictionary).
  {
    file: "@chakra-ui/react/dist/esm/styled-system/system.js",
    from: "function createSystem(...configs) {\n  const config = mergeConfigs(...configs);",
    to: `${PREPARED_TOKENS_CODE}\nfunction createSystem(...configs) {\n  const config = mergeConfigs(...configs);`,
  },
  {
    file: "@chakra-ui/react/dist/esm/styled-system/system.js",
    from: "  const tokens = createTokenDictionary({",
    to: "  const tokens = takePreparedTokens(configs) ?? createTokenDictionary({",
  },
  {
    file: "@chakra-ui/react/dist/esm/styled-system/system.js",
    from: "export { createSystem, isValidSystem };",
    to: "export { createSystem, isValidSystem, prepareTokenDictionary };",
  },
  {
    file: "@chakra-ui/react/dist/esm/styled-system/index.js",
    from: "export { createSystem, isValidSystem } from './system.js';",
    to: "export { createSystem, isValidSystem, prepareTokenDictionary } from './system.js';",
  },
];

/**
 * Applies every edit of {@link CHAKRA_TRIM_EDITS} whose file `id` is, in their order, then every
 * removal of {@link CHAKRA_TRIM_REMOVALS}.
 * @returns the edited code, or null when `id` is not an edited file
 * @throws Error when the file is one of them but the text of an edit (or a removed entry's
 *   opening line) is not found exactly once
 */
export function trimChakraModule(id: string, code: string): string | null {
  const path = id.replace(/\\/g, "/").split("?")[0];
  const edits = CHAKRA_TRIM_EDITS.filter((e) => path.endsWith(`/node_modules/${e.file}`));
  const removals = CHAKRA_TRIM_REMOVALS.filter((r) => path.endsWith(`/node_modules/${r.file}`));
  if (edits.length === 0 && removals.length === 0) return null;
  let out = code;
  for (const edit of edits) {
    const at = out.indexOf(edit.from);
    if (at < 0 || out.indexOf(edit.from, at + 1) >= 0) {
      throw new Error(`vite-chakra-trim: ${edit.file} no longer contains "${edit.from}" exactly once; check the trim against this Chakra version`);
    }
    out = out.slice(0, at) + edit.to + out.slice(at + edit.from.length);
  }
  for (const removal of removals) for (const key of removal.keys) out = removeEntry(removal.file, out, key);
  return out;
}

/** The plugin: browser build only (`build`, not SSR). */
export function chakraClientTrim(): Plugin {
  return {
    name: "portal:chakra-client-trim",
    apply: "build",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr) return null;
      const out = trimChakraModule(id, code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
