/** Small numeric helpers of the bench: percentiles and rounding. */

/**
 * Nearest-rank percentile: the smallest value such that at least `p`% of `values` are ≤ it
 * (p = 0 gives the minimum). `values` need not be sorted and is not modified.
 * @param p percent, 0..100 (clamped)
 * @returns NaN when `values` is empty
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // p × n first, then ÷ 100: (p / 100) × n rounds 30 % of 10 up to rank 4.
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) * sorted.length) / 100);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** `n` rounded to `digits` decimals (NaN stays NaN). */
export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
