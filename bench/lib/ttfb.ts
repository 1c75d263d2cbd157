/** Time to first byte at 1 connection: sequential GETs over one keep-alive socket. */
import { Agent, request } from "node:http";
import { percentile } from "./stats";

/** Sampling parameters; the run ends at whichever limit comes first. */
export interface TtfbOptions {
  url: string;
  headers?: Record<string, string>;
  /** Requests to send (after the warm-up). */
  requests: number;
  /** Unmeasured requests sent first. */
  warmUp: number;
  /** Milliseconds the measured part may take at most. */
  maxDurationMs: number;
  /** Milliseconds before one request counts as timed out. */
  timeoutMs: number;
}

/** Sampling outcome. */
export interface TtfbResult {
  /** Percentiles in ms of the 2xx answers' time from sending to the status line (NaN when none). */
  p50Ms: number;
  p95Ms: number;
  /** Measured 2xx answers. */
  samples: number;
  /** Requests that failed: non-2xx, connection error or timeout. */
  errors: number;
}

type Outcome = { ok: true; ttfbMs: number } | { ok: false };

/** One GET; resolves once the body has been read (so the socket is free for the next one). */
function once(agent: Agent, options: TtfbOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = request(options.url, { agent, headers: options.headers, timeout: options.timeoutMs }, (res) => {
      const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
      const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
      res.on("error", () => resolve({ ok: false }));
      // "close" also follows a socket torn down mid-body; `complete` tells the two apart.
      res.on("close", () => resolve(ok && res.complete ? { ok, ttfbMs } : { ok: false }));
      res.resume();
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ ok: false }));
    req.end();
  });
}

/**
 * Sends `warmUp` then up to `requests` GETs one after the other on a single keep-alive
 * connection, and reports the time to first byte (the response's status line and headers).
 * Never throws on a failed request: failures are counted.
 */
export async function ttfb(options: TtfbOptions): Promise<TtfbResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < options.warmUp; i++) await once(agent, options);
    const samples: number[] = [];
    let errors = 0;
    const deadline = Date.now() + options.maxDurationMs;
    for (let i = 0; i < options.requests && Date.now() < deadline; i++) {
      const outcome = await once(agent, options);
      if (outcome.ok) samples.push(outcome.ttfbMs);
      else errors++;
    }
    return { p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), samples: samples.length, errors };
  } finally {
    agent.destroy();
  }
}
