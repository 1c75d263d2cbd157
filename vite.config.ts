import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { basePathOf, normalizeEnvPrefix } from "./app/utils/env-prefix";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const host = process.env.HOST ?? "127.0.0.1";
/** ROUTE-44: a prefixed deployment is built for its prefix (assets and routes under /{prefix}/). */
const base = basePathOf(normalizeEnvPrefix(process.env.PORTAL_ENV_PREFIX));

export default defineConfig({
  base,
  server: { host, hmr: { host } },
  build: { target: "es2022" },
  ssr: { noExternal: [] },
  plugins: [remix({ ...remixConfig, basename: base }), tsconfigPaths()],
});
