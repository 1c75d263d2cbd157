/**
 * The wire shape of a notice-socket message (seed: "Socket message: msgType, msgTitle, msgInfo,
 * eject. An export message has fileUrl").
 *
 * The spec names the forced-logout, offline and quiet-hours-change notices but gives no wire
 * marker for them. This portal reads them from a string field `noticeKind` (values in
 * {@link NOTICE_KINDS}); the mock sends the same. Replace the field here if the real gateway
 * marks them otherwise.
 *
 * @module features/notices/model/message-schema
 */
import { z } from "zod";

/** Forced-logout notice kinds (SOCK-20). */
export const FORCED_LOGOUT_KINDS = ["passwordChanged", "passwordReminder", "accountDisabled", "subAccountDeleted"] as const;
export type ForcedLogoutKind = (typeof FORCED_LOGOUT_KINDS)[number];

/** Every `noticeKind` value the portal acts on. */
export const NOTICE_KINDS = [...FORCED_LOGOUT_KINDS, "offline", "quietHoursChanged"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const wireInt = z.union([
  z.number().int(),
  z.string().regex(/^-?\d{1,9}$/).transform(Number),
]);
const text = z.union([z.string(), z.number()]).transform(String).nullish().transform((v) => v ?? "");

/** A notice-socket message; unknown fields pass through untouched. */
export const noticeMessageSchema = z
  .object({
    msgType: wireInt,
    msgTitle: text,
    msgInfo: text,
    eject: wireInt.nullish(),
    fileUrl: z.unknown().optional(),
    noticeKind: z.string().nullish(),
  })
  .passthrough();
export type NoticeMessage = z.infer<typeof noticeMessageSchema>;
