/**
 * The portal's own origin — one rule for the cross-site check of state-changing requests
 * (issue 5 §2), the WebSocket upgrade's Origin check (./ws/origin.ts) and the absolute URLs the
 * portal builds (./remix-handler.ts).
 *
 * Own origin: `proto://host` from the request line's `Host` and the connection (TLS → https).
 * Behind a reverse proxy set `TRUST_PROXY=1`: then the first `X-Forwarded-Proto` and
 * `X-Forwarded-Host` values win. Without TRUST_PROXY those headers are ignored (a client could
 * forge them). `PORTAL_ORIGIN` (comma-separated) adds the portal's configured public origins.
 *
 * Foreign request:
 * - `Sec-Fetch-Site` present and neither `same-origin` nor `none` (so `cross-site` AND
 *   `same-site`: a sibling origin of the same site is another origin);
 * - `Origin: null` (sandboxed frames, data: URLs, some redirects);
 * - an `Origin` that is none of the own origins.
 * A request without `Origin` is "no-origin": a POST may proceed (every current browser sends
 * `Origin` on a POST, so such a request comes from a non-browser client — curl, a health check —
 * which carries no victim's ambient cookies a page could abuse); a WebSocket upgrade is refused.
 *
 * Absolute URLs: only a configured origin is trusted to appear in one ({@link trustedOrigin});
 * `Host` alone never is (host-header injection into a `Location`).
 */

/** Header values the checks read (lower-case names as Node gives them). */
export interface OriginHeaders {
  host?: string;
  origin?: string;
  "sec-fetch-site"?: string;
  "x-forwarded-host"?: string;
  "x-forwarded-proto"?: string;
}

/** How the own origins are found for one request. */
export interface OriginOptions {
  /** True when the connection itself is TLS. */
  tls: boolean;
  /** True when TRUST_PROXY is set (forwarded headers are honoured). */
  trustProxy: boolean;
  /** PORTAL_ORIGIN: the configured public origin(s), comma-separated. */
  configured?: string;
}

/** TRUST_PROXY=1 (or true, any case): the portal runs behind a trusted reverse proxy. */
export function trustProxyFrom(value = process.env.TRUST_PROXY): boolean {
  return /^(1|true)$/i.test((value ?? "").trim());
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

/** The PORTAL_ORIGIN entries that are http(s) origins, serialised (lower case, no path, no default port). */
export function configuredOrigins(value: string | undefined): string[] {
  const out: string[] = [];
  for (const entry of (value ?? "").split(",")) {
    try {
      const url = new URL(entry.trim());
      if ((url.protocol === "http:" || url.protocol === "https:") && !out.includes(url.origin)) out.push(url.origin);
    } catch {
      // not an origin: ignored
    }
  }
  return out;
}

/** Every own origin of a request: the computed one, then the configured ones. */
export function ownOrigins(headers: OriginHeaders, opts: OriginOptions): string[] {
  const own = ownOrigin(headers, opts.tls, opts.trustProxy);
  return [own, ...configuredOrigins(opts.configured).filter((o) => o !== own)];
}

/**
 * The origin trusted to appear in absolute URLs, or null when nothing configures it (then the
 * portal answers with paths): with PORTAL_ORIGIN the computed own origin when it is one of the
 * configured ones, else the first configured; without it, the proxy's origin under TRUST_PROXY.
 */
export function trustedOrigin(headers: OriginHeaders, opts: OriginOptions): string | null {
  const own = ownOrigin(headers, opts.tls, opts.trustProxy);
  const configured = configuredOrigins(opts.configured);
  if (configured.length > 0) return configured.includes(own) ? own : configured[0]!;
  return opts.trustProxy ? own : null;
}

/** Why a request is foreign, "no-origin" when it carries no Origin, or null when it is our own. */
export type ForeignReason = "sec-fetch-site" | "null-origin" | "foreign-origin" | "no-origin" | null;

/** Decides whether a request comes from another origin (see the module doc). */
export function originVerdict(headers: OriginHeaders, own: string | readonly string[]): ForeignReason {
  const site = headers["sec-fetch-site"]?.trim().toLowerCase();
  if (site !== undefined && site !== "same-origin" && site !== "none") return "sec-fetch-site";
  if (headers.origin === undefined) return "no-origin";
  const origin = headers.origin.trim();
  if (origin.toLowerCase() === "null") return "null-origin";
  const owns = typeof own === "string" ? [own] : own;
  return owns.includes(origin.toLowerCase()) ? null : "foreign-origin";
}

/** The check of state-changing requests: {@link originVerdict}, a missing Origin allowed. */
export function foreignReason(headers: OriginHeaders, own: string | readonly string[]): Exclude<ForeignReason, "no-origin"> {
  const verdict = originVerdict(headers, own);
  return verdict === "no-origin" ? null : verdict;
}

/** True for methods that never change state (the check skips them). */
export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}
