/**
 * The portal's own origin and the cross-site check of state-changing requests (issue 5 §2).
 *
 * Own origin: `proto://host` from the request line's `Host` and the connection (TLS → https).
 * Behind a reverse proxy set `TRUST_PROXY=1`: then the first `X-Forwarded-Proto` and
 * `X-Forwarded-Host` values win. Without TRUST_PROXY those headers are ignored (a client could
 * forge them).
 *
 * Foreign request (refused with 403 on every method other than GET/HEAD/OPTIONS):
 * - `Sec-Fetch-Site` present and neither `same-origin` nor `none` (so `cross-site` AND
 *   `same-site`: a sibling origin of the same site is another origin);
 * - `Origin: null` (sandboxed frames, data: URLs, some redirects);
 * - an `Origin` that differs from the own origin.
 * A request with neither `Origin` nor `Sec-Fetch-Site` is allowed: every current browser sends
 * `Origin` on a POST, so such a request comes from a non-browser client (curl, a health
 * check), which carries no victim's ambient cookies a page could abuse.
 */

/** Header values the check reads (lower-case names as Node gives them). */
export interface OriginHeaders {
  host?: string;
  origin?: string;
  "sec-fetch-site"?: string;
  "x-forwarded-host"?: string;
  "x-forwarded-proto"?: string;
}

/** First value of a comma-separated header, trimmed; undefined when empty. */
function first(value: string | undefined): string | undefined {
  const v = value?.split(",")[0]?.trim();
  return v ? v : undefined;
}

/**
 * The origin the browser sees for this portal, lower-cased, e.g. `https://portal.example.com`.
 * @param tls true when the connection itself is TLS
 * @param trustProxy true when TRUST_PROXY is set (forwarded headers are honoured)
 */
export function ownOrigin(headers: OriginHeaders, tls: boolean, trustProxy: boolean): string {
  const forwardedProto = trustProxy ? first(headers["x-forwarded-proto"])?.toLowerCase() : undefined;
  const proto = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : tls ? "https" : "http";
  const host = (trustProxy ? first(headers["x-forwarded-host"]) : undefined) ?? headers.host ?? "localhost";
  return `${proto}://${host}`.toLowerCase();
}

/** Why a state-changing request is foreign, or null when it may proceed. */
export type ForeignReason = "sec-fetch-site" | "null-origin" | "foreign-origin" | null;

/** Decides whether a state-changing request comes from another origin (see the module doc). */
export function foreignReason(headers: OriginHeaders, own: string): ForeignReason {
  const site = headers["sec-fetch-site"]?.trim().toLowerCase();
  if (site !== undefined && site !== "same-origin" && site !== "none") return "sec-fetch-site";
  const origin = headers.origin?.trim();
  if (origin === undefined) return null;
  if (origin.toLowerCase() === "null") return "null-origin";
  return origin.toLowerCase() === own ? null : "foreign-origin";
}

/** True for methods that never change state (the check skips them). */
export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}
