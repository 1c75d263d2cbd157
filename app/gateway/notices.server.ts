/**
 * Notification-bell and quiet-hours calls. Each function takes a {@link GatewayClient} and
 * rejects with a `GatewayError` as `client.call` does.
 *
 * @module gateway/notices
 * @see NOTIF-03 @see NOTIF-05 @see NOTIF-06 @see SOCK-12
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { isGatewayError } from "./errors";
import { classificationListSchema, muteTimeListSchema, noticePageSchema, type Classification, type NoticePage } from "./notice-schemas";
import { NOTICE_PATHS } from "./paths";
import { SUCCESS_CODES } from "./schemas";

/** Page size of the bell's preview. @see NOTIF-03 */
export const BELL_PREVIEW_SIZE = 4;

/**
 * Query of {@link queryMsgNoticePage}: hasRead 1 read, 2 unread, absent all; msgType one
 * classification's messageType, absent all (the list page's filter; expected, not specified:
 * the field is the notifications' own `msgType`).
 */
export interface NoticePageQuery {
  pageNum: number;
  pageSize: number;
  hasRead?: 1 | 2;
  msgType?: number;
}

/**
 * One page of notifications with the unread count: POST `/sso/msgNotice/queryMsgNoticePage`
 * `{pageNum, pageSize, hasRead?, msgType?}`. The bell preview is `{pageNum: 1, pageSize: 4, hasRead: 2}`.
 * @throws {GatewayError}
 * @see NOTIF-01 @see NOTIF-03
 */
export function queryMsgNoticePage(client: GatewayClient, query: NoticePageQuery): Promise<NoticePage> {
  return client.call(NOTICE_PATHS.queryMsgNoticePage, { ...query }, noticePageSchema);
}

/**
 * Marks every notification read: POST `/sso/msgNotice/saveAllRead` `{}`.
 * @returns true only when the reply code is the string `'200'`; false for the other GW-07
 *   success codes (numeric 200, `'0'`), which NOTIF-06 does not count.
 * @throws {GatewayError} for any other failure (GW-08).
 * @see NOTIF-05 @see NOTIF-06
 */
export async function saveAllRead(client: GatewayClient): Promise<boolean> {
  try {
    await client.call(NOTICE_PATHS.saveAllRead, {}, z.unknown(), { exactCode: "200" });
    return true;
  } catch (err) {
    if (isGatewayError(err) && err.kind === "code" && err.code !== undefined && SUCCESS_CODES.includes(err.code)) return false;
    throw err;
  }
}

/**
 * The active message classifications: POST `/sso/messageManagement/queryClassification`
 * `{paging: false, messageStatus: 1}`.
 * @throws {GatewayError}
 * @see SOCK-12
 */
export function queryClassification(client: GatewayClient): Promise<Classification[]> {
  return client.call(NOTICE_PATHS.queryClassification, { paging: false, messageStatus: 1 }, classificationListSchema);
}

/**
 * The quiet-hours windows per message type: POST `/sso/msgNotice/getNoticeMuteTime` `{}`,
 * answering `[{messageType, beginTime, endTime}]`.
 * @throws {GatewayError}
 * @see SOCK-12
 */
export function getNoticeMuteTime(client: GatewayClient): Promise<Array<{ messageType: number; beginTime: string; endTime: string }>> {
  return client.call(NOTICE_PATHS.getNoticeMuteTime, {}, muteTimeListSchema);
}
