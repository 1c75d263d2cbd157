/**
 * The app market's "new" marker (LAYOUT-28) clears once the seller has visited the market: the
 * visit is kept in this browser's local storage (`pro__appMarketVisited`, CONST-01), so the
 * toolbar and the avatar menu, which show the marker, and the market page, which records the
 * visit, need not import one another. Storage that refuses (private mode, quota) keeps the marker.
 * @module utils/app-market-visit
 * @see LAYOUT-28 @see CONST-01
 */
import { useSyncExternalStore } from "react";

/** The local-storage key of the visit. */
export const APP_MARKET_VISITED_KEY = "pro__appMarketVisited";

const listeners = new Set<() => void>();

function visited(): boolean {
  try {
    return localStorage.getItem(APP_MARKET_VISITED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Records the visit (the market page calls it when shown); every marker of this page hides. */
export function markAppMarketVisited(): void {
  try {
    localStorage.setItem(APP_MARKET_VISITED_KEY, "1");
  } catch {
    return;
  }
  for (const l of [...listeners]) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's visit too.
  const onStorage = (e: StorageEvent) => (e.key === APP_MARKET_VISITED_KEY ? listener() : undefined);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the "new" marker shows: true until the market was visited in this browser (and in the server render). */
export function useAppMarketNew(): boolean {
  return useSyncExternalStore(subscribe, () => !visited(), () => true);
}
