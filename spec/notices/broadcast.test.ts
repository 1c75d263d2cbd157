import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { broadcastVisible, nextBroadcastChange, nextLocalMidnight, parseGatewayTime } from "~/features/notices/model";

const DAY = 86_400_000;
const time = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 });
const tz = fc.integer({ min: -720, max: 840 });

describe("live broadcast notice", () => {
  it("the next local midnight is after the time, within a day, at 00:00 local", () => {
    fc.assert(fc.property(time, tz, (t, off) => {
      const m = nextLocalMidnight(t, off);
      expect(m).toBeGreaterThan(t);
      expect(m - t).toBeLessThanOrEqual(DAY);
      expect((m + off * 60_000) % DAY).toBe(0);
    }));
  });

  it("without a dismissal it shows exactly while the end time is in the future", () => {
    fc.assert(fc.property(time, time, tz, (now, end, off) => {
      expect(broadcastVisible({ now, endTime: end, dismissedAt: null, tzOffsetMinutes: off })).toBe(now < end);
    }));
    expect(broadcastVisible({ now: 1, endTime: null, dismissedAt: null, tzOffsetMinutes: 0 })).toBe(false);
    expect(broadcastVisible({ now: 1, endTime: NaN, dismissedAt: null, tzOffsetMinutes: 0 })).toBe(false);
  });

  it("hidden from the dismissal to the next local midnight, then shown again while not ended", () => {
    fc.assert(fc.property(time, fc.nat(3 * DAY), fc.nat(3 * DAY), tz, (dismissedAt, later, endAfter, off) => {
      const now = dismissedAt + later;
      const endTime = dismissedAt + endAfter;
      const expected = now < endTime && now >= nextLocalMidnight(dismissedAt, off);
      expect(broadcastVisible({ now, endTime, dismissedAt, tzOffsetMinutes: off })).toBe(expected);
    }));
  });

  it("visibility does not change before the next change time", () => {
    fc.assert(fc.property(time, fc.nat(2 * DAY), fc.option(fc.nat(DAY)), tz, fc.double({ min: 0, max: 1, noNaN: true }),
      (now, endIn, dismissedAgo, off, frac) => {
        const c = { now, endTime: now + endIn, dismissedAt: dismissedAgo === null ? null : now - dismissedAgo, tzOffsetMinutes: off };
        const change = nextBroadcastChange(c);
        if (change === null) return;
        const mid = now + Math.floor((change - now) * frac);
        if (mid < change) expect(broadcastVisible({ ...c, now: mid })).toBe(broadcastVisible(c));
      }));
  });

  it("gateway times are read as UTC+8", () => {
    expect(parseGatewayTime("2026-03-01 08:00:00")).toBe(Date.UTC(2026, 2, 1, 0, 0, 0));
    for (const bad of ["2026-02-30 00:00:00", "yesterday", null, "2026-03-01"]) expect(parseGatewayTime(bad)).toBeNaN();
  });
});
