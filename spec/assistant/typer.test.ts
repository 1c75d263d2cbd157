/** The typing effect under a fake frame clock: its pace, and no wait before a burst's first character. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTyper, type FrameClock } from "../../app/features/assistant/model/typer";

/** The spec's pace (AI-50), written here rather than read from the code under test. */
const MS_PER_CHAR = 20;

/** A clock whose frames run only when the test says so. */
function fakeClock() {
  let now = 0;
  let queued: Array<() => void> = [];
  const clock: FrameClock = {
    now: () => now,
    request: (fn) => (queued.push(fn), fn),
    cancel: (fn) => void (queued = queued.filter((f) => f !== fn)),
  };
  return {
    clock,
    advance: (ms: number) => void (now += ms),
    /** Runs the frames queued so far (one animation frame). */
    frame() {
      const run = queued;
      queued = [];
      run.forEach((fn) => fn());
    },
    get now() {
      return now;
    },
  };
}

/** One step of a schedule: text arrives, or time passes and a frame runs. */
const stepArb = fc.oneof(
  fc.record({ push: fc.string({ minLength: 1, maxLength: 12 }) }),
  fc.record({ wait: fc.integer({ min: 1, max: 120 }) }),
);

describe("assistant typing effect", () => {
  it("[AI-50] the first character of a burst shows at the next frame; then never more than one per 20 ms, never more than arrived, never going back, and all of it in the end", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { minLength: 1, maxLength: 40 }), (steps) => {
        const c = fakeClock();
        const shows: Array<{ at: number; length: number }> = [];
        let done = false;
        const typer = createTyper((text) => shows.push({ at: c.now, length: [...text].length }), () => void (done = true), c.clock);
        let arrived = 0;
        let firstPushAt: number | null = null;
        for (const step of steps) {
          if ("push" in step) {
            const caughtUp = (shows.at(-1)?.length ?? 0) === arrived;
            const lastShownAt = shows.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
            typer.push(step.push);
            arrived += [...step.push].length;
            firstPushAt ??= c.now;
            // A burst on a caught-up typer whose last character is at least 20 ms old shows at the next frame.
            if (caughtUp && c.now - lastShownAt >= MS_PER_CHAR) {
              const before = shows.length;
              c.frame();
              expect(shows.length).toBe(before + 1);
              expect(shows.at(-1)!.at).toBe(c.now);
            }
          } else {
            c.advance(step.wait);
            c.frame();
          }
        }
        for (let i = 1; i < shows.length; i += 1) {
          expect(shows[i]!.length).toBeGreaterThan(shows[i - 1]!.length);
          expect(shows[i]!.length).toBeLessThanOrEqual(arrived);
        }
        // The pace: n characters need at least (n - 1) × 20 ms after the first push.
        for (const s of shows) expect((s.length - 1) * MS_PER_CHAR).toBeLessThanOrEqual(s.at - firstPushAt!);
        typer.end();
        for (let i = 0; i < arrived + 2 && !done; i += 1) {
          c.advance(MS_PER_CHAR);
          c.frame();
        }
        expect(done).toBe(true);
        expect(shows.at(-1)?.length ?? 0).toBe(arrived);
      }),
      { numRuns: 500 },
    );
  });

  it("[AI-50] with a frame every millisecond, a new character shows exactly every 20 ms: not at 19, at 20", () => {
    const c = fakeClock();
    const shown: Array<[number, string]> = [];
    const typer = createTyper((text) => shown.push([c.now, text]), () => {}, c.clock);
    typer.push("一二三四五");
    c.frame();
    expect(shown).toEqual([[0, "一"]]);
    for (let ms = 1; ms <= 80; ms += 1) {
      c.advance(1);
      c.frame();
    }
    expect(shown).toEqual([[0, "一"], [20, "一二"], [40, "一二三"], [60, "一二三四"], [80, "一二三四五"]]);
  });

  it("cancel stops at once and keeps the text shown so far", () => {
    const c = fakeClock();
    const typer = createTyper(() => {}, () => {}, c.clock);
    typer.push("你好世界");
    c.frame();
    c.advance(MS_PER_CHAR);
    c.frame();
    expect(typer.cancel()).toBe("你好");
    c.advance(1000);
    c.frame();
    expect(typer.cancel()).toBe("你好");
  });

  it("a text of 2 million characters arriving at once is taken whole (no stack overflow) and flushed at once", () => {
    const c = fakeClock();
    const typer = createTyper(() => {}, () => {}, c.clock);
    const big = "字".repeat(2_000_000);
    expect(() => typer.push(big)).not.toThrow();
    expect(typer.flush()).toBe(big);
  });
});
