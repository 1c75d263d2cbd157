/**
 * The browser build's Chakra trim (tools/vite-chakra-trim.ts, issue 10): each edit applies to
 * the pinned package exactly once, a changed package fails the build instead of losing the
 * trim silently, and other modules pass through.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { build, transformSync } from "esbuild";
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
      // The text is gone, except where the replacement keeps it (an edit that adds before it).
      expect(out!.split(edit.from).length - 1).toBe(edit.to.split(edit.from).length - 1);
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

  it("a token dictionary prepared ahead is the one the next system with the same configs uses, and gives the same tokens", async () => {
    // The trimmed styled system, bundled as the browser build bundles it (the plugin's edits
    // applied), other packages left to Node.
    const out = await build({
      stdin: {
        contents: 'export { createSystem, prepareTokenDictionary } from "@chakra-ui/react/styled-system"; export { defaultBaseConfig } from "@chakra-ui/react/preset-base"; export { tokens, semanticTokens, breakpoints } from "@chakra-ui/react/theme";',
        resolveDir: process.cwd(),
        loader: "js",
      },
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      external: ["react", "react-dom", "react/*", "@emotion/*", "@zag-js/*", "@ark-ui/*", "@pandacss/*"],
      plugins: [{
        name: "trim",
        setup(b) {
          b.onLoad({ filter: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/].*\.js$/ }, (args) => {
            const source = readFileSync(args.path, "utf8");
            return { contents: trimChakraModule(args.path, source) ?? source, loader: "js" };
          });
        },
      }],
    });
    const dir = join(process.cwd(), "node_modules", ".cache", "spec-chakra-trim");
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `system-${process.pid}.mjs`);
    writeFileSync(file, out.outputFiles[0].text);
    const m = await import(/* @vite-ignore */ file);
    const configs = [m.defaultBaseConfig, { theme: { tokens: m.tokens, semanticTokens: m.semanticTokens, breakpoints: m.breakpoints } }];
    const names = (system: { tokens: { allTokens: { name: string; value: unknown }[] } }) => system.tokens.allTokens.map((t) => `${t.name}=${String(t.value)}`);
    const fresh = m.createSystem(...configs);

    m.prepareTokenDictionary(...configs);
    const prepared = m.createSystem(...configs);
    expect(names(prepared)).toEqual(names(fresh));
    expect(prepared.token("colors.blue.500")).toBe(fresh.token("colors.blue.500"));
    // Taken, not rebuilt: a token added to the same config objects after preparing is absent.
    const own = { theme: { tokens: { colors: { late: { value: "#abcdef" } } } } };
    m.prepareTokenDictionary(m.defaultBaseConfig, own);
    own.theme.tokens.colors = { late: { value: "#fedcba" } };
    expect(m.createSystem(m.defaultBaseConfig, own).token("colors.late")).toBe("#abcdef");
    expect(m.createSystem(m.defaultBaseConfig, own).token("colors.late")).toBe("#fedcba");

    // Used once: the next system builds its own; other config objects never take it.
    m.prepareTokenDictionary(...configs);
    const other = m.createSystem(m.defaultBaseConfig, { theme: { tokens: { colors: { brand: { value: "#123456" } } } } });
    expect(other.token("colors.brand")).toBe("#123456");
    expect(other.token("colors.blue.500")).toBeUndefined();
  }, 30_000);
});
