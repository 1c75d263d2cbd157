/**
 * The contract of the portal's own (sso-web) pages, on the ground floor so that the features
 * which build pages, the features which render them and the shell which lists them need not
 * import one another:
 * - a feature builds a page as a default-exported component taking {@link SsoPageProps} and
 *   exports its table of pages (hash path → {@link SsoPageLoader}) from its index;
 * - the shell composes those tables into the one page table (app/shell/sso-pages.ts) and hands
 *   it down with {@link SsoPagesContext}; the tabs' sso-web pane and the notices' fallback
 *   drawer read it with {@link useSsoPages};
 * - {@link menuFreePage} names the pages that open by their address without a menu leaf.
 * @see ROUTE-13 @see ROUTE-25 @see ENTRY-06
 */
import { createContext, useContext, type ComponentType } from "react";

/** What every portal page receives. */
export interface SsoPageProps {
  /** The pane's hash path without the query, e.g. `/notification`. */
  path: string;
  /** The query of the pane's hash path (`?id=…`), parsed. */
  query: URLSearchParams;
  /** The pane's title in the user's language. */
  title: string;
}

/** A lazily loaded portal page module. */
export type SsoPageLoader = () => Promise<{ default: ComponentType<SsoPageProps> }>;

/** Hash path (exact, lower-case, no query, no trailing slash) → page. */
export type SsoPageTable = Readonly<Record<string, SsoPageLoader>>;

/**
 * The page table the shell provides; empty outside the shell (every page then reads as not
 * built yet).
 */
export const SsoPagesContext = createContext<SsoPageTable>({});

/** The page table of the enclosing shell (see {@link SsoPagesContext}). */
export function useSsoPages(): SsoPageTable {
  return useContext(SsoPagesContext);
}

/**
 * The loader of `path` (already a table key: lower case, no query) in `table`; undefined when
 * the table has no such own entry (`/__proto__`, `/constructor` are not pages). Never throws.
 */
export function ssoPageOf(table: SsoPageTable, path: string): SsoPageLoader | undefined {
  return Object.hasOwn(table, path) ? table[path] : undefined;
}

/** A portal page that needs no menu leaf, and the i18n key (`namespace:key`) of its title. */
export interface MenuFreePage {
  /** The page table's path (lower case, no query). */
  path: string;
  titleKey: string;
}

/**
 * Portal pages that need no menu leaf: one live broadcast's details (ROUTE-25, ANN-18), opened
 * from the live notice and the list, and so also by its own address. Every other page outside
 * the user's menu stays refused (ENTRY-06). Each has a page in the shell's table (checked by
 * spec/tabs/menu-free-pages.test.ts).
 */
const menuFreePages: Readonly<Record<string, string>> = {
  "/company/helper/live-roadcast/details": "notices:live.details",
  // The initialization guide (ROUTE-29, LAYOUT-41): every seller's, with or without a menu leaf.
  "/guide": "account:initGuide.title",
};

/**
 * The page `hashPath` (`/company/helper/live-roadcast/details?liveId=1`) addresses when it is a
 * page that needs no menu leaf, else null. Case and trailing slashes of the path are ignored,
 * as the page table's lookup does; never throws.
 * @see ROUTE-25 @see ROUTE-33 @see ENTRY-06
 */
export function menuFreePage(hashPath: string): MenuFreePage | null {
  const path = hashPath.split("?")[0]!.replace(/\/+$/, "").toLowerCase();
  const titleKey = Object.hasOwn(menuFreePages, path) ? menuFreePages[path] : undefined;
  return titleKey ? { path, titleKey } : null;
}

/**
 * Portal pages that open in another page's tab: the service pages of ROUTE-27 (purchase, order
 * confirmation, payment QR code and result, upgrade, renewal) are steps of service management,
 * so they show in the service-management tab (a seller without that menu is refused as for any
 * page outside the menu, ENTRY-06). Path (lower case, no query) → the hosting page's path.
 * @see ROUTE-27
 */
const hostedPages: Readonly<Record<string, string>> = Object.fromEntries(
  ["buy-serve", "comfirm-order", "pay-qrcode", "pay-result", "buy-additional", "buy-renew"].map((p) => [`/company/serve/${p}`, "/company/serve/serve-manage"]),
);

/**
 * The page whose tab shows `hashPath` (`/company/serve/pay-qrcode?orderId=…` →
 * `/company/serve/serve-manage`) when `hashPath` is a hosted page (see above), else null. Case,
 * query and trailing slashes are ignored; never throws.
 * @see ROUTE-27
 */
export function hostPageOf(hashPath: string): string | null {
  const path = hashPath.split("?")[0]!.replace(/\/+$/, "").toLowerCase();
  return Object.hasOwn(hostedPages, path) ? hostedPages[path]! : null;
}

/**
 * The service page a ROUTE-32 upgrade address stands for: the hash
 * `/user/home?type=upGrade&packageId=…&serviceId=…&systemCode=…&updatePackageIds=…` (the page
 * `/#/user/home?…` that MENU-17's buy button opens in a new window) is the upgrade page
 * `/company/serve/buy-additional` with the same query but `type`; any other hash is null (a
 * plain `/user/home` stays home, ROUTE-31). Never throws.
 * @see ROUTE-32
 */
export function upgradePageOf(hashPath: string): string | null {
  const cut = hashPath.indexOf("?");
  const path = cut < 0 ? hashPath : hashPath.slice(0, cut);
  if (path.replace(/\/+$/, "") !== "/user/home") return null;
  const q = new URLSearchParams(cut < 0 ? "" : hashPath.slice(cut + 1));
  if (q.get("type") !== "upGrade") return null;
  q.delete("type");
  return `/company/serve/buy-additional?${q.toString()}`;
}
