/**
 * Live-broadcast notice visibility as a pure function of time (ANN-13..ANN-15).
 *
 * All times are epoch ms. `tzOffsetMinutes` is the local zone's offset EAST of UTC in minutes
 * (UTC+8 → 480; note `Date#getTimezoneOffset()` is the negation of this).
 *
 * @module features/notices/model/broadcast
 * @see ANN-13 @see ANN-14 @see ANN-15
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The gateway's zone offset, minutes east of UTC (its times are UTC+8). */
export const GATEWAY_TZ_OFFSET_MINUTES = 480;

/** The first local midnight strictly after `ms`. */
export function nextLocalMidnight(ms: number, tzOffsetMinutes: number): number {
  const off = tzOffsetMinutes * MINUTE_MS;
  return Math.floor((ms + off) / DAY_MS) * DAY_MS + DAY_MS - off;
}

/** Inputs of {@link broadcastVisible}. */
export interface BroadcastClock {
  now: number;
  /** The broadcast's liveEndTime; null or NaN when there is none or it cannot be read. */
  endTime: number | null;
  /** When the user hid the notice, or null. */
  dismissedAt: number | null;
  tzOffsetMinutes: number;
}

/**
 * True while the notice shows: the end time is in the future (ANN-13, ANN-14) and it was not
 * hidden since the last local midnight (ANN-15).
 */
export function broadcastVisible(c: BroadcastClock): boolean {
  if (c.endTime === null || !Number.isFinite(c.endTime) || c.now >= c.endTime) return false;
  return c.dismissedAt === null || c.now >= nextLocalMidnight(c.dismissedAt, c.tzOffsetMinutes);
}

/**
 * The next time (ms) at which {@link broadcastVisible} may change, or null when it never will
 * (already ended): the end time, or the midnight that ends a dismissal, whichever is first.
 */
export function nextBroadcastChange(c: BroadcastClock): number | null {
  if (c.endTime === null || !Number.isFinite(c.endTime) || c.now >= c.endTime) return null;
  const wake = c.dismissedAt === null ? Infinity : nextLocalMidnight(c.dismissedAt, c.tzOffsetMinutes);
  return wake > c.now && wake < c.endTime ? wake : c.endTime;
}

/**
 * Reads a gateway time `yyyy-MM-dd HH:mm:ss` (UTC+8) as epoch ms; NaN when it is not one.
 */
export function parseGatewayTime(value: unknown): number {
  const m = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value) : null;
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - GATEWAY_TZ_OFFSET_MINUTES * MINUTE_MS;
  const back = new Date(ms + GATEWAY_TZ_OFFSET_MINUTES * MINUTE_MS);
  return back.getUTCDate() === d && back.getUTCMonth() === mo - 1 ? ms : NaN;
}
