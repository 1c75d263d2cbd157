/**
 * The account flows' portal (sso-web) pages, by hash path (exact, lower case, no query): the
 * shell puts them in its page table (app/shell/sso-pages.ts). Account settings loads on demand.
 * @see ROUTE-28 @see AUTH-18
 */
import type { SsoPageTable } from "~/utils/sso-pages";

export const accountFlowsPages: SsoPageTable = {
  "/user/basics-info": () => import("./components/SettingsPage"),
};
