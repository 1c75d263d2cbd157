/** The frame batch under a fake frame clock: one write per frame at most, the first at once, nothing lost. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFrameBatch } from "../../app/features/assistant/model/frame-batch";
import type { FrameClock } from "../../app/features/assistant/model/typer";

function fakeClock() {
  let queued: Array<() => void> = [];
  const clock: FrameClock = {
    now: () => 0,
    request: (fn) => (queued.push(fn), fn),
    cancel: (fn) => void (queued = queued.filter((f) => f !== fn)),
  };
  return {
    clock,
    /** Runs one animation frame. */
    frame() {
      const run = queued;
      queued = [];
      run.forEach((fn) => fn());
    },
  };
}

/** A schedule: writes between frames (or a typer-like request), and frames. */
const stepArb = fc.oneof(fc.constant("write" as const), fc.constant("request" as const), fc.constant("frame" as const));

describe("assistant frame batch", () => {
  it("lets a frame's first write through at once unless the frame already wrote, holds the rest to the next frame (one batch per frame), and loses none", () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const { clock, frame } = fakeClock();
        const batch = createFrameBatch(clock);
        const applied: number[] = [];
        /** Writes applied per frame interval (between two frames, or in a frame's callback). */
        const perInterval: number[] = [0];
        let inFrame = false;
        let n = 0;
        const write = (id: number) => () => {
          applied.push(id);
          perInterval[perInterval.length - 1] += 1;
        };
        let sawWriteSinceFrame = false;
        /** The last frame ran writes: its interval already has its one batch. */
        let frameWrote = false;
        const runFrame = () => {
          // What a frame runs counts with that frame; a new interval begins after it.
          perInterval.push(0);
          inFrame = true;
          const before = applied.length;
          frame();
          frameWrote = applied.length > before;
          inFrame = false;
          perInterval.push(0);
          sawWriteSinceFrame = false;
        };
        for (const step of steps) {
          if (step === "frame") runFrame();
          else {
            const id = (n += 1);
            const before = applied.length;
            if (step === "write") batch.write(write(id));
            else batch.request(write(id));
            // The first write after a frame that wrote nothing goes through at once.
            if (step === "write" && !sawWriteSinceFrame && !frameWrote && !inFrame) expect(applied.length).toBe(before + 1);
            if (step === "request") expect(applied.length).toBe(before);
            if (step === "write") sawWriteSinceFrame = true;
          }
        }
        for (let i = 0; i < 3; i++) runFrame();
        // Nothing lost, each once.
        expect([...applied].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        // From one frame to the next (the frame's own batch and the writes after it) at most one
        // batch goes through: a frame that wrote holds every write until the next frame.
        for (let i = 1; i + 1 < perInterval.length; i += 2) {
          expect(perInterval[i]! > 0 && perInterval[i + 1]! > 0).toBe(false);
          expect(perInterval[i + 1]).toBeLessThanOrEqual(1);
        }
        expect(perInterval[0]).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it("cancel drops what is held", () => {
    const { clock, frame } = fakeClock();
    const batch = createFrameBatch(clock);
    const applied: string[] = [];
    batch.write(() => applied.push("first"));
    batch.write(() => applied.push("held"));
    batch.cancel();
    frame();
    expect(applied).toEqual(["first"]);
  });
});
