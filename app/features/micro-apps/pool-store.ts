/**
 * The page's one keep-alive pool (see `pool.ts`) with the panes that take part: a pane
 * registers an `evict` callback; activating or hiding a pane runs the pure pool step and calls
 * the evicted panes' callbacks. It also remembers each pane's last route for its remount.
 * @see MICRO-01
 */
import { activate, deactivate, DEFAULT_POOL_SIZE, EMPTY_POOL, remove, type PoolState } from "./pool";

let state: PoolState = EMPTY_POOL;
let capacity = DEFAULT_POOL_SIZE;
const evictors = new Map<string, () => void>();
const routes = new Map<string, string>();

/** Sets the number of hidden live panes (from the shell's configuration). */
export function setPoolCapacity(size: number): void {
  capacity = size;
}

function run(evicted: readonly string[]): void {
  for (const key of evicted) evictors.get(key)?.();
}

/** A pane is shown: it becomes the most recent; returns true when it must (re)mount. */
export function showPane(key: string, evict: () => void): boolean {
  evictors.set(key, evict);
  const wasLive = state.live.includes(key);
  const step = activate(state, key, capacity);
  state = step.state;
  run(step.evicted);
  return !wasLive;
}

/** A pane is hidden (another tab is shown): it stays live within the bound. */
export function hidePane(key: string): void {
  const step = deactivate(state, key, capacity);
  state = step.state;
  run(step.evicted);
}

/** A pane is closed: it leaves the pool and its remembered route is dropped. */
export function dropPane(key: string): void {
  state = remove(state, key);
  evictors.delete(key);
  routes.delete(key);
}

/** Remembers the route a pane's app reported. */
export function rememberRoute(key: string, route: string): void {
  routes.set(key, route);
}

/** The route a pane's app last reported, else `fallback`. */
export function routeOf(key: string, fallback: string): string {
  return routes.get(key) ?? fallback;
}
