/**
 * Wire schemas of the notification, quiet-hours, announcement and live-broadcast calls. Field
 * names are the gateway's own (seed "Notification list", "Live broadcast"; FIXTURE
 * announcements). Permissive about extra fields, strict about the ones the portal reads.
 *
 * @module gateway/notice-schemas
 */
import { z } from "zod";
import { numeric } from "./wire";

const text = z.string().nullish().transform((v) => v ?? "");
/** A list on the wire: `null` reads as empty. */
const listOf = <T extends z.ZodTypeAny>(item: T) => z.preprocess((v) => (v == null ? [] : v), z.array(item));

/** One notification of the bell and the list. @see NOTIF-03 */
export const noticeItemSchema = z
  .object({ id: numeric, msgType: numeric, msgTitle: text, msgInfo: text, sendTime: text, createTime: text, hasRead: numeric.nullish() })
  .passthrough();
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** `data` of queryMsgNoticePage: a page and the unread count. @see NOTIF-01 @see NOTIF-03 */
export const noticePageSchema = z
  .object({ dataList: listOf(noticeItemSchema), noReadCount: numeric.nullish().transform((v) => v ?? 0), total: numeric.nullish() })
  .passthrough();
export type NoticePage = z.infer<typeof noticePageSchema>;

/** One quiet-hours window of getNoticeMuteTime. @see SOCK-12 */
export const muteTimeSchema = z
  .object({ messageType: numeric, beginTime: text, endTime: text })
  .passthrough();
export const muteTimeListSchema = listOf(muteTimeSchema);

/** One message classification of queryClassification. @see SOCK-12 */
export const classificationSchema = z
  .object({
    messageType: numeric,
    classificationName: text,
    classificationEnName: text,
    classificationKrName: text,
    beginTime: text,
    endTime: text,
  })
  .passthrough();
export type Classification = z.infer<typeof classificationSchema>;
/** queryClassification answers a list, or a page `{dataList}` on some gateways. */
export const classificationListSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? (v as { dataList?: unknown }).dataList : v),
  listOf(classificationSchema),
);

/** One announcement attachment. @see ANN-08 */
const enclosureSchema = z.object({ enclosureFileName: text, enclosureFileUrl: text }).passthrough();

/** One announcement (popup, list, detail). @see ANN-02 @see ANN-04 @see ANN-05 */
export const announcementSchema = z
  .object({
    announcementId: numeric,
    announcementType: numeric,
    subType: numeric.nullish(),
    announcementTitle: text,
    announcementContent: text,
    enclosureList: listOf(enclosureSchema).optional().transform((v) => v ?? []),
  })
  .passthrough();
export type Announcement = z.infer<typeof announcementSchema>;
/** A list of announcements, or one (some calls answer a single object). */
export const announcementListSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? [v] : v),
  listOf(announcementSchema),
);

/** One ticker item of getAnnouncementNotice. @see ANN-09 */
export const tickerItemSchema = z.object({ announcementId: numeric, announcementTitle: text }).passthrough();
export const tickerListSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? (v as { dataList?: unknown }).dataList : v),
  listOf(tickerItemSchema),
);

/** One live broadcast. @see ANN-12 */
export const liveBroadcastSchema = z
  .object({ liveId: numeric.nullish(), liveTitle: text, liveBeginTime: text, liveEndTime: text, liveCoverUrl: text, replayUrl: text })
  .passthrough();
export type LiveBroadcast = z.infer<typeof liveBroadcastSchema>;
/** getLivingBroadcast answers a list, one object or null. */
export const liveBroadcastListSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? [v] : v),
  listOf(liveBroadcastSchema),
);

/** `data` of queryLiveBroadcastPage: a page of broadcasts, live and ended. @see ANN-19 */
export const livePageSchema = z
  .object({ dataList: listOf(liveBroadcastSchema), total: numeric.nullish() })
  .passthrough();
export type LivePage = z.infer<typeof livePageSchema>;
