import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const host = process.env.HOST ?? "127.0.0.1";

export default defineConfig({
  server: { host, hmr: { host } },
  build: { target: "es2022" },
  ssr: { noExternal: [] },
  plugins: [remix(remixConfig), tsconfigPaths()],
});
