/**
 * Register, server side (BFF): `intent=send` asks the gateway for a register code (after the
 * portal's own send limit, as retrieval does); `intent=register` checks every field again (the
 * server is the authority: company, account name, phone or e-mail, code, the password under
 * AUTH-04, its confirmation and the common-password check, the terms), calls `register` with the
 * password encrypted for the gateway and ROUTE-39's sanitised parameters, then signs the new
 * account in as the login form does and lands in the portal.
 *
 * The browser sends the password and its confirmation encrypted under the portal's transport key
 * (transport-key.server.ts; AUTH-02); without JavaScript it posts them to the portal, which checks
 * and encrypts them. The gateway's generic refusal is shown as one portal message whatever its
 * wording (AUTH-16).
 * @see AUTH-02 @see AUTH-04 @see AUTH-13 @see AUTH-16 @see AUTH-17 @see ROUTE-39
 */
import { redirect } from "@remix-run/node";
import { CODE_REGISTER_REFUSED, clientFor, encryptPassword, isGatewayError, register, toFailure, type CodeChannel } from "~/gateway/index.server";
import { gatewayPublicKey, liveLogin, loginLimiter, signInWithCipher } from "~/features/auth/index.server";
import { readForm } from "~/features/security";
import { commitSession, getSession } from "~/utils/session.server";
import { requestContext } from "~/utils/request-context.server";
import { checkIdentifier } from "./identifier-check";
import { isCode } from "./password-rule";
import { accountNameProblem, companyProblem } from "./register-check";
import { registerParams } from "./register-params";
import { sendCodeAction, type FlowActionData, type FlowActionResult } from "./retrieve.server";
import { newPasswordCipher } from "./new-password.server";
import { transportKey } from "./transport-key.server";

/** Loader data of the register page: the transport key the browser encrypts with. */
export interface RegisterLoaderData {
  publicKeyPem: string;
  sealedKey: string;
}

/**
 * Loader of the register page: the transport key. A seller who is signed in has an account:
 * sent on to the portal (`/`), as the login page does.
 * @throws redirect to `/` for a live session
 */
export async function registerLoader(request: Request): Promise<RegisterLoaderData> {
  const live = await liveLogin(request, await getSession(request));
  if (live.login) throw redirect("/", { headers: live.headers });
  return transportKey();
}

/** The gateway's refusals that are not about the code: one portal message for all (AUTH-16). */
const GENERIC = new Set([CODE_REGISTER_REFUSED, "400"]);

const refuse = (messageKey: string, field?: string, status = 200): FlowActionResult => ({
  data: { intent: "register", ok: false, message: null, messageKey, ...(field ? { field } : {}) },
  status,
  headers: new Headers(),
});

/** The register page's action: `intent` send | register. */
export async function registerAction(request: Request): Promise<FlowActionResult | Response> {
  const form = await readForm(request);
  if (form.get("intent") === "send") return sendCodeAction(request, form, "register");
  const companyName = String(form.get("companyName") ?? "").trim();
  const userName = String(form.get("userName") ?? "").trim();
  const channel: CodeChannel = form.get("channel") === "email" ? "email" : "phone";
  const identifier = String(form.get("identifier") ?? "").trim().slice(0, 254);
  const code = String(form.get("code") ?? "").trim();
  const checks: Array<[string | null, string]> = [
    [companyProblem(companyName), "companyName"],
    [accountNameProblem(userName), "userName"],
    [checkIdentifier(channel, identifier), "identifier"],
    [isCode(code) ? null : "flows:codeFormat", "code"],
  ];
  for (const [problem, field] of checks) if (problem) return refuse(problem, field);
  const password = await newPasswordCipher(form);
  if ("problem" in password) return refuse(password.problem, "password");
  if (form.get("terms") !== "on") return refuse("flows:termsRequired", "terms");

  const ctx = requestContext();
  const verdict = ctx ? await loginLimiter().attempt(ctx.clientIp, identifier) : ({ allowed: true } as const);
  if (!verdict.allowed) {
    const limited = refuse("ops.loginRateLimited", undefined, 429);
    limited.headers.set("Retry-After", String(verdict.retryAfterS));
    return limited;
  }
  const client = await clientFor(request, null);
  try {
    const params = registerParams(new URL(request.url).searchParams);
    await register(client, { companyName, userName, channel, identifier, code, passwordCipher: password.cipher, ...params });
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    const failure = toFailure(err);
    if (failure.code && GENERIC.has(failure.code)) return refuse("flows:registerRefused");
    const data: FlowActionData = { intent: "register", ok: false, message: failure.serverMessage, messageKey: failure.messageKey ?? "errors.request", field: "code" };
    return { data, status: 200, headers: new Headers() };
  }
  return firstSignIn(request, userName, password.plain);
}

/** Signs the new account in (the login form's path); on a refusal, the login form with a notice. */
async function firstSignIn(request: Request, userName: string, password: string): Promise<Response> {
  const session = await getSession(request);
  try {
    const result = await signInWithCipher(request, session, userName, encryptPassword(password, gatewayPublicKey()));
    if (result instanceof Response) return result;
    // Several companies (not for a new account): the login form asks which one.
    return redirect("/login", { headers: result.headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    if (!isGatewayError(err)) throw err;
    session.flash("notice", { key: "login.registered", tone: "info" });
    return redirect("/login", { headers: { "Set-Cookie": await commitSession(request, session) } });
  }
}
