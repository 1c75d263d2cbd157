/**
 * Content-Security-Policy of document responses (issue 2 §8).
 *
 * Scripts run only from our origin or with the per-request nonce Remix puts on its inline
 * scripts; frames only from our origin and the subscribed systems' domains; images from our
 * origin, data:/blob:, https: and the origins given as `imgOrigins` (the framed systems, whose
 * covers and announcement files may be plain http, e.g. the mock on loopback);
 * the portal itself may be framed only by itself (frame-ancestors 'self').
 * @see ANN-05 @see ROUTE-25
 */

/** Input of {@link buildCsp}. `frameOrigins` are absolute origins like `https://erp.example.com`. */
export interface CspInput {
  nonce: string;
  frameOrigins: readonly string[];
  /** Origins of micro-app ES modules (issue 7), added to `script-src`; junk dropped. */
  scriptOrigins?: readonly string[];
  /**
   * Origins images may also come from, added to `img-src` as exact origins (never a scheme or a
   * wildcard); junk dropped. The shell passes its frame origins: live
   * covers and type 7 announcement files are served there (issue 8).
   */
  imgOrigins?: readonly string[];
  /** Development: allow Vite's HMR websocket and eval-based source maps. */
  dev?: boolean;
}

/** The parsed URL when it is an absolute http(s) URL, else null (never throws). */
export function httpUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

/** The origin of a URL, or null when it is not an absolute http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  return httpUrl(url)?.origin ?? null;
}

/** The distinct http(s) origins of `urls`, in order; anything else dropped. */
function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))];
}

/** Builds the CSP header value. Origins are deduplicated and validated (junk dropped). */
export function buildCsp({ nonce, frameOrigins, scriptOrigins = [], imgOrigins = [], dev = false }: CspInput): string {
  const frames = originsOf(frameOrigins);
  const scripts = originsOf(scriptOrigins);
  const images = originsOf(imgOrigins);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:", ...images],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": ["'self'", ...frames],
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

/**
 * Finds `frameOrigins` arrays in Remix loader data (any route may provide them; the entry
 * layout does) and returns them flattened.
 */
export function collectFrameOrigins(loaderData: Record<string, unknown> | undefined): string[] {
  const out: string[] = [];
  for (const data of Object.values(loaderData ?? {})) {
    const origins = (data as { frameOrigins?: unknown } | null)?.frameOrigins;
    if (Array.isArray(origins)) out.push(...origins.filter((o): o is string => typeof o === "string"));
  }
  return out;
}

/**
 * The micro-app module origins in Remix loader data (`microApps.scriptOrigins` of the shell
 * layout, issue 7), for `script-src`.
 */
export function collectScriptOrigins(loaderData: Record<string, unknown> | undefined): string[] {
  const out: string[] = [];
  for (const data of Object.values(loaderData ?? {})) {
    const origins = (data as { microApps?: { scriptOrigins?: unknown } } | null)?.microApps?.scriptOrigins;
    if (Array.isArray(origins)) out.push(...origins.filter((o): o is string => typeof o === "string"));
  }
  return out;
}
