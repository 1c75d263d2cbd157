/**
 * The pure decoder of notice-socket messages: one raw frame in, one action out. It never
 * throws: a frame that is not JSON, a ping, or a message that fails the schema gives `drop`.
 *
 * | message | action |
 * |---|---|
 * | noticeKind forced logout (any msgType) | `forced-logout`, 3 000 ms countdown, never silenced (SOCK-20, SOCK-22) |
 * | noticeKind `offline` | `offline` (SOCK-23) |
 * | noticeKind `quietHoursChanged` | `reload-quiet-hours` (SOCK-19) |
 * | msgType 3 | `notice`: stored, countdown, popup only when eject is 1 (SOCK-07..09) |
 * | msgType 7 | `guide` (SOCK-10) |
 * | msgType 8 | `export`: shown 1 500 ms after arrival for 3 000 ms, link filtered (EXPORT-19, EXPORT-20) |
 * | any other | `toast`, `silenced` under its type's quiet hours (SOCK-11, SOCK-13, SOCK-18) |
 *
 * @module features/notices/model/classify
 */
import { followableLink } from "~/utils/download-link";
import { FORCED_LOGOUT_KINDS, noticeMessageSchema, type ForcedLogoutKind, type NoticeMessage } from "./message-schema";
import { isQuiet, localClock, type QuietWindow } from "./quiet-hours";

/** Countdown of a forced-logout dialog, ms. @see SOCK-20 */
export const FORCED_LOGOUT_COUNTDOWN_MS = 3_000;
/** Default countdown of a msgType 3 popup, ms (LAYOUT-36's 6 s). @see SOCK-09 */
export const NOTICE_COUNTDOWN_MS = 6_000;
/** Delay of the export notification after arrival, ms. @see EXPORT-19 */
export const EXPORT_DELAY_MS = 1_500;
/** How long the export notification stays, ms. @see EXPORT-19 */
export const EXPORT_DURATION_MS = 3_000;

/** What the shell does with one socket frame. */
export type NoticeAction =
  | { kind: "drop" }
  | { kind: "notice"; message: NoticeMessage; popup: boolean; countdownMs: number }
  | { kind: "guide"; message: NoticeMessage }
  | { kind: "export"; title: string; info: string; link: string | null; delayMs: number; durationMs: number }
  | { kind: "forced-logout"; reason: ForcedLogoutKind; title: string; info: string; countdownMs: number }
  | { kind: "offline"; title: string; info: string }
  | { kind: "reload-quiet-hours"; message: NoticeMessage }
  | { kind: "toast"; message: NoticeMessage; silenced: boolean };

const PINGS = new Set(["ping", "pong", "heartbeat"]);

function parseFrame(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  if (PINGS.has(raw.trim().toLowerCase())) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const isForced = (kind: unknown): kind is ForcedLogoutKind =>
  typeof kind === "string" && (FORCED_LOGOUT_KINDS as readonly string[]).includes(kind);

/**
 * Decodes one frame.
 * @param raw the frame text, or an already parsed value.
 * @param now the arrival time; quiet hours compare its local clock (`HH:mm:ss`).
 * @param quietWindows the current quiet-hours windows per message type.
 * @returns the action; `drop` for anything malformed. Never throws.
 * @see SOCK-05 @see SOCK-06 @see SOCK-07 @see SOCK-08 @see SOCK-10 @see SOCK-11 @see SOCK-20 @see SOCK-22
 */
export function classifyMessage(raw: unknown, now: Date, quietWindows: readonly QuietWindow[]): NoticeAction {
  const parsed = noticeMessageSchema.safeParse(parseFrame(raw));
  if (!parsed.success) return { kind: "drop" };
  const m = parsed.data;
  const { msgTitle: title, msgInfo: info } = m;
  if (isForced(m.noticeKind)) {
    return { kind: "forced-logout", reason: m.noticeKind, title, info, countdownMs: FORCED_LOGOUT_COUNTDOWN_MS };
  }
  if (m.noticeKind === "offline") return { kind: "offline", title, info };
  if (m.noticeKind === "quietHoursChanged") return { kind: "reload-quiet-hours", message: m };
  switch (m.msgType) {
    case 3:
      return { kind: "notice", message: m, popup: m.eject === 1, countdownMs: NOTICE_COUNTDOWN_MS };
    case 7:
      return { kind: "guide", message: m };
    case 8:
      return { kind: "export", title, info, link: followableLink(m.fileUrl), delayMs: EXPORT_DELAY_MS, durationMs: EXPORT_DURATION_MS };
    default: {
      const time = Number.isNaN(now.getTime()) ? "" : localClock(now);
      return { kind: "toast", message: m, silenced: isQuiet(m.msgType, time, quietWindows) };
    }
  }
}
