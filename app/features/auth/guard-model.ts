/**
 * The route guard as pure decisions, in the clause order (ROUTE-34):
 * `?token=` auto-login → mobile redirect → no-token → (load user info, config, systems) →
 * environment prefix → `redirectPath` → entry access rules.
 *
 * The server half (guard.server.ts) carries out the decisions; these functions decide only.
 * @see ROUTE-34..ROUTE-45, ENTRY-01..ENTRY-05
 */
import { entryDecision, redirectPathTarget, type AccessSystem } from "~/features/access";
import { httpUrl } from "~/features/security";

/**
 * User-agent patterns of mobile browsers (ROUTE-38): Android phones, iPhone, iPod, Windows
 * Phone, BlackBerry, Opera Mini, IEMobile and generic "Mobile" tokens. iPad and Android
 * tablets without "Mobile" are treated as desktop (they get the full portal).
 */
export const MOBILE_UA_PATTERNS: readonly RegExp[] = [
  /Android.+Mobile/i,
  /iPhone/i,
  /iPod/i,
  /Windows Phone/i,
  /IEMobile/i,
  /BlackBerry|BB10/i,
  /Opera Mini/i,
  /webOS/i,
  /HarmonyOS.+Mobile/i,
];

/** True when the user agent is a mobile browser (ROUTE-38). */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return MOBILE_UA_PATTERNS.some((p) => p.test(userAgent));
}

/** Query parameters that send a mobile browser to the register page (ROUTE-39). */
export const MOBILE_REGISTER_PARAMS = ["linkId", "source", "register"] as const;

/**
 * Where a mobile browser goes (ROUTE-39..41): register page when the URL has linkId, source or
 * register (those parameters are carried over); else the buy page with the token when logged
 * in; else the login page.
 */
export function mobileTarget(mobileSiteUrl: string, url: URL, token: string | null): string {
  const base = mobileSiteUrl.replace(/\/$/, "");
  const present = MOBILE_REGISTER_PARAMS.filter((p) => url.searchParams.has(p));
  if (present.length > 0) {
    const q = new URLSearchParams();
    for (const p of present) q.set(p, url.searchParams.get(p) ?? "");
    return `${base}/register?${q.toString()}`;
  }
  if (token) return `${base}/buy?${new URLSearchParams({ token }).toString()}`;
  return `${base}/login`;
}

/**
 * The URL without its `token` parameter, other parameters and the hash kept (ROUTE-37).
 * Always a same-origin path: a request path like `//evil.com/` gives `/`.
 */
export function stripTokenParam(url: URL): string {
  const copy = new URL(url.href);
  copy.searchParams.delete("token");
  const q = copy.searchParams.toString();
  return safeRelativePath(`${copy.pathname}${q ? `?${q}` : ""}${copy.hash}`) ?? "/";
}

/**
 * A same-origin relative path, or null. Rejects absolute URLs, protocol-relative `//host`,
 * back-slash tricks, control characters and anything that resolves to another origin.
 */
export function safeRelativePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const base = "http://portal.invalid";
    const resolved = new URL(value, base);
    if (resolved.origin !== base) return null;
    const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    // Dot segments can resolve to `//host` ("/.//evil.com"): a Location starting with `//` or
    // `/\` is another origin to the browser, so the resolved form is checked again.
    if (path.startsWith("//") || path.startsWith("/\\")) return null;
    return path;
  } catch {
    return null;
  }
}

/**
 * Where a failed auto-login returns after 3 s (AUTH-07): the referrer when its origin is the
 * portal's own — as a path (with query and hash), since the request's own origin may come from
 * its `Host` and is never written into a URL — or one of the user's subscribed systems' domains
 * (the full URL); any other referrer → `/` (never another origin, in the spirit of ROUTE-45).
 * Null when there is no usable referrer.
 * @param ownOrigin the portal's origin, e.g. `https://portal.example.com`
 * @param systemDomains the subscribed systems' `systemDomain` values (junk ignored)
 */
export function autoLoginReturnTo(referrer: string | null | undefined, ownOrigin: string, systemDomains: ReadonlyArray<string | null | undefined>): string | null {
  const url = referrer && referrer.length <= 2048 ? httpUrl(referrer) : null;
  if (!url) return null;
  if (url.origin === ownOrigin) return safeRelativePath(`${url.pathname}${url.search}${url.hash}`) ?? "/";
  const systems = new Set(systemDomains.map((d) => httpUrl(d)?.origin));
  return systems.has(url.origin) ? url.href : "/";
}

/** Input of the guard decisions. */
export interface GuardInput {
  url: URL;
  userAgent: string | null;
  /** The stored token, null when not logged in. */
  token: string | null;
  /** True for pages that need no login (login, error pages…). */
  isPublic: boolean;
  mobileSiteUrl: string;
}

/** Decision before anything is loaded. */
export type PreLoadDecision =
  | { step: "auto-login"; token: string }
  | { step: "mobile"; to: string }
  | { step: "login"; to: string }
  | { step: "continue" };

/** Steps 1–3 of ROUTE-34: auto-login, mobile, no token. */
export function decideBeforeLoad(input: GuardInput): PreLoadDecision {
  const queryToken = input.url.searchParams.get("token");
  if (queryToken) return { step: "auto-login", token: queryToken };
  if (isMobileUserAgent(input.userAgent)) {
    return { step: "mobile", to: mobileTarget(input.mobileSiteUrl, input.url, input.token) };
  }
  if (!input.token && !input.isPublic) {
    const back = safeRelativePath(`${input.url.pathname}${input.url.search}`);
    const q = back && back !== "/" ? `?${new URLSearchParams({ redirectTo: back }).toString()}` : "";
    return { step: "login", to: `/login${q}` };
  }
  return { step: "continue" };
}

/** Input of the decisions after user info and systems are loaded. */
export interface LoadedInput {
  url: URL;
  /**
   * The origin of an absolute URL on the portal (ROUTE-44 leaves this deployment's basename):
   * the configured public origin or the server's placeholder (utils/own-url.server.ts), never
   * the request's `Host`.
   */
  origin: string;
  /** The user's environment (`ssoEnv`), "" or null for none. */
  ssoEnv: string | null | undefined;
  /** This deployment's own environment prefix ("" for none). */
  envPrefix: string;
  systems: readonly AccessSystem[];
  /** The system the route addresses, when it is an entry route. */
  entry: { serviceId: string; systemCode: string } | null;
}

/** Decision after loading (ROUTE-44, ROUTE-45, ENTRY). */
export type PostLoadDecision =
  | { step: "env"; to: string }
  | { step: "redirect-path"; to: string }
  | { step: "entry"; rule: string; to: string }
  | { step: "unknown-system"; to: string }
  | { step: "proceed"; system: AccessSystem | null };

/** What an environment prefix may look like: one path segment of letters, digits and `-`. */
export const ENV_SEGMENT = /^[a-z0-9-]{1,32}$/i;

/** Steps 5–7 of ROUTE-34. */
export function decideAfterLoad(input: LoadedInput): PostLoadDecision {
  const env = (input.ssoEnv ?? "").replace(/^\/+|\/+$/g, "");
  // Only "" (no environment) or a plain path segment is an environment; anything else
  // (e.g. `\\evil.com`) is ignored. The target is an absolute URL on our own origin (`input.origin`,
  // not the request's): it leaves this deployment's basename, so Remix must not prefix it again.
  if ((env === "" || ENV_SEGMENT.test(env)) && env !== input.envPrefix) {
    const path = input.envPrefix && input.url.pathname.startsWith(`/${input.envPrefix}/`)
      ? input.url.pathname.slice(input.envPrefix.length + 1)
      : input.url.pathname;
    return { step: "env", to: `${input.origin}${env ? `/${env}` : ""}${path}${input.url.search}` };
  }
  if (input.url.searchParams.has("redirectPath")) {
    const target = redirectPathTarget(input.systems);
    if (target) return { step: "redirect-path", to: target };
  }
  if (input.entry) {
    const system = input.systems.find(
      (s) => String(s.serviceId) === input.entry!.serviceId && s.systemCode === input.entry!.systemCode,
    );
    if (!system) return { step: "unknown-system", to: `/401/${encodeURIComponent(input.entry.systemCode)}` };
    const decision = entryDecision(system);
    if (decision) return { step: "entry", rule: decision.rule, to: decision.to };
    return { step: "proceed", system };
  }
  return { step: "proceed", system: null };
}
