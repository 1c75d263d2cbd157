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
};
