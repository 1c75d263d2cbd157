/**
 * The tabs workspace as a pure state machine: open (add or replace), activate, close (current,
 * others, left, right, all), reorder, reset and restore. Home is first and never closable.
 * Every change of the active pane is an activation: it marks the pane as visited (its content
 * may mount; restored panes mount lazily) and adds 1 to its visit count in the history
 * (TAB-20..22), which stays sorted by count, highest first.
 * @see TAB-01..TAB-03, TAB-14..TAB-22
 */

/** The home pane's key. */
export const HOME_KEY = "home";

/** Most pages the visit history keeps (the least visited are dropped first). */
export const HISTORY_LIMIT = 100;

/** One open pane. `key` is unique within its workspace (`m_{menuId}`, hashed when long, or `home`). */
export interface Pane {
  key: string;
  /**
   * The workspace (`{serviceId}/{systemCode}`) the pane belongs to: the same `m_{menuId}` in
   * two systems are two panes ({@link paneInstanceKey}).
   */
  scope: string;
  menuId: number | null;
  appName: string;
  /** The hash path the pane shows (`/order/list?id=3`, `/m_11001` for iframes). */
  hashPath: string;
  /** The menu's names (menuName, menuEnName, menuKrName) so the tab relabels on language change. */
  names: { menuName: string; menuEnName?: string | null; menuKrName?: string | null };
  closable: boolean;
  /** noCache pages are neither counted nor listed in the history (TAB-22). */
  noCache?: boolean;
  /** The menu's agentId: an agent's page (the assistant captures no screenshot of it, AI-19). */
  agentId?: number | string;
}

/** A page in the visit history (TAB-20). */
export interface HistoryEntry {
  key: string;
  menuId: number | null;
  appName: string;
  hashPath: string;
  names: Pane["names"];
  count: number;
}

export interface TabsState {
  panes: Pane[];
  activeKey: string;
  /** Visit history, sorted by count, highest first (TAB-21). */
  history: HistoryEntry[];
  /** Keys of the open panes activated at least once: only their content is mounted. */
  visited: string[];
}

export type TabsAction =
  | { type: "open"; pane: Pane; replace?: boolean }
  | { type: "activate"; key: string }
  | { type: "close"; key: string }
  | { type: "closeOthers"; key: string }
  | { type: "closeLeft"; key: string }
  | { type: "closeRight"; key: string }
  | { type: "closeAll" }
  | { type: "reorder"; key: string; overKey: string }
  | { type: "reset"; home: Pane }
  | { type: "restore"; state: TabsState };

/** The close actions a tab's menu offers (LAYOUT-22). */
export type CloseAction = Extract<TabsAction, { type: "close" | "closeOthers" | "closeLeft" | "closeRight" | "closeAll" }>;

/** The instance key of a pane across workspaces: `{scope}|{key}` (keys are scoped by system). */
export function paneInstanceKey(pane: Pick<Pane, "scope" | "key">): string {
  return `${pane.scope}|${pane.key}`;
}

/** The initial state: only the home pane, active and visited. */
export function initialTabs(home: Pane): TabsState {
  return { panes: [{ ...home, closable: false }], activeKey: home.key, history: [], visited: [home.key] };
}

/**
 * The reducer. Actions on unknown keys, and actions that change nothing, return the same
 * state object.
 */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  if (action.type === "reset") return initialTabs(action.home);
  // A restore that brings back what is shown (no saved tabs, or the same ones) keeps the state
  // object, so the shell does not re-render right after hydration (issue 10, shell_tbt_ms).
  if (action.type === "restore") return sameTabs(state, action.state) ? state : action.state;
  const next = layout(state, action);
  return next === state ? state : settle(state, next);
}

/** True when two states hold the same plain data (panes in order, active key, history, visits). */
function sameTabs(a: TabsState, b: TabsState): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The panes and active key after an action (history and visits are settled afterwards). */
function layout(state: TabsState, action: Exclude<TabsAction, { type: "reset" | "restore" }>): TabsState {
  const index = "key" in action ? state.panes.findIndex((p) => p.key === action.key) : -1;
  switch (action.type) {
    case "open": {
      const existing = state.panes.find((p) => p.key === action.pane.key);
      if (existing) {
        if (existing.hashPath === action.pane.hashPath && state.activeKey === existing.key) return state;
        const panes = state.panes.map((p) => (p.key === existing.key ? { ...p, hashPath: action.pane.hashPath } : p));
        return { ...state, panes, activeKey: existing.key };
      }
      const active = state.panes.find((p) => p.key === state.activeKey);
      if (action.replace && active?.closable) {
        return { ...state, panes: state.panes.map((p) => (p.key === active.key ? action.pane : p)), activeKey: action.pane.key };
      }
      return { ...state, panes: [...state.panes, action.pane], activeKey: action.pane.key };
    }
    case "activate":
      return index >= 0 && state.activeKey !== action.key ? { ...state, activeKey: action.key } : state;
    case "close": {
      if (index < 0 || !state.panes[index].closable) return state;
      const panes = state.panes.filter((p) => p.key !== action.key);
      if (state.activeKey !== action.key) return { ...state, panes };
      // TAB-15: the left neighbour, or home.
      return { ...state, panes, activeKey: panes[Math.max(0, index - 1)].key };
    }
    case "closeOthers":
      if (index < 0) return state;
      return keep(state, (p) => !p.closable || p.key === action.key, action.key, true);
    case "closeLeft":
      return index < 0 ? state : keep(state, (p, i) => !p.closable || i >= index, action.key, false);
    case "closeRight":
      return index < 0 ? state : keep(state, (p, i) => !p.closable || i <= index, action.key, false);
    case "closeAll":
      return keep(state, (p) => !p.closable, state.panes[0].key, true);
    case "reorder": {
      const to = state.panes.findIndex((p) => p.key === action.overKey);
      // Home stays first: it never moves and nothing moves before it.
      if (index <= 0 || to <= 0 || index === to) return state;
      const panes = [...state.panes];
      const [moved] = panes.splice(index, 1);
      panes.splice(to, 0, moved);
      return { ...state, panes };
    }
  }
}

/**
 * Keeps the panes matching `predicate`. When the active pane was closed: `focus` when `focusWins`
 * or it survived, else the left neighbour of the old active pane, else home (TAB-15, TAB-17, TAB-18).
 */
function keep(state: TabsState, predicate: (p: Pane, i: number) => boolean, focus: string | null, focusWins: boolean): TabsState {
  const panes = state.panes.filter(predicate);
  if (panes.length === state.panes.length) return focusWins && focus && focus !== state.activeKey ? { ...state, activeKey: focus } : state;
  const kept = new Set(panes.map((p) => p.key));
  if (focusWins && focus) return { ...state, panes, activeKey: focus };
  if (kept.has(state.activeKey)) return { ...state, panes };
  const oldIndex = state.panes.findIndex((p) => p.key === state.activeKey);
  const left = state.panes.slice(0, oldIndex).reverse().find((p) => kept.has(p.key));
  return { ...state, panes, activeKey: (left ?? panes[0]).key };
}

/** Drops visits of closed panes; an activation marks the pane visited and counts it. */
function settle(prev: TabsState, next: TabsState): TabsState {
  const open = new Set(next.panes.map((p) => p.key));
  let visited = next.visited.filter((k) => open.has(k));
  let history = next.history;
  if (next.activeKey !== prev.activeKey || !prev.panes.some((p) => p.key === next.activeKey)) {
    if (!visited.includes(next.activeKey)) visited = [...visited, next.activeKey];
    const pane = next.panes.find((p) => p.key === next.activeKey);
    if (pane) history = countVisit(history, pane);
  }
  return visited.length === next.visited.length && visited.every((k, i) => k === next.visited[i]) && history === next.history
    ? next
    : { ...next, visited, history };
}

/**
 * Adds one visit of `pane` (TAB-20), keeping the list sorted by count, highest first (TAB-21;
 * among equal counts, the page that reached the count first stays first). Home and noCache pages are not counted (TAB-22).
 */
function countVisit(history: readonly HistoryEntry[], pane: Pane): HistoryEntry[] {
  if (pane.key === HOME_KEY || pane.noCache) return history as HistoryEntry[];
  const found = history.find((h) => h.key === pane.key);
  const entry: HistoryEntry = {
    key: pane.key,
    menuId: pane.menuId,
    appName: pane.appName,
    hashPath: pane.hashPath,
    names: pane.names,
    count: (found?.count ?? 0) + 1,
  };
  const rest = history.filter((h) => h.key !== pane.key);
  const at = rest.findIndex((h) => h.count < entry.count);
  const out = at < 0 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)];
  return out.slice(0, HISTORY_LIMIT);
}
