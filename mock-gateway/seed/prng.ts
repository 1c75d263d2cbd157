/**
 * A small fixed-seed PRNG (mulberry32) so generated seed data is identical on every run.
 * @module mock-gateway/seed/prng
 */

/** A deterministic random source: `next()` in [0, 1), `int(n)` in [0, n), `pick(list)`. */
export interface Prng {
  next(): number;
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
}

/** Creates a mulberry32 generator from a 32-bit integer seed. */
export function createPrng(seed: number): Prng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] };
}
