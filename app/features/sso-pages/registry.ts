/**
 * The sso-web page registry: hash path of a portal page (`/notification`, `/announcement`…) →
 * its lazily loaded React page. The tabs feature renders an `sso-web` pane through it; each
 * feature that builds a portal page adds its entry here (one line each).
 * @see ROUTE-13
 */
import type { ComponentType } from "react";

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

/** Hash path (exact, lower-case, no query) → page. */
export const ssoPages: Record<string, SsoPageLoader> = {
  "/company/notice/notification": () => import("~/features/notices/pages/NotificationPage"),
  "/company/notice/announcement": () => import("~/features/notices/pages/AnnouncementPage"),
  "/company/helper/live-roadcast": () => import("~/features/notices/pages/LivePage"),
  "/company/helper/live-roadcast/details": () => import("~/features/notices/pages/LivePage"),
  "/user/download-center": () => import("~/features/export/pages/DownloadCentrePage"),
};

/** A portal page that needs no menu leaf, and the i18n key (`namespace:key`) of its title. */
export interface MenuFreePage {
  /** The registry's path (lower case, no query). */
  path: string;
  titleKey: string;
}

/**
 * Portal pages that need no menu leaf: one live broadcast's details (ROUTE-25, ANN-18), opened
 * from the live notice and the list, and so also by its own address. Every other page outside
 * the user's menu stays refused (ENTRY-06).
 */
const menuFreePages: Readonly<Record<string, string>> = {
  "/company/helper/live-roadcast/details": "notices:live.details",
};

/**
 * The page `hashPath` (`/company/helper/live-roadcast/details?liveId=1`) addresses when it is a
 * page that needs no menu leaf, else null. Case and trailing slashes of the path are ignored,
 * as the registry's lookup does; never throws.
 * @see ROUTE-25 @see ROUTE-33 @see ENTRY-06
 */
export function menuFreePage(hashPath: string): MenuFreePage | null {
  const path = hashPath.split("?")[0]!.replace(/\/+$/, "").toLowerCase();
  const titleKey = Object.hasOwn(menuFreePages, path) ? menuFreePages[path] : undefined;
  return titleKey && Object.hasOwn(ssoPages, path) ? { path, titleKey } : null;
}
