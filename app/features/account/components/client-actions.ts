/**
 * Small browser-side actions the account and toolbar items share: the demo warning and opening a
 * portal page. (The account routes are called with the route client, ~/utils/route-client.)
 * @module features/account/components/client-actions
 */
import type { TFunction } from "i18next";
import { notify } from "~/components/ui/notify";
import { emitShellEvent } from "~/utils/shell-events";

/** Shows the demo tip (DEMO-01): the action does not run and sends nothing. */
export function warnDemo(t: TFunction): void {
  void notify({ type: "warning", title: t("account:demoTip") });
}

/**
 * Opens a portal (sso-web) page: asks the tabs feature through `page:open`; when nobody handles
 * it yet, navigates to the page's pane route `{base}/sso-web#{path}`.
 */
export function openPortalPage(navigate: (to: string) => void, base: string, path: string, title?: string): void {
  if (emitShellEvent({ type: "page:open", path, title }) === 0) navigate(`${base}/sso-web#${path}`);
}
