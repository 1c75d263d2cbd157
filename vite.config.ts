import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { basePathOf, normalizeEnvPrefix } from "./app/utils/env-prefix";
import { chakraClientTrim } from "./tools/vite-chakra-trim";
import { coreChunk } from "./tools/vite-core-chunk";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const host = process.env.HOST ?? "127.0.0.1";
/** ROUTE-44: a prefixed deployment is built for its prefix (assets and routes under /{prefix}/). */
const base = basePathOf(normalizeEnvPrefix(process.env.PORTAL_ENV_PREFIX));

/**
 * Feature and gateway modules have no import-time side effects the app relies on (no bare
 * `import "…"` in app/; top-level code builds schemas, maps and components). Declaring it lets
 * Rollup drop a module none of whose exports is used, even when it builds zod schemas at the
 * top level: a feature index imported for one hook no longer drags its siblings' schemas (and
 * zod) into the shell's first-load JS (issue 10). Modules whose exports are used keep all their
 * top-level code.
 */
const sideEffectFree = /\/app\/(features|gateway)\//;
/**
 * `@emotion/react`'s index imports `hoist-non-react-statics` bare (`import "…"`) besides its own
 * wrapper of it, which only `withTheme` uses; the CommonJS package has no `sideEffects` field,
 * so Rollup kept it and `react-is` (≈ 1.2 KB gzip) in every page's first-load JS although the
 * portal never calls `withTheme` (issue 10, `login_js_gzip_bytes`). Neither package does
 * anything on import.
 */
const sideEffectFreePackages = /\/node_modules\/(hoist-non-react-statics|react-is)\//;

/**
 * `PORTAL_STOCK`: the patches of third-party behaviour to leave out of this build, comma-separated
 * (`chakra-trim`, `chakra-theme`, `emotion-tags`), so that `npm run bench` can measure what each one buys against
 * the published packages (docs/performance.md). Unset: every patch in. The run-time one
 * (`route-match`) is read by server/index.ts.
 */
const stock = new Set((process.env.PORTAL_STOCK ?? "").split(",").map((s) => s.trim()).filter(Boolean));

export default defineConfig({
  base,
  server: { host, hmr: { host } },
  build: {
    target: "es2022",
    rollupOptions: { treeshake: { moduleSideEffects: (id) => !sideEffectFree.test(id) && !sideEffectFreePackages.test(id) } },
  },
  ssr: { noExternal: [] },
  // Constants, so that a build without the switch drops the stock code paths altogether.
  define: {
    "import.meta.env.VITE_STOCK_CHAKRA_TRIM": JSON.stringify(stock.has("chakra-trim")),
    "import.meta.env.VITE_STOCK_CHAKRA_THEME": JSON.stringify(stock.has("chakra-theme")),
    "import.meta.env.VITE_STOCK_EMOTION_TAGS": JSON.stringify(stock.has("emotion-tags")),
  },
  plugins: [...(stock.has("chakra-trim") ? [] : [chakraClientTrim()]), coreChunk(), remix({ ...remixConfig, basename: base }), tsconfigPaths()],
});
