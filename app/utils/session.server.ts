/**
 * The login session: an encrypted, HttpOnly, SameSite=Lax cookie (`__session`), Secure when the
 * request came over HTTPS. It holds the gateway token, which page JavaScript can never read
 * (DESIGN.md §1), and which the cookie's value never shows: the value is sealed with
 * authenticated encryption (./session-seal.server.ts: compact JWE, A256GCM, keys derived from
 * SESSION_SECRET with HKDF; the first secret seals, all open). A value no key opens reads as
 * no session. The portal server keeps no session state of its own.
 *
 * @see AUTH-05 auto-login sessions end 5 days after the auto-login.
 * @see AUTH-09 logout destroys it.
 */
import { createSession, type Session, type SessionStorage } from "@remix-run/node";
import { parse, serialize, type CookieSerializeOptions } from "cookie";
import { serverEnv } from "./env.server";
import { deriveSessionKeys, sealSession, unsealSession, type SessionKeys } from "./session-seal.server";

/** What the session cookie carries. Times are epoch ms. */
export interface SessionData {
  /** Gateway token (GW-03). */
  token: string;
  /** Encrypted company code sent as the `Company` header (GW-04). */
  company: string;
  userName: string;
  /** How the session started: password login or `?token=` auto-login (ROUTE-35). */
  via: "password" | "token";
  /** Session start, epoch ms. */
  loginAt: number;
  /** Hard end of the session, epoch ms (auto-login: loginAt + 5 days). */
  expiresAt?: number;
  /** True while a multi-company login waits for the company choice (AUTH-11). */
  choosingCompany?: boolean;
}
export interface SessionFlash {
  /** i18n key or server text of a message to show once on the next page. */
  notice: { key?: string; text?: string; tone: "error" | "warning" | "info"; returnTo?: string };
}

export type PortalSession = Session<SessionData, SessionFlash>;

/** Lifetime of an auto-login session (AUTH-05): 5 days in ms. */
export const AUTO_LOGIN_TTL_MS = 5 * 24 * 60 * 60 * 1000;

/** The session cookie's name. */
export const SESSION_COOKIE = "__session";
/** Browsers keep at most 4096 bytes of a cookie; a larger session is an error, not a lost login. */
const COOKIE_MAX_BYTES = 4096;
const COOKIE_OPTIONS: CookieSerializeOptions = { httpOnly: true, sameSite: "lax", path: "/" };

let keys: { secrets: string; keys: Promise<SessionKeys> } | undefined;

/** The keys of the current SESSION_SECRET(S), derived once per secret list (and module copy). */
function sessionKeys(): Promise<SessionKeys> {
  const secrets = serverEnv().SESSION_SECRETS;
  const id = secrets.join("\n");
  if (keys?.secrets !== id) keys = { secrets: id, keys: deriveSessionKeys(secrets) };
  return keys.keys;
}

/**
 * Remix's session storage on the sealed cookie (the same contract as
 * `createCookieSessionStorage`: the whole session lives in the cookie; flash values included).
 */
const storage: SessionStorage<SessionData, SessionFlash> = {
  async getSession(cookieHeader) {
    const value = cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
    const data = value ? await unsealSession(value, await sessionKeys()) : null;
    // The same cast as createCookieSessionStorage: a session holds any subset of its keys.
    return createSession<SessionData, SessionFlash>((data ?? {}) as unknown as SessionData);
  },
  async commitSession(session, options) {
    const value = await sealSession(session.data, await sessionKeys());
    const cookie = serialize(SESSION_COOKIE, value, { ...COOKIE_OPTIONS, ...options });
    if (cookie.length > COOKIE_MAX_BYTES) throw new Error(`Cookie length will exceed browser maximum. Length: ${cookie.length}`);
    return cookie;
  },
  async destroySession(_session, options) {
    return serialize(SESSION_COOKIE, "", { ...COOKIE_OPTIONS, ...options, maxAge: undefined, expires: new Date(0) });
  },
};

/** True when the request reached us over HTTPS (directly or via a proxy's X-Forwarded-Proto). */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";
}

/** Reads the session of a request (a fresh empty one when there is none or it is tampered). */
export function getSession(request: Request): Promise<PortalSession> {
  return storage.getSession(request.headers.get("Cookie"));
}

/**
 * `Set-Cookie` value for a session. `maxAgeSeconds` bounds the cookie; an auto-login session
 * never outlives its `expiresAt`.
 */
export function commitSession(request: Request, session: PortalSession): Promise<string> {
  const expiresAt = session.get("expiresAt");
  const maxAge = expiresAt ? Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)) : undefined;
  return storage.commitSession(session, { secure: isHttps(request), maxAge });
}

/** `Set-Cookie` value that removes the session cookie. */
export function destroySession(request: Request, session: PortalSession): Promise<string> {
  return storage.destroySession(session, { secure: isHttps(request) });
}

/** The logged-in part of a session, or null when not logged in, choosing a company, or expired (AUTH-05). */
export function readLogin(session: PortalSession, now = Date.now()): SessionData | null {
  const token = session.get("token");
  const company = session.get("company");
  if (!token || company === undefined || session.get("choosingCompany")) return null;
  const expiresAt = session.get("expiresAt");
  if (expiresAt !== undefined && expiresAt <= now) return null;
  return {
    token,
    company,
    userName: session.get("userName") ?? "",
    via: session.get("via") ?? "password",
    loginAt: session.get("loginAt") ?? now,
    expiresAt,
  };
}
