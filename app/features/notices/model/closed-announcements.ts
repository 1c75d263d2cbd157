/**
 * The popup announcements a user has closed, kept in a plain (not HttpOnly) cookie so that the
 * shell's server render already knows whether the announcement modal shows (issue 10: the
 * modal is in the first paint, not ~2 s after it). The cookie holds announcement ids only,
 * nothing secret: `portal_ann_closed=8001.8002.8003`, the newest last.
 *
 * Pure functions, used by the shell loader (reading the `Cookie` header) and the browser
 * (reading and writing `document.cookie`).
 * @module features/notices/model/closed-announcements
 * @see ANN-02
 */

/** Name of the cookie. */
export const CLOSED_COOKIE = "portal_ann_closed";

/** At most this many ids are kept (the newest); a cookie of at most 50 × 17 characters. */
export const CLOSED_MAX = 50;

/** One id: a positive safe integer (1–16 digits). */
const ID = /^[1-9]\d{0,15}$/;

/**
 * The ids in a cookie value (`8001.8002`). Anything that is not an id is skipped; at most
 * {@link CLOSED_MAX} ids are read from a value of at most 1,000 characters (a longer value
 * reads as empty). Never throws.
 */
export function parseClosedIds(value: string | null | undefined): Set<number> {
  if (!value || value.length > 1000) return new Set();
  const ids = value
    .split(".")
    .filter((part) => ID.test(part))
    .map(Number)
    .filter(Number.isSafeInteger);
  return new Set(ids.slice(-CLOSED_MAX));
}

/** The cookie value of `ids` (the last {@link CLOSED_MAX} distinct valid ids, in order). */
export function serializeClosedIds(ids: Iterable<number>): string {
  const valid = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  return valid.slice(-CLOSED_MAX).join(".");
}

/**
 * The value of the cookie named {@link CLOSED_COOKIE} in a `Cookie` header or
 * `document.cookie` string, or null when absent.
 */
export function closedCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === CLOSED_COOKIE) return pair.slice(eq + 1).trim();
  }
  return null;
}
