/**
 * The BFF's read cache: gateway reads that every shell document repeats (the subscribed
 * systems, the user's layout config, the menu tree of a system) kept for a few seconds, so a
 * seller reloading or opening several tabs does not cost the gateway (and the portal's zod
 * parsing) every time (issue 10 "A BFF cache").
 *
 * - **Keyed by the signed session's company and user name, and the request's language.** The
 *   portal does not know the user's role; a user has one role per company, so (company, user)
 *   is at least as narrow as (company, role). One company's data is never served to another
 *   company, nor to another user of the same company (spec/perf/read-cache-isolation.test.ts).
 *   A request whose session lacks either part is not cached.
 * - **Short-lived and bounded**: an entry lives `READ_CACHE_TTL_MS` ms (env, default 10 000;
 *   0 turns the cache off), the cache holds at most
 *   {@link READ_CACHE_MAX_BYTES} of JSON (LRU eviction).
 * - **Only successes are kept**; a failed read (401, business code, timeout…) is never cached.
 * - **Dropped on the portal's own writes**: a write route calls {@link invalidateUserReads}
 *   (favourites, scenes, package style: the user's entries) or {@link invalidateCompanyReads}
 *   (a change every user of the company sees) after its gateway write succeeded.
 * - **Per instance**: every portal process has its own cache. Behind a balancer a write on one
 *   instance drops that instance's entries only; another instance may serve the old value for
 *   at most the TTL (10 s by default). The user's own token is still checked on every document
 *   (user info is never cached), so a logout or an expired session ends at once everywhere.
 * - Concurrent misses of one key share one gateway call; if that call fails, each waiter makes
 *   its own call with its own session (an error of someone else's token is never shared).
 *
 * @see GW-19 @see GW-23
 */
import { LRUCache } from "lru-cache";
import { deepFreeze } from "~/utils/deep-freeze";
import { serverEnv } from "~/utils/env.server";
import { READ_CACHE_HOOK, type ReadCacheHook } from "./read-cache-hook";

/** Upper bound of the cached values' JSON size, in characters (≈ bytes): 32 MiB. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What is cached: one kind per gateway read. */
export type ReadKind = "systems" | "userConfig" | "menuTree" | "popupAnnouncements" | "tickerAnnouncements";

/** Whose data a read is: the signed session's company and user, and the request's language. */
export interface ReadScope {
  /** The encrypted company code the gateway calls carry as `Company`. */
  company: string;
  userName: string;
  /** Gateway language (`zh_CN`, `en_US`, `ko_KR`): names in the replies are localised. */
  language: string;
}

interface Entry {
  value: unknown;
  company: string;
  userName: string;
}

let cache: LRUCache<string, Entry> | null = null;
const inflight = new Map<string, Promise<unknown>>();
/** Bumped by every invalidation: a load that started before it does not store its result. */
let epoch = 0;

function store(): LRUCache<string, Entry> | null {
  const ttl = serverEnv().READ_CACHE_TTL_MS;
  if (ttl === 0) return null;
  cache ??= new LRUCache<string, Entry>({
    ttl,
    ttlAutopurge: false,
    maxSize: READ_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value)?.length ?? 1),
  });
  return cache;
}

(globalThis as Record<symbol, unknown>)[READ_CACHE_HOOK] = { clear: clearReadCache } satisfies ReadCacheHook;

/** The cache key: every part that selects the data, NUL-separated (no part contains NUL). */
function keyOf(kind: ReadKind, scope: ReadScope, parts: readonly (string | number)[]): string {
  return [kind, scope.company, scope.userName, scope.language, ...parts.map(String)].join("\u0000");
}

/** A scope is cacheable only when it names a company and a user (no NUL inside). */
function cacheable(scope: ReadScope | null): scope is ReadScope {
  return !!scope && !!scope.company && !!scope.userName && ![scope.company, scope.userName, scope.language].some((s) => s.includes("\u0000"));
}

/**
 * Reads through the cache: the cached value of (`kind`, `scope`, `parts`) when fresh, else
 * `load()`'s result (stored when it resolves and no invalidation happened meanwhile).
 * With a null or incomplete scope, or the cache off, it simply runs `load()`.
 * @param parts what else selects the data (e.g. serviceId and systemCode of a menu tree)
 * @throws whatever `load()` throws (nothing is cached then)
 */
export async function cachedRead<T>(kind: ReadKind, scope: ReadScope | null, parts: readonly (string | number)[], load: () => Promise<T>): Promise<T> {
  const lru = cacheable(scope) ? store() : null;
  if (!lru || !scope) return load();
  const key = keyOf(kind, scope, parts);
  const hit = lru.get(key);
  if (hit) return hit.value as T;
  const pending = inflight.get(key) as Promise<T> | undefined;
  if (pending) return pending.catch(() => load());
  const started = epoch;
  const run = load().then(
    (value) => {
      // Shared by requests: frozen, so a caller that mutates a cached value fails loudly.
      if (epoch === started) lru.set(key, { value: deepFreeze(value), company: scope.company, userName: scope.userName });
      return value;
    },
  );
  inflight.set(key, run);
  try {
    return await run;
  } finally {
    if (inflight.get(key) === run) inflight.delete(key);
  }
}

function dropWhere(match: (e: Entry) => boolean): number {
  epoch++;
  inflight.clear();
  if (!cache) return 0;
  let dropped = 0;
  for (const [key, entry] of cache.entries()) {
    if (match(entry)) {
      cache.delete(key);
      dropped++;
    }
  }
  return dropped;
}

/**
 * Drops every cached read of one user of one company (all kinds, languages and systems). Call
 * it after a write of the portal that changes what that user reads: favourites, scenes, custom
 * menu groups, package style (userActionConfig), language.
 * @returns how many entries were dropped
 */
export function invalidateUserReads(who: { company: string; userName: string }): number {
  return dropWhere((e) => e.company === who.company && e.userName === who.userName);
}

/**
 * Drops every cached read of every user of one company: after a write that changes what the
 * whole company reads (its subscribed systems, a role's menus).
 * @returns how many entries were dropped
 */
export function invalidateCompanyReads(company: string): number {
  return dropWhere((e) => e.company === company);
}

/** Drops everything (tests; the embedded mock gateway's control API, whose state just changed). */
export function clearReadCache(): void {
  dropWhere(() => true);
  cache = null;
}
