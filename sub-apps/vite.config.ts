/**
 * Builds the sample sub-apps the mock gateway serves under /apps/micro/ (issue 7): ES modules
 * in Vite library mode (`erp`, `amazon` micro-apps and the iframe pages' script) into
 * build/sub-apps/. Run by `npm run build` (`npm run build:sub-apps`).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const src = (name: string) => fileURLToPath(new URL(`./src/${name}.ts`, import.meta.url));

export default defineConfig({
  publicDir: false,
  build: {
    target: "es2022",
    outDir: fileURLToPath(new URL("../build/sub-apps", import.meta.url)),
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: { erp: src("erp"), amazon: src("amazon"), "iframe-page": src("iframe-page") },
      formats: ["es"],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: { output: { chunkFileNames: "chunk-[hash].js" } },
  },
});
