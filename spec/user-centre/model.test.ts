/**
 * The user centre's pure rules: the `docId`/`menuId` parameter, a system's state, when a row
 * offers renewal, the app market's filter and its badges' initials.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appInitials, filterApps, offersRenewal, parseDocId, safeAppUrl, systemState, type MarketApp } from "~/features/user-centre/model";

describe("parseDocId", () => {
  it("takes a positive integer of 1 to 12 digits and nothing else", () => {
    expect(parseDocId("1")).toBe(1);
    expect(parseDocId("203")).toBe(203);
    expect(parseDocId("999999999999")).toBe(999_999_999_999);
    for (const bad of ["", "0", "01", "-3", "+3", " 3", "3 ", "3.0", "1e3", "abc", "1000000000000", "0x10", "２"]) expect(parseDocId(bad), bad).toBeUndefined();
  });

  it("gives back any id it was written from, and refuses anything with a non-digit", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (n) => parseDocId(String(n)) === n));
    fc.assert(fc.property(fc.string(), (s) => {
      const id = parseDocId(s);
      return id === undefined || (/^\d+$/.test(s) && String(id) === s && id > 0);
    }));
  });
});

describe("system state and renewal", () => {
  it("reads the gateway's statuses 2, 3, 4 and 9; any other is other", () => {
    expect([2, 3, 4, 9, 0, 1, 5, -1].map(systemState)).toEqual(["pending", "expired", "active", "abandoned", "other", "other", "other", "other"]);
  });

  it("offers renewal on an expired system, and on one in use only when a reminder names it", () => {
    expect(offersRenewal(3, false)).toBe(true);
    expect(offersRenewal(4, true)).toBe(true);
    expect(offersRenewal(4, false)).toBe(false);
    for (const status of [2, 9, 0]) expect(offersRenewal(status, true)).toBe(false);
  });
});

const app = fc.record({ appName: fc.string({ maxLength: 12 }), appDesc: fc.string({ maxLength: 20 }), appCategory: fc.string({ maxLength: 6 }), installed: fc.boolean() });

describe("filterApps", () => {
  it("keeps order, keeps only matches, and an empty query with 'all' keeps everything", () => {
    fc.assert(fc.property(fc.array(app, { maxLength: 20 }), fc.string({ maxLength: 4 }), fc.constantFrom("all", "installed", "available" as const), (apps, q, filter) => {
      const out = filterApps(apps, q, filter);
      // A subsequence of the input, in order.
      let i = 0;
      for (const a of out) {
        while (i < apps.length && apps[i] !== a) i++;
        expect(i).toBeLessThan(apps.length);
        i++;
      }
      const needle = q.trim().toLowerCase();
      for (const a of apps as MarketApp[]) {
        const matches = (filter === "all" || (filter === "installed") === a.installed) &&
          (!needle || [a.appName, a.appDesc, a.appCategory].some((f) => f.toLowerCase().includes(needle)));
        expect(out.includes(a)).toBe(matches);
      }
      if (!needle && filter === "all") expect(out).toEqual(apps);
    }));
  });

  it("matches case-insensitively in name, description and category", () => {
    const apps = [
      { appName: "PingPong Checkout", appDesc: "Receipts", appCategory: "Finance", installed: true },
      { appName: "Ad Doctor", appDesc: "Diagnoses ad campaigns", appCategory: "Marketing", installed: false },
    ];
    expect(filterApps(apps, "  pingpong ", "all")).toEqual([apps[0]]);
    expect(filterApps(apps, "CAMPAIGNS", "all")).toEqual([apps[1]]);
    expect(filterApps(apps, "marketing", "installed")).toEqual([]);
    expect(filterApps(apps, "", "available")).toEqual([apps[1]]);
  });
});

describe("appInitials", () => {
  it("takes the first letters of two Latin words, else the first two characters", () => {
    expect(appInitials("Ad Doctor")).toBe("AD");
    expect(appInitials("PingPong 收款")).toBe("PI");
    expect(appInitials("云途物流")).toBe("云途");
    expect(appInitials("x")).toBe("X");
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (s) => [...appInitials(s)].length <= 2));
  });
});

describe("safeAppUrl", () => {
  it("keeps absolute http(s) addresses and drops every other scheme, relative or malformed address and credentials", () => {
    expect(safeAppUrl("http://127.0.0.1:3211/apps/third/501/")).toBe("http://127.0.0.1:3211/apps/third/501/");
    expect(safeAppUrl("https://apps.example.com/x?y=1")).toBe("https://apps.example.com/x?y=1");
    for (const bad of [null, undefined, "", "javascript:alert(1)", "data:text/html,x", "/apps/third/501/", "//evil.example/", "ftp://x.example/", "not a url", "https://u:p@apps.example.com/"]) {
      expect(safeAppUrl(bad), String(bad)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (s) => {
      const out = safeAppUrl(s);
      return out === null || /^https?:\/\//.test(out);
    }));
  });
});
