/**
 * Opening a portal (sso-web) page from the notices UI: the `page:open` shell event, which the
 * tabs feature handles (a tab rendering the page from the sso-page registry). While nobody
 * handles it (a shell without that feature), the notices feature shows the page itself in a
 * drawer: {@link useFallbackPage} is that drawer's state.
 * @module features/notices/page-opener
 */
import { startTransition, useEffect, useState } from "react";
import { emitShellEvent } from "~/utils/shell-events";

/** The page the fallback drawer shows: hash path with query, and its title. */
export interface FallbackPage {
  path: string;
  title: string;
}

let current: FallbackPage | null = null;
const listeners = new Set<() => void>();
const set = (next: FallbackPage | null) => {
  current = next;
  for (const l of [...listeners]) l();
};

/**
 * Opens the portal page at `path` (e.g. `/company/notice/notification?id=3`) titled `title`.
 * @see NOTIF-04 @see ROUTE-22 @see ROUTE-23 @see ROUTE-25
 */
export function openPortalPage(path: string, title: string): void {
  if (emitShellEvent({ type: "page:open", path, title }) === 0) set({ path, title });
}

/** Closes the fallback drawer. */
export function closeFallbackPage(): void {
  set(null);
}

/**
 * The fallback drawer's page, or null when closed. A change renders as a transition (in slices
 * React can interrupt: opening the drawer is no long task).
 */
export function useFallbackPage(): FallbackPage | null {
  const [page, setPage] = useState<FallbackPage | null>(null);
  useEffect(() => {
    const listener = () => startTransition(() => setPage(current));
    listeners.add(listener);
    listener();
    return () => void listeners.delete(listener);
  }, []);
  return page;
}
