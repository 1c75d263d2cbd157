import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { percentile, round } from "../../bench/lib/stats";

const samples = fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 200 });
const percent = fc.double({ min: 0, max: 100, noNaN: true });

describe("bench percentile (nearest rank)", () => {
  it("is one of the values, at least p% of the values are ≤ it and fewer than p% are below it", () => {
    fc.assert(
      fc.property(samples, percent, (values, p) => {
        const q = percentile(values, p);
        expect(values).toContain(q);
        const atMost = values.filter((v) => v <= q).length;
        const below = values.filter((v) => v < q).length;
        expect(atMost * 100).toBeGreaterThanOrEqual(p * values.length);
        if (p > 0) expect(below * 100).toBeLessThan(p * values.length);
      }),
    );
  });

  it("grows with p, gives the minimum at 0 and the maximum at 100, and ignores the order", () => {
    fc.assert(
      fc.property(samples, percent, percent, (values, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(percentile(values, lo)).toBeLessThanOrEqual(percentile(values, hi));
        expect(percentile(values, 0)).toBe(Math.min(...values));
        expect(percentile(values, 100)).toBe(Math.max(...values));
        expect(percentile([...values].reverse(), a)).toBe(percentile(values, a));
      }),
    );
  });

  it("leaves its input alone and is NaN for no values", () => {
    const values = [3, 1, 2];
    expect(percentile(values, 50)).toBe(2);
    expect(values).toEqual([3, 1, 2]);
    expect(percentile([], 95)).toBeNaN();
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 30)).toBe(3);
  });

  it("rounds to the given decimals", () => {
    expect(round(902.6612, 2)).toBe(902.66);
    expect(round(0.0149, 3)).toBe(0.015);
    expect(round(NaN, 1)).toBeNaN();
  });
});
