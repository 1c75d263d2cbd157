/**
 * Small browser-side actions the account and toolbar items share: the demo warning, opening a
 * portal page, and reading a JSON answer of the account routes into a message.
 * @module features/account/components/client-actions
 */
import type { TFunction } from "i18next";
import { notify } from "~/components/ui/notify";
import { withBase } from "~/utils/base-path";
import { isLeavingPage } from "~/utils/session-ended";
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

/** The JSON answer of an /api/account route. */
export interface AccountAnswer {
  ok: boolean;
  failure?: { serverMessage: string | null; messageKey: string };
  error?: string;
}

/** The user-language message of a failed answer (the gateway's own text first, GW-08). */
export function failureText(t: TFunction, answer: AccountAnswer | undefined): string {
  if (answer?.failure) return answer.failure.serverMessage ?? t(answer.failure.messageKey);
  if (answer?.error) return t(answer.error);
  return t("account:failed");
}

/** POSTs a form to an account route (`path` without the deployment prefix) and reads its JSON; a network failure reads as not ok. */
export async function postAccount(path: string, form: Record<string, string | string[]>): Promise<AccountAnswer & Record<string, unknown>> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  try {
    const res = await fetch(withBase(path), { method: "POST", body, headers: { Accept: "application/json" } });
    if (res.redirected || !(res.headers.get("content-type") ?? "").includes("json")) {
      // The session ended (a redirect to /login): show it, unless the page is already leaving.
      if (!isLeavingPage()) window.location.reload();
      return { ok: false };
    }
    return (await res.json()) as AccountAnswer & Record<string, unknown>;
  } catch {
    return { ok: false, error: "errors.network" };
  }
}
