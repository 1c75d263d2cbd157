/**
 * A Vite plugin that puts the runtime every page loads into one chunk (issue 10,
 * `login_js_gzip_bytes` and `shell_js_gzip_bytes`).
 *
 * Rollup splits the browser build by which entries import a module, and Remix makes every route
 * module an entry. So the runtime of the root route (React, Remix and its router, i18next,
 * emotion, Chakra's style engine and the theme's tokens) came out as five chunks, each gzipped
 * on its own, each with its own import and export lists, and every page loads all of them: the
 * root route renders on every page. One chunk compresses better and saves the browser requests.
 *
 * Which modules: {@link isCoreModule}, by package and folder, plus two small portal modules every
 * page loads (`APP_CORE`). A pattern and not the root's
 * import closure, because the closure goes through barrel modules (`@chakra-ui/react` re-exports
 * every component) and would pull the workspace's menus and dialogs into the login page. What the
 * patterns name is the style and rendering runtime that the root route itself uses; a module they
 * name that only the workspace uses would show as growth of `login_js_gzip_bytes` in the bench.
 * Components, every recipe (the login page's included) and Zag/Ark machines are left to Rollup.
 * The server build is not touched.
 */
import type { Plugin } from "vite";

/** The name of the shared chunk (`/assets/core-<hash>.js`). */
export const CORE_CHUNK = "core";

const CORE_PACKAGES = [
  "react",
  "react-dom",
  "scheduler",
  "@remix-run/react",
  "@remix-run/router",
  "@remix-run/server-runtime",
  "react-router",
  "react-router-dom",
  "turbo-stream",
  "i18next",
  "react-i18next",
  "html-parse-stringify",
  "void-elements",
  "@emotion/[^/]+",
  "stylis",
  "@pandacss/is-valid-prop",
];

/** Chakra's style engine, the base preset and the theme's tokens (not components, not slot recipes). */
const CHAKRA_CORE = [
  "components/link/link",
  "styled-system/(?!create-slot-recipe-context|index)[^/]+",
  "utils/(?!index)[^/]+",
  "preset-base",
  "create-context",
  "merge-props",
  "merge-refs",
  "theme/(tokens|semantic-tokens)/(?!index)[^/]+",
  "theme/(breakpoints|layer-styles|motion-styles|text-styles)",
];

/**
 * The portal's own modules that every page loads (the login form and the workspace alike): each
 * was a chunk of 100–300 bytes, and a small chunk costs its own gzip header and import list.
 */
const APP_CORE = ["utils/base-path", "i18n/config"];

const CORE_MODULE = new RegExp(
  `/node_modules/(?:(?:${CORE_PACKAGES.join("|")})/|@chakra-ui/react/dist/esm/(?:${CHAKRA_CORE.join("|")})\\.js$)|/app/(?:${APP_CORE.join("|")})\\.ts$`,
);

/**
 * Whether a module id belongs to the shared runtime chunk: a module of one of the runtime
 * packages, or of Chakra's style engine and theme tokens. Ids are absolute paths, maybe with a
 * query (`?commonjs-exports`).
 */
export function isCoreModule(id: string): boolean {
  return CORE_MODULE.test(id.split("?")[0]);
}

/** The plugin: `manualChunks` puts {@link isCoreModule} modules in {@link CORE_CHUNK}, in the browser build only. */
export function coreChunk(): Plugin {
  return {
    name: "portal-core-chunk",
    apply: "build",
    config(_config, env) {
      if (env.isSsrBuild) return undefined;
      return { build: { rollupOptions: { output: { manualChunks: (id: string) => (isCoreModule(id) ? CORE_CHUNK : undefined) } } } };
    },
  };
}
