/**
 * Client-side announcement data: the popup list and the ticker of a system, loaded once per
 * page and system (the ticker and the popup share the request), the announcement's title in
 * the user's language, and the ids the user already closed (kept in localStorage, so the popup
 * does not reopen on every page load).
 * @module features/notices/announcements
 * @see ANN-02 @see ANN-09
 */
import { announcementSchema, tickerItemSchema, type Announcement } from "~/gateway/notice-schemas";
import { fetchAnnouncements } from "./client-api";

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

/** The title in `language` (the gateway's `announcementTitleEn` / `announcementTitleKr` when present). */
export function localTitle(a: { announcementTitle: string } & Record<string, unknown>, language: string): string {
  const key = language.startsWith("en") ? "announcementTitleEn" : language.startsWith("ko") ? "announcementTitleKr" : null;
  const local = key ? a[key] : null;
  return typeof local === "string" && local.trim() !== "" ? local : a.announcementTitle;
}

/** localStorage key of the closed popup announcement ids. */
export const CLOSED_KEY = "notices.closedAnnouncements";

/** The ids of popup announcements the user closed (empty when storage is unavailable). */
export function closedAnnouncementIds(): Set<number> {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(CLOSED_KEY) ?? "[]");
    return new Set(Array.isArray(raw) ? raw.filter((v): v is number => typeof v === "number") : []);
  } catch {
    return new Set();
  }
}

/** Remembers `ids` as closed (at most the 200 newest ids kept). */
export function rememberClosed(ids: readonly number[]): void {
  try {
    const all = [...new Set([...closedAnnouncementIds(), ...ids])].slice(-200);
    window.localStorage.setItem(CLOSED_KEY, JSON.stringify(all));
  } catch {
    // storage full or denied: the popup shows again next time, nothing else breaks
  }
}

/** The systemCode of the shell the page is in (`/entry/{serviceId}/{systemCode}`), or "ERP". */
export function currentSystemCode(): string {
  const m = /\/entry\/\d{1,12}\/([A-Z][A-Z0-9_]{0,39})(?:[/?#]|$)/.exec(window.location.pathname);
  return m?.[1] ?? "ERP";
}
