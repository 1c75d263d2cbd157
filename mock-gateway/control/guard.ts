/**
 * Who may call the /__mock control API: programs on this machine (Node's fetch, Playwright,
 * curl) and nobody's web page. A browser's request is refused (HTTP 403) when its `Origin` is
 * foreign or its `Sec-Fetch-Site` says cross-site or same-site; a request to a non-loopback
 * `Host` is refused too, so a DNS-rebound name cannot reach the API. The API sends no CORS
 * headers, so no other origin can read its replies either.
 * @module mock-gateway/control/guard
 */

/** Loopback host names (lower case), with an optional port. */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;
/** Loopback origins: http(s), a loopback host name, an optional port, nothing else. */
const LOOPBACK_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/;
/** `Sec-Fetch-Site` values of a request the user made, or a page of the mock made, itself. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/** The headers the guard reads; `null` when absent. */
export interface ControlRequestHeaders {
  host: string | null;
  origin: string | null;
  secFetchSite: string | null;
}

/**
 * Decides whether a control API request is refused.
 * - `Host` must be a loopback name (127.0.0.1, localhost, [::1]; any port) or the mock's own
 *   host; an absent `Host` is judged by the host of `ownOrigin`'s URL (in-process calls).
 * - `Origin`, when present, must be a loopback origin (the mock itself, or the loopback portal
 *   that embeds it, on any port) or `ownOrigin`. `null` and every other value are foreign.
 * - `Sec-Fetch-Site`, when present, must be `same-origin` or `none`: a browser page on another
 *   port of the same host is `same-site`, and is refused as well.
 * @param ownOrigin the mock's public URL, e.g. `http://127.0.0.1:3101` (no trailing slash)
 * @returns the reason for a refusal (English, for the 403 body), or undefined to let it through
 */
export function refuseControlRequest(headers: ControlRequestHeaders, ownOrigin: string): string | undefined {
  const own = new URL(ownOrigin);
  const host = (headers.host ?? own.host).trim().toLowerCase();
  if (!LOOPBACK_HOST.test(host) && host !== own.host.toLowerCase()) return "control API: loopback Host only";
  if (headers.origin !== null) {
    const origin = headers.origin.trim().toLowerCase();
    if (!LOOPBACK_ORIGIN.test(origin) && origin !== own.origin.toLowerCase()) return "control API: foreign Origin";
  }
  const site = headers.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && !OWN_FETCH_SITES.has(site)) return "control API: cross-site request";
  return undefined;
}

/** Reads {@link ControlRequestHeaders} from a fetch `Request`. */
export function controlRequestHeaders(request: Request): ControlRequestHeaders {
  return {
    host: request.headers.get("host"),
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
  };
}
