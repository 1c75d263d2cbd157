/** Persistence, pane keys and their scope: TAB-24..TAB-28, CONST-01. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MenuNode } from "~/gateway/schemas";
import { toScene } from "~/features/account";
import { HOME_KEY, initialTabs, paneInstanceKey, paneKey, paneOf, restoreTabs, tabsReducer, tabsStorageKey, toStored, workspaceScope, type Pane } from "~/features/tabs";

const SCOPE = workspaceScope(1001, "ERP");
const home: Pane = { key: HOME_KEY, scope: SCOPE, menuId: 10101, appName: "home", hashPath: "/", names: { menuName: "首页" }, closable: false };
const leaf = (menuId: number, extra: Partial<MenuNode> = {}): MenuNode => ({ menuId, menuName: `菜单${menuId}`, path: `erp#/p/${menuId}`, ...extra });
const same = (p: Pane) => p;

function workspace(...ids: number[]) {
  let s = initialTabs(home);
  for (const id of ids) s = tabsReducer(s, { type: "open", pane: paneOf(leaf(id), SCOPE)! });
  return s;
}

describe("tabs persistence", () => {
  it("[TAB-25] the storage key is per serviceId + systemCode and starts with pro__", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/), (serviceId, code) => {
        const key = tabsStorageKey(serviceId, code);
        expect(key.startsWith("pro__")).toBe(true);
        expect(key).toContain(String(serviceId));
        expect(key).toContain(code);
        expect(tabsStorageKey(serviceId + 1, code)).not.toBe(key);
        expect(tabsStorageKey(serviceId, `${code}X`)).not.toBe(key);
      }),
    );
  });

  it("a JSON round trip restores the open tabs, the active tab and the history; only the active pane is visited", () => {
    const s = tabsReducer(workspace(1, 2, 3), { type: "activate", key: "m_2" });
    const restored = restoreTabs(home, 10101, JSON.parse(JSON.stringify(toStored(s, 10101))), same);
    expect(restored.panes).toEqual(s.panes);
    expect(restored.activeKey).toBe("m_2");
    expect(restored.history).toEqual(s.history);
    expect(restored.visited).toEqual(["m_2"]);
  });

  it("stored panes whose menu is gone are dropped; garbage in storage starts at home", () => {
    const s = workspace(1, 2);
    const restored = restoreTabs(home, 10101, toStored(s, 10101), (p) => (p.key === "m_1" ? null : p));
    expect(restored.panes.map((p) => p.key)).toEqual([HOME_KEY, "m_2"]);
    for (const junk of [null, 42, "x", { v: 2 }, { v: 1, panes: "no" }]) expect(restoreTabs(home, 10101, junk, same)).toEqual(initialTabs(home));
  });

  it("[TAB-26] a stored active key of 40 or more characters is not restored: home is active; 39 is restored", () => {
    const s = workspace(1);
    const withActive = (key: string) => ({ ...toStored(s, 10101), panes: [...s.panes, { ...s.panes[1], key }], activeKey: key });
    const forty = "m_" + "x".repeat(38);
    expect(forty).toHaveLength(40);
    const restored = restoreTabs(home, 10101, withActive(forty), same);
    expect(restored.activeKey).toBe(HOME_KEY);
    expect(restored.panes.map((p) => p.key)).toContain("m_1");
    expect(restoreTabs(home, 10101, withActive("m_" + "x".repeat(50)), same).activeKey).toBe(HOME_KEY);
    const thirtyNine = "m_" + "x".repeat(37);
    expect(thirtyNine).toHaveLength(39);
    expect(restoreTabs(home, 10101, withActive(thirtyNine), same).activeKey).toBe(thirtyNine);
  });

  it("[TAB-27] a changed home menu resets to home when the saved active tab was the old home, else restores", () => {
    const s = workspace(1, 2);
    const atHome = toStored(tabsReducer(s, { type: "activate", key: HOME_KEY }), 999);
    expect(restoreTabs(home, 10101, atHome, same)).toEqual(initialTabs(home));
    const elsewhere = toStored(s, 999);
    const restored = restoreTabs(home, 10101, elsewhere, same);
    expect(restored.panes.map((p) => p.key)).toEqual([HOME_KEY, "m_1", "m_2"]);
    expect(restored.activeKey).toBe("m_2");
  });

  it("[TAB-22] noCache pages are not counted and never appear in the history", () => {
    let s = initialTabs(home);
    s = tabsReducer(s, { type: "open", pane: paneOf(leaf(7, { noCache: true }), SCOPE)! });
    s = tabsReducer(s, { type: "open", pane: paneOf(leaf(1), SCOPE)! });
    s = tabsReducer(s, { type: "activate", key: "m_7" });
    expect(s.history.map((h) => h.key)).toEqual(["m_1"]);
  });

  it("[TAB-20][TAB-21] each activation adds one visit; the history is sorted by count, highest first", () => {
    let s = workspace(1, 2, 3); // opened (and so visited once each) in the order m_1, m_2, m_3; m_3 active
    const count = (key: string) => s.history.find((h) => h.key === key)?.count ?? 0;
    for (const key of ["m_2", "m_1", "m_2", "m_3", "m_2", "m_3"]) {
      const before = { m_1: count("m_1"), m_2: count("m_2"), m_3: count("m_3") };
      s = tabsReducer(s, { type: "activate", key });
      for (const k of ["m_1", "m_2", "m_3"] as const) expect(count(k)).toBe(before[k] + (k === key ? 1 : 0));
    }
    // Neither the opening order nor its reverse, nor the last-visited order: only sorting by count gives this.
    expect(s.history.map((h) => [h.key, h.count])).toEqual([
      ["m_2", 4],
      ["m_3", 3],
      ["m_1", 2],
    ]);
  });
});

describe("pane keys", () => {
  it("[MENU-04] a menu node's key is m_{menuId}; a custom group's key is c_{groupId}", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e9 }), (id) => {
      expect(paneOf(leaf(id), SCOPE)!.key).toBe(`m_${id}`);
      expect(toScene({ id, customMenuName: "S", groupMenuBindDTOS: [] }).key).toBe(`c_${id}`);
      expect(toScene({ groupId: id, customMenuName: "S", groupMenuBindDTOS: [] }).key).toBe(`c_${id}`);
    }));
  });

  it("[TAB-28] keys of 40+ characters become a deterministic hash shorter than 40; shorter keys stay", () => {
    const thirtyNine = "k".repeat(39);
    expect(paneKey(thirtyNine)).toBe(thirtyNine);
    const forty = "k".repeat(40);
    expect(paneKey(forty)).not.toBe(forty);
    expect(paneKey(forty).length).toBeLessThan(40);
    expect(paneKey(forty)).toBe(paneKey("k".repeat(40)));
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (raw) => {
        const key = paneKey(raw);
        expect(key.length).toBeLessThan(40);
        expect(paneKey(raw)).toBe(key);
        if (raw.length < 40) expect(key).toBe(raw);
        else expect(key).not.toBe(raw);
      }),
    );
    // Distinct long keys stay distinct (the seeded long key among others like it).
    const longs = Array.from({ length: 2000 }, (_, i) => `m_10103_fba_replenishment_suggestion_detail_${i}`);
    expect(new Set(longs.map(paneKey)).size).toBe(longs.length);
  });

  it("[TAB-28] a leaf's own key of 40+ characters gives a deterministic hashed pane key shorter than 40; a 39-character key is kept", () => {
    const long = "m_10103_fba_replenishment_suggestion_detail_report";
    const pane = paneOf(leaf(10103, { key: long }), SCOPE)!;
    expect(pane.key.length).toBeLessThan(40);
    expect(pane.key).not.toBe(long);
    expect(paneOf(leaf(10103, { key: long }), SCOPE)!.key).toBe(pane.key);
    const forty = "k".repeat(40);
    expect(paneOf(leaf(10104, { key: forty }), SCOPE)!.key).not.toBe(forty);
    expect(paneOf(leaf(10104, { key: forty }), SCOPE)!.key.length).toBeLessThan(40);
    const thirtyNine = "k".repeat(39);
    expect(paneOf(leaf(10105, { key: thirtyNine }), SCOPE)!.key).toBe(thirtyNine);
  });

  it("pane keys are scoped by system: the same m_{menuId} of two systems are two instances", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (menuId) => {
        const a = paneOf(leaf(menuId), workspaceScope(1001, "ERP"))!;
        const b = paneOf(leaf(menuId), workspaceScope(1002, "AMAZON_OPERATE"))!;
        expect(a.key).toBe(b.key);
        expect(paneInstanceKey(a)).not.toBe(paneInstanceKey(b));
      }),
    );
  });
});
