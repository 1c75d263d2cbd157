/** The cold loads' CPU slowdown from the host's benchmark index (issue 25): Lighthouse's recommendation. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cpuSlowdownFor } from "../../bench/lib/cpu-index";

const index = fc.double({ min: 0, max: 10_000, noNaN: true });

describe("CPU slowdown for a benchmark index", () => {
  it("is Lighthouse calculator's figures at its anchors: 1× at 150, 2× at 800, 3× at 1,300, 4× at 1,533, 6× at 1,999", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 10);
    expect(cpuSlowdownFor(1999)).toBeCloseTo(6, 10);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 10);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 10);
  });

  it("never goes below 1× (a host slower than the target device is not sped up)", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
    fc.assert(
      fc.property(index, (i) => {
        expect(cpuSlowdownFor(i)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it("grows with the index and has no jump at the joins", () => {
    fc.assert(
      fc.property(index, index, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(cpuSlowdownFor(lo)).toBeLessThanOrEqual(cpuSlowdownFor(hi));
      }),
    );
    for (const join of [800, 1300]) expect(cpuSlowdownFor(join - 1e-9)).toBeCloseTo(cpuSlowdownFor(join), 6);
  });

  it("is NaN for an index that is not a number", () => {
    expect(cpuSlowdownFor(NaN)).toBeNaN();
    expect(cpuSlowdownFor(Infinity)).toBeNaN();
  });
});
