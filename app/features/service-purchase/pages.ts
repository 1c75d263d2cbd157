/**
 * The service pages (sso-web `/company/serve/*`, ROUTE-27) by hash path (exact, lower case, no
 * query): the shell puts them in its page table (app/shell/sso-pages.ts). Each loads on demand.
 * @see ROUTE-27
 */
import type { SsoPageTable } from "~/utils/sso-pages";
import { SERVE_PATHS } from "./model";

const choose = () => import("./components/ChoosePackagePage");

export const servicePurchasePages: SsoPageTable = {
  [SERVE_PATHS.serveManage]: () => import("./components/ServeManagePage"),
  [SERVE_PATHS.buyServe]: choose,
  [SERVE_PATHS.buyAdditional]: choose,
  [SERVE_PATHS.buyRenew]: choose,
  [SERVE_PATHS.confirmOrder]: () => import("./components/ConfirmOrderPage"),
  [SERVE_PATHS.payQrcode]: () => import("./components/PayQrcodePage"),
  [SERVE_PATHS.payResult]: () => import("./components/PayResultPage"),
};
