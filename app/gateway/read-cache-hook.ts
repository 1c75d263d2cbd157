/**
 * The one link between the portal server (server/, its own module graph) and the Remix app's
 * read cache (read-cache.server.ts): the app registers `{ clear }` on `globalThis` under
 * {@link READ_CACHE_HOOK}; the server clears it when the embedded mock gateway's state changes
 * through its control API (tests and demos reset, patch and fault the mock between requests).
 */

/** `globalThis` key of the hook (a registered symbol, identical in every module copy). */
export const READ_CACHE_HOOK = Symbol.for("seller-portal.read-cache");

/** What is registered under {@link READ_CACHE_HOOK}. */
export interface ReadCacheHook {
  clear(): void;
}

/** Clears the Remix app's read cache, if the app has loaded. */
export function clearAppReadCache(): void {
  ((globalThis as Record<symbol, unknown>)[READ_CACHE_HOOK] as ReadCacheHook | undefined)?.clear();
}
