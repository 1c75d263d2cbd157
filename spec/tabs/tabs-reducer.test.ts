import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialTabs, tabsReducer, type Pane, type TabsAction, type TabsState } from "~/features/tabs";

const home: Pane = { key: "home", scope: "1001/ERP", menuId: 1, appName: "home", hashPath: "/", names: { menuName: "首页" }, closable: false };
const pane = (id: number, closable = true): Pane => ({ key: `m_${id}`, scope: "1001/ERP", menuId: id, appName: "sso-web", hashPath: `/p/${id}`, names: { menuName: `菜单${id}` }, closable });

/** Invariants every state must keep. */
function checkInvariants(s: TabsState) {
  expect(s.panes[0].key).toBe("home");
  expect(new Set(s.panes.map((p) => p.key)).size).toBe(s.panes.length);
  expect(s.panes.some((p) => p.key === s.activeKey)).toBe(true);
}

const actionArb: fc.Arbitrary<TabsAction> = fc.oneof(
  fc.record({ type: fc.constant("open" as const), pane: fc.integer({ min: 1, max: 8 }).map((i) => pane(i, i !== 8)), replace: fc.boolean() }),
  fc.record({ type: fc.constant("activate" as const), key: fc.constantFrom("home", "m_1", "m_2", "m_3", "m_9") }),
  fc.record({ type: fc.constant("close" as const), key: fc.constantFrom("home", "m_1", "m_2", "m_3", "m_8", "m_9") }),
  fc.record({ type: fc.constantFrom("closeOthers" as const, "closeLeft" as const, "closeRight" as const), key: fc.constantFrom("home", "m_1", "m_2", "m_5") }),
  fc.constant({ type: "closeAll" as const }),
);

describe("tabs reducer", () => {
  it("[TAB-19] any sequence of actions keeps home first, keys unique (no duplicate pane), the active pane open and every non-closable pane", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let s = initialTabs(home);
        for (const a of actions) {
          const fixed = s.panes.filter((p) => !p.closable).map((p) => p.key);
          s = tabsReducer(s, a);
          checkInvariants(s);
          // TAB-19: no close action removes home or a pane with closable false.
          for (const key of fixed) expect(s.panes.some((p) => p.key === key)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a restore of what is shown keeps the state object; a restore of anything else replaces it", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 12 }), fc.array(actionArb, { maxLength: 12 }), (a, b) => {
        const shown = a.reduce(tabsReducer, initialTabs(home));
        const saved = b.reduce(tabsReducer, initialTabs(home));
        const copy = JSON.parse(JSON.stringify(saved)) as TabsState;
        const next = tabsReducer(shown, { type: "restore", state: copy });
        if (JSON.stringify(shown) === JSON.stringify(saved)) expect(next).toBe(shown);
        else expect(next).toBe(copy);
      }),
      { numRuns: 300 },
    );
  });

  it("[TAB-03] opening a pane adds it and makes it active; opening it again activates it without a duplicate", () => {
    let s = tabsReducer(initialTabs(home), { type: "open", pane: pane(1) });
    s = tabsReducer(s, { type: "open", pane: pane(2) });
    s = tabsReducer(s, { type: "open", pane: pane(1) });
    expect(s.panes.map((p) => p.key)).toEqual(["home", "m_1", "m_2"]);
    expect(s.activeKey).toBe("m_1");
  });

  it("[TAB-02] replace swaps the active closable pane for the new one", () => {
    let s = tabsReducer(initialTabs(home), { type: "open", pane: pane(1) });
    s = tabsReducer(s, { type: "open", pane: pane(2), replace: true });
    expect(s.panes.map((p) => p.key)).toEqual(["home", "m_2"]);
    expect(s.activeKey).toBe("m_2");
    // In its place, not at the end: no pane is added.
    s = tabsReducer(tabsReducer(s, { type: "open", pane: pane(3) }), { type: "activate", key: "m_2" });
    s = tabsReducer(s, { type: "open", pane: pane(4), replace: true });
    expect(s.panes.map((p) => p.key)).toEqual(["home", "m_4", "m_3"]);
    expect(s.activeKey).toBe("m_4");
  });

  it("[TAB-15][TAB-16] closing the active tab activates its left neighbour; an inactive one leaves the active tab; closing the first goes home; home is never closed (TAB-19 whole in the first test)", () => {
    let s = initialTabs(home);
    for (const i of [1, 2, 3]) s = tabsReducer(s, { type: "open", pane: pane(i) });
    // TAB-16: closing an inactive tab never changes the active tab.
    const inactive = tabsReducer(s, { type: "close", key: "m_1" });
    expect(inactive.panes.map((p) => p.key)).toEqual(["home", "m_2", "m_3"]);
    expect(inactive.activeKey).toBe("m_3");
    s = tabsReducer(s, { type: "close", key: "m_3" });
    expect(s.activeKey).toBe("m_2");
    s = tabsReducer(s, { type: "activate", key: "m_1" });
    s = tabsReducer(s, { type: "close", key: "m_1" });
    expect(s.activeKey).toBe("home");
    expect(tabsReducer(s, { type: "close", key: "home" })).toBe(s);
  });

  it("[TAB-17] close-all keeps only non-closable tabs and activates home; close left/right/others keep the chosen tab", () => {
    let s = initialTabs(home);
    for (const i of [1, 2, 3, 8]) s = tabsReducer(s, { type: "open", pane: pane(i, i !== 8) });
    // m_8 (not closable) was opened last, so it is active: close all still activates home.
    expect(s.activeKey).toBe("m_8");
    const fromFixed = tabsReducer(s, { type: "closeAll" });
    expect(fromFixed.panes.map((p) => p.key)).toEqual(["home", "m_8"]);
    expect(fromFixed.activeKey).toBe("home");
    // The active pane right of a non-closable one: home, not its surviving left neighbour m_8.
    const past = tabsReducer(tabsReducer(s, { type: "open", pane: pane(4) }), { type: "closeAll" });
    expect(past.panes.map((p) => p.key)).toEqual(["home", "m_8"]);
    expect(past.activeKey).toBe("home");
    const all = tabsReducer(tabsReducer(s, { type: "activate", key: "m_3" }), { type: "closeAll" });
    expect(all.panes.map((p) => p.key)).toEqual(["home", "m_8"]);
    expect(all.activeKey).toBe("home");
    // TAB-18 then TAB-15: close right took the active m_3, so its left neighbour (the chosen m_2) is active.
    const right = tabsReducer(tabsReducer(s, { type: "activate", key: "m_3" }), { type: "closeRight", key: "m_2" });
    expect(right.activeKey).toBe("m_2");
    expect(tabsReducer(s, { type: "closeLeft", key: "m_2" }).panes.map((p) => p.key)).toEqual(["home", "m_2", "m_3", "m_8"]);
    expect(tabsReducer(s, { type: "closeRight", key: "m_2" }).panes.map((p) => p.key)).toEqual(["home", "m_1", "m_2", "m_8"]);
    const others = tabsReducer(s, { type: "closeOthers", key: "m_2" });
    expect(others.panes.map((p) => p.key)).toEqual(["home", "m_2", "m_8"]);
    expect(others.activeKey).toBe("m_2");
  });

  it("[TAB-03][TAB-15] model-based: open and close agree with a simple list model (fc.commands)", () => {
    type Model = { keys: string[]; active: string };
    class Open implements fc.Command<Model, { s: TabsState }> {
      constructor(readonly id: number) {}
      check = () => true;
      run(m: Model, r: { s: TabsState }) {
        r.s = tabsReducer(r.s, { type: "open", pane: pane(this.id) });
        if (!m.keys.includes(`m_${this.id}`)) m.keys.push(`m_${this.id}`);
        m.active = `m_${this.id}`;
        expect(r.s.panes.map((p) => p.key)).toEqual(m.keys);
        expect(r.s.activeKey).toBe(m.active);
      }
      toString = () => `open(${this.id})`;
    }
    class Close implements fc.Command<Model, { s: TabsState }> {
      constructor(readonly id: number) {}
      check = () => true;
      run(m: Model, r: { s: TabsState }) {
        const key = `m_${this.id}`;
        r.s = tabsReducer(r.s, { type: "close", key });
        const i = m.keys.indexOf(key);
        if (i > 0) {
          m.keys.splice(i, 1);
          if (m.active === key) m.active = m.keys[i - 1];
        }
        expect(r.s.panes.map((p) => p.key)).toEqual(m.keys);
        expect(r.s.activeKey).toBe(m.active);
      }
      toString = () => `close(${this.id})`;
    }
    const cmds = [fc.integer({ min: 1, max: 5 }).map((i) => new Open(i)), fc.integer({ min: 1, max: 5 }).map((i) => new Close(i))];
    fc.assert(
      fc.property(fc.commands(cmds, { maxCommands: 50 }), (c) => {
        fc.modelRun(() => ({ model: { keys: ["home"], active: "home" }, real: { s: initialTabs(home) } }), c);
      }),
      { numRuns: 300 },
    );
  });
});
