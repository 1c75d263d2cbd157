/**
 * The tabs workspace as a pure reducer: open, activate, close (current, others, left, right,
 * all). The home pane is first and never closable. Later issues add persistence, history and
 * expiry prompts on top of this state.
 * @see TAB-* (tabs and panes)
 */

/** One open pane. `key` is unique (`m_{menuId}` or `home`). */
export interface Pane {
  key: string;
  menuId: number | null;
  appName: string;
  hashPath: string;
  /** The menu's names (menuName, menuEnName, menuKrName) so the tab relabels on language change. */
  names: { menuName: string; menuEnName?: string | null; menuKrName?: string | null };
  closable: boolean;
}

export interface TabsState {
  panes: Pane[];
  activeKey: string;
}

export type TabsAction =
  | { type: "open"; pane: Pane; replace?: boolean }
  | { type: "activate"; key: string }
  | { type: "close"; key: string }
  | { type: "closeOthers"; key: string }
  | { type: "closeLeft"; key: string }
  | { type: "closeRight"; key: string }
  | { type: "closeAll" }
  | { type: "reset"; home: Pane };

/** The initial state: only the home pane, active. */
export function initialTabs(home: Pane): TabsState {
  return { panes: [{ ...home, closable: false }], activeKey: home.key };
}

/** The reducer. Unknown keys leave the state unchanged (the same object). */
export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case "open": {
      const existing = state.panes.find((p) => p.key === action.pane.key);
      if (existing) {
        const panes = state.panes.map((p) => (p.key === action.pane.key ? { ...p, hashPath: action.pane.hashPath } : p));
        return { panes, activeKey: existing.key };
      }
      const active = state.panes.find((p) => p.key === state.activeKey);
      if (action.replace && active?.closable) {
        return { panes: state.panes.map((p) => (p.key === active.key ? action.pane : p)), activeKey: action.pane.key };
      }
      return { panes: [...state.panes, action.pane], activeKey: action.pane.key };
    }
    case "activate":
      return state.panes.some((p) => p.key === action.key) && state.activeKey !== action.key
        ? { ...state, activeKey: action.key }
        : state;
    case "close": {
      const index = state.panes.findIndex((p) => p.key === action.key);
      if (index < 0 || !state.panes[index].closable) return state;
      const panes = state.panes.filter((p) => p.key !== action.key);
      if (state.activeKey !== action.key) return { ...state, panes };
      const previous = panes[Math.max(0, index - 1)] ?? panes[0];
      return { panes, activeKey: previous.key };
    }
    case "closeOthers": {
      if (!state.panes.some((p) => p.key === action.key)) return state;
      const next = keep(state, (p) => !p.closable || p.key === action.key, action.key);
      return next.activeKey === action.key ? next : { ...next, activeKey: action.key };
    }
    case "closeLeft": {
      const index = state.panes.findIndex((p) => p.key === action.key);
      if (index < 0) return state;
      return keep(state, (p, i) => !p.closable || i >= index, action.key);
    }
    case "closeRight": {
      const index = state.panes.findIndex((p) => p.key === action.key);
      if (index < 0) return state;
      return keep(state, (p, i) => !p.closable || i <= index, action.key);
    }
    case "closeAll":
      return keep(state, (p) => !p.closable, null);
    case "reset":
      return initialTabs(action.home);
  }
}

function keep(state: TabsState, predicate: (p: Pane, i: number) => boolean, focus: string | null): TabsState {
  const panes = state.panes.filter(predicate);
  if (panes.length === state.panes.length) return state;
  const activeKey = panes.some((p) => p.key === state.activeKey)
    ? state.activeKey
    : (panes.find((p) => p.key === focus)?.key ?? panes[0].key);
  return { panes, activeKey };
}
