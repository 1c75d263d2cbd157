import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isQuietAction, markLayoutStale, shouldRevalidateLayout, shouldRevalidateRoot } from "~/utils/revalidation";
import { filterPaidMenus, paidFlagOf, upgradeUrl } from "~/features/menu-prefs";
import { isLeaf, leavesOf } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";

const same = { currentParams: { serviceId: "1001", systemCode: "ERP" }, nextParams: { serviceId: "1001", systemCode: "ERP" } };
const other = { currentParams: { serviceId: "1001", systemCode: "ERP" }, nextParams: { serviceId: "1002", systemCode: "ERP" } };

describe("shell revalidation", () => {
  it("favourites, pins, the paid flag and tracking reload neither root nor layout; other submissions do", () => {
    for (const action of ["/api/favourites", "/api/menu-pin", "/api/paid-flag", "/api/menu-opt", "/api/favourites?x=1"]) {
      expect(isQuietAction(action)).toBe(true);
      expect(shouldRevalidateLayout({ ...same, formAction: action, defaultShouldRevalidate: true })).toBe(false);
    }
    expect(isQuietAction("/api/language")).toBe(false);
    expect(shouldRevalidateLayout({ ...same, formAction: "/api/language", defaultShouldRevalidate: true })).toBe(false);
    expect(shouldRevalidateLayout({ ...same, formAction: "/logout", defaultShouldRevalidate: true })).toBe(true);
  });

  it("a tab switch keeps the layout; another system reloads it; a marked change reloads it once", () => {
    expect(shouldRevalidateLayout({ ...same, defaultShouldRevalidate: true })).toBe(false);
    expect(shouldRevalidateLayout({ ...other, defaultShouldRevalidate: true })).toBe(true);
    markLayoutStale();
    expect(shouldRevalidateLayout({ ...same, defaultShouldRevalidate: true })).toBe(true);
    expect(shouldRevalidateLayout({ ...same, defaultShouldRevalidate: true })).toBe(false);
  });
});

describe("root revalidation", () => {
  const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  const prefix = fc.constantFrom("", "/pre");
  /** A pane address: `rest` is the app path and its hash (`/erp#/order/list`); the query goes before the hash. */
  const shellUrl = (p: string, service: string, system: string, rest: string, search: string) => {
    const [path, hash = ""] = rest.split("#");
    return new URL(`http://portal.test${p}/entry/${service}/${system}${path}${search}${hash ? `#${hash}` : ""}`);
  };
  const rest = fc.constantFrom("", "/erp", "/sso-web", "/iframe", "/erp#/order/list", "/sso-web#/company/notice/notification");
  const search = fc.constantFrom("", "?a=1", "?token=abc");

  it("a tab switch inside one workspace with the same query does not reload the root; any other navigation follows Remix's default", () => {
    fc.assert(
      fc.property(prefix, segment, segment, rest, rest, search, search, segment, fc.boolean(), (p, service, system, r1, r2, s1, s2, otherSystem, byDefault) => {
        const currentUrl = shellUrl(p, service, system, r1, s1);
        expect(shouldRevalidateRoot({ currentUrl, nextUrl: shellUrl(p, service, system, r2, s1), defaultShouldRevalidate: byDefault })).toBe(false);
        if (s1 !== s2) expect(shouldRevalidateRoot({ currentUrl, nextUrl: shellUrl(p, service, system, r2, s2), defaultShouldRevalidate: byDefault })).toBe(byDefault);
        if (otherSystem !== system) expect(shouldRevalidateRoot({ currentUrl, nextUrl: shellUrl(p, service, otherSystem, r2, s1), defaultShouldRevalidate: byDefault })).toBe(byDefault);
        expect(shouldRevalidateRoot({ currentUrl, nextUrl: new URL(`http://portal.test${p}/login`), defaultShouldRevalidate: byDefault })).toBe(byDefault);
      }),
    );
  });

  it("quiet submissions never reload the root; the language and other submissions follow the default", () => {
    const url = new URL("http://portal.test/entry/1001/ERP/erp");
    for (const action of ["/api/favourites", "/api/menu-opt", "/api/paid-flag"]) expect(shouldRevalidateRoot({ currentUrl: url, nextUrl: url, formAction: action, defaultShouldRevalidate: true })).toBe(false);
    expect(shouldRevalidateRoot({ currentUrl: url, nextUrl: url, formAction: "/api/language", defaultShouldRevalidate: true })).toBe(true);
    expect(shouldRevalidateRoot({ currentUrl: url, nextUrl: url, formAction: "/logout", defaultShouldRevalidate: true })).toBe(true);
  });
});

const leafArb = fc.record({ updateFlag: fc.constantFrom(1, 2, null) });
const treeArb = fc.array(fc.array(fc.oneof(leafArb, fc.array(leafArb, { maxLength: 3 })), { maxLength: 5 }), { maxLength: 5 }).map((groups) => {
  let id = 1;
  const leaf = (l: { updateFlag: number | null }): MenuNode => ({ menuId: id++, menuName: `m${id}`, lastMenu: 2, updateFlag: l.updateFlag });
  return groups.map((items): MenuNode => ({
    menuId: id++,
    menuName: "g",
    lastMenu: 1,
    childMenus: items.map((it) => (Array.isArray(it) ? { menuId: id++, menuName: "s", lastMenu: 1, childMenus: it.map(leaf) } : leaf(it))),
  }));
});

describe("paid-page filter", () => {
  it("flag 2 keeps every page: the same tree (MENU-13 as the seller sees it: e2e/nav-search)", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        expect(filterPaidMenus(tree, 2)).toBe(tree);
      }),
    );
  });

  it("flag 1 keeps exactly the leaves with updateFlag 1 (or none given), drops updateFlag 2 and emptied groups, in order, never mutates, and is idempotent (MENU-12 as the seller sees it: e2e/nav-search)", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const before = JSON.stringify(tree);
        const shown = filterPaidMenus(tree, 1);
        // The spec's numbers, written here: updateFlag 1 is usable, 2 is not (MENU-12, MENU-16); a leaf
        // without a flag is kept (the spec says nothing of it).
        expect(leavesOf(shown).map((l) => l.menuId)).toEqual(leavesOf(tree).filter((l) => l.updateFlag !== 2).map((l) => l.menuId));
        expect(leavesOf(shown).some((l) => l.updateFlag === 2)).toBe(false);
        expect(leavesOf(shown).filter((l) => l.updateFlag === 1).length).toBe(leavesOf(tree).filter((l) => l.updateFlag === 1).length);
        // no unbought leaf is left, and every group left still has children
        const walk = (nodes: readonly MenuNode[]): void => {
          for (const n of nodes) {
            if (isLeaf(n)) expect(n.updateFlag).not.toBe(2);
            else {
              expect(n.childMenus!.length).toBeGreaterThan(0);
              walk(n.childMenus!);
            }
          }
        };
        walk(shown);
        expect(JSON.stringify(tree)).toBe(before);
        expect(filterPaidMenus(shown, 1)).toBe(shown);
      }),
    );
  });

  it("while only the first-paint groups are there (tree not complete), flag 1 keeps every group, emptied or not yet loaded", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        // What a shell document carries of a big tree: each group without its menus (firstPaintMenus).
        const groups = tree.map((g) => (isLeaf(g) ? g : { ...g, childMenus: [] }));
        const shown = filterPaidMenus(groups, 1, false);
        expect(shown.filter((n) => !isLeaf(n)).map((n) => n.menuId)).toEqual(groups.filter((n) => !isLeaf(n)).map((n) => n.menuId));
        expect(leavesOf(shown).some((l) => l.updateFlag === 2)).toBe(false);
        // Once complete, the same groups (no menus) all go.
        expect(filterPaidMenus(groups, 1).filter((n) => !isLeaf(n))).toEqual([]);
      }),
    );
  });

  it("[MENU-11] the flag is the menu reply's showUpdateFlag when 1 or 2, else 2", () => {
    expect([paidFlagOf(1), paidFlagOf("1"), paidFlagOf(2), paidFlagOf(null), paidFlagOf(undefined), paidFlagOf(7)]).toEqual([1, 1, 2, 2, 2, 2]);
  });

  it("the upgrade page's address carries packageId, serviceId, systemCode and updatePackageIds, on our origin (ROUTE-32 and MENU-17, the new window, are in e2e/nav-search)", () => {
    const url = upgradeUrl({ updatePackageIds: "12,13" }, { serviceId: 1001, systemCode: "ERP", packageId: 7 });
    expect(url).toBe("/#/user/home?type=upGrade&packageId=7&serviceId=1001&systemCode=ERP&updatePackageIds=12%2C13");
    fc.assert(
      fc.property(fc.string(), fc.string(), (ids, code) => {
        const u = new URL(upgradeUrl({ updatePackageIds: ids }, { serviceId: 1, systemCode: code, packageId: null }), "https://portal.test");
        expect(u.origin).toBe("https://portal.test");
        const q = new URLSearchParams(u.hash.split("?").slice(1).join("?"));
        expect(q.get("updatePackageIds")).toBe(ids);
        expect(q.get("systemCode")).toBe(code);
      }),
    );
  });
});
