/**
 * Login, company choice and logout, server side (BFF): the browser posts to the portal, the
 * portal talks to the gateway and keeps the token in the session cookie.
 * @see AUTH-01 AUTH-02 AUTH-09 AUTH-11 ROUTE-05 ROUTE-06 I18N-05
 */
import { invalidateUserReads } from "~/gateway/read-cache.server";
import { redirect, redirectDocument } from "@remix-run/node";
import { z } from "zod";
import {
  encryptPassword,
  getPersonalUserSub,
  getUserInfo,
  isEncryptedPassword,
  isGatewayError,
  login as gatewayLogin,
  logout as gatewayLogout,
  querySystemExtListForSub,
  selectSubject,
  clientFor,
  toFailure,
  type GatewayClient,
} from "~/gateway/index.server";
import { landingTarget, redirectPathTarget } from "~/features/access";
import { readForm } from "~/features/security";
import { fromGatewayLanguage, languageCookie } from "~/i18n/config";
import { destroySession, commitSession, getSession, isHttps, readLogin, type PortalSession } from "~/utils/session.server";
import { requestContext } from "~/utils/request-context.server";
import { closeSessionSockets } from "~/utils/socket-sessions.server";
import { appUrl, loginRedirectTarget } from "./guard.server";
import { forgetLiveToken, liveLogin } from "./live-session.server";
import { gatewayPublicKey } from "./public-key.server";
import { loginLimiter } from "./rate-limit.server";

/** Longest accepted account name and password (characters); longer input is refused with a message. */
export const MAX_USERNAME = 64;
export const MAX_PASSWORD = 64;

const loginForm = z.object({
  userName: z.string().trim().min(1).max(MAX_USERNAME),
  password: z.string().min(1).max(1024),
  encrypted: z.enum(["1", "0"]).optional(),
});

/** The action's reply when it does not redirect. */
export type LoginActionData =
  | { step: "error"; message: string | null; messageKey: string | null; userName: string }
  | { step: "company"; companies: Array<{ subjectCodeEncrypt: string; companyName: string; isOwner: boolean }> };

/** Login page loader: `source`, `backEmail`, `reason`, flash notices and the company choice. */
export async function loginLoader(request: Request, parentSource: string) {
  const url = appUrl(request);
  const session = await getSession(request);
  const headers = new Headers();
  if (url.searchParams.get("source") === parentSource) {
    // ROUTE-05: coming from the parent company clears the stored token and company info.
    for (const key of ["token", "company", "userName", "via", "loginAt", "expiresAt", "choosingCompany"] as const) session.unset(key);
    headers.append("Set-Cookie", await commitSession(request, session));
  } else if (readLogin(session)) {
    // A cookie saved before a logout must not count: ask the gateway (live-session.server.ts).
    const live = await liveLogin(request, session);
    // Already logged in: on to the target; `redirectPath` goes along to the guard (ROUTE-45).
    if (live.login) throw redirect(loginRedirectTarget(url) ?? (url.searchParams.has("redirectPath") ? "/?redirectPath=1" : "/"), { headers: live.headers });
    for (const cookie of live.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  const notice = session.get("notice") ?? null;
  if (notice) headers.append("Set-Cookie", await commitSession(request, session));
  let companies: Extract<LoginActionData, { step: "company" }>["companies"] | null = null;
  if (session.get("choosingCompany") && session.get("token")) {
    companies = await listCompanies(await clientFor(request, { token: session.get("token")!, company: "" })).catch(() => null);
  }
  return {
    data: {
      publicKeyPem: gatewayPublicKey(),
      backEmail: url.searchParams.has("backEmail"),
      expired: url.searchParams.get("reason") === "expired",
      notice,
      companies,
    },
    headers,
  };
}

async function listCompanies(client: GatewayClient) {
  const subjects = await getPersonalUserSub(client);
  return subjects.map((s) => ({ subjectCodeEncrypt: s.subjectCodeEncrypt, companyName: s.companyName, isOwner: !!s.isOwner }));
}

/** Result of the login action: a redirect Response, or data with headers. */
export interface LoginActionResult {
  data: LoginActionData;
  headers: Headers;
  /** HTTP status when not 200 (429 when rate-limited). */
  status?: number;
}

/** Login page action: `intent` login | company | restart. */
export async function loginAction(request: Request): Promise<LoginActionResult | Response> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "login");
  const session = await getSession(request);
  if (intent === "restart") {
    session.unset("token");
    session.unset("choosingCompany");
    return redirect("/login", { headers: { "Set-Cookie": await commitSession(request, session) } });
  }
  if (intent === "company") return chooseCompany(request, session, String(form.get("subjectCodeEncrypt") ?? ""));
  const userNameRaw = String(form.get("userName") ?? "").slice(0, MAX_USERNAME * 4);
  const parsed = loginForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const tooLong = userNameRaw.length > MAX_USERNAME || String(form.get("password") ?? "").length > 1024;
    return fail(userNameRaw, null, tooLong ? "login.tooLong" : "login.required");
  }
  const { userName, password, encrypted } = parsed.data;
  const preEncrypted = encrypted === "1" && isEncryptedPassword(password);
  if (!preEncrypted && password.length > MAX_PASSWORD) return fail(userName, null, "login.tooLong");
  // AUTH-02: the gateway never sees the plaintext. Browsers encrypt with WebCrypto; without it
  // (no JavaScript) the portal encrypts here. A plaintext too long in bytes for the RSA key
  // (64 four-byte characters) is refused with the same message, not a 500.
  // Issue 11: the portal's own rate limit, per IP and per account, before the gateway is called
  // (on requests the portal server serves: they carry a request context; direct calls do not).
  const ctx = requestContext();
  const verdict = ctx ? await loginLimiter().attempt(ctx.clientIp, userName) : ({ allowed: true } as const);
  if (!verdict.allowed) {
    const limited = fail(userName, null, "ops.loginRateLimited");
    limited.headers.set("Retry-After", String(verdict.retryAfterS));
    return { ...limited, status: 429 };
  }
  let cipher: string;
  try {
    cipher = preEncrypted ? password : encryptPassword(password, gatewayPublicKey());
  } catch {
    return fail(userName, null, "login.tooLong");
  }
  try {
    return await signInWithCipher(request, session, userName, cipher, form.get("hash"), async () => {
      if (ctx) await loginLimiter().succeeded(userName);
    });
  } catch (err) {
    if (err instanceof Response) throw err;
    if (!isGatewayError(err)) throw err;
    const failure = toFailure(err);
    return fail(userName, failure.serverMessage, failure.messageKey);
  }
}

/**
 * Signs `userName` in with an encrypted password (AUTH-02) and stores the login in `session`:
 * the gateway's `login`, then the company choice (AUTH-11) when the account has several, else
 * the document redirect into the portal. Used by the login form and by register's first sign-in.
 * @param cipher the password as the gateway's RSA-OAEP ciphertext (base64)
 * @param onAuthenticated called once the gateway accepted the password
 * @throws {GatewayError} when the gateway refuses (the caller shows its message)
 * @see AUTH-01 @see AUTH-11 @see AUTH-13
 */
export async function signInWithCipher(
  request: Request,
  session: PortalSession,
  userName: string,
  cipher: string,
  hashField: FormDataEntryValue | null = null,
  onAuthenticated: () => Promise<void> = async () => undefined,
): Promise<LoginActionResult | Response> {
  const anonymous = await clientFor(request, null);
  const { token } = await gatewayLogin(anonymous, { userName, password: cipher });
  await onAuthenticated();
  const client = await clientFor(request, { token, company: "" });
  const companies = await listCompanies(client);
  session.set("token", client.token ?? token);
  session.set("userName", userName);
  if (companies.length > 1) {
    // AUTH-11: ask which company before entering.
    session.set("choosingCompany", true);
    return { data: { step: "company", companies }, headers: new Headers({ "Set-Cookie": await commitSession(request, session) }) };
  }
  return await completeLogin(request, session, client, hashField);
}

async function chooseCompany(request: Request, session: PortalSession, subjectCodeEncrypt: string) {
  const pending = session.get("token");
  if (!pending || !session.get("choosingCompany") || !subjectCodeEncrypt || subjectCodeEncrypt.length > 512) {
    return fail(session.get("userName") ?? "", null, "login.expired");
  }
  try {
    const client = await clientFor(request, { token: pending, company: "" });
    const { token } = await selectSubject(client, subjectCodeEncrypt);
    session.set("token", token);
    session.unset("choosingCompany");
    return await completeLogin(request, session, await clientFor(request, { token, company: subjectCodeEncrypt }));
  } catch (err) {
    if (!isGatewayError(err)) throw err;
    const failure = toFailure(err);
    return fail(session.get("userName") ?? "", failure.serverMessage, failure.messageKey);
  }
}

/** Stores the login and redirects to `redirectTo` or the landing system (I18N-05: the user's language). */
async function completeLogin(request: Request, session: PortalSession, client: GatewayClient, hashField: FormDataEntryValue | null = null): Promise<Response> {
  const info = await getUserInfo(client);
  const systems = await querySystemExtListForSub(await clientFor(request, { token: client.token!, company: info.subjectCodeEncrypt }));
  session.set("token", client.token!);
  session.set("company", info.subjectCodeEncrypt);
  session.set("userName", info.userName);
  session.set("via", "password");
  session.set("loginAt", Date.now());
  session.unset("expiresAt");
  session.unset("choosingCompany");
  const headers = new Headers({ "Set-Cookie": await commitSession(request, session) });
  const lng = fromGatewayLanguage(info.chooseLanguage);
  if (lng) headers.append("Set-Cookie", languageCookie(lng, isHttps(request)));
  const url = appUrl(request);
  // ROUTE-45 first (the guard's order), then redirectTo, then the landing system.
  const redirectPath = url.searchParams.has("redirectPath") ? redirectPathTarget(systems) : null;
  const target = redirectPath ?? loginRedirectTarget(url) ?? landingTarget(systems) ?? "/401";
  const hash = target.includes("#") ? "" : redirectHash(hashField);
  // A document load, not a client navigation: the shell's CSP (frame-src of the user's
  // systems) is per document, and the login page's CSP knows no systems.
  return redirectDocument(target + hash, { headers });
}

/**
 * The hash of a `/#/{path}` redirect path the login form carried (ROUTE-33): `#/` followed by
 * printable ASCII (the browser percent-encodes the rest), at most 2,048 characters; else "".
 */
export function redirectHash(value: FormDataEntryValue | null | undefined): string {
  const hash = typeof value === "string" ? value : "";
  return /^#\/[\x21-\x7e]{0,2045}$/.test(hash) ? hash : "";
}

function fail(userName: string, message: string | null, messageKey: string | null): LoginActionResult {
  return { data: { step: "error", message, messageKey, userName: userName.slice(0, MAX_USERNAME) }, headers: new Headers() };
}

/** Logout (AUTH-09): gateway logout (its failure ignored, GW-12), session destroyed, then /login. */
export async function logoutAction(request: Request): Promise<Response> {
  const session = await getSession(request);
  const login = readLogin(session);
  if (login) {
    forgetLiveToken(login.token);
    // The next login of this user reads fresh systems, config and menus (issue 10 read cache).
    invalidateUserReads(login);
    const client = await clientFor(request, login);
    await gatewayLogout(client).catch(() => undefined);
  }
  closeSessionSockets({ userName: session.get("userName"), loginAt: session.get("loginAt"), token: session.get("token") }, "logout");
  return redirect("/login", { headers: { "Set-Cookie": await destroySession(request, session) } });
}
