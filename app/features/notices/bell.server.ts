/**
 * The notification bell's server side, for thin resource routes: the unread count with a
 * preview of 4 unread (NOTIF-01, NOTIF-03), and mark-all-read (NOTIF-05..NOTIF-07).
 *
 * Answers are JSON `Response`s. A gateway failure answers `{ok: false, failure}` (the UI warns,
 * GW-08) with the failure's status; only a 401 ends the session (a thrown redirect, GW-11).
 *
 * @module features/notices/bell
 */
import { z } from "zod";
import type { GatewayClient } from "~/gateway/index.server";
import { BELL_PREVIEW_SIZE, queryMsgNoticePage, saveAllRead } from "~/gateway/notices.server";
import type { NoticeItem } from "~/gateway/notice-schemas";
import { readForm } from "~/features/security";
import { respondJson } from "~/gateway/index.server";

/** What the bell shows. */
export interface BellData {
  noReadCount: number;
  /** At most {@link BELL_PREVIEW_SIZE} unread notifications, newest as the gateway orders them. */
  preview: NoticeItem[];
}

/** The bell's data: POST queryMsgNoticePage `{pageNum: 1, pageSize: 4, hasRead: 2}`. @see NOTIF-03 */
async function bellData(client: GatewayClient): Promise<BellData> {
  const page = await queryMsgNoticePage(client, { pageNum: 1, pageSize: BELL_PREVIEW_SIZE, hasRead: 2 });
  return { noReadCount: page.noReadCount, preview: page.dataList.slice(0, BELL_PREVIEW_SIZE) };
}

/**
 * GET: `{ok: true, noReadCount, preview}`.
 * @throws Response redirect to /login when not logged in, or after a 401.
 * @see NOTIF-01 @see NOTIF-03
 */
export function bellLoader(request: Request): Promise<Response> {
  return respondJson(request, bellData);
}

/**
 * POST (a form, possibly empty): marks all read. Success only when the gateway's code is the
 * string `'200'`; then the bell is reloaded: `{ok: true, marked: true, noReadCount, preview}`.
 * Otherwise nothing changes: `{ok: true, marked: false}` (NOTIF-07).
 * @throws Response 415 when the body is not a form; a redirect to /login as {@link bellLoader}.
 * @see NOTIF-05 @see NOTIF-06 @see NOTIF-07
 */
export async function markAllReadAction(request: Request): Promise<Response> {
  await readForm(request);
  return respondJson(request, async (client) => {
    if (!(await saveAllRead(client))) return { marked: false as const };
    return { marked: true as const, ...(await bellData(client)) };
  });
}

const listQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  hasRead: z.enum(["1", "2"]).transform(Number).pipe(z.union([z.literal(1), z.literal(2)])).optional(),
  msgType: z.coerce.number().int().min(0).max(9_999).optional(),
});

/**
 * GET `?pageNum=&pageSize=&hasRead=&msgType=`: one page of the notification list,
 * `{ok: true, dataList, noReadCount, total}`. Defaults: page 1 of 10, read and unread, every
 * classification; an invalid query answers 400 `{ok: false}` without a gateway call.
 * @see NOTIF-03 @see ROUTE-23
 */
export function noticeListLoader(request: Request): Promise<Response> {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const query = listQuery.safeParse(params);
  if (!query.success) return Promise.resolve(Response.json({ ok: false as const }, { status: 400 }));
  return respondJson(request, (client) => queryMsgNoticePage(client, query.data));
}
