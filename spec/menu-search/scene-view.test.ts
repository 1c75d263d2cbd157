/** The menu view of a custom scene (pure parts): the filter and the stored choice. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeSceneView, encodeSceneView, filterSceneMenus, parseSceneChoice } from "~/features/menu-prefs/model/scene-view";
import { isLeaf, leavesOf } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";

/** Trees of groups, sub-groups and leaves, menuIds unique from 1. */
const treeArb = fc.array(fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3 }).map((n) => Array.from({ length: n }, () => 0))), { maxLength: 6 }), { maxLength: 6 }).map((groups) => {
  let id = 1;
  const leaf = (): MenuNode => ({ menuId: id++, menuName: `m${id}`, lastMenu: 2 });
  return groups.map((items): MenuNode => ({
    menuId: id++,
    menuName: "g",
    lastMenu: 1,
    childMenus: items.map((it) => (Array.isArray(it) ? { menuId: id++, menuName: "s", lastMenu: 1, childMenus: it.map(leaf) } : leaf())),
  }));
});

/** A tree and a choice of menu ids: some of its leaves, some of its groups' ids, some unknown. */
const caseArb = treeArb.chain((tree) => {
  const all: number[] = [];
  const walk = (ns: readonly MenuNode[]) => ns.forEach((n) => (all.push(n.menuId), walk(n.childMenus ?? [])));
  walk(tree);
  return fc.tuple(fc.constant(tree), fc.subarray([...all, 9_001, 9_002]));
});

describe("custom scene menu view", () => {
  it("the common menu (null) is the same tree", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        expect(filterSceneMenus(tree, null)).toBe(tree);
      }),
    );
  });

  it("a scene shows exactly its leaves in the tree's order, under their groups, with no empty group; the input is untouched", () => {
    fc.assert(
      fc.property(caseArb, ([tree, ids]) => {
        const before = JSON.stringify(tree);
        const shown = filterSceneMenus(tree, ids);
        expect(leavesOf(shown).map((l) => l.menuId)).toEqual(leavesOf(tree).filter((l) => ids.includes(l.menuId)).map((l) => l.menuId));
        const groups = (ns: readonly MenuNode[]): void =>
          ns.forEach((n) => {
            if (isLeaf(n)) return;
            expect(n.childMenus?.length).toBeGreaterThan(0);
            groups(n.childMenus ?? []);
          });
        groups(shown);
        expect(JSON.stringify(tree)).toBe(before);
        expect(filterSceneMenus(shown, ids)).toEqual(shown);
      }),
    );
  });

  it("a stored choice reads back; anything malformed is the common menu", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 15 }), (key, menuIds) => {
        expect(parseSceneChoice(JSON.stringify({ key, menuIds }))).toEqual({ key, menuIds });
      }),
    );
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (raw) => {
      const parsed = parseSceneChoice(raw);
      if (parsed) expect(typeof parsed.key).toBe("string");
    }));
    for (const raw of [null, "", "{", "null", "[]", '{"key":""}', '{"key":"c_1"}', '{"key":"c_1","menuIds":["1"]}', '{"key":"c_1","menuIds":[1.5]}', '{"key":3,"menuIds":[]}']) {
      expect(parseSceneChoice(raw)).toBeNull();
    }
    expect(parseSceneChoice(JSON.stringify({ key: "c_1", menuIds: Array.from({ length: 501 }, (_, i) => i) }))).toBeNull();
  });

  it("a saved scene view reads back only for the same tree version and the same scene; malformed or foreign data is null", () => {
    fc.assert(
      fc.property(caseArb, fc.stringMatching(/^[0-9a-f]{1,16}$/), ([tree, ids], version) => {
        const view = filterSceneMenus(tree, ids);
        const raw = encodeSceneView(version, ids, view);
        expect(raw).not.toBeNull();
        expect(decodeSceneView(raw, version, ids)).toEqual(view);
        expect(decodeSceneView(raw, `${version}x`, ids)).toBeNull();
        expect(decodeSceneView(raw, null, ids)).toBeNull();
        expect(decodeSceneView(raw, version, [...ids, 9_999])).toBeNull();
        if (ids.length > 1) expect(decodeSceneView(raw, version, [...ids].reverse())).toEqual(ids.join() === [...ids].reverse().join() ? view : null);
      }),
    );
    const good = encodeSceneView("v1", [2], [{ menuId: 1, menuName: "g", lastMenu: 1, childMenus: [{ menuId: 2, menuName: "m", lastMenu: 2 }] }]);
    expect(decodeSceneView(good, "v1", [2])).toHaveLength(1);
    for (const raw of [null, "", "{", "null", "[]", '"x"', '{"v":"v1","ids":"2","tree":{}}', '{"v":"v1","ids":"2","tree":[{"menuId":"1","menuName":"g"}]}', '{"v":"v1","ids":"2","tree":[{"menuId":1,"menuName":2}]}', '{"v":"v1","ids":"2","tree":[{"menuId":1,"menuName":"g","childMenus":[7]}]}']) {
      expect(decodeSceneView(raw, "v1", [2])).toBeNull();
    }
    // nine levels deep: not the portal's tree
    let deep: MenuNode = { menuId: 9, menuName: "l", lastMenu: 2 };
    for (let d = 8; d >= 1; d--) deep = { menuId: d, menuName: "g", lastMenu: 1, childMenus: [deep] };
    expect(decodeSceneView(encodeSceneView("v1", [9], [deep]), "v1", [9])).toBeNull();
    // over 20,000 characters: not kept
    const wide = [{ menuId: 1, menuName: "x".repeat(20_000), lastMenu: 1, childMenus: [{ menuId: 2, menuName: "m", lastMenu: 2 }] }];
    expect(encodeSceneView("v1", [2], wide)).toBeNull();
    expect(decodeSceneView(JSON.stringify({ v: "v1", ids: "2", tree: wide }), "v1", [2])).toBeNull();
  });
});

