/** The live and replay list's pure parts: a broadcast's state, and the offered playback rates. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAYBACK_RATES, liveState, nearestRate } from "~/features/notices/model";

const HOUR = 3_600_000;
/** Epoch ms as the gateway's `yyyy-MM-dd HH:mm:ss` in UTC+8. */
const gw = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace("T", " ");
const second = fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }).map((s) => s * 1000);

describe("replay model", () => {
  it("the model's rates are exactly 0.5, 1, 1.5 and 2 (ANN-19, the player's buttons and the video's rate: e2e/notices-replay.spec.ts)", () => {
    expect([...PLAYBACK_RATES]).toEqual([0.5, 1, 1.5, 2]);
  });

  it("an offered rate maps to itself; any rate maps to an offered one no farther than any other", () => {
    for (const r of PLAYBACK_RATES) expect(nearestRate(r)).toBe(r);
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -10, max: 10 }), (rate) => {
        const got = nearestRate(rate);
        expect(PLAYBACK_RATES).toContain(got);
        for (const r of PLAYBACK_RATES) expect(Math.abs(got - rate)).toBeLessThanOrEqual(Math.abs(r - rate));
      }),
    );
    expect(nearestRate(Number.NaN)).toBe(1);
  });

  it("a broadcast is upcoming before its begin, live until its end, then a replay only when it has one", () => {
    fc.assert(
      fc.property(second, fc.integer({ min: 1, max: 10 * HOUR / 1000 }).map((s) => s * 1000), second, fc.boolean(), (begin, length, now, hasReplay) => {
        const live = { liveBeginTime: gw(begin), liveEndTime: gw(begin + length), hasReplay };
        const expected = now < begin ? "upcoming" : now < begin + length ? "live" : hasReplay ? "replay" : "ended";
        expect(liveState(live, now)).toBe(expected);
      }),
    );
  });

  it("unreadable times never read as live", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), second, fc.boolean(), (b, e, now, hasReplay) => {
        fc.pre(!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/.test(e));
        expect(liveState({ liveBeginTime: b, liveEndTime: e, hasReplay }, now)).not.toBe("live");
      }),
    );
  });
});
