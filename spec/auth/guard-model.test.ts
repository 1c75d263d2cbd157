import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decideAfterLoad,
  decideBeforeLoad,
  isMobileUserAgent,
  mobileTarget,
  safeRelativePath,
  stripTokenParam,
} from "~/features/auth/guard-model";
import type { AccessSystem } from "~/features/access";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";
const WINPHONE = "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Edge/15";
const IPOD = "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
const MOBILE_SITE = "https://m.example.com";
/** The portal's configured origin (absolute URLs use it, never the request's Host). */
const OWN = "https://portal.example";

const erp: AccessSystem = { serviceId: 1001, systemCode: "ERP", status: 4, serviceDeploy: 4, embedded: 1, packageId: 11, serviceBillingValueDTOList: [{ keyValue: "packageQuantity", billingItemValue: 5, unlimitedUse: 0 }] };
const bi: AccessSystem = { serviceId: 1003, systemCode: "BI", status: 3, serviceDeploy: 4, embedded: 1, packageId: 31 };
const supply: AccessSystem = { serviceId: 1007, systemCode: "SUPPLY_CHAIN", status: 2, serviceDeploy: 4, embedded: 1, packageId: 71 };

describe("route guard decisions", () => {
  it("[ROUTE-38] Android, iPhone, iPod and Windows Phone are mobile and the guard sends them to the mobile site; desktop browsers never are", () => {
    for (const ua of [IPHONE, ANDROID, WINPHONE, IPOD]) expect(isMobileUserAgent(ua)).toBe(true);
    for (const ua of [DESKTOP, MAC, "", null]) expect(isMobileUserAgent(ua)).toBe(false);
    // The guard redirects each mobile browser to the mobile site, and never a desktop one, on a
    // public page and on a protected one, with a token or without.
    const at = (path: string) => new URL(`http://p.test${path}`);
    for (const ua of [IPHONE, ANDROID, WINPHONE, IPOD]) {
      expect(decideBeforeLoad({ url: at("/login"), userAgent: ua, token: null, isPublic: true, mobileSiteUrl: MOBILE_SITE })).toEqual({ step: "mobile", to: `${MOBILE_SITE}/login` });
      expect(decideBeforeLoad({ url: at("/entry/1001/ERP"), userAgent: ua, token: "tk", isPublic: false, mobileSiteUrl: MOBILE_SITE })).toEqual({ step: "mobile", to: `${MOBILE_SITE}/buy?token=tk` });
    }
    for (const ua of [DESKTOP, MAC, "", null]) {
      expect(decideBeforeLoad({ url: at("/login"), userAgent: ua, token: null, isPublic: true, mobileSiteUrl: MOBILE_SITE })).toEqual({ step: "continue" });
      expect(decideBeforeLoad({ url: at("/entry/1001/ERP"), userAgent: ua, token: "tk", isPublic: false, mobileSiteUrl: MOBILE_SITE })).toEqual({ step: "continue" });
    }
  });

  it("[ROUTE-39][ROUTE-40][ROUTE-41] mobile target: register params first, then a token's buy page, else login", () => {
    expect(mobileTarget(MOBILE_SITE, new URL("http://p/login?linkId=9"), "tk")).toBe(`${MOBILE_SITE}/register?linkId=9`);
    expect(mobileTarget(MOBILE_SITE, new URL("http://p/login?source=a&register=1"), null)).toBe(`${MOBILE_SITE}/register?source=a&register=1`);
    expect(mobileTarget(MOBILE_SITE, new URL("http://p/login?source=a"), "tk")).toBe(`${MOBILE_SITE}/register?source=a`);
    expect(mobileTarget(MOBILE_SITE, new URL("http://p/login?register=1"), "tk")).toBe(`${MOBILE_SITE}/register?register=1`);
    expect(mobileTarget(MOBILE_SITE, new URL("http://p/entry/1001/ERP"), "tk 1")).toBe(`${MOBILE_SITE}/buy?token=tk+1`);
    expect(mobileTarget(MOBILE_SITE, new URL("http://p/entry/1001/ERP"), null)).toBe(`${MOBILE_SITE}/login`);
  });

  it("stripping the token keeps the other parameters and the hash (the helper; ROUTE-37 after a real auto-login: spec/auth/flows.test.ts, e2e/auth.spec.ts)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }).filter((k) => k !== "token"), fc.string({ maxLength: 8 }), { maxKeys: 4 }), fc.string({ minLength: 1, maxLength: 40 }), (params, token) => {
        const url = new URL("http://portal.test/entry/1001/ERP");
        url.searchParams.set("token", token);
        for (const [k, v] of Object.entries(params)) url.searchParams.append(k, v);
        url.hash = "#/order/list";
        const stripped = new URL(stripTokenParam(url), "http://portal.test");
        expect(stripped.searchParams.has("token")).toBe(false);
        for (const [k, v] of Object.entries(params)) expect(stripped.searchParams.get(k)).toBe(v);
        expect(stripped.hash).toBe("#/order/list");
        expect(stripped.pathname).toBe("/entry/1001/ERP");
      }),
    );
  });

  it("redirect targets never leave the origin: safeRelativePath rejects other origins", () => {
    for (const bad of ["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/\u0000x", "", "http:/x", "\\\\evil"]) {
      expect(safeRelativePath(bad)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const out = safeRelativePath(s);
        if (out !== null) {
          expect(new URL(out, "http://portal.invalid").origin).toBe("http://portal.invalid");
          expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
    expect(safeRelativePath("/entry/1001/ERP?tab=a#/x")).toBe("/entry/1001/ERP?tab=a#/x");
  });

  /** The oracle of ROUTE-34: the steps in clause order, the first that applies decides. */
  function expectedStep(c: { tokenParam: boolean; mobile: boolean; loggedIn: boolean; isPublic: boolean; envDiffers: boolean; redirectPath: boolean; hasStatus2: boolean; entryBlocked: boolean; knownSystem: boolean }): string {
    if (c.tokenParam) return "auto-login";
    if (c.mobile) return "mobile";
    if (!c.loggedIn && !c.isPublic) return "login";
    if (!c.loggedIn) return "continue";
    if (c.envDiffers) return "env";
    if (c.redirectPath && c.hasStatus2) return "redirect-path";
    if (!c.knownSystem) return "unknown-system";
    if (c.entryBlocked) return "entry";
    return "proceed";
  }

  it("the guard's two decisions apply their steps in clause order (part of ROUTE-34: the test itself puts the before-load decision ahead of the after-load one, and does not show that the guard runs on every navigation)", () => {
    fc.assert(
      fc.property(
        fc.record({ tokenParam: fc.boolean(), mobile: fc.boolean(), loggedIn: fc.boolean(), isPublic: fc.boolean(), envDiffers: fc.boolean(), redirectPath: fc.boolean(), hasStatus2: fc.boolean(), entryBlocked: fc.boolean(), knownSystem: fc.boolean() }),
        (c) => {
          const url = new URL(`http://portal.test/entry/${c.entryBlocked ? "1003/BI" : "1001/ERP"}`);
          if (c.tokenParam) url.searchParams.set("token", "abc");
          if (c.redirectPath) url.searchParams.set("redirectPath", "/x");
          const pre = decideBeforeLoad({ url, userAgent: c.mobile ? IPHONE : DESKTOP, token: c.loggedIn ? "tk" : null, isPublic: c.isPublic, mobileSiteUrl: MOBILE_SITE });
          let step: string = pre.step;
          if (pre.step === "continue" && c.loggedIn) {
            const systems = [erp, bi, ...(c.hasStatus2 ? [supply] : [])].filter((s) => c.knownSystem || (s.systemCode !== "ERP" && s.systemCode !== "BI"));
            const post = decideAfterLoad({ origin: OWN, url, ssoEnv: c.envDiffers ? "test" : "", envPrefix: "", systems, entry: c.entryBlocked ? { serviceId: "1003", systemCode: "BI" } : { serviceId: "1001", systemCode: "ERP" } });
            step = post.step;
          }
          expect(step).toBe(expectedStep(c));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("without a token a protected page goes to /login carrying a same-origin redirectTo", () => {
    const d = decideBeforeLoad({ url: new URL("http://p.test/entry/1001/ERP?tab=x"), userAgent: DESKTOP, token: null, isPublic: false, mobileSiteUrl: MOBILE_SITE });
    expect(d).toEqual({ step: "login", to: "/login?redirectTo=%2Fentry%2F1001%2FERP%3Ftab%3Dx" });
  });

  it("[ROUTE-44] a user whose ssoEnv differs is sent to the same path under the environment prefix", () => {
    const d = decideAfterLoad({ origin: OWN, url: new URL("http://p.test/entry/1001/ERP?a=1"), ssoEnv: "pre", envPrefix: "", systems: [erp], entry: null });
    expect(d).toEqual({ step: "env", to: "https://portal.example/pre/entry/1001/ERP?a=1" });
    expect(decideAfterLoad({ origin: OWN, url: new URL("http://p.test/pre/x"), ssoEnv: "pre", envPrefix: "pre", systems: [erp], entry: null }).step).toBe("proceed");
    // From a prefixed deployment: to another environment, or to none (the prefix is dropped).
    expect(decideAfterLoad({ origin: OWN, url: new URL("http://p.test/pre/entry/1001/ERP"), ssoEnv: "test", envPrefix: "pre", systems: [erp], entry: null })).toEqual({ step: "env", to: "https://portal.example/test/entry/1001/ERP" });
    expect(decideAfterLoad({ origin: OWN, url: new URL("http://p.test/pre/entry/1001/ERP"), ssoEnv: "", envPrefix: "pre", systems: [erp], entry: null })).toEqual({ step: "env", to: "https://portal.example/entry/1001/ERP" });
  });
});

describe("hostile input to the guard", () => {
  it("dot segments never resolve to another origin; a //host request path strips to /", () => {
    for (const bad of ["/.//evil.com", "/a/..//evil.com", "/%2e//evil.com", "/./\\evil.com"]) expect(safeRelativePath(bad), bad).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.constantFrom("/", ".", "..", "%2e", "//", "\\", "evil.com", "a"), { maxLength: 8 }), (parts) => {
        const out = safeRelativePath(`/${parts.join("")}`);
        if (out !== null) expect(out.startsWith("//") || out.startsWith("/\\")).toBe(false);
      }),
      { numRuns: 2000 },
    );
    expect(stripTokenParam(new URL("http://portal.test//evil.com/?token=T"))).toBe("/");
  });

  it("an ssoEnv that is not a plain path segment is ignored", () => {
    for (const ssoEnv of ["\\evil.com", "a/b", "..", "x".repeat(40)]) {
      expect(decideAfterLoad({ origin: OWN, url: new URL("http://p.test/entry/1001/ERP"), ssoEnv, envPrefix: "", systems: [erp], entry: null }).step).toBe("proceed");
    }
  });
});
