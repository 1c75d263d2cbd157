/**
 * Quiet hours (do-not-disturb windows) per message type: pure rules.
 *
 * A window is `beginTime`–`endTime`, both `HH:mm:ss` strings compared as strings (SOCK-15),
 * both ends included (SOCK-13). When begin is after end the window spans midnight (SOCK-14,
 * SOCK-16). When begin equals end nothing is suppressed (SOCK-17: an empty window is safer
 * than silencing a type all day). A window with a time that is not `HH:mm:ss` suppresses
 * nothing.
 *
 * @module features/notices/model/quiet-hours
 * @see SOCK-13 @see SOCK-14 @see SOCK-15 @see SOCK-16 @see SOCK-17
 */

/** One type's quiet-hours window, as `getNoticeMuteTime` / `queryClassification` give it. */
export interface QuietWindow {
  /** The message type (a socket msgType) the window applies to. */
  messageType: number;
  /** `HH:mm:ss`, inclusive. */
  beginTime: string;
  /** `HH:mm:ss`, inclusive. */
  endTime: string;
}

const HMS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** True for a 24-hour `HH:mm:ss` string (00:00:00 … 23:59:59). @see SOCK-15 */
export function isHms(value: unknown): value is string {
  return typeof value === "string" && HMS.test(value);
}

/** isNextDay: true exactly when beginTime is later than endTime. @see SOCK-16 */
export function isNextDay(beginTime: string, endTime: string): boolean {
  return beginTime > endTime;
}

/**
 * True when the clock time `time` (`HH:mm:ss`) lies inside the window.
 * @see SOCK-13 @see SOCK-14 @see SOCK-17
 */
export function inQuietWindow(time: string, window: Pick<QuietWindow, "beginTime" | "endTime">): boolean {
  const { beginTime: b, endTime: e } = window;
  if (!isHms(time) || !isHms(b) || !isHms(e) || b === e) return false;
  return isNextDay(b, e) ? time >= b || time <= e : time >= b && time <= e;
}

/** True when any window of `messageType` holds `time`. @see SOCK-13 */
export function isQuiet(messageType: number, time: string, windows: readonly QuietWindow[]): boolean {
  return windows.some((w) => w.messageType === messageType && inQuietWindow(time, w));
}

/**
 * The windows in force: each `getNoticeMuteTime` window, plus the window of every active
 * classification whose type has no mute time (the mute time takes precedence). Rows with an
 * empty begin or end (a type without quiet hours) are left out.
 * @see SOCK-12
 */
export function mergeQuietWindows(classifications: readonly QuietWindow[], muteTimes: readonly QuietWindow[]): QuietWindow[] {
  const pick = ({ messageType, beginTime, endTime }: QuietWindow): QuietWindow => ({ messageType, beginTime, endTime });
  const muted = new Set(muteTimes.map((w) => w.messageType));
  return [...muteTimes, ...classifications.filter((c) => !muted.has(c.messageType))]
    .filter((w) => w.beginTime !== "" && w.endTime !== "")
    .map(pick);
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** The local wall-clock time of `date` as `HH:mm:ss` (the browser's time zone). */
export function localClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
