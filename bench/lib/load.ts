/** HTTP load with autocannon: requests per second, latency percentiles and the failures. */
import autocannon from "autocannon";
import { percentile } from "./stats";

/** Load parameters. */
export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Concurrent connections. */
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds before a request counts as timed out (default 10). */
  timeout?: number;
}

/** What went wrong during a load run; counted, never thrown. */
export interface LoadFailures {
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Connection errors, timeouts included (autocannon counts a timeout as an error). */
  errors: number;
  /** Requests with no answer within the timeout. */
  timeouts: number;
  /** non2xx + errors: every request that did not get a 2xx answer. */
  total: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

/** Load outcome. */
export interface LoadResult {
  /** Mean requests per second (every answer, whatever its status). */
  rps: number;
  /** Latency percentiles in ms (nearest rank over the 2xx answers; NaN when there were none). */
  p50Ms: number;
  p95Ms: number;
  /** Answers received (any status). */
  responses: number;
  /** Requests sent, those still in flight when the run ended included. */
  sent: number;
  failures: LoadFailures;
}

/**
 * Runs autocannon against one URL for `duration` seconds. autocannon's own percentiles skip
 * p95, so the latency of every 2xx answer is recorded here. Failures (non-2xx, errors,
 * timeouts) are counted in `failures`, not thrown: a busy machine is a result, not a crash.
 * @throws only when autocannon cannot run at all (bad options)
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let responses = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.duration,
        timeout: options.timeout ?? 10,
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on("response", (_client, statusCode, _resBytes, responseTime) => {
      responses++;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    // autocannon's average is NaN when a second had no answer at all; fall back to the count.
    rps: Number.isFinite(result.requests.average) ? result.requests.average : responses / options.duration,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    responses,
    sent: result.requests.sent,
    failures: {
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      total: result.non2xx + result.errors,
      statuses,
    },
  };
}
