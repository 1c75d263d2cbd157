/**
 * Search history (MENU-27): earlier search terms, newest first, kept in this browser's
 * localStorage under the portal's storage prefix `pro__`, one list per user.
 * @see MENU-27
 */

/** Terms kept, at most. */
export const HISTORY_LIMIT = 10;

/** The storage key of a user's history. */
export function historyKey(user: string): string {
  return `pro__menuSearchHistory:${user}`;
}

/**
 * Adds `term` in front (trimmed; an empty term changes nothing). An earlier equal term
 * (ignoring case) is dropped; the list is cut at {@link HISTORY_LIMIT}.
 */
export function pushHistory(list: readonly string[], term: string): string[] {
  const t = term.replace(/\s+/g, " ").trim();
  if (!t) return [...list];
  const lower = t.toLowerCase();
  return [t, ...list.filter((x) => x.toLowerCase() !== lower)].slice(0, HISTORY_LIMIT);
}

/** Parses a stored list; anything malformed gives an empty list, never an exception. */
export function parseHistory(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value = JSON.parse(stored) as unknown;
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string" && x.trim() !== "").slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Reads a user's history (empty on the server or when storage is unavailable). */
export function readHistory(user: string): string[] {
  try {
    return typeof window === "undefined" ? [] : parseHistory(window.localStorage.getItem(historyKey(user)));
  } catch {
    return [];
  }
}

/** Saves a user's history; storage failures (quota, private mode) are ignored. */
export function writeHistory(user: string, list: readonly string[]): void {
  try {
    window.localStorage.setItem(historyKey(user), JSON.stringify(list));
  } catch {
    /* the history is a convenience: losing it is harmless */
  }
}
