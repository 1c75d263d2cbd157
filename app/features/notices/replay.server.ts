/**
 * The live and replay list, one broadcast's details and its replay video, for thin resource
 * routes (ANN-17..ANN-19).
 *
 * The page never sees the gateway's `replayUrl`: a broadcast says only whether it has a replay,
 * and the video is streamed through the portal (`/api/notices/replay-video?liveId=`), so the
 * CSP's `media-src` (the default `'self'`) needs no third-party origin.
 *
 * @module features/notices/replay
 * @see ANN-17 @see ANN-18 @see ANN-19
 */
import { getLiveBroadcastDetail, queryLiveBroadcastPage } from "~/gateway/announcements.server";
import { respondJson, withGateway } from "~/gateway/index.server";
import type { LiveBroadcast } from "~/gateway/notice-schemas";

/** One broadcast as the page sees it: the gateway's fields, `hasReplay` instead of `replayUrl`. */
export type LiveItem = Omit<LiveBroadcast, "replayUrl"> & { hasReplay: boolean };

/** An absolute http(s) URL, or null. */
function httpUrl(raw: string): URL | null {
  try {
    const u = new URL(raw);
    return u.protocol === "http:" || u.protocol === "https:" ? u : null;
  } catch {
    return null;
  }
}

function toItem({ replayUrl, ...live }: LiveBroadcast): LiveItem {
  return { ...live, hasReplay: httpUrl(replayUrl) !== null };
}

/** A liveId of the query: 1..18 digits, or null. */
function liveIdOf(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("liveId") ?? "";
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * GET `?pageNum=1&pageSize=20`: `{ok: true, dataList: LiveItem[], total}`, the broadcasts that
 * have begun, newest first (pageSize 1..50, default 20).
 * @see ANN-19
 */
export function liveListLoader(request: Request): Promise<Response> {
  const q = new URL(request.url).searchParams;
  const pageNum = Math.max(1, Math.min(10_000, Math.trunc(Number(q.get("pageNum"))) || 1));
  const pageSize = Math.max(1, Math.min(50, Math.trunc(Number(q.get("pageSize"))) || 20));
  return respondJson(request, async (client) => {
    const page = await queryLiveBroadcastPage(client, { pageNum, pageSize });
    return { dataList: page.dataList.map(toItem), total: Number(page.total ?? page.dataList.length) || 0 };
  });
}

/**
 * GET `?liveId=6002`: `{ok: true, live: LiveItem | null}`. A missing or malformed liveId
 * answers 400 `{ok: false}` without a gateway call (the page shows 'live data abnormal').
 * @see ANN-17 @see ANN-18
 */
export async function liveDetailLoader(request: Request): Promise<Response> {
  const liveId = liveIdOf(request);
  if (liveId === null) return Response.json({ ok: false as const }, { status: 400 });
  return respondJson(request, async (client) => {
    const live = await getLiveBroadcastDetail(client, liveId);
    return { live: live ? toItem(live) : null };
  });
}

/** Upstream headers passed on to the browser. */
const PASSED_HEADERS = ["content-type", "content-length", "content-range", "accept-ranges"] as const;

/**
 * GET `?liveId=6002`: the broadcast's replay video, streamed from its `replayUrl` with the
 * browser's `Range` header passed on (200, 206 or 416 as upstream answers). 400 for a bad
 * liveId, 404 when there is no replay (or no such broadcast), 502 when the upstream fails or
 * does not answer a `video/*` type. Redirects upstream are not followed. The upstream fetch is
 * aborted when the browser goes away.
 * @throws Response redirect to /login when not logged in (as `withGateway`).
 * @see ANN-19
 */
export async function replayVideoLoader(request: Request): Promise<Response> {
  const liveId = liveIdOf(request);
  if (liveId === null) return new Response(null, { status: 400 });
  let url: URL | null = null;
  try {
    const run = await withGateway(request, (client) => getLiveBroadcastDetail(client, liveId));
    url = run.result ? httpUrl(run.result.replayUrl) : null;
  } catch (err) {
    if (err instanceof Response) throw err;
    return new Response(null, { status: 502 });
  }
  if (!url) return new Response(null, { status: 404 });
  const range = request.headers.get("range");
  let upstream: Response;
  try {
    upstream = await fetch(url, { headers: range ? { Range: range } : {}, redirect: "error", signal: request.signal });
  } catch {
    return new Response(null, { status: 502 });
  }
  const type = upstream.headers.get("content-type") ?? "";
  if (![200, 206, 416].includes(upstream.status) || (upstream.status !== 416 && !/^video\//i.test(type))) {
    await upstream.body?.cancel().catch(() => undefined);
    return new Response(null, { status: 502 });
  }
  const headers = new Headers({ "Cache-Control": "private, max-age=300", "X-Content-Type-Options": "nosniff" });
  for (const h of PASSED_HEADERS) {
    const v = upstream.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
