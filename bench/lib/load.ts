/** HTTP load with autocannon: requests per second and latency percentiles. */
import autocannon from "autocannon";

/** Load parameters. */
export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  /** Concurrent connections. */
  connections: number;
  /** Seconds. */
  duration: number;
}

/** Load outcome. */
export interface LoadResult {
  /** Mean requests per second. */
  rps: number;
  /** Latency percentiles in ms (nearest rank over every response). */
  p50Ms: number;
  p95Ms: number;
  requests: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Runs autocannon against one URL. autocannon's own percentiles skip p95, so the latency of
 * every response is recorded here.
 * @throws when any answer is not 2xx, or on connection errors and timeouts
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.duration,
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    instance.on("response", (_client, _statusCode, _resBytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `load on ${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts (of ${result.requests.total}); statuses ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    requests: result.requests.total,
  };
}
