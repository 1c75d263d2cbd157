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
import { gatewayPublicKey, loginLimiter, signInWithCipher } from "~/features/auth/index.server";
import { readForm } from "~/features/security";
import { commitSession, getSession } from "~/utils/session.server";
import { requestContext } from "~/utils/request-context.server";
import { checkIdentifier } from "./identifier-check";
import { isCode, passwordProblem } from "./password-rule";
import { isCommon, strengthOf } from "./password-strength";
import { accountNameProblem, companyProblem } from "./register-check";
import { registerParams } from "./register-params";
import { sendCodeAction, type FlowActionData, type FlowActionResult } from "./retrieve.server";
import { openWithTransportKey, transportKey } from "./transport-key.server";

/** Loader data of the register page: the transport key the browser encrypts with. */
export interface RegisterLoaderData {
  publicKeyPem: string;
  sealedKey: string;
}

/** Loader of the register page. */
export async function registerLoader(): Promise<RegisterLoaderData> {
  return transportKey();
}

/** The gateway's refusals that are not about the code: one portal message for all (AUTH-16). */
const GENERIC = new Set([CODE_REGISTER_REFUSED, "400"]);

const refuse = (messageKey: string, field?: string, status = 200): FlowActionResult => ({
  data: { intent: "register", ok: false, message: null, messageKey, ...(field ? { field } : {}) },
  status,
  headers: new Headers(),
});

/** The password and confirmation of `form` in plaintext (opened when encrypted), or null. */
async function passwords(form: FormData): Promise<{ password: string; confirm: string } | null> {
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  if (form.get("encrypted") !== "1") return { password, confirm };
  const sealedKey = String(form.get("sealedKey") ?? "");
  const [p, c] = await Promise.all([openWithTransportKey(sealedKey, password), openWithTransportKey(sealedKey, confirm)]);
  return p === null || c === null ? null : { password: p, confirm: c };
}

/**
 * Checks the new password: present, under AUTH-04, equal to the confirmation, not among the most
 * common (zxcvbn-ts score below 2).
 * @returns the i18n key of the first problem, or null
 */
export async function newPasswordProblem(password: string, confirm: string): Promise<string | null> {
  if (!password) return "flows:passwordRequired";
  if (passwordProblem(password)) return "flows:passwordRule";
  if (password !== confirm) return "flows:passwordMismatch";
  if (isCommon(await strengthOf(password))) return "flows:passwordCommon";
  return null;
}

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
  const plain = await passwords(form);
  if (!plain) return refuse("flows:passwordReenter", "password");
  const problem = await newPasswordProblem(plain.password, plain.confirm);
  if (problem) return refuse(problem, "password");
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
    await register(client, { companyName, userName, channel, identifier, code, passwordCipher: encryptPassword(plain.password, gatewayPublicKey()), ...params });
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    const failure = toFailure(err);
    if (failure.code && GENERIC.has(failure.code)) return refuse("flows:registerRefused");
    const data: FlowActionData = { intent: "register", ok: false, message: failure.serverMessage, messageKey: failure.messageKey ?? "errors.request", field: "code" };
    return { data, status: 200, headers: new Headers() };
  }
  return firstSignIn(request, userName, plain.password);
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
