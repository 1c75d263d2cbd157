/**
 * The throttled CPU of the cold-load runs as one target device on any host (issue 25).
 *
 * A fixed 4× slowdown is a different device on each host (the same build gave `shell_tbt_ms`
 * 64 and 81 on one VM and 361 on a slower one). Lighthouse instead measures the host's speed
 * with its *benchmark index* (`computeBenchmarkIndex` in Lighthouse's page functions, also in
 * DevTools' CPU calibration): half a second building a 10,000-character string over and over
 * (the garbage collector's share), half a second copying a 100,000-integer array back and forth
 * (no garbage), each counted as iterations per second ÷ 10, and the two averaged. Lighthouse's
 * CPU throttling calculator (patrickhulce/lighthouse-cpu-throttling-calculator, by a
 * Lighthouse maintainer) then recommends the slowdown that makes that host run like
 * Lighthouse's reference mobile device — piecewise linear in the index: 1× at 150, 2× at 800,
 * 3× at 1,300, then one more per 233 (4× at ≈ 1,533, 6× at 2,000). The bench measures the index
 * in its own Chromium at 1× and throttles by that recommendation.
 */
import type { Page } from "@playwright/test";

/**
 * Lighthouse's recommended CPU slowdown for a host of benchmark index `index` (see the module
 * doc), never below 1 (a host slower than the reference device cannot be slowed to it).
 * @returns NaN when `index` is not finite
 */
export function cpuSlowdownFor(index: number): number {
  if (!Number.isFinite(index)) return NaN;
  let slowdown: number;
  if (index >= 1300) slowdown = 3 + (index - 1300) / 233;
  else if (index >= 800) slowdown = 2 + (index - 800) / 500;
  else slowdown = 1 + (index - 150) / 650;
  return Math.max(1, slowdown);
}

/**
 * The benchmark index as Lighthouse computes it, as a function's source to evaluate in the page
 * (a string, so the bundler's helpers never reach the page). Takes ≈ 1 s.
 */
const BENCHMARK_INDEX_SCRIPT = `(() => {
  const WINDOW_MS = 500;
  const perSecond = (iterations, started) => Math.round(iterations / 10 / ((Date.now() - started) / 1000));
  // Garbage-heavy half: a 10,000-character string built again and again.
  let started = Date.now();
  let iterations = 0;
  while (Date.now() - started < WINDOW_MS) {
    let text = "";
    for (let c = 0; c < 10000; c++) text += "a";
    if (text.length === 1) throw new Error("unreachable: keeps the loop from being optimised away");
    iterations++;
  }
  const withGc = perSecond(iterations, started);
  // Garbage-free half: 100,000 integers copied between two arrays; the clock read every 10th pass.
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  started = Date.now();
  iterations = 0;
  while (iterations % 10 !== 0 || Date.now() - started < WINDOW_MS) {
    const from = iterations % 2 === 0 ? a : b;
    const to = iterations % 2 === 0 ? b : a;
    for (let i = 0; i < from.length; i++) to[i] = from[i];
    iterations++;
  }
  const withoutGc = perSecond(iterations, started);
  return (withGc + withoutGc) / 2;
})()`;

/** The host's benchmark index and the slowdown the cold loads use. */
export interface CpuCalibration {
  /** Median of the runs. */
  benchmarkIndex: number;
  runs: number[];
  /** {@link cpuSlowdownFor} the median, rounded to 2 decimals. */
  cpuSlowdown: number;
}

/**
 * Measures the benchmark index `runs` times (default 3, ≈ 1 s each) in `page` at 1× CPU and
 * returns the median with its slowdown.
 */
export async function calibrateCpu(page: Page, runs = 3): Promise<CpuCalibration> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push((await page.evaluate(BENCHMARK_INDEX_SCRIPT)) as number);
  const sorted = [...values].sort((x, y) => x - y);
  const benchmarkIndex = sorted[Math.floor(sorted.length / 2)];
  return { benchmarkIndex, runs: values, cpuSlowdown: Math.round(cpuSlowdownFor(benchmarkIndex) * 100) / 100 };
}
