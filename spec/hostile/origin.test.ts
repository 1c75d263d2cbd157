/** The own-origin and cross-site decision of state-changing requests (server/origin.ts). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { foreignReason, ownOrigin } from "../../server/origin";
import { isPagePath } from "../../server/hostile-input";

const OWN = "https://portal.example.com";

describe("own origin", () => {
  it("is Host and the connection's scheme; forwarded headers count only with TRUST_PROXY", () => {
    const h = { host: "portal.example.com", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect(ownOrigin(h, false, false)).toBe("http://portal.example.com");
    expect(ownOrigin(h, true, false)).toBe("https://portal.example.com");
    expect(ownOrigin(h, false, true)).toBe("https://evil.example");
    expect(ownOrigin({ host: "10.0.0.2:3000", "x-forwarded-host": "Portal.Example.com, proxy", "x-forwarded-proto": "https,http" }, false, true)).toBe(OWN);
  });
});

describe("foreign requests", () => {
  it("refuses Sec-Fetch-Site cross-site and same-site, Origin null and any other origin", () => {
    expect(foreignReason({ "sec-fetch-site": "cross-site" }, OWN)).toBe("sec-fetch-site");
    expect(foreignReason({ "sec-fetch-site": "same-site", origin: OWN }, OWN)).toBe("sec-fetch-site");
    expect(foreignReason({ origin: "null" }, OWN)).toBe("null-origin");
    expect(foreignReason({ origin: "https://a.portal.example.com" }, OWN)).toBe("foreign-origin");
    expect(foreignReason({ origin: "http://portal.example.com" }, OWN)).toBe("foreign-origin");
  });

  it("allows our own origin, and a request with neither Origin nor Sec-Fetch-Site", () => {
    expect(foreignReason({ origin: OWN, "sec-fetch-site": "same-origin" }, OWN)).toBeNull();
    expect(foreignReason({ origin: "HTTPS://Portal.Example.com" }, OWN)).toBeNull();
    expect(foreignReason({}, OWN)).toBeNull();
    expect(foreignReason({ "sec-fetch-site": "none" }, OWN)).toBeNull();
  });

  it("never lets an Origin other than our own through (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl().map((u) => new URL(u).origin), fc.string()), fc.option(fc.constantFrom("same-origin", "none", "cross-site", "same-site"), { nil: undefined }), (origin, site) => {
        const verdict = foreignReason({ origin, "sec-fetch-site": site }, OWN);
        if (verdict === null) expect(origin.trim().toLowerCase()).toBe(OWN);
      }),
      { numRuns: 200 },
    );
  });
});

describe("paths that can name a page", () => {
  it("refuses invalid percent-encoding, back-slashes and control characters once decoded", () => {
    for (const p of ["/%5C", "/%5C%2F", "/%09/javascript:alert(1)", "/%FF%FE", "/a/%E0%A4%A", "/\\evil", "/%00"]) expect(isPagePath(p), p).toBe(false);
    for (const p of ["/", "/login", "/entry/1001/ERP/%E4%B8%AD", "//evil.example"]) expect(isPagePath(p), p).toBe(true);
  });
});
