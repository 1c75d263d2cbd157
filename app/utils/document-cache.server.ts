/**
 * Rendered-document cache for the anonymous pages (issue 10, `login_static_ratio`).
 *
 * The login page is the same document for every visitor with the same URL, language and loader
 * data; only its CSP nonce differs. Rendering it (React, Chakra's style engine, emotion's
 * critical-style extraction) was most of its server cost, so a route may declare
 * `handle: { documentCache: true }` (see {@link isDocumentCacheable}) and its rendered document is
 * then kept and served again with the new request's nonce swapped in.
 *
 * What keeps it safe:
 * - **The key is every input of the render**: the full URL, the language, the status, the loader
 *   data of every matched route (the root's included, so a logged-in visitor's data is part of
 *   it), and the server's calendar day (the copyright year). Two requests share a render only
 *   when they would have rendered the same document. The loaders still run on every request
 *   (session, redirects, Set-Cookie): only the render is skipped.
 * - **Only plain JSON data is keyed.** A promise (deferred data), Map, Set, Error, function or
 *   bigint anywhere in the data, an action's data or a route error makes the request uncacheable
 *   ({@link documentCacheKey} returns null): their JSON would not say what renders.
 * - **Only GET and HEAD**, only a route that opts in.
 * - **Bounded and short-lived**: at most {@link DOCUMENT_CACHE_MAX_CHARS} characters of HTML
 *   (LRU) for {@link DOCUMENT_CACHE_TTL_MS} ms. Per process.
 * - **The nonce**: a cached document remembers the nonce it was rendered with; every occurrence
 *   (script and style tags) is replaced by the new request's (16 random bytes in base64: it never
 *   occurs by chance in the rest of the page).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/** Upper bound of the cached documents, in characters of HTML: 4 Mi (a login document ≈ 20 Ki). */
export const DOCUMENT_CACHE_MAX_CHARS = 4 * 1024 * 1024;
/** How long a rendered document is served again, in ms. */
export const DOCUMENT_CACHE_TTL_MS = 60_000;

/** The route `handle` field by which a route opts in. */
export interface DocumentCacheHandle {
  /** True: the route's document depends only on the URL, the language and the loader data. */
  documentCache?: boolean;
}

/** Everything a document's render depends on. */
export interface RenderInputs {
  method: string;
  /** The request's full URL (path and query). */
  url: string;
  /** The document's language (`zh-CN`, `en-US`, `ko-KR`). */
  language: string;
  /** The response status the render is for. */
  status: number;
  /** Loader data by route id. */
  loaderData: unknown;
  /** The action's data by route id, or null. */
  actionData: unknown;
  /** Route errors by route id, or null. */
  errors: unknown;
  /** The server's calendar day (`Date#toDateString`): a render may print the year. */
  day: string;
}

interface Entry {
  html: string;
  nonce: string;
}

const cache = new LRUCache<string, Entry>({
  maxSize: DOCUMENT_CACHE_MAX_CHARS,
  sizeCalculation: (e) => Math.max(1, e.html.length),
  ttl: DOCUMENT_CACHE_TTL_MS,
});

class NotPlainJson extends Error {}

/** JSON.stringify's replacer that refuses what JSON would misrepresent. */
function plainOnly(_key: string, value: unknown): unknown {
  if (typeof value === "function" || typeof value === "bigint" || typeof value === "symbol") throw new NotPlainJson();
  if (value !== null && typeof value === "object") {
    if (value instanceof Promise || value instanceof Map || value instanceof Set || value instanceof Error || ArrayBuffer.isView(value)) throw new NotPlainJson();
    if (typeof (value as { then?: unknown }).then === "function") throw new NotPlainJson();
  }
  return value;
}

/**
 * The cache key of a render (a SHA-256 hex digest), or null when the request is not cacheable:
 * not GET/HEAD, an action's data or route errors present, or data that is not plain JSON.
 * Equal inputs give equal keys; inputs differing in any field give different keys.
 */
export function documentCacheKey(inputs: RenderInputs): string | null {
  if (inputs.method !== "GET" && inputs.method !== "HEAD") return null;
  if (inputs.actionData != null || inputs.errors != null) return null;
  let data: string;
  try {
    data = JSON.stringify(inputs.loaderData ?? null, plainOnly);
  } catch (err) {
    if (err instanceof NotPlainJson) return null;
    throw err;
  }
  const material = JSON.stringify([inputs.url, inputs.language, inputs.status, inputs.day, data]);
  return createHash("sha256").update(material).digest("hex");
}

/** Whether the matched leaf route opted in (`handle.documentCache === true`). */
export function isDocumentCacheable(leafHandle: unknown): boolean {
  return typeof leafHandle === "object" && leafHandle !== null && (leafHandle as DocumentCacheHandle).documentCache === true;
}

/** Replaces every occurrence of `from` in `html` by `to` (plain text, no pattern). */
function swap(html: string, from: string, to: string): string {
  return from === "" || from === to ? html : html.split(from).join(to);
}

/** The cached document for `key` with `nonce` in place of the one it was rendered with, if any. */
export function cachedDocument(key: string, nonce: string): string | undefined {
  const hit = cache.get(key);
  return hit ? swap(hit.html, hit.nonce, nonce) : undefined;
}

/**
 * Keeps a rendered document. A document rendered without a nonce is not kept (its scripts could
 * not be given the next request's).
 */
export function storeDocument(key: string, html: string, nonce: string): void {
  if (nonce.length < 16 || !html.includes(nonce)) return;
  cache.set(key, { html, nonce });
}

/** Drops every cached document (tests; the mock's control API resets). */
export function clearDocumentCache(): void {
  cache.clear();
}
