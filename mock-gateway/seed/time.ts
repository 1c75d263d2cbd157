/**
 * Time helpers of the seed: gateway-style timestamps relative to the mock clock.
 * @module mock-gateway/seed/time
 */

/** One minute, hour and day in ms. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * Formats mock-clock ms as the gateway's `yyyy-MM-dd HH:mm:ss` in UTC+8 (the gateway's zone),
 * so the output does not depend on the machine's time zone.
 */
export function gatewayTime(ms: number): string {
  const d = new Date(ms + 8 * HOUR);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

