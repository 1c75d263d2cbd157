/**
 * The morning peak in an open loop (issue 25, `morning_peak_p95_ms`): 1,000 distinct logged-in
 * sessions (the six demo accounts that land in a shell without a company choice, in turn), each
 * loading its shell document once, arriving at a fixed rate whatever the portal does
 * (bench/lib/open-loop.ts), against one portal instance with the mock gateway out of process.
 * Run at 30, 60 (the budget: a 1,000-seller company in under 20 s) and 90 arrivals a second,
 * each with 1,000 fresh sessions, the portal idle before each run. Measured, never asserted.
 */
import type { BenchContext, Figures } from "./lib/context";
import { login } from "./lib/http";
import { openLoop, summariseOpenLoop, type OpenLoopTarget } from "./lib/open-loop";
import { waitIdle, withCpu } from "./lib/proc";
import { round } from "./lib/stats";
import { PEAK_USERS } from "./ops";

/** Sessions per run, arrival rates (a second) and each request's timeout (ms). */
export const MORNING_PEAK = { sessions: 1000, rates: [30, 60, 90] as const, timeoutMs: 30_000 };
/** Logins in flight at once while the sessions are made (before the run, not measured). */
const LOGIN_CONCURRENCY = 4;
/**
 * ms to wait, after a run, for the portal and the gateway to finish what timed-out requests left
 * queued (a saturated portal keeps rendering documents nobody waits for any more), so the next
 * run and the next step start on idle processes.
 */
const DRAIN_MAX_MS = 180_000;

/** `count` fresh sessions, each with the shell path its login redirected to. */
async function sessions(ctx: BenchContext, count: number): Promise<OpenLoopTarget[]> {
  const out: OpenLoopTarget[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const [name, password] = PEAK_USERS[i % PEAK_USERS.length];
      const s = await login(ctx.portal.baseUrl, name, password);
      out[i] = { path: s.redirect, headers: { cookie: s.cookie, accept: "text/html" } };
    }
  };
  await Promise.all(Array.from({ length: LOGIN_CONCURRENCY }, worker));
  return out;
}

/** `morning_peak_p95_ms` and its errors at 60/s, and the p95 at 30 and 90/s; details per rate. */
export async function morningPeakOpenLoop(ctx: BenchContext): Promise<Figures> {
  const byRate: Record<string, unknown> = {};
  const p95: Record<number, number> = {};
  const errors: Record<number, number> = {};
  const pids = ctx.gateway ? [ctx.portal.pid, ctx.gateway.pid] : [ctx.portal.pid];
  for (const rate of MORNING_PEAK.rates) {
    const targets = await sessions(ctx, MORNING_PEAK.sessions);
    const { result, cpuMs } = await withCpu(pids, async () => {
      const outcomes = await openLoop(ctx.portal.baseUrl, targets, rate, MORNING_PEAK.timeoutMs);
      await waitIdle(pids, DRAIN_MAX_MS);
      return outcomes;
    });
    const s = summariseOpenLoop(result);
    p95[rate] = round(s.p95Ms, 1);
    errors[rate] = s.errors;
    byRate[`${rate}_per_s`] = { ...s, p50Ms: round(s.p50Ms, 1), p95Ms: round(s.p95Ms, 1), maxMs: round(s.maxMs, 1), portal_cpu_ms_per_request: round(cpuMs[0] / s.sent, 2), gateway_cpu_ms_per_request: round((cpuMs[1] ?? NaN) / s.sent, 2) };
  }
  ctx.details.morning_peak_open_loop = { sessions: MORNING_PEAK.sessions, users: PEAK_USERS.map(([n]) => n), timeout_ms: MORNING_PEAK.timeoutMs, ...byRate };
  return {
    morning_peak_p95_ms: p95[60],
    morning_peak_errors: errors[60],
    morning_peak_p95_ms_30: p95[30],
    morning_peak_errors_30: errors[30],
    morning_peak_p95_ms_90: p95[90],
    morning_peak_errors_90: errors[90],
  };
}
