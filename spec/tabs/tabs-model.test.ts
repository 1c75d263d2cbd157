/**
 * Model-based test of the panes state machine (fc.commands) against a plain model: open,
 * replace, activate, close current/left/right/all, reorder, restore (a persistence round trip
 * through JSON) and hash sync (the URL of the active pane opens nothing new).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOME_KEY, initialTabs, paneUrl, restoreTabs, tabsReducer, toStored, type Pane, type TabsState } from "~/features/tabs";

const SCOPE = "1001/ERP";
const BASE = "/entry/1001/ERP";
const home: Pane = { key: HOME_KEY, scope: SCOPE, menuId: 1, appName: "home", hashPath: "/", names: { menuName: "首页" }, closable: false };
const APPS = ["sso-web", "iframe", "erp", "amazon"] as const;
/** Menu `id`: 8 is not closable, 7 is noCache; apps rotate through the pane kinds. */
function pane(id: number): Pane {
  const appName = APPS[id % APPS.length];
  return {
    key: `m_${id}`,
    scope: SCOPE,
    menuId: id,
    appName,
    hashPath: appName === "iframe" ? `/m_${id}` : `/p/${id}`,
    names: { menuName: `菜单${id}` },
    closable: id !== 8,
    ...(id === 7 ? { noCache: true } : {}),
  };
}
const closable = (key: string) => key !== HOME_KEY && key !== "m_8";

interface Model {
  keys: string[];
  active: string;
  counts: Map<string, number>;
  visited: Set<string>;
}
interface Real {
  s: TabsState;
}

/** The model's activation: visited, and counted unless home or noCache (TAB-20, TAB-22). */
function activate(m: Model, key: string) {
  if (m.active === key) return;
  m.active = key;
  m.visited.add(key);
  if (key !== HOME_KEY && key !== "m_7") m.counts.set(key, (m.counts.get(key) ?? 0) + 1);
}
/** The model's close of `removed`: survivors, then TAB-15 (left neighbour of the old active, or home). */
function removeKeys(m: Model, removed: (key: string, index: number) => boolean) {
  const before = m.keys;
  m.keys = before.filter((k, i) => !(closable(k) && removed(k, i)));
  for (const v of [...m.visited]) if (!m.keys.includes(v)) m.visited.delete(v);
  if (!m.keys.includes(m.active)) {
    const old = before.indexOf(m.active);
    const left = before.slice(0, old).reverse().find((k) => m.keys.includes(k)) ?? HOME_KEY;
    activate(m, left);
  }
}

function check(m: Model, r: Real) {
  expect(r.s.panes.map((p) => p.key)).toEqual(m.keys);
  expect(r.s.activeKey).toBe(m.active);
  expect(new Set(r.s.visited)).toEqual(m.visited);
  expect(new Map(r.s.history.map((h) => [h.key, h.count]))).toEqual(m.counts);
  // TAB-21: sorted by count, highest first.
  const counts = r.s.history.map((h) => h.count);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
}

type Cmd = fc.Command<Model, Real>;
const cmd = (name: string, run: (m: Model, r: Real) => void): Cmd => ({
  check: () => true,
  run: (m, r) => {
    run(m, r);
    check(m, r);
  },
  toString: () => name,
});

const id = fc.integer({ min: 1, max: 9 });
const key = fc.oneof(fc.constant(HOME_KEY), id.map((i) => `m_${i}`));
const commands: Array<fc.Arbitrary<Cmd>> = [
  fc.tuple(id, fc.boolean()).map(([i, replace]) =>
    cmd(`open(${i}${replace ? ", replace" : ""})`, (m, r) => {
      r.s = tabsReducer(r.s, { type: "open", pane: pane(i), replace });
      const k = `m_${i}`;
      if (!m.keys.includes(k)) {
        // TAB-02: replace swaps the active closable pane; else TAB-01 adds one.
        if (replace && closable(m.active)) {
          m.keys[m.keys.indexOf(m.active)] = k;
          m.visited.delete(m.active);
        } else m.keys.push(k);
      }
      activate(m, k);
    }),
  ),
  key.map((k) =>
    cmd(`activate(${k})`, (m, r) => {
      r.s = tabsReducer(r.s, { type: "activate", key: k });
      if (m.keys.includes(k)) activate(m, k);
    }),
  ),
  key.map((k) =>
    cmd(`close(${k})`, (m, r) => {
      r.s = tabsReducer(r.s, { type: "close", key: k });
      removeKeys(m, (x) => x === k);
    }),
  ),
  key.map((k) =>
    cmd(`closeLeft(${k})`, (m, r) => {
      r.s = tabsReducer(r.s, { type: "closeLeft", key: k });
      const at = m.keys.indexOf(k);
      if (at >= 0) removeKeys(m, (_x, i) => i < at);
    }),
  ),
  key.map((k) =>
    cmd(`closeRight(${k})`, (m, r) => {
      r.s = tabsReducer(r.s, { type: "closeRight", key: k });
      const at = m.keys.indexOf(k);
      if (at >= 0) removeKeys(m, (_x, i) => i > at);
    }),
  ),
  fc.constant(
    cmd("closeAll", (m, r) => {
      r.s = tabsReducer(r.s, { type: "closeAll" });
      // TAB-17: only the non-closable panes stay, and home is activated (never a surviving
      // non-closable pane left of the old active one).
      m.keys = m.keys.filter((k) => !closable(k));
      for (const v of [...m.visited]) if (!m.keys.includes(v)) m.visited.delete(v);
      activate(m, HOME_KEY);
    }),
  ),
  fc.tuple(key, key).map(([a, b]) =>
    cmd(`reorder(${a} → ${b})`, (m, r) => {
      r.s = tabsReducer(r.s, { type: "reorder", key: a, overKey: b });
      const from = m.keys.indexOf(a);
      const to = m.keys.indexOf(b);
      if (from > 0 && to > 0 && from !== to) m.keys.splice(to, 0, ...m.keys.splice(from, 1));
    }),
  ),
  fc.constant(
    cmd("restore (reload)", (m, r) => {
      // TAB-24: a persistence round trip through JSON restores the tabs, active tab and history.
      const stored = JSON.parse(JSON.stringify(toStored(r.s, 1))) as unknown;
      r.s = tabsReducer(r.s, { type: "restore", state: restoreTabs(home, 1, stored, (p) => p) });
      m.visited = new Set([m.active]);
    }),
  ),
  fc.constant(
    cmd("hash sync", (_m, r) => {
      // The URL of the active pane, read back, opens that same pane: nothing changes.
      const active = r.s.panes.find((p) => p.key === r.s.activeKey)!;
      const url = new URL(paneUrl(BASE, active), "http://portal.test");
      expect(url.pathname).toBe(active.key === HOME_KEY ? BASE : `${BASE}/${active.appName}`);
      if (active.key === HOME_KEY) return;
      const before = r.s;
      r.s = tabsReducer(r.s, { type: "open", pane: { ...pane(active.menuId!), hashPath: decodeURIComponent(url.hash.slice(1)) } });
      expect(r.s).toBe(before);
    }),
  ),
];

describe("panes state machine, model-based", () => {
  it("[TAB-02][TAB-03][TAB-15][TAB-16][TAB-17][TAB-18][TAB-19][TAB-20][TAB-21][TAB-22] open, replace, activate, close current/left/right/all, reorder, restore and hash sync agree with a plain model (TAB-01's navigation to the route: e2e/shell)", () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const setup = () => ({
          model: { keys: [HOME_KEY], active: HOME_KEY, counts: new Map<string, number>(), visited: new Set([HOME_KEY]) },
          real: { s: initialTabs(home) },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 400 },
    );
  });
});
