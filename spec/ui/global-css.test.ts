import { describe, expect, it } from "vitest";
import { chakraGlobalCss } from "~/components/ui/global-css.server";
import { portalSystem } from "~/components/ui/system";

describe("design-system stylesheet", () => {
  it("serves the reset, global rules and token variables once, in layer order; the provider injects none", () => {
    const { css, version } = chakraGlobalCss();
    expect(css.startsWith("@layer reset, base, tokens, recipes;")).toBe(true);
    expect(css).toContain("@layer reset{");
    expect(css).toContain("--chakra-colors-blue-500");
    // Only the palettes in use are declared.
    expect(css).not.toContain("--chakra-colors-pink-500");
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(chakraGlobalCss()).toEqual({ css, version });
    expect(portalSystem()._global).toEqual([]);
  });
});
