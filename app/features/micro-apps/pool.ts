/**
 * The bounded keep-alive pool of micro-app panes, as pure functions: which panes are live
 * (mounted), in least-recently-activated order. The active pane is always live; at most
 * `capacity` other (hidden) panes stay live; activating a pane makes it the most recent and
 * evicts the least recently used hidden ones beyond the bound. An evicted pane is mounted again
 * when its tab is activated.
 * @see MICRO-01 (keep-alive while open, the bounded pool of DESIGN.md §5)
 */

/** Default number of hidden live micro-app panes. */
export const DEFAULT_POOL_SIZE = 10;

/** The pool: live pane keys, least recently activated first; `active` is the shown one (or null). */
export interface PoolState {
  live: readonly string[];
  active: string | null;
}

/** What a pool operation did. `evicted`: keys to unmount, least recent first. */
export interface PoolStep {
  state: PoolState;
  evicted: string[];
}

/** The empty pool. */
export const EMPTY_POOL: PoolState = { live: [], active: null };

/**
 * A sane pool size: an integer in [0, 100]; anything else (NaN, negative, text) is the default.
 * @param value e.g. the `MICRO_APP_POOL_SIZE` environment variable
 */
export function poolSize(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : DEFAULT_POOL_SIZE;
}

/**
 * Activates `key` (mounting it when it is not live): it becomes the most recent; the least
 * recently used hidden panes beyond `capacity` are evicted.
 * @param capacity hidden live panes kept (the active one is not counted)
 */
export function activate(state: PoolState, key: string, capacity: number): PoolStep {
  const live = [...state.live.filter((k) => k !== key), key];
  const evicted: string[] = [];
  while (live.length - 1 > Math.max(0, capacity)) evicted.push(live.shift()!);
  return { state: { live, active: key }, evicted };
}

/**
 * A pane went hidden (another kind of tab was activated): it stays live unless the hidden panes
 * now exceed `capacity` (then the least recently used are evicted).
 */
export function deactivate(state: PoolState, key: string, capacity: number): PoolStep {
  if (state.active !== key) return { state, evicted: [] };
  const live = [...state.live];
  const evicted: string[] = [];
  while (live.length > Math.max(0, capacity)) evicted.push(live.shift()!);
  return { state: { live, active: null }, evicted };
}

/** A pane was closed (or unmounted by its host): it leaves the pool. */
export function remove(state: PoolState, key: string): PoolState {
  if (!state.live.includes(key) && state.active !== key) return state;
  return { live: state.live.filter((k) => k !== key), active: state.active === key ? null : state.active };
}

/** Whether `key` is live (mounted). */
export function isLive(state: PoolState, key: string): boolean {
  return state.live.includes(key);
}
