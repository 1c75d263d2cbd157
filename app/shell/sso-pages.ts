/**
 * The shell's page table: hash path of a portal page (`/company/notice/notification`…) → its
 * lazily loaded React page, composed from the tables the features export (one spread each). The
 * shell provides it to the features that render pages (app/utils/sso-pages.ts), so no feature
 * imports another feature's pages. A feature that builds a page adds it to its own table.
 * @see ROUTE-13
 */
import { noticesPages } from "~/features/notices";
import { exportPages } from "~/features/export";
import { toolbarPages } from "~/features/toolbar";
import { accountFlowsPages } from "~/features/account-flows";
import { userCentrePages } from "~/features/user-centre";
import { servicePurchasePages } from "~/features/service-purchase";
import { subAccountsPages } from "~/features/sub-accounts";
import type { SsoPageTable } from "~/utils/sso-pages";

/** Hash path (exact, lower-case, no query) → page. */
export const ssoPages: SsoPageTable = {
  ...noticesPages,
  ...exportPages,
  ...toolbarPages,
  ...accountFlowsPages,
  ...userCentrePages,
  ...servicePurchasePages,
  ...subAccountsPages,
};
