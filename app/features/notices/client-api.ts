/**
 * The browser's calls to the notices resource routes (`/api/notices/*`). Every function
 * resolves; a failure (network, gateway, unexpected answer) resolves to null (or false), and
 * the caller keeps what it shows (NOTIF-07). They go through the route client
 * (~/utils/route-client), so an ended session sends the page to the login page (GW-11).
 * @module features/notices/client-api
 */
import type { NoticeItem } from "~/gateway/notice-schemas";
import { withBase } from "~/utils/base-path";
import { tryRoute, type RouteFields, type RouteReply } from "~/utils/route-client";

/** The bell's data. @see NOTIF-01 @see NOTIF-03 */
export interface BellState {
  noReadCount: number;
  preview: NoticeItem[];
}

/** The `{ok: true, …}` reply of a notices route, null for any failure (the route client's reactions done). */
async function replyOf(path: string, form?: RouteFields): Promise<RouteReply | null> {
  const answer = await tryRoute(path, { form });
  return answer.ok ? answer.value : null;
}

const bellOf = (body: Record<string, unknown> | null): BellState | null =>
  body && typeof body.noReadCount === "number" && Array.isArray(body.preview)
    ? { noReadCount: body.noReadCount, preview: body.preview as NoticeItem[] }
    : null;

/** GET the unread count and the 4-item preview. @see NOTIF-03 */
export async function fetchBell(): Promise<BellState | null> {
  return bellOf(await replyOf("/api/notices/bell"));
}

/**
 * POST mark-all-read. Resolves the reloaded bell when the gateway answered code `'200'`, null
 * otherwise (nothing changes). @see NOTIF-05 @see NOTIF-06 @see NOTIF-07
 */
export async function postMarkAllRead(): Promise<BellState | null> {
  const body = await replyOf("/api/notices/read-all", {});
  return body?.marked === true ? bellOf(body) : null;
}

/** One page of the notification list. */
export interface NoticePageState {
  dataList: NoticeItem[];
  total: number;
  noReadCount: number;
}

/** A filter of the notification list: one classification (msgType) and the read state, null for all. */
export interface NoticeFilter {
  msgType: number | null;
  hasRead: 1 | 2 | null;
}

/** GET one page of the notification list (pageNum from 1), narrowed by `filter`. @see ROUTE-23 */
export async function fetchNoticePage(pageNum: number, pageSize: number, filter?: NoticeFilter): Promise<NoticePageState | null> {
  const q = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize) });
  if (filter?.msgType != null) q.set("msgType", String(filter.msgType));
  if (filter?.hasRead != null) q.set("hasRead", String(filter.hasRead));
  const body = await replyOf(`/api/notices/list?${q.toString()}`);
  if (!body || !Array.isArray(body.dataList)) return null;
  return { dataList: body.dataList as NoticeItem[], total: Number(body.total ?? body.dataList.length) || 0, noReadCount: Number(body.noReadCount ?? 0) || 0 };
}

/** One message classification, with its names in the three languages. */
export interface ClassificationItem {
  messageType: number;
  classificationName: string;
  classificationEnName: string;
  classificationKrName: string;
}

/** GET the message classifications (null when they could not load). @see ROUTE-23 */
export async function fetchClassifications(): Promise<ClassificationItem[] | null> {
  const body = await replyOf("/api/notices/classifications");
  return body && Array.isArray(body.classifications) ? (body.classifications as ClassificationItem[]) : null;
}

/** GET the quiet-hours windows (a fresh load each time: SOCK-19). @see SOCK-12 */
export async function fetchQuietWindows(): Promise<Array<{ messageType: number; beginTime: string; endTime: string }> | null> {
  const body = await replyOf("/api/notices/quiet-hours");
  return body && Array.isArray(body.windows) ? (body.windows as Array<{ messageType: number; beginTime: string; endTime: string }>) : null;
}

/** GET the popup announcements and the ticker of a system. @see ANN-02 @see ANN-09 */
export async function fetchAnnouncements(systemCode: string): Promise<{ popup: unknown[]; ticker: unknown[] } | null> {
  const body = await replyOf(`/api/notices/announcements?systemCode=${encodeURIComponent(systemCode)}`);
  return body && Array.isArray(body.popup) && Array.isArray(body.ticker) ? { popup: body.popup, ticker: body.ticker } : null;
}

/** GET the live broadcasts. @see ANN-12 */
export async function fetchLives(): Promise<unknown[] | null> {
  const body = await replyOf("/api/notices/live");
  return body && Array.isArray(body.lives) ? body.lives : null;
}

/**
 * POST an announcement OPEN/CLOSE log. Never rejects: a failed log is ignored (ANN-11).
 * @see ANN-10 @see ANN-11
 */
export async function logBehavior(log: { behaviorType: "OPEN" | "CLOSE"; behaviorScene: "popup" | "list"; bizId: number; subType?: number | null }): Promise<void> {
  await replyOf("/api/notices/behavior", {
    behaviorType: log.behaviorType,
    behaviorScene: log.behaviorScene,
    bizId: String(log.bizId),
    subType: String(log.subType ?? 0),
  });
}

/** GET one announcement's detail (null when it could not load or does not exist). */
export async function fetchAnnouncement(id: number): Promise<unknown> {
  const body = await replyOf(`/api/notices/announcement?id=${id}`);
  return body?.announcement ?? null;
}


/** One broadcast of the live and replay list (the gateway's fields; no replay URL). @see ANN-19 */
export interface LiveItem {
  liveId?: number | null;
  liveTitle: string;
  liveBeginTime: string;
  liveEndTime: string;
  liveCoverUrl: string;
  hasReplay: boolean;
}

/** GET the live and replay list, newest first (null when it could not load). @see ANN-19 */
export async function fetchLiveList(): Promise<LiveItem[] | null> {
  const body = await replyOf("/api/notices/live-list?pageNum=1&pageSize=50");
  return body && Array.isArray(body.dataList) ? (body.dataList as LiveItem[]) : null;
}

/**
 * GET one broadcast: the item, `"missing"` when the gateway has none, null when it could not
 * load. @see ANN-18 @see ANN-19
 */
export async function fetchLiveDetail(liveId: string): Promise<LiveItem | "missing" | null> {
  const body = await replyOf(`/api/notices/live-detail?liveId=${encodeURIComponent(liveId)}`);
  if (!body) return null;
  return body.live && typeof body.live === "object" ? (body.live as LiveItem) : "missing";
}

/** The same-origin URL of a broadcast's replay video. @see ANN-19 */
export function replayVideoUrl(liveId: string): string {
  return withBase(`/api/notices/replay-video?liveId=${encodeURIComponent(liveId)}`);
}
