/**
 * Permissions management's portal (sso-web) page, by hash path: the shell puts it in its page
 * table (app/shell/sso-pages.ts). Loads on demand.
 * @see USER-02 @see LAYOUT-25
 */
import type { SsoPageTable } from "~/utils/sso-pages";

export const subAccountsPages: SsoPageTable = {
  "/embel/list": () => import("./components/SubAccountsPage"),
};
