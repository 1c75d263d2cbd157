import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findLeafByTarget, isLeaf, leavesOf, menuLabel, menuTarget } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";

const leaf = (menuId: number, extra: Partial<MenuNode> = {}): MenuNode => ({ menuId, menuName: `菜单${menuId}`, lastMenu: 2, ...extra });

describe("menu model", () => {
  it("[I18N-06] labels: menuName in zh_CN, menuEnName in en_US, menuKrName in ko_KR, empty falls back to menuName", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.option(fc.string()), fc.option(fc.string()), (zh, en, ko) => {
        const node = { menuName: zh, menuEnName: en, menuKrName: ko };
        expect(menuLabel(node, "zh-CN")).toBe(zh);
        expect(menuLabel(node, "en-US")).toBe(en && en.trim() ? en : zh);
        expect(menuLabel(node, "ko-KR")).toBe(ko && ko.trim() ? ko : zh);
      }),
    );
  });

  it("a leaf's target comes from its path, else from its menuUrl (ROUTE-13..16, the page each shows, are in e2e/shell and e2e/micro-bridge)", () => {
    expect(menuTarget(leaf(1, { path: "sso-web#/company/notice/announcement" }))).toEqual({ appName: "sso-web", hashPath: "/company/notice/announcement" });
    expect(menuTarget(leaf(2, { path: "iframe#/m_2" }))).toEqual({ appName: "iframe", hashPath: "/m_2" });
    expect(menuTarget(leaf(3, { path: "erp#/order/list" }))).toEqual({ appName: "erp", hashPath: "/order/list" });
    expect(menuTarget(leaf(4, { path: "amazon#/ads/campaigns" }))).toEqual({ appName: "amazon", hashPath: "/ads/campaigns" });
    expect(menuTarget(leaf(5, { menuUrl: "https://erp.example.com/x" }))).toEqual({ appName: "iframe", hashPath: "/m_5" });
    expect(menuTarget(leaf(6, { menuUrl: "/user/basics-info" }))).toEqual({ appName: "sso-web", hashPath: "/user/basics-info" });
    expect(menuTarget(leaf(7, { path: "<script>#/x" }))).toBeNull();
    expect(menuTarget(leaf(8, { menuUrl: "javascript:alert(1)" }))).toBeNull();
  });

  it("a route finds its leaf back; unknown routes find nothing", () => {
    const tree: MenuNode[] = [
      { menuId: 100, menuName: "订单", lastMenu: 1, childMenus: [leaf(1, { path: "erp#/order/list" }), leaf(2, { path: "iframe#/m_2", menuUrl: "http://x/apps/page/2" })] },
      { menuId: 200, menuName: "通知", lastMenu: 1, childMenus: [leaf(3, { path: "sso-web#/company/notice/notification" })] },
    ];
    expect(leavesOf(tree).map((l) => l.menuId)).toEqual([1, 2, 3]);
    expect(findLeafByTarget(tree, { appName: "erp", hashPath: "/order/list" })?.menuId).toBe(1);
    expect(findLeafByTarget(tree, { appName: "iframe", hashPath: "/m_2" })?.menuId).toBe(2);
    expect(findLeafByTarget(tree, { appName: "sso-web", hashPath: "/company/notice/notification?id=5" })?.menuId).toBe(3);
    expect(findLeafByTarget(tree, { appName: "sso-web", hashPath: "/nope" })).toBeNull();
    fc.assert(fc.property(fc.string(), fc.string(), (appName, hashPath) => {
      const hit = findLeafByTarget(tree, { appName, hashPath });
      if (hit) expect([1, 2, 3]).toContain(hit.menuId);
    }));
  });
});

describe("slim menu tree", () => {
  it("keeps names, targets and structure, drops the rest and the defaults", async () => {
    const { slimMenuTree } = await import("~/features/menus");
    const tree: MenuNode[] = [{ menuId: 1, menuName: "组", lastMenu: 1, remark: "x", childMenus: [leaf(2, { menuEnName: "A", menuKrName: "가", path: "erp#/a", closable: true, updateFlag: 1, topicList: [1], relationMenuList: [{ menuName: "r" }] }), leaf(3, { path: "iframe#/m_3", menuUrl: "http://x/apps/page/3", closable: false, updateFlag: 2 })] }];
    expect(slimMenuTree(tree)).toEqual([
      {
        menuId: 1,
        menuName: "组",
        childMenus: [
          { menuId: 2, menuName: "菜单2", menuEnName: "A", menuKrName: "가", path: "erp#/a", relationMenuList: [{ menuName: "r" }], topicList: [1] },
          { menuId: 3, menuName: "菜单3", path: "iframe#/m_3", menuUrl: "http://x/apps/page/3", closable: false, updateFlag: 2 },
        ],
      },
    ]);
  });

  it("a node with lastMenu 2 is a leaf even when it carries children, in the page's form too (MENU-05's first half; that only a leaf opens a tab is not checked here)", async () => {
    const { slimMenuTree } = await import("~/features/menus");
    expect(isLeaf(leaf(5, { path: "erp#/x", childMenus: [leaf(6)] }))).toBe(true);
    expect(isLeaf({ menuId: 4, menuName: "组", lastMenu: 1, childMenus: [leaf(6)] })).toBe(false);
    const slim = slimMenuTree([leaf(5, { path: "erp#/x", childMenus: [leaf(6)] })]);
    expect(slim[0].lastMenu).toBe(2);
    expect(isLeaf(slim[0])).toBe(true);
  });

  it("the page's JSON form keeps every leaf's names, target and flags; junk parses to an empty tree", async () => {
    const { menuJson, parseMenuJson } = await import("~/features/menus");
    const nodeArb: fc.Arbitrary<MenuNode> = fc.record({
      menuId: fc.integer({ min: 1, max: 1e6 }),
      menuName: fc.string({ minLength: 1 }),
      menuEnName: fc.option(fc.string()),
      menuKrName: fc.option(fc.string()),
      path: fc.constantFrom("sso-web#/a", "erp#/order/list", "iframe#/m_1"),
      lastMenu: fc.constant(2),
      closable: fc.boolean(),
      updateFlag: fc.constantFrom(1, 2),
    });
    fc.assert(
      fc.property(fc.array(fc.record({ menuId: fc.integer({ min: 1, max: 1e6 }), menuName: fc.string({ minLength: 1 }), lastMenu: fc.constant(1), childMenus: fc.array(nodeArb, { minLength: 1, maxLength: 5 }) }), { maxLength: 4 }), (groups) => {
        const back = parseMenuJson(menuJson(groups));
        expect(leavesOf(back).length).toBe(leavesOf(groups).length);
        leavesOf(groups).forEach((l, i) => {
          const b = leavesOf(back)[i];
          for (const lng of ["zh-CN", "en-US", "ko-KR"]) expect(menuLabel(b, lng)).toBe(menuLabel(l, lng));
          expect(menuTarget(b)).toEqual(menuTarget(l));
          expect(b.closable !== false).toBe(l.closable !== false);
          expect(b.updateFlag === 2).toBe(l.updateFlag === 2);
        });
      }),
    );
    for (const junk of ["", "{", "null", "{\"a\":1}", "42"]) expect(parseMenuJson(junk)).toEqual([]);
  });

  it("on the server, a parsed tree is shared per JSON string and frozen, so one render cannot change another's", async () => {
    const { parseMenuJson } = await import("~/features/menus");
    fc.assert(
      fc.property(fc.array(fc.record({ menuId: fc.integer({ min: 1, max: 1e6 }), menuName: fc.string({ minLength: 1 }), childMenus: fc.array(fc.record({ menuId: fc.integer(), menuName: fc.string() }), { maxLength: 3 }) }), { minLength: 1, maxLength: 4 }), (tree) => {
        const json = JSON.stringify(tree);
        const first = parseMenuJson(json);
        expect(first).toEqual(tree);
        // The same text (even another string object with it) gives the same tree object.
        expect(parseMenuJson(json.slice(0, 1) + json.slice(1))).toBe(first);
        expect(Object.isFrozen(first) && Object.isFrozen(first[0]) && Object.isFrozen(first[0]!.childMenus)).toBe(true);
        expect(() => {
          (first[0] as { menuName: string }).menuName = "changed";
        }).toThrow(TypeError);
        expect(parseMenuJson(json)[0]!.menuName).toBe(tree[0]!.menuName);
      }),
    );
  });
});
