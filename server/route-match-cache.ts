/**
 * Route matching once per path (issue 10, "what one document costs the server").
 *
 * `matchRoutes` of @remix-run/router flattens, ranks and compiles (one `RegExp` per branch
 * tried) the whole route tree on every call, and a document calls it four times: Remix's
 * request handler, its static handler, React Router's render and Remix's partial manifest —
 * ≈ 17 % of a `/login` document's CPU and ≈ 6 % of a shell document's in a profile. The route
 * tree never changes in a process (the React side rebuilds equal route objects per request),
 * so {@link memoizedMatchRoutes} remembers, per tree shape + basename + pathname, which routes
 * matched with which params, and answers with the caller's own route objects and fresh match
 * objects (a caller may mutate params without reaching another request).
 *
 * {@link installRouteMatchCache} puts it in place of the CommonJS export the request handler,
 * React Router and Remix call through (`require("@remix-run/router").matchRoutes`); the static
 * handler's internal call is not reachable and keeps its own matching.
 */
import { createRequire } from "node:module";
import { LRUCache } from "lru-cache";

/** The parts of a route that decide matching (structurally, @remix-run/router's AgnosticRouteObject). */
export interface MatchableRoute {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: MatchableRoute[];
}

/** One match, as `matchRoutes` returns it. */
export interface RouteMatchOf<R> {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: R;
}

/** `matchRoutes(routes, location, basename)` of @remix-run/router. */
export type MatchRoutes = <R extends MatchableRoute>(routes: R[], location: string | { pathname?: string }, basename?: string) => RouteMatchOf<R>[] | null;

interface Shape {
  /** A number per distinct tree shape (its matching-relevant fields), null when a route has no id. */
  key: number | null;
  byId: Map<string, MatchableRoute>;
}

interface CachedMatch {
  routeId: string;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}

/** Paths remembered per process (any URL can be asked for; the least recently used go first). */
const MAX_PATHS = 2000;

function shapeOf(routes: MatchableRoute[], ids: Map<string, number>): Shape {
  const byId = new Map<string, MatchableRoute>();
  let key = "";
  const walk = (list: MatchableRoute[]): boolean => {
    key += "[";
    for (const r of list) {
      if (typeof r.id !== "string" || byId.has(r.id)) return false;
      byId.set(r.id, r);
      // Control characters as separators: route ids and paths (file names) never contain them.
      key += `${r.id}\u0001${r.path ?? "\u0002"}\u0001${r.index === true ? 1 : 0}${r.caseSensitive === true ? 1 : 0}\u0003`;
      if (r.children?.length && !walk(r.children)) return false;
    }
    key += "]";
    return true;
  };
  if (!walk(routes)) return { key: null, byId };
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = ids.size));
  return { key: id, byId };
}

/**
 * Wraps `matchRoutes` with a per-process memo (see the module doc). Same answers as `original`
 * (route objects are the caller's own, looked up by id; match and params objects are new on
 * every call); a tree with a route without an id, or with a duplicate id, is matched by `original`.
 */
export function memoizedMatchRoutes(original: MatchRoutes, maxPaths = MAX_PATHS): MatchRoutes {
  const shapes = new WeakMap<object, Shape>();
  const shapeIds = new Map<string, number>();
  const cache = new LRUCache<string, { matches: CachedMatch[] | null }>({ max: maxPaths });
  return function matchRoutes<R extends MatchableRoute>(routes: R[], location: string | { pathname?: string }, basename?: string) {
    let shape = shapes.get(routes);
    if (!shape) {
      shape = shapeOf(routes, shapeIds);
      shapes.set(routes, shape);
    }
    const path = typeof location === "string" ? location : location?.pathname;
    if (shape.key === null || typeof path !== "string" || (typeof location === "string" && /[?#]/.test(location))) {
      return original(routes, location, basename);
    }
    const key = `${basename ?? "/"}\u0000${path}\u0000${shape.key}`;
    let hit = cache.get(key);
    if (!hit) {
      const matches = original(routes, location, basename);
      hit = { matches: matches?.map((m) => ({ routeId: m.route.id!, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null };
      cache.set(key, hit);
    }
    const byId = shape.byId;
    return hit.matches?.map((m) => ({ params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase, route: byId.get(m.routeId) as R })) ?? null;
  } as MatchRoutes;
}

/**
 * @remix-run/router's CommonJS exports as Remix's server runtime loads them (resolved from
 * @remix-run/node → @remix-run/server-runtime, so it is the very instance the handler calls).
 */
export function remixRouterExports(): { matchRoutes: MatchRoutes } {
  const fromNode = createRequire(createRequire(import.meta.url).resolve("@remix-run/node"));
  const fromRuntime = createRequire(fromNode.resolve("@remix-run/server-runtime"));
  return fromRuntime("@remix-run/router") as { matchRoutes: MatchRoutes };
}

let installed = false;

/**
 * Replaces `matchRoutes` on @remix-run/router's CommonJS exports (the instance Remix's server
 * runtime, @remix-run/react and React Router load) with {@link memoizedMatchRoutes}. Call once
 * at start, before the first request; later calls do nothing.
 */
export function installRouteMatchCache(): void {
  if (installed) return;
  installed = true;
  const router = remixRouterExports();
  router.matchRoutes = memoizedMatchRoutes(router.matchRoutes);
}
