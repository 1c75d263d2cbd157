/**
 * Open-loop load (issue 25, the morning peak): requests leave at fixed arrival times whatever
 * the server does, as sellers arrive at their desks — unlike a closed loop (autocannon), where
 * a slow answer holds the next request back and the wait hides in the client. Each request is
 * a seller's own browser: its own connection (no keep-alive) and its own session cookie. A
 * request's latency runs from its scheduled departure (not from when the client got to send
 * it) to the answer's last byte, so a late client never makes the server look faster.
 */
import { request } from "node:http";
import { percentile } from "./stats";

/**
 * Departure times of `count` requests arriving at `perSecond` a second, in ms from the start:
 * 0, 1000/perSecond, 2·1000/perSecond, … (evenly spaced).
 * @throws RangeError when `count` is not a non-negative integer or `perSecond` is not positive and finite
 */
export function arrivalOffsetsMs(count: number, perSecond: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  if (!(Number.isFinite(perSecond) && perSecond > 0)) throw new RangeError(`perSecond must be positive, got ${perSecond}`);
  return Array.from({ length: count }, (_, i) => (i * 1000) / perSecond);
}

/** One request's outcome: ms from its scheduled departure to its last byte, and how it ended. */
export interface Outcome {
  ms: number;
  /** HTTP status, or 0 when there was no answer (connection error, timeout). */
  status: number;
}

/** An open-loop run's figures. */
export interface OpenLoopSummary {
  sent: number;
  /** 2xx answers. */
  ok: number;
  /** Everything else: non-2xx answers, errors and timeouts. */
  errors: number;
  /** Latency percentiles (ms) and maximum over the 2xx answers; NaN when there were none. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Answers by status (`"0"`: no answer). */
  statuses: Record<string, number>;
}

/** Sums up outcomes: latencies of the 2xx answers only, every other outcome an error. */
export function summariseOpenLoop(outcomes: readonly Outcome[]): OpenLoopSummary {
  const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300).map((o) => o.ms);
  const statuses: Record<string, number> = {};
  for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  return {
    sent: outcomes.length,
    ok: ok.length,
    errors: outcomes.length - ok.length,
    p50Ms: percentile(ok, 50),
    p95Ms: percentile(ok, 95),
    maxMs: ok.length ? Math.max(...ok) : NaN,
    statuses,
  };
}

/** One request of an open-loop run. */
export interface OpenLoopTarget {
  path: string;
  headers: Record<string, string>;
}

/**
 * Sends `targets[i]` to `baseUrl` at `arrivalOffsetsMs(targets.length, perSecond)[i]` ms from the
 * start, each on a new connection, and waits for every answer (or `timeoutMs` per request).
 * Never throws on a failed request: it is an outcome with status 0.
 */
export async function openLoop(baseUrl: string, targets: readonly OpenLoopTarget[], perSecond: number, timeoutMs: number): Promise<Outcome[]> {
  const offsets = arrivalOffsetsMs(targets.length, perSecond);
  const base = new URL(baseUrl);
  const start = performance.now();
  const one = (target: OpenLoopTarget, due: number) =>
    new Promise<Outcome>((resolve) => {
      const settle = (status: number) => resolve({ ms: performance.now() - due, status });
      const req = request(
        { host: base.hostname, port: base.port, path: target.path, method: "GET", headers: target.headers, agent: false, timeout: timeoutMs },
        (res) => {
          res.on("data", () => undefined);
          res.on("end", () => settle(res.statusCode ?? 0));
          res.on("error", () => settle(0));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => settle(0));
      req.end();
    });
  return Promise.all(
    targets.map(
      (target, i) =>
        new Promise<Outcome>((resolve) => {
          const due = start + offsets[i];
          setTimeout(() => void one(target, due).then(resolve), Math.max(0, due - performance.now()));
        }),
    ),
  );
}
