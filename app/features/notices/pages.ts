/**
 * The notices feature's portal (sso-web) pages, by hash path (exact, lower case, no query): the
 * shell puts them in its page table (app/shell/sso-pages.ts). Each loads on demand.
 * @see ROUTE-13 @see NOTIF-04 @see ANN-18
 */
import type { SsoPageTable } from "~/utils/sso-pages";

export const noticesPages: SsoPageTable = {
  "/company/notice/notification": () => import("./pages/NotificationPage"),
  "/company/notice/announcement": () => import("./pages/AnnouncementPage"),
  "/company/helper/live-roadcast": () => import("./pages/LivePage"),
  "/company/helper/live-roadcast/details": () => import("./pages/LivePage"),
};
