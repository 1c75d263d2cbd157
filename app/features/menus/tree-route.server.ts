/**
 * GET `/api/menus/tree?serviceId=&systemCode=`: the full slim menu tree of a system, for the
 * search and the menu overlays of a big tenant whose shell document carries only the first-paint
 * groups. Cacheable per user: `Cache-Control: private, no-cache` with an `ETag` that is the menu
 * version (a hash of the tree); a matching `If-None-Match` answers 304 without a body.
 * @see MENU-01 @see MENU-02
 */
import { createHash } from "node:crypto";
import { getMenuTree, isGatewayFailure, withGateway } from "~/gateway/index.server";
import { menuJson } from "./model";

const SERVICE_ID = /^\d{1,12}$/;
const SYSTEM_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The menu version of a tree's slim JSON: 16 hex digits of its SHA-256. */
export function menuVersion(json: string): string {
  return createHash("sha256").update(json).digest("hex").slice(0, 16);
}

/** The ETag of a menu version (a strong validator). */
export function menuEtag(version: string): string {
  return `"m-${version}"`;
}

/** True when an `If-None-Match` header lists `etag` (or `*`); weak forms match too. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * The loader of `/api/menus/tree`.
 * 400 `{ok: false}` for malformed params (no gateway call); a gateway failure answers
 * `{ok: false, failure}` with its status; 200 is the tree's slim JSON array.
 * @throws Response redirect to /login when not logged in, or after a 401 (GW-11).
 */
export async function menuTreeLoader(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const serviceId = url.searchParams.get("serviceId") ?? "";
  const systemCode = url.searchParams.get("systemCode") ?? "";
  if (!SERVICE_ID.test(serviceId) || !SYSTEM_CODE.test(systemCode)) return Response.json({ ok: false as const }, { status: 400 });
  try {
    const run = await withGateway(request, (client) => getMenuTree(client, { serviceId: Number(serviceId), systemCode }));
    const json = menuJson(run.result.childMenus);
    const etag = menuEtag(menuVersion(json));
    const headers = new Headers(run.headers);
    headers.set("ETag", etag);
    headers.set("Cache-Control", "private, no-cache");
    headers.set("Vary", "Cookie");
    if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(json, { status: 200, headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    const { data, init } = (err ?? {}) as { data?: unknown; init?: ResponseInit | null };
    if (isGatewayFailure(data)) return Response.json({ ok: false as const, failure: data }, { status: init?.status ?? 502, headers: init?.headers });
    throw err;
  }
}
