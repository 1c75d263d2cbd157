/**
 * A keyed once-guard for the gateway logout (GW-11 across requests): when several concurrent
 * server requests carry the same dead token and each gets a 401, only the first runs the
 * logout; the others wait for it. Keys are SHA-256 hashes of the token (raw tokens are not
 * kept in memory).
 *
 * Best effort, per server instance: the portal is stateless (DESIGN.md §1), so two instances
 * behind a load balancer may each log out once. The map is bounded (`maxEntries`, oldest
 * evicted first) and entries expire after `ttlMs`.
 *
 * @module gateway/logout-once
 * @see GW-11 @see AUTH-09
 */
import { createHash } from "node:crypto";

/** Options of {@link createLogoutOnce}. */
export interface LogoutOnceOptions {
  /** Most tokens remembered at once; default 1 000. */
  maxEntries?: number;
  /** How long (ms) a token stays remembered after its logout started; default 60 000. */
  ttlMs?: number;
  /** Clock in ms (for tests); default `Date.now`. */
  now?: () => number;
}

/** The guard returned by {@link createLogoutOnce}. */
export interface LogoutOnce {
  /**
   * Runs `logout` unless a logout for the same token started within `ttlMs`; either way
   * resolves once that logout settles. Never rejects (a failed logout is swallowed).
   * @returns true when this call ran `logout`, false when it joined an earlier one.
   */
  run(token: string, logout: () => unknown): Promise<boolean>;
  /** Number of tokens currently remembered (≤ maxEntries). */
  readonly size: number;
}

/**
 * Creates a {@link LogoutOnce} guard; keep one per server process.
 * @see GW-11
 */
export function createLogoutOnce(options: LogoutOnceOptions = {}): LogoutOnce {
  const maxEntries = Math.max(1, options.maxEntries ?? 1_000);
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; done: Promise<void> }>();

  function prune(at: number): void {
    for (const [key, entry] of entries) {
      if (at - entry.at < ttlMs) break; // insertion order = start order
      entries.delete(key);
    }
  }

  return {
    async run(token, logout) {
      const at = now();
      prune(at);
      const key = createHash("sha256").update(token).digest("base64url");
      const existing = entries.get(key);
      if (existing) {
        await existing.done;
        return false;
      }
      const done = Promise.resolve()
        .then(logout)
        .then(
          () => undefined,
          () => undefined,
        );
      entries.set(key, { at, done });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      await done;
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}
