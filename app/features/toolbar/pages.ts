/**
 * The toolbar feature's portal (sso-web) pages, by hash path (exact, lower case, no query): the
 * shell puts them in its page table (app/shell/sso-pages.ts). Each loads on demand.
 * @see ROUTE-29 @see LAYOUT-41
 */
import type { SsoPageTable } from "~/utils/sso-pages";

export const toolbarPages: SsoPageTable = {
  "/guide": () => import("./pages/InitGuidePage"),
};
