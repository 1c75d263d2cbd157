import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSearchIndex, langSlot } from "~/features/menu-search/model/search-index";
import { compareHits, highlightParts, normaliseQuery, relatedSuggestions, searchMenus } from "~/features/menu-search/model/ranking";
import { parseHistory, pushHistory, HISTORY_LIMIT } from "~/features/menu-search/model/history";
import type { MenuNode } from "~/gateway/schemas";

const SYLLABLES = ["订单", "列表", "商品", "详情", "库存", "order", "list", "Product", "Stock", "주문", "목록", "상품", " ", "-"];
const nameArb = fc.array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 4 }).map((p) => p.join("").trim() || "菜单");
const leafArb = fc.record({ zh: nameArb, en: fc.option(nameArb), ko: fc.option(nameArb) });
const treeArb = fc.array(fc.array(leafArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }).map((groups) => {
  let id = 1;
  return groups.map((leaves, g): MenuNode => ({
    menuId: 10_000 + g,
    menuName: `组${g}`,
    lastMenu: 1,
    childMenus: leaves.map((l) => ({ menuId: id++, menuName: l.zh, menuEnName: l.en, menuKrName: l.ko, lastMenu: 2 })),
  }));
});
const queryArb = fc.oneof(fc.constantFrom(...SYLLABLES), fc.array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 2 }).map((p) => p.join("")));
const slotArb = fc.constantFrom<0 | 1 | 2>(0, 1, 2);

describe("menu search ranking", () => {
  it("[MENU-25] every leaf with a name containing the query (any language, any case) is found; only leaves, once each", () => {
    fc.assert(
      fc.property(treeArb, queryArb, slotArb, (tree, raw, slot) => {
        const index = buildSearchIndex(tree);
        const q = normaliseQuery(raw);
        const out = searchMenus(index, raw, slot, 10_000);
        const ids = out.hits.map((h) => h.entry.leaf.menuId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const h of out.hits) expect(h.entry.leaf.lastMenu).toBe(2);
        if (!q) {
          expect(ids).toEqual([]);
          return;
        }
        for (const e of index.entries) {
          if (e.names.some((n) => n.toLowerCase().includes(q))) expect(ids).toContain(e.leaf.menuId);
        }
      }),
    );
  });

  it("[MENU-25] hits are ordered: whole name, prefix, contained, fuzzy; the user's language first within a tier", () => {
    fc.assert(
      fc.property(treeArb, queryArb, slotArb, (tree, raw, slot) => {
        const out = searchMenus(buildSearchIndex(tree), raw, slot, 10_000);
        const cmp = compareHits(slot);
        for (let i = 1; i < out.hits.length; i++) expect(cmp(out.hits[i - 1], out.hits[i])).toBeLessThan(0);
        for (const h of out.hits) {
          const name = h.entry.names[h.slot].toLowerCase();
          if (h.tier === 0) expect(name).toBe(out.query);
          if (h.tier === 1) expect(name.startsWith(out.query)).toBe(true);
          if (h.tier === 2) expect(name.includes(out.query)).toBe(true);
          if (h.tier === 3) expect(h.entry.names.some((n) => n.toLowerCase().includes(out.query))).toBe(false);
        }
      }),
    );
  });

  it("[MENU-25] narrowing with the previous keystroke's outcome gives the same hits as a fresh search", () => {
    fc.assert(
      fc.property(treeArb, queryArb, queryArb, slotArb, fc.integer({ min: 1, max: 20 }), (tree, a, b, slot, limit) => {
        const index = buildSearchIndex(tree);
        const first = searchMenus(index, a, slot, limit);
        const fresh = searchMenus(index, a + b, slot, limit);
        const narrowed = searchMenus(index, a + b, slot, limit, first);
        const key = (o: typeof fresh) => o.hits.map((h) => [h.entry.leaf.menuId, h.slot, h.tier]);
        expect(key(narrowed)).toEqual(key(fresh));
      }),
    );
  });

  it("[MENU-25] highlighted ranges lie inside the name, ascending and disjoint, and cover the query for plain matches", () => {
    fc.assert(
      fc.property(treeArb, queryArb, slotArb, (tree, raw, slot) => {
        const out = searchMenus(buildSearchIndex(tree), raw, slot, 10_000);
        for (const h of out.hits) {
          const name = h.entry.names[h.slot];
          let at = 0;
          for (const [s, e] of h.ranges) {
            expect(s).toBeGreaterThanOrEqual(at);
            expect(e).toBeGreaterThan(s);
            expect(e).toBeLessThanOrEqual(name.length);
            at = e;
          }
          const parts = highlightParts(name, h.ranges);
          expect(parts.map((p) => p.text).join("")).toBe(name);
          if (h.tier < 3) expect(parts.filter((p) => p.hit).map((p) => p.text.toLowerCase()).join("")).toBe(out.query);
        }
      }),
    );
  });

  it("[MENU-25] the limit caps the hits and keeps the best ones", () => {
    fc.assert(
      fc.property(treeArb, queryArb, slotArb, fc.integer({ min: 1, max: 5 }), (tree, raw, slot, limit) => {
        const index = buildSearchIndex(tree);
        const all = searchMenus(index, raw, slot, 10_000);
        const capped = searchMenus(index, raw, slot, limit);
        expect(capped.hits.length).toBeLessThanOrEqual(limit);
        const plainAll = all.hits.filter((h) => h.tier < 3).map((h) => h.entry.leaf.menuId);
        expect(capped.hits.filter((h) => h.tier < 3).map((h) => h.entry.leaf.menuId)).toEqual(plainAll.slice(0, capped.hits.filter((h) => h.tier < 3).length));
        if (all.hits.length > limit) expect(capped.truncated).toBe(true);
        if (!capped.truncated) expect(capped.hits.map((h) => h.entry.leaf.menuId)).toEqual(all.hits.map((h) => h.entry.leaf.menuId));
      }),
    );
  });

  it("[MENU-25] English, Chinese and Korean terms find the same leaf; a one-letter gap still matches fuzzily", () => {
    const tree: MenuNode[] = [
      { menuId: 1, menuName: "订单", lastMenu: 1, childMenus: [
        { menuId: 2, menuName: "订单列表", menuEnName: "Order list", menuKrName: "주문 목록", lastMenu: 2 },
        { menuId: 3, menuName: "商品列表", menuEnName: "Product list", menuKrName: "상품 목록", lastMenu: 2 },
      ] },
    ];
    const index = buildSearchIndex(tree);
    for (const q of ["订单", "ORDER", "주문"]) expect(searchMenus(index, q, 0).hits.map((h) => h.entry.leaf.menuId)).toEqual([2]);
    expect(searchMenus(index, "prdct", 1).hits.map((h) => [h.entry.leaf.menuId, h.tier])).toEqual([[3, 3]]);
    expect(searchMenus(index, "list", langSlot("en-US")).hits.map((h) => h.entry.leaf.menuId)).toEqual([2, 3]);
    expect(searchMenus(index, "   ", 0).hits).toEqual([]);
  });

  it("[MENU-26] related suggestions: relationMenuList names of the hits, unique, not already shown, resolved to leaves", () => {
    const tree: MenuNode[] = [
      { menuId: 1, menuName: "订单列表", lastMenu: 2, relationMenuList: [{ menuName: "订单详情" }, { menuName: "退款列表" }, { menuName: "订单详情" }] },
      { menuId: 2, menuName: "订单详情", lastMenu: 2, relationMenuList: [{ menuName: "退款列表" }] },
      { menuId: 3, menuName: "退款列表", lastMenu: 2 },
    ];
    const index = buildSearchIndex(tree);
    const hits = searchMenus(index, "订单列表", 0).hits;
    expect(relatedSuggestions(index, hits).map((s) => [s.name, s.leaf?.menuId])).toEqual([["订单详情", 2], ["退款列表", 3]]);
    const both = searchMenus(index, "订单", 0).hits;
    expect(relatedSuggestions(index, both).map((s) => s.name)).toEqual(["退款列表"]);
  });

  it("[MENU-27] history: newest first, no duplicates ignoring case, at most the limit; bad storage reads as empty", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 30 }), (terms) => {
        let list: string[] = [];
        for (const t of terms) list = pushHistory(list, t);
        expect(list.length).toBeLessThanOrEqual(HISTORY_LIMIT);
        expect(new Set(list.map((x) => x.toLowerCase())).size).toBe(list.length);
        const last = [...terms].reverse().find((t) => t.trim());
        if (last) expect(list[0]).toBe(last.replace(/\s+/g, " ").trim());
        expect(parseHistory(JSON.stringify(list))).toEqual(list);
      }),
    );
    expect(parseHistory("{oops")).toEqual([]);
    expect(parseHistory(JSON.stringify([1, "a", null]))).toEqual(["a"]);
  });
});
