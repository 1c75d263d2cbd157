/**
 * Password retrieval, server side (BFF): `intent=send` asks the gateway for a code (after the
 * portal's own send limit), `intent=reset` sets the new password with the code (after the login
 * limiter, which also counts guesses here) and sends the seller to the login form with a notice.
 * Replies to a send are the same whether the phone or e-mail belongs to an account (AUTH-16);
 * the password reaches the gateway only encrypted (AUTH-02).
 * @see AUTH-02 @see AUTH-04 @see AUTH-15 @see AUTH-16 @see AUTH-17
 */
import { redirect } from "@remix-run/node";
import {
  clientFor,
  isGatewayError,
  retrievePassword,
  sendVerificationCode,
  toFailure,
  type CodeChannel,
} from "~/gateway/index.server";
import { loginLimiter } from "~/features/auth/index.server";
import { readForm } from "~/features/security";
import { commitSession, getSession } from "~/utils/session.server";
import { requestContext } from "~/utils/request-context.server";
import { codeSendLimiter, RESEND_S } from "./code-limiter.server";
import { newPasswordCipher } from "./new-password.server";
import { transportKey, type TransportKey } from "./transport-key.server";
import { checkIdentifier } from "./identifier-check";
import { isCode } from "./password-rule";

/** What the retrieval action answers when it does not redirect. */
export type FlowActionData =
  | { intent: "send"; ok: true; resendAfterS: number }
  | { intent: "phone" | "email" | "password" | "profile"; ok: true; resendAfterS?: undefined }
  | { intent: "send" | "reset" | "register" | "bind" | "phone" | "email" | "password" | "profile"; ok: false; message: string | null; messageKey: string; params?: Record<string, number>; field?: string; resendAfterS?: number };

/** What an action returns: data with an HTTP status, or a redirect. */
export interface FlowActionResult {
  data: FlowActionData;
  status: number;
  headers: Headers;
}

/** Loader data of the retrieval page: the transport key the browser seals the new password with. */
export function retrieveLoader(): Promise<TransportKey> {
  return transportKey();
}

const refuse = (intent: "send" | "reset", messageKey: string, extra: Partial<Extract<FlowActionData, { ok: false }>> = {}, status = 200): FlowActionResult =>
  ({ data: { intent, ok: false, message: null, messageKey, ...extra }, status, headers: new Headers() });

function channelOf(value: FormDataEntryValue | null): CodeChannel {
  return value === "email" ? "email" : "phone";
}

/**
 * Sends a code for `purpose` to the identifier in `form` (fields `channel`, `identifier`).
 * @returns the action result: `ok` with the resend countdown (s), or a refusal (429 when limited)
 */
export async function sendCodeAction(request: Request, form: FormData, purpose: "retrieve" | "register" | "bind"): Promise<FlowActionResult> {
  const channel = channelOf(form.get("channel"));
  const identifier = String(form.get("identifier") ?? "").trim().slice(0, 254);
  const problem = checkIdentifier(channel, identifier);
  if (problem) return refuse("send", problem, { field: "identifier" });
  const ctx = requestContext();
  const verdict = ctx ? await codeSendLimiter().attempt(ctx.clientIp, identifier) : ({ allowed: true } as const);
  if (!verdict.allowed) {
    const limited = refuse("send", "flows:tooManySends", { params: { seconds: verdict.retryAfterS }, resendAfterS: verdict.retryAfterS }, 429);
    limited.headers.set("Retry-After", String(verdict.retryAfterS));
    return limited;
  }
  try {
    await sendVerificationCode(await clientFor(request, null), channel, identifier, purpose);
    return { data: { intent: "send", ok: true, resendAfterS: RESEND_S }, status: 200, headers: new Headers() };
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    // Nothing was sent: the seller may try again at once.
    if (ctx) await codeSendLimiter().sendFailed(identifier);
    const failure = toFailure(err);
    return refuse("send", failure.messageKey ?? "errors.request", { message: failure.serverMessage });
  }
}

/** The retrieval page's action: `intent` send | reset. */
export async function retrieveAction(request: Request): Promise<FlowActionResult | Response> {
  const form = await readForm(request);
  if (form.get("intent") === "send") return sendCodeAction(request, form, "retrieve");
  const channel = channelOf(form.get("channel"));
  const identifier = String(form.get("identifier") ?? "").trim().slice(0, 254);
  const problem = checkIdentifier(channel, identifier);
  if (problem) return refuse("reset", problem, { field: "identifier" });
  const code = String(form.get("code") ?? "").trim();
  if (!isCode(code)) return refuse("reset", "flows:codeFormat", { field: "code" });
  const password = await newPasswordCipher(form);
  if ("problem" in password) return refuse("reset", password.problem, { field: "password" });
  const ctx = requestContext();
  const verdict = ctx ? await loginLimiter().attempt(ctx.clientIp, identifier) : ({ allowed: true } as const);
  if (!verdict.allowed) {
    const limited = refuse("reset", "ops.loginRateLimited", {}, 429);
    limited.headers.set("Retry-After", String(verdict.retryAfterS));
    return limited;
  }
  try {
    await retrievePassword(await clientFor(request, null), channel, identifier, code, password.cipher);
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    const failure = toFailure(err);
    return refuse("reset", failure.messageKey ?? "errors.request", { message: failure.serverMessage });
  }
  const session = await getSession(request);
  session.flash("notice", { key: "login.passwordReset", tone: "info" });
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(request, session) } });
}
