/**
 * Opening a portal (sso-web) page from the notices UI: the `page:open` shell event, which the
 * tabs feature handles (a tab rendering the page from the sso-page registry). While nobody
 * handles it (a shell without that feature, or a page that is no menu leaf), the notices feature
 * shows the page itself in a drawer: {@link useFallbackPage} is that drawer's state. A page that
 * needs no menu leaf, opened by its address, comes as `page:show` from the tabs and shows in the
 * same drawer ({@link usePageShowRequests}).
 * @module features/notices/page-opener
 */
import { startTransition, useEffect, useState } from "react";
import { menuFreePage } from "~/utils/sso-pages";
import { emitShellEvent, onShellEvent } from "~/utils/shell-events";

/**
 * The page the fallback drawer shows: hash path with query, and its title (or the i18n key of
 * its title, `namespace:key`, when it was opened by its address and its own title is unknown).
 */
export interface FallbackPage {
  path: string;
  title: string;
  titleKey?: string;
}

let current: FallbackPage | null = null;
const listeners = new Set<() => void>();
const set = (next: FallbackPage | null) => {
  if (next === current) return;
  current = next;
  for (const l of [...listeners]) l();
};

/**
 * Opens the portal page at `path` (e.g. `/company/notice/notification?id=3`) titled `title`:
 * as its tab when the tabs take it (the fallback drawer then closes, so it does not stay over
 * the tab it handed off to, e.g. the live details' back-to-list), else in the fallback drawer.
 * @see NOTIF-04 @see ROUTE-22 @see ROUTE-23 @see ROUTE-25
 */
export function openPortalPage(path: string, title: string): void {
  set(emitShellEvent({ type: "page:open", path, title }) === 0 ? { path, title } : null);
}

/**
 * Shows the drawer for `page:show` requests: a page that needs no menu leaf, opened by its
 * address (ROUTE-25, ROUTE-33 via the tabs), titled by the registry's title key. Any other path
 * is declined, so this never widens what opens outside the menu. Mount once (the notice centre's
 * drawer does).
 * @see ROUTE-25 @see ENTRY-06
 */
export function usePageShowRequests(): void {
  useEffect(
    () =>
      onShellEvent("page:show", ({ path }) => {
        const page = menuFreePage(path);
        if (!page) return false;
        const query = path.includes("?") ? path.slice(path.indexOf("?")) : "";
        set({ path: `${page.path}${query}`, title: "", titleKey: page.titleKey });
      }),
    [],
  );
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
