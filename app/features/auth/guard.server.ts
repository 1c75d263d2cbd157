/**
 * The route guard, server half: carries out the decisions of guard-model.ts in the clause
 * order (ROUTE-34). The root loader runs the steps that apply to every page (auto-login,
 * mobile); protected loaders call {@link requireLogin} / {@link loadAccount}.
 * @see ROUTE-34..ROUTE-45, AUTH-05..AUTH-08
 */
import { redirect, redirectDocument } from "@remix-run/node";
import { cachedRead, clientFor, getUserConfig, getUserInfo, isGatewayError, querySystemExtListForSub, readScopeOf, toFailure, transformLoginByOther, withGateway, type GatewayFailure } from "~/gateway/index.server";
import type { SubscribedSystem, UserConfig, UserInfo } from "~/gateway/schemas";
import { fromGatewayLanguage, languageCookie } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { serverEnv } from "~/utils/env.server";
import { ownUrlOrigin, SELF_ORIGIN } from "~/utils/own-url.server";
import { requestContext } from "~/utils/request-context.server";
import { AUTO_LOGIN_TTL_MS, commitSession, getSession, isHttps, readLogin, type SessionData } from "~/utils/session.server";
import { liveLogin } from "./live-session.server";
import { autoLoginReturnTo, decideAfterLoad, decideBeforeLoad, safeRelativePath, stripTokenParam } from "./guard-model";

/**
 * The request URL as the app sees it: on a prefixed deployment (ROUTE-44) the path without
 * `/{prefix}`, so the paths the guard builds are app paths that Remix prefixes once.
 */
export function appUrl(request: Request): URL {
  const url = new URL(request.url);
  const prefix = serverEnv().PORTAL_ENV_PREFIX;
  if (prefix && (url.pathname === `/${prefix}` || url.pathname.startsWith(`/${prefix}/`))) {
    url.pathname = url.pathname.slice(prefix.length + 1) || "/";
  }
  return url;
}

/** Paths that lead back to the login form; after auto-login they become `/`. */
const LOGIN_PATHS = new Set(["/login", "/oauth/login"]);

/** Root loader: auto-login and mobile redirect for every page; returns the page language. */
export async function rootGuard(request: Request) {
  const url = appUrl(request);
  const session = await getSession(request);
  const decision = decideBeforeLoad({
    url,
    userAgent: request.headers.get("User-Agent"),
    token: readLogin(session)?.token ?? null,
    isPublic: true,
    mobileSiteUrl: serverEnv().MOBILE_SITE_URL,
  });
  if (decision.step === "auto-login") throw await autoLogin(request, decision.token);
  if (decision.step === "mobile") throw redirect(decision.to, { headers: { "Referrer-Policy": "no-referrer" } });
  return { lng: await requestLanguage(request) };
}

/**
 * `?token=` auto-login (ROUTE-35..37, AUTH-05..08): previous login data cleared, the token
 * exchanged, the session stored for at most 5 days, then a redirect to the same URL without
 * the token (Referrer-Policy no-referrer so the token never leaks in a Referer).
 */
async function autoLogin(request: Request, queryToken: string): Promise<Response> {
  const url = appUrl(request);
  const session = await getSession(request);
  const previous = readLogin(session);
  for (const key of ["token", "company", "userName", "via", "loginAt", "expiresAt", "choosingCompany"] as const) session.unset(key);
  const headers = new Headers({ "Referrer-Policy": "no-referrer" });
  const stripped = stripTokenParam(url);
  try {
    const anonymous = await clientFor(request, null);
    const { token } = await transformLoginByOther(anonymous, queryToken);
    const client = await clientFor(request, { token, company: "" });
    const info = await getUserInfo(client);
    const now = Date.now();
    session.set("token", client.token ?? token);
    session.set("company", info.subjectCodeEncrypt);
    session.set("userName", info.userName);
    session.set("via", "token");
    session.set("loginAt", now);
    session.set("expiresAt", now + AUTO_LOGIN_TTL_MS);
    headers.append("Set-Cookie", await commitSession(request, session));
    const lng = fromGatewayLanguage(info.chooseLanguage);
    if (lng) headers.append("Set-Cookie", languageCookie(lng, isHttps(request)));
    // From the login page the user goes to the Index route; other parameters stay (ROUTE-37).
    const target = LOGIN_PATHS.has(url.pathname) ? `/${stripped.slice(url.pathname.length)}` : stripped;
    return redirect(target, { headers });
  } catch (err) {
    const reason = isGatewayError(err) ? (err.serverMessage ?? null) : null;
    if (!reason) {
      // AUTH-08: no reason → the Index route (which sends a logged-out user to the login form).
      headers.append("Set-Cookie", await commitSession(request, session));
      return redirect("/", { headers });
    }
    // AUTH-06/07: the reason shows as a warning; with a referrer, return there after 3 s —
    // only to our own origin or a subscribed system's domain, else to `/`.
    const referrer = request.headers.get("Referer");
    const domains = referrer && previous ? await systemDomainsOf(request, previous) : [];
    const returnTo = autoLoginReturnTo(referrer, url.origin, domains);
    session.flash("notice", { text: reason, tone: "warning", ...(returnTo ? { returnTo } : {}) });
    headers.append("Set-Cookie", await commitSession(request, session));
    const loginTarget = LOGIN_PATHS.has(url.pathname) ? stripped : "/login";
    return redirect(loginTarget, { headers });
  }
}

/** The subscribed systems' domains of an earlier login (best effort: none when the call fails). */
async function systemDomainsOf(request: Request, login: SessionData): Promise<string[]> {
  try {
    const systems = await querySystemExtListForSub(await clientFor(request, login));
    return systems.map((s) => s.systemDomain ?? "").filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * For protected loaders: steps 1–3 of the guard. Returns the session when logged in.
 * @throws redirect to the URL without the token (the root loader's auto-login answers first),
 *   to the mobile site, or to /login?redirectTo=… (ROUTE-42).
 */
export async function requireLogin(request: Request) {
  const url = appUrl(request);
  const session = await getSession(request);
  const login = readLogin(session);
  const decision = decideBeforeLoad({
    url,
    userAgent: request.headers.get("User-Agent"),
    token: login?.token ?? null,
    isPublic: false,
    mobileSiteUrl: serverEnv().MOBILE_SITE_URL,
  });
  if (decision.step === "auto-login") throw redirect(stripTokenParam(url));
  if (decision.step === "mobile" || decision.step === "login") throw redirect(decision.to);
  return { session, login: login! };
}

/**
 * For logged-in pages that make no gateway call of their own (/oauth/center): {@link requireLogin}
 * plus the gateway check of live-session.server.ts, so a cookie saved before a logout fails.
 * @returns headers to return (a rotated token).
 * @throws redirect to /login (no login) or /login?reason=expired (ended at the gateway).
 */
export async function requireLiveLogin(request: Request): Promise<Headers> {
  const { session } = await requireLogin(request);
  const live = await liveLogin(request, session);
  if (!live.login) throw redirect("/login?reason=expired", { headers: live.headers });
  return live.headers;
}

/** What a logged-in page knows about the account (ROUTE-43). */
export interface Account {
  userInfo: UserInfo;
  userConfig: UserConfig;
  systems: SubscribedSystem[];
  /**
   * Set when userActionConfig failed with a warning (a business code, an HTTP error, a timeout,
   * a malformed reply): `userConfig` is then {@link DEFAULT_USER_CONFIG} and the page shows this
   * failure as a warning notification instead of an error page (GW-08).
   */
  configWarning: GatewayFailure | null;
}

/** The layout config used when userActionConfig fails: left menu, nothing saved (GW-08). */
export const DEFAULT_USER_CONFIG: UserConfig = { packageStyle: 1 };

/**
 * Steps 4–7 of the guard: loads user info, config and systems, then applies the environment
 * prefix, `redirectPath` and (for an entry route) the entry access rules. A config that fails
 * with a warning falls back to {@link DEFAULT_USER_CONFIG} (`result.configWarning`, GW-08).
 * @throws redirects decided by the guard; gateway failures as in withGateway.
 */
export async function loadAccount(request: Request, entry: { serviceId: string; systemCode: string } | null) {
  const { session } = await requireLogin(request);
  // User info is read every time (it checks the token: a logout ends the session at once);
  // config and systems come from the read cache (issue 10).
  const scope = await readScopeOf(request, session);
  const run = await withGateway(
    request,
    async (client) => {
      // allSettled: every call finishes before a failure is raised, so a token one of them
      // rotated is never lost (withGateway writes it back even on failure).
      const [userInfo, userConfig, systems] = await Promise.allSettled([
        getUserInfo(client),
        cachedRead("userConfig", scope, [], () => getUserConfig(client)),
        cachedRead("systems", scope, [], () => querySystemExtListForSub(client)),
      ]);
      for (const r of [userInfo, systems]) if (r.status === "rejected") throw r.reason;
      // GW-08: the shell can stand without the user's layout config; only a logout (401) or
      // the go-home code ends the load.
      const configWarning =
        userConfig.status === "rejected" && isGatewayError(userConfig.reason) && userConfig.reason.behaviour === "warn"
          ? toFailure(userConfig.reason)
          : null;
      if (userConfig.status === "rejected" && !configWarning) throw userConfig.reason;
      return {
        userInfo: (userInfo as PromiseFulfilledResult<UserInfo>).value,
        userConfig: userConfig.status === "fulfilled" ? userConfig.value : DEFAULT_USER_CONFIG,
        systems: (systems as PromiseFulfilledResult<SubscribedSystem[]>).value,
        configWarning,
      } satisfies Account;
    },
    session,
  );
  const url = appUrl(request);
  const decision = decideAfterLoad({
    url,
    origin: ownUrlOrigin(),
    ssoEnv: run.result.userInfo.ssoEnv,
    envPrefix: serverEnv().PORTAL_ENV_PREFIX,
    systems: run.result.systems,
    entry,
  });
  if (decision.step === "env") throw envRedirect(url, decision.to, run.headers);
  if (decision.step !== "proceed") throw redirect(decision.to, { headers: run.headers });
  return { ...run, system: decision.system };
}

/**
 * ROUTE-44's redirect to another deployment: a document load (the target is another Remix app).
 * Without a configured origin the target is on the placeholder origin, which the server sends
 * as a path — but a data request's redirect travels in its body, out of the server's reach: that
 * request reloads this page as a document instead, whose answer then carries the path.
 */
function envRedirect(url: URL, to: string, headers: Headers): Response {
  if (to.startsWith(`${SELF_ORIGIN}/`) && requestContext()?.dataRequest) {
    const again = new URL(url.href);
    again.searchParams.delete("_routes");
    return redirectDocument(`${again.pathname}${again.search}`, { headers });
  }
  return redirectDocument(to, { headers });
}

/** The `redirectTo` of a login URL, when it is a safe same-origin path (never another origin). */
export function loginRedirectTarget(url: URL): string | null {
  const target = safeRelativePath(url.searchParams.get("redirectTo"));
  if (!target || LOGIN_PATHS.has(new URL(target, "http://x").pathname)) return null;
  return target;
}
