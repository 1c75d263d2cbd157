/**
 * The user centre's portal (sso-web) pages, by hash path (exact, lower case, no query): the
 * shell puts them in its page table (app/shell/sso-pages.ts). Each loads on demand.
 * @see ROUTE-24 @see ROUTE-26 @see USER-01 @see USER-07 @see USER-08
 */
import type { SsoPageTable } from "~/utils/sso-pages";

export const userCentrePages: SsoPageTable = {
  "/embel/home": () => import("./components/UserCentrePage"),
  "/app/home": () => import("./components/AppMarketPage"),
  "/company/helper/center": () => import("./components/HelpCentrePage"),
};
