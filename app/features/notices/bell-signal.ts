/**
 * The bell's refresh signal: the notice centre asks for a new unread count after each notice
 * (SOCK-07, SOCK-18) and the bell, wherever it is mounted, listens. A burst of notices within
 * {@link BELL_REFRESH_COALESCE_MS} ms makes one request.
 * @module features/notices/bell-signal
 */

/** Notices arriving within this many ms share one bell refresh. */
export const BELL_REFRESH_COALESCE_MS = 300;

const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | null = null;

/** Asks every mounted bell to query the unread count again (coalesced). @see SOCK-07 */
export function requestBellRefresh(): void {
  if (pending !== null) return;
  pending = setTimeout(() => {
    pending = null;
    for (const l of [...listeners]) l();
  }, BELL_REFRESH_COALESCE_MS);
}

/** Listens to refresh requests; returns the unsubscribe. */
export function onBellRefresh(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
