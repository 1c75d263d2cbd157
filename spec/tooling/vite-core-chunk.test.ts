/**
 * The shared runtime chunk (tools/vite-core-chunk.ts, issue 10): which modules go in it, and
 * that none of Chakra's modules in it imports one outside it (Rollup moves a manual chunk's
 * dependencies into it, so one barrel or component import would pull workspace code into every
 * page).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coreChunk, isCoreModule } from "../../tools/vite-core-chunk";

const require = createRequire(import.meta.url);
const nodeModules = join(dirname(require.resolve("@chakra-ui/react/package.json")), "..", "..");
const chakraEsm = join(nodeModules, "@chakra-ui/react/dist/esm");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith(".js") ? [path] : [];
  });
}

/** The specifiers of a module's static imports and re-exports. */
function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? m[2]);
}

describe("vite-core-chunk", () => {
  it("takes the rendering runtime and Chakra's style engine, not components, slot recipes or barrels", () => {
    for (const file of [
      "react-dom/cjs/react-dom.production.min.js",
      "@remix-run/router/dist/router.js",
      "i18next/dist/esm/i18next.js",
      "@emotion/cache/dist/emotion-cache.browser.esm.js",
      "@chakra-ui/react/dist/esm/styled-system/system.js",
      "@chakra-ui/react/dist/esm/theme/tokens/colors.js",
      "@chakra-ui/react/dist/esm/preset-base.js",
    ]) {
      expect(isCoreModule(join(nodeModules, file)), file).toBe(true);
    }
    for (const file of [
      "@chakra-ui/react/dist/esm/index.js",
      "@chakra-ui/react/dist/esm/styled-system/index.js",
      "@chakra-ui/react/dist/esm/theme/index.js",
      "@chakra-ui/react/dist/esm/theme/recipes/menu.js",
      "@chakra-ui/react/dist/esm/styled-system/create-slot-recipe-context.js",
      "@chakra-ui/react/dist/esm/components/menu/menu.js",
      "@zag-js/menu/dist/menu.machine.mjs",
      "@ark-ui/react/dist/components/dialog/dialog-root.js",
      "@tanstack/virtual-core/dist/esm/index.js",
      "zod/v3/types.js",
    ]) {
      expect(isCoreModule(join(nodeModules, file)), file).toBe(false);
    }
    expect(isCoreModule("/work/app/root.tsx")).toBe(false);
  });

  it("takes Chakra's link and the portal's two modules every page loads, and no other portal module", () => {
    expect(isCoreModule(join(nodeModules, "@chakra-ui/react/dist/esm/components/link/link.js"))).toBe(true);
    expect(isCoreModule(join(nodeModules, "@chakra-ui/react/dist/esm/components/link/link-box.js"))).toBe(false);
    expect(isCoreModule("/work/main/app/utils/base-path.ts")).toBe(true);
    expect(isCoreModule("/work/main/app/i18n/config.ts")).toBe(true);
    for (const id of ["/work/main/app/utils/base-path.test.ts", "/work/main/app/utils/safe-url.ts", "/work/main/app/i18n/config.server.ts", "/work/main/app/features/export/index.ts"]) {
      expect(isCoreModule(id), id).toBe(false);
    }
  });

  it("a module's query string does not change the answer", () => {
    const ids = fc.constantFrom(
      join(nodeModules, "react/index.js"),
      join(nodeModules, "@chakra-ui/react/dist/esm/utils/walk-object.js"),
      join(nodeModules, "@chakra-ui/react/dist/esm/components/box/box.js"),
      "/work/app/entry.client.tsx",
    );
    fc.assert(fc.property(ids, fc.stringMatching(/^[\w=&-]{0,20}$/), (id, query) => isCoreModule(`${id}?${query}`) === isCoreModule(id)));
  });

  it("no Chakra module in the chunk imports a Chakra module outside it", () => {
    const core = filesUnder(chakraEsm).filter(isCoreModule);
    expect(core.length).toBeGreaterThan(50);
    const outside: string[] = [];
    for (const file of core) {
      for (const spec of importsOf(readFileSync(file, "utf8"))) {
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(file), spec);
        if (!isCoreModule(target)) outside.push(`${file.slice(chakraEsm.length)} → ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("applies to the browser build only", () => {
    const plugin = coreChunk();
    const config = plugin.config as (c: object, env: { command: "build"; mode: string; isSsrBuild?: boolean }) => { build?: { rollupOptions?: { output?: { manualChunks?: (id: string) => string | undefined } } } } | undefined;
    expect(config({}, { command: "build", mode: "production", isSsrBuild: true })).toBeUndefined();
    const manualChunks = config({}, { command: "build", mode: "production", isSsrBuild: false })?.build?.rollupOptions?.output?.manualChunks;
    expect(manualChunks?.(join(nodeModules, "react-dom/client.js"))).toBe("core");
    expect(manualChunks?.("/work/app/features/layout/components/Header.tsx")).toBeUndefined();
  });
});
