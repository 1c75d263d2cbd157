/**
 * The emotion cache prefixes only what the ES2022 browsers need (issue 25, `shell_html_bytes`):
 * no `-ms-`/`-moz-` forms and no `-webkit-` twins of flexbox, appearance or alignment, while the
 * declarations those browsers still need prefixed keep their `-webkit-` form, written first.
 */
import { css } from "@emotion/react";
import fc from "fast-check";
import { compile, middleware, serialize, stringify } from "stylis";
import { describe, expect, it } from "vitest";
import { modernPrefixer } from "~/components/ui/css-prefixer";
import { createEmotionCache } from "~/components/ui/emotion";

const run = (css: string) => serialize(compile(`.x{${css}}`), middleware([modernPrefixer, stringify]));

/** What the portal's server cache writes for one style object. */
function cacheCss(style: Record<string, string>): string {
  const cache = createEmotionCache("n0nce");
  const serialized = css(style);
  // Without a document (the server) `insert` returns the rules it wrote.
  return String(cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true));
}

describe("the emotion cache's prefixer", () => {
  it("writes a -webkit- twin before each declaration Safari or Chrome still need prefixed", () => {
    expect(run("user-select:none;")).toBe(".x{-webkit-user-select:none;user-select:none;}");
    expect(run("backdrop-filter:blur(4px);")).toBe(".x{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}");
    expect(run("mask-image:linear-gradient(red,blue);")).toBe(".x{-webkit-mask-image:linear-gradient(red,blue);mask-image:linear-gradient(red,blue);}");
    expect(run("background-clip:text;")).toBe(".x{-webkit-background-clip:text;background-clip:text;}");
    expect(run("background-clip:padding-box;")).toBe(".x{background-clip:padding-box;}");
  });

  it("leaves every declaration of a modern flexbox, appearance and alignment as written", () => {
    const plain = fc.constantFrom("display:flex;", "display:inline-flex;", "align-items:center;", "justify-content:space-between;", "appearance:none;", "flex:1;", "transition:all 0.2s;", "position:sticky;");
    fc.assert(
      fc.property(fc.array(plain, { minLength: 1, maxLength: 8 }), (decls) => {
        expect(run(decls.join(""))).toBe(`.x{${decls.join("")}}`);
      }),
    );
  });

  it("the portal's cache writes a Chakra-like button's rule with no -ms-, -moz- or -webkit-box form", () => {
    const css = cacheCss({ display: "inline-flex", alignItems: "center", appearance: "none", userSelect: "none", justifyContent: "center" });
    expect(css).toContain("display:inline-flex;");
    expect(css).toContain("-webkit-user-select:none;user-select:none;");
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-inline-flex|-webkit-align-items|-webkit-appearance/);
  });
});
