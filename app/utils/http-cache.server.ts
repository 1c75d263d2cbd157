/**
 * HTTP caching of resource responses (issue 10 "Cache-Control and ETag where a response is
 * cacheable"): a strong ETag from the body's SHA-1 and a 304 to a matching `If-None-Match`.
 * Documents are never cached (each carries its own CSP nonce and, logged in, personal data:
 * entry.server.tsx sets `Cache-Control: private, no-store`).
 */
import { createHash } from "node:crypto";

/** What {@link cacheableResponse} sends. */
export interface CacheableBody {
  body: string;
  contentType: string;
  /** e.g. `public, max-age=31536000, immutable`, or `private, max-age=10` for per-user data. */
  cacheControl: string;
  /** A precomputed validator (without quotes); default: the body's SHA-1, base64url. */
  etag?: string;
}

/** Whether an `If-None-Match` header value matches `etag` (quoted; `*` and weak forms too). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((v) => {
    const t = v.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/**
 * A 200 with the body, `ETag` and `Cache-Control`, or a bodiless 304 when the request's
 * `If-None-Match` names the same ETag.
 */
export function cacheableResponse(request: Request, r: CacheableBody): Response {
  const etag = `"${r.etag ?? createHash("sha1").update(r.body).digest("base64url")}"`;
  const headers: Record<string, string> = { ETag: etag, "Cache-Control": r.cacheControl };
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(r.body, { headers: { ...headers, "Content-Type": r.contentType } });
}
