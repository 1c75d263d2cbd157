/**
 * The live and replay list's pure parts: a broadcast's state at a time, and the replay
 * player's playback rates.
 * @module features/notices/model/replay
 * @see ANN-19
 */
import { parseGatewayTime } from "./broadcast";

/** The playback rates the live and replay player offers, slowest first. @see ANN-19 */
export const PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** Where a broadcast stands: not begun, live now, ended with a replay, ended without one. */
export type LiveState = "upcoming" | "live" | "replay" | "ended";

/**
 * The state of a broadcast at `now` (epoch ms) from its gateway times (UTC+8). Unreadable
 * times read as ended (a replay when there is one): nothing unreadable shows as live.
 */
export function liveState(live: { liveBeginTime: string; liveEndTime: string; hasReplay: boolean }, now: number): LiveState {
  const begin = parseGatewayTime(live.liveBeginTime);
  const end = parseGatewayTime(live.liveEndTime);
  if (Number.isFinite(begin) && now < begin) return "upcoming";
  if (Number.isFinite(begin) && Number.isFinite(end) && now < end) return "live";
  return live.hasReplay ? "replay" : "ended";
}

/** The offered rate nearest to `rate` (1 for a non-finite one), for a rate set elsewhere. */
export function nearestRate(rate: number): PlaybackRate {
  if (!Number.isFinite(rate)) return 1;
  return PLAYBACK_RATES.reduce((best, r) => (Math.abs(r - rate) < Math.abs(best - rate) ? r : best), PLAYBACK_RATES[1] as PlaybackRate);
}
