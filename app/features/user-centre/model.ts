/**
 * The user centre's pure rules: parameter parsing, a system's state as the user centre shows it,
 * a renewal notice's wording key, and the app market's filter.
 * @module features/user-centre/model
 * @see USER-01 @see USER-07 @see USER-08
 */

/** Longest help-centre search, characters. */
export const HELP_KEYWORD_MAX = 50;

/**
 * A document or menu id from a URL parameter: a positive integer of at most 12 digits, written
 * without sign, spaces or leading zeros; undefined for anything else. Never throws.
 * @see ROUTE-24
 */
export function parseDocId(raw: string): number | undefined {
  return /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : undefined;
}

/** A system's state in the user centre's table. */
export type SystemState = "active" | "expired" | "pending" | "abandoned" | "other";

/** The state of a system of status `status` (shell §3: 2 not opened, 3 expired, 4 in use, 9 abandoned). */
export function systemState(status: number): SystemState {
  switch (status) {
    case 4: return "active";
    case 3: return "expired";
    case 2: return "pending";
    case 9: return "abandoned";
    default: return "other";
  }
}

/** Whether a system's row offers renewal: it is expired, or a notice says it expires soon. */
export function offersRenewal(status: number, noticed: boolean): boolean {
  return status === 3 || (status === 4 && noticed);
}

/** An app of the market as the page filters it. */
export interface MarketApp {
  appName: string;
  appDesc: string;
  appCategory: string;
  installed: boolean;
}

/** Which apps the market's filter shows. */
export type InstallFilter = "all" | "installed" | "available";

/**
 * The apps of `apps` matching `query` (case-insensitive, in name, description or category;
 * surrounding spaces ignored) and `filter`, in their order.
 */
export function filterApps<T extends MarketApp>(apps: readonly T[], query: string, filter: InstallFilter): T[] {
  const q = query.trim().toLowerCase();
  return apps.filter((a) =>
    (filter === "all" || (filter === "installed") === a.installed) &&
    (!q || a.appName.toLowerCase().includes(q) || a.appDesc.toLowerCase().includes(q) || a.appCategory.toLowerCase().includes(q)));
}

/** The two letters of an app's badge: the first letter of its first two words, else its first two characters. */
export function appInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2 && /^[A-Za-z]/.test(words[0]) && /^[A-Za-z]/.test(words[1])) return (words[0][0] + words[1][0]).toUpperCase();
  return [...name.trim()].slice(0, 2).join("").toUpperCase();
}

/** An app's address as the market may open it (the ground floor's check, re-exported). @see USER-07 */
export { safeAppUrl } from "~/utils/safe-url";
