/**
 * Client-side announcement data: the popup list and the ticker of a system, loaded once per
 * page and system (the ticker and the popup share the request), the announcement's title in
 * the user's language, and the ids the user already closed (kept in a cookie the shell's
 * server render reads, so the popup does not reopen on every page load).
 * @module features/notices/announcements
 * @see ANN-02 @see ANN-09
 */
import { announcementSchema, tickerItemSchema, type Announcement } from "~/gateway/notice-schemas";
import { fetchAnnouncements } from "./client-api";
import { CLOSED_COOKIE, closedCookieOf, parseClosedIds, serializeClosedIds } from "./model";

/** One ticker item. */
export type TickerItem = { announcementId: number; announcementTitle: string } & Record<string, unknown>;

const cache = new Map<string, Promise<{ popup: Announcement[]; ticker: TickerItem[] } | null>>();

const parseList = <T>(list: unknown[], parse: (v: unknown) => { success: boolean; data?: T }): T[] =>
  list.flatMap((v) => {
    const r = parse(v);
    return r.success && r.data !== undefined ? [r.data] : [];
  });

/** The popup announcements and ticker of `systemCode` (null when they could not load). */
export function loadAnnouncements(systemCode: string): Promise<{ popup: Announcement[]; ticker: TickerItem[] } | null> {
  let p = cache.get(systemCode);
  if (!p) {
    p = fetchAnnouncements(systemCode).then((r) =>
      r ? { popup: parseList(r.popup, (v) => announcementSchema.safeParse(v)), ticker: parseList(r.ticker, (v) => tickerItemSchema.safeParse(v)) as TickerItem[] } : null,
    );
    cache.set(systemCode, p);
    void p.then((r) => r === null && cache.delete(systemCode));
  }
  return p;
}

/**
 * The field `base` of an announcement in `language` (`zh-CN`, `en-US`, `ko-KR`, or the
 * underscore forms): the gateway's field with the language's suffix (`…En`, `…Kr`) when it is a
 * non-blank string, else `base` itself (zh_CN has no suffix).
 * @see I18N-08
 */
export function localField<K extends string>(a: Record<K, string> & Record<string, unknown>, base: K, language: string): string {
  const suffix = language.startsWith("en") ? "En" : language.startsWith("ko") ? "Kr" : null;
  const local = suffix ? a[`${base}${suffix}`] : null;
  return typeof local === "string" && local.trim() !== "" ? local : a[base];
}

/** The title in `language` (the gateway's `announcementTitleEn` / `announcementTitleKr` when present). @see I18N-08 */
export function localTitle(a: { announcementTitle: string } & Record<string, unknown>, language: string): string {
  return localField(a, "announcementTitle", language);
}

/**
 * The content in `language` (the gateway's `announcementContentEn` / `announcementContentKr`
 * when present): HTML, or a key feature's JSON.
 * @see I18N-08
 */
export function localContent(a: { announcementContent: string } & Record<string, unknown>, language: string): string {
  return localField(a, "announcementContent", language);
}

/**
 * localStorage key where earlier versions kept the closed ids; still read, and moved into the
 * cookie on the next page load ({@link migrateLegacyClosed}) or close.
 */
export const CLOSED_KEY = "notices.closedAnnouncements";

/** One year, in seconds: how long the closed ids are remembered. */
const CLOSED_MAX_AGE_S = 365 * 24 * 3600;

function legacyClosedIds(): number[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? "[]");
    return Array.isArray(raw) ? raw.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}

/**
 * The ids of popup announcements the user closed: the {@link CLOSED_COOKIE} cookie (which the
 * shell's server render reads too) and the older localStorage list.
 */
export function closedAnnouncementIds(): Set<number> {
  return new Set([...legacyClosedIds(), ...parseClosedIds(closedCookieOf(document.cookie))]);
}

/**
 * Remembers `ids` as closed, in the cookie (the newest `CLOSED_MAX` ids kept, for a year;
 * `Secure` on https). The localStorage list is folded in and removed.
 */
export function rememberClosed(ids: readonly number[]): void {
  const value = serializeClosedIds([...closedAnnouncementIds(), ...ids]);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CLOSED_COOKIE}=${value}; Path=/; Max-Age=${CLOSED_MAX_AGE_S}; SameSite=Lax${secure}`;
  try {
    window.localStorage.removeItem(CLOSED_KEY);
  } catch {
    // storage denied: the cookie holds the ids anyway
  }
}

/**
 * Moves ids closed before they were kept in the cookie (localStorage) into the cookie, once.
 * @returns true when there were any (the server did not know them: the caller hides them now)
 */
export function migrateLegacyClosed(): boolean {
  if (legacyClosedIds().length === 0) return false;
  rememberClosed([]);
  return true;
}

/** The systemCode of the shell the page is in (`/entry/{serviceId}/{systemCode}`), or "ERP". */
export function currentSystemCode(): string {
  const m = /\/entry\/\d{1,12}\/([A-Z][A-Z0-9_]{0,39})(?:[/?#]|$)/.exec(window.location.pathname);
  return m?.[1] ?? "ERP";
}
