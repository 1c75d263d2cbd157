/**
 * The browser build's Chakra trim (tools/vite-chakra-trim.ts, issue 10): each edit applies to
 * the pinned package exactly once, a changed package fails the build instead of losing the
 * trim silently, and other modules pass through.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { transformSync } from "esbuild";
import { CHAKRA_TRIM_EDITS, CHAKRA_TRIM_REMOVALS, UNUSED_PALETTES, chakraClientTrim, trimChakraModule } from "../../tools/vite-chakra-trim";
import { PALETTES } from "~/components/ui/system";

const require = createRequire(import.meta.url);
const nodeModules = join(dirname(require.resolve("@chakra-ui/react/package.json")), "..", "..");
const idOf = (file: string) => join(nodeModules, file);

describe("vite-chakra-trim", () => {
  it("each edit finds its text once in the pinned @chakra-ui/react and replaces it", () => {
    for (const edit of CHAKRA_TRIM_EDITS) {
      const id = idOf(edit.file);
      const source = readFileSync(id, "utf8");
      const out = trimChakraModule(id, source);
      expect(out).not.toBeNull();
      expect(out).toContain(edit.to);
      expect(out).not.toContain(edit.from);
    }
  });

  it("a file with several edits gets all of them, and nothing else changes", () => {
    for (const file of new Set(CHAKRA_TRIM_EDITS.map((e) => e.file))) {
      const edits = CHAKRA_TRIM_EDITS.filter((e) => e.file === file);
      const source = readFileSync(idOf(file), "utf8");
      const out = trimChakraModule(idOf(file), source)!;
      const delta = edits.reduce((sum, e) => sum + e.to.length - e.from.length, 0);
      expect(out.length - source.length).toBe(delta);
      for (const e of edits) expect(out).toContain(e.to);
    }
    expect(CHAKRA_TRIM_EDITS.filter((e) => e.file.endsWith("/system.js")).length).toBeGreaterThan(1);
  });

  it("the browser's system does not compute the stylesheet's parts (served as /chakra.css)", () => {
    const file = "@chakra-ui/react/dist/esm/styled-system/system.js";
    const out = trimChakraModule(idOf(file), readFileSync(idOf(file), "utf8"))!;
    expect(out).toContain("getPreflightCss: () => ({})");
    expect(out).toContain("getTokenCss: () => ({})");
    expect(out).toContain("getGlobalCss: () => ({})");
  });

  it("the palettes the portal's system leaves out leave the token modules; the rest stays, as valid JS", () => {
    const topLevel = (code: string) => [...code.matchAll(/\n {2}(\w+): \{\n/g)].map((m) => m[1]);
    for (const removal of CHAKRA_TRIM_REMOVALS) {
      const source = readFileSync(idOf(removal.file), "utf8");
      const out = trimChakraModule(idOf(removal.file), source)!;
      expect(topLevel(out)).toEqual(topLevel(source).filter((k) => !(UNUSED_PALETTES as readonly string[]).includes(k)));
      for (const kept of PALETTES) expect(topLevel(out)).toContain(kept);
      expect(() => transformSync(out, { loader: "js", format: "esm" })).not.toThrow();
      expect(out.length).toBeLessThan(source.length * 0.8);
    }
    // Exactly Chakra's palettes that system.ts does not pick.
    const chakraPalettes = topLevel(readFileSync(idOf(CHAKRA_TRIM_REMOVALS[0].file), "utf8")).filter((k) => !["whiteAlpha", "blackAlpha"].includes(k));
    expect([...UNUSED_PALETTES].sort()).toEqual(chakraPalettes.filter((k) => !(PALETTES as readonly string[]).includes(k)).sort());
    expect(() => trimChakraModule(idOf(CHAKRA_TRIM_REMOVALS[0].file), "const colors = {\n  gray: {\n  }\n};")).toThrow(/exactly once/);
  });

  it("a package whose text changed fails loudly; other modules pass untouched", () => {
    const edit = CHAKRA_TRIM_EDITS[0];
    expect(() => trimChakraModule(idOf(edit.file), "export const nothing = 1;")).toThrow(/no longer contains/);
    expect(() => trimChakraModule(idOf(edit.file), `${edit.from}\n${edit.from}`)).toThrow(/exactly once/);
    expect(trimChakraModule("/x/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js", "a")).toBeNull();
    expect(trimChakraModule("/work/app/components/ui/system.ts", edit.from)).toBeNull();
  });

  it("the plugin leaves the server build alone", () => {
    const plugin = chakraClientTrim();
    const transform = plugin.transform as (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
    const edit = CHAKRA_TRIM_EDITS[1];
    const source = readFileSync(idOf(edit.file), "utf8");
    expect(transform(source, idOf(edit.file), { ssr: true })).toBeNull();
    expect(transform(source, idOf(edit.file))?.code).toContain(edit.to);
  });
});
