/**
 * The export feature's portal (sso-web) pages, by hash path (exact, lower case, no query): the
 * shell puts them in its page table (app/shell/sso-pages.ts). The download centre loads on demand.
 * @see ROUTE-13 @see EXPORT-01
 */
import type { SsoPageTable } from "~/utils/sso-pages";

export const exportPages: SsoPageTable = {
  "/user/download-center": () => import("./pages/DownloadCentrePage"),
};
