/** Pure menu logic of the shell frame: header split, grid rows, first-paint trimming. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstPaintMenus, gridRows, isLeaf, leavesOf, parseMenuJson, slimMenuTree, splitHeaderGroups } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";

const leaf = (menuId: number, extra: Partial<MenuNode> = {}): MenuNode => ({ menuId, menuName: `菜单${menuId}`, lastMenu: 2, path: `erp#/p/${menuId}`, ...extra });
const group = (menuId: number, kids: MenuNode[]): MenuNode => ({ menuId, menuName: `组${menuId}`, lastMenu: 1, childMenus: kids });

describe("header groups", () => {
  it("the first 8 groups are tabs, the next 15 at most overflow, the rest are left out, order kept (LAYOUT-09's split only: the header's DOM for more than 23 groups is not checked)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), (groups) => {
        const { inline, overflow, hidden } = splitHeaderGroups(groups);
        expect(inline).toEqual(groups.slice(0, 8));
        expect(inline.length).toBe(Math.min(8, groups.length));
        expect(overflow.length).toBe(Math.max(0, Math.min(15, groups.length - 8)));
        expect(overflow.length).toBeLessThanOrEqual(15);
        expect([...inline, ...overflow, ...hidden]).toEqual(groups);
        if (hidden.length > 0) expect(inline.length + overflow.length).toBe(23);
      }),
    );
  });
});

describe("menu grid rows", () => {
  it("leaves come 4 to a row under their sub-group's heading; every leaf once, in order; the skipped one never", () => {
    const node = fc.letrec((tie) => ({
      tree: fc.array(tie("node") as fc.Arbitrary<MenuNode>, { maxLength: 6 }),
      node: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.integer({ min: 1, max: 1e6 }).map((id) => leaf(id)),
        fc.tuple(fc.integer({ min: 1, max: 1e6 }), tie("tree") as fc.Arbitrary<MenuNode[]>).map(([id, kids]) => group(id, kids)),
      ),
    }));
    fc.assert(
      fc.property(node.tree, fc.integer({ min: 1, max: 6 }), (tree, cols) => {
        const skipId = leavesOf(tree)[0]?.menuId;
        const rows = gridRows(tree, cols, (l) => l.menuId === skipId);
        const shown = rows.flatMap((r) => (r.kind === "leaves" ? r.leaves : []));
        expect(shown.map((l) => l.menuId)).toEqual(leavesOf(tree).filter((l) => l.menuId !== skipId).map((l) => l.menuId));
        for (const r of rows) {
          if (r.kind !== "leaves") continue;
          expect(r.leaves.length).toBeGreaterThan(0);
          expect(r.leaves.length).toBeLessThanOrEqual(cols);
        }
      }),
    );
  });
});

describe("first-paint menus", () => {
  const big = Array.from({ length: 20 }, (_, g) => group(1000 * (g + 1), Array.from({ length: 250 }, (_, n) => leaf(1000 * (g + 1) + n + 1, { menuEnName: `Menu ${n}`, menuKrName: `메뉴 ${n}` }))));

  it("a small tree goes whole into the page", () => {
    const small = [group(1, [leaf(2), leaf(3)]), group(4, [leaf(5)])];
    const fp = firstPaintMenus(small, 2);
    expect(fp.complete).toBe(true);
    expect(parseMenuJson(fp.json)).toEqual(slimMenuTree(small));
  });

  it("a 5,000-menu tree is trimmed to its groups (still groups) and the home leaf, far below 150 kB", () => {
    const fp = firstPaintMenus(big, 1001);
    expect(fp.complete).toBe(false);
    expect(fp.json.length).toBeLessThan(10_000);
    const groups = parseMenuJson(fp.json);
    expect(groups.map((g) => g.menuId)).toEqual(big.map((g) => g.menuId));
    for (const g of groups) expect(isLeaf(g)).toBe(false);
    expect(leavesOf(groups).map((l) => l.menuId)).toEqual([1001]);
    expect(fp.counts["1000"]).toBe(250);
  });

  it("any tree is either whole (and under the limit) or trimmed to its top level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 200, max: 20_000 }), (groups, per, limit) => {
        const tree = Array.from({ length: groups }, (_, g) => group(1000 * (g + 1), Array.from({ length: per }, (_, n) => leaf(1000 * (g + 1) + n + 1))));
        const fp = firstPaintMenus(tree, null, limit);
        if (fp.complete) expect(fp.json.length).toBeLessThanOrEqual(limit);
        else expect(parseMenuJson(fp.json).every((g) => (g.childMenus ?? []).length === 0)).toBe(true);
      }),
    );
  });
});
