import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { followableLink } from "~/features/notices/model";

const FOLLOWED = ["http", "https", "ftp", "file"];
const randomCase = (s: string, flips: boolean[]) => [...s].map((c, i) => (flips[i % flips.length] ? c.toUpperCase() : c)).join("");
const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,11}$/);
const tricks = fc.constantFrom("", " ", "\t", "\n", "\r", "\u0000", "\u001f", "\u007f", "\u00a0", "\ufeff", "\u2028");

describe("download links: the filter alone (EXPORT-20 whole, with the window: spec/export/download-link.test.ts)", () => {
  it("a link of any other scheme, in any case, is refused", () => {
    fc.assert(fc.property(scheme, fc.array(fc.boolean(), { minLength: 1 }), fc.string(), (s, flips, rest) => {
      fc.pre(!FOLLOWED.includes(s));
      expect(followableLink(`${randomCase(s, flips)}:${rest}`)).toBeNull();
    }));
  });

  it("javascript:, data: and vbscript: are refused, also with whitespace and control-character tricks", () => {
    const bad = fc.constantFrom("javascript", "data", "vbscript", "blob", "about");
    fc.assert(fc.property(bad, fc.array(fc.boolean(), { minLength: 1 }), tricks, tricks, fc.nat(12), (s, flips, pre, mid, at) => {
      const cased = randomCase(s, flips);
      const cut = Math.min(at, cased.length);
      const link = `${pre}${cased.slice(0, cut)}${mid}${cased.slice(cut)}:alert(1)//https://ok.test/a.csv`;
      expect(followableLink(link)).toBeNull();
    }));
  });

  it("whatever the input, a followed link is http, https, ftp or file", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (raw) => {
      const link = followableLink(raw);
      if (link !== null) expect(FOLLOWED).toContain(new URL(link).protocol.slice(0, -1));
    }));
  });

  it("http, https, ftp and file links are followed, in any case", () => {
    fc.assert(fc.property(fc.constantFrom(...FOLLOWED), fc.array(fc.boolean(), { minLength: 1 }), fc.domain(), (s, flips, host) => {
      const link = followableLink(`${randomCase(s, flips)}://${host}/exports/a.csv`);
      expect(link).not.toBeNull();
      expect(new URL(link ?? "").protocol).toBe(`${s}:`);
    }));
  });

  it("relative links and non-strings are refused", () => {
    for (const raw of ["/files/a.csv", "a.csv", "//evil.test/a", "", null, 42, { href: "https://x.test" }]) {
      expect(followableLink(raw)).toBeNull();
    }
  });
});
