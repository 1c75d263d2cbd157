/** The open-loop morning peak (issue 25): arrival times, the summary, and a run against a real server. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { arrivalOffsetsMs, openLoop, summariseOpenLoop, type Outcome } from "../../bench/lib/open-loop";

describe("open-loop arrivals", () => {
  it("are evenly spaced at 1000/rate ms, from 0, one per request", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.double({ min: 0.1, max: 1000, noNaN: true }), (count, rate) => {
        const offsets = arrivalOffsetsMs(count, rate);
        expect(offsets).toHaveLength(count);
        if (count > 0) expect(offsets[0]).toBe(0);
        for (let i = 1; i < count; i++) expect(offsets[i] - offsets[i - 1]).toBeCloseTo(1000 / rate, 6);
      }),
    );
    // 1,000 sellers at 60 a second: the last leaves at 16.65 s.
    expect(arrivalOffsetsMs(1000, 60).at(-1)).toBeCloseTo(16_650, 6);
  });

  it("refuse a count or a rate that makes no schedule", () => {
    expect(() => arrivalOffsetsMs(-1, 60)).toThrow(RangeError);
    expect(() => arrivalOffsetsMs(1.5, 60)).toThrow(RangeError);
    expect(() => arrivalOffsetsMs(10, 0)).toThrow(RangeError);
    expect(() => arrivalOffsetsMs(10, Infinity)).toThrow(RangeError);
  });
});

const outcome = fc.record({ ms: fc.double({ min: 0, max: 60_000, noNaN: true }), status: fc.constantFrom(0, 200, 204, 302, 404, 500, 503) });

describe("open-loop summary", () => {
  it("counts every outcome once: 2xx are answers, everything else (no answer included) an error", () => {
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 300 }), (outcomes: Outcome[]) => {
        const s = summariseOpenLoop(outcomes);
        const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300);
        expect(s.sent).toBe(outcomes.length);
        expect(s.ok).toBe(ok.length);
        expect(s.errors).toBe(outcomes.length - ok.length);
        expect(Object.values(s.statuses).reduce((a, b) => a + b, 0)).toBe(outcomes.length);
        if (ok.length) {
          expect(s.p50Ms).toBeLessThanOrEqual(s.p95Ms);
          expect(s.p95Ms).toBeLessThanOrEqual(s.maxMs);
          expect(s.maxMs).toBe(Math.max(...ok.map((o) => o.ms)));
        } else expect(s.p95Ms).toBeNaN();
      }),
    );
  });

  it("takes the latency of the 2xx answers only: a fast error does not make the p95 better", () => {
    const s = summariseOpenLoop([...Array.from({ length: 19 }, () => ({ ms: 100, status: 200 })), { ms: 900, status: 200 }, ...Array.from({ length: 80 }, () => ({ ms: 1, status: 503 }))]);
    expect(s.p95Ms).toBe(100);
    expect(s.maxMs).toBe(900);
    expect(s.errors).toBe(80);
    expect(s.statuses).toEqual({ 200: 20, 503: 80 });
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

describe("open-loop run", () => {
  it("sends each request on its own connection with its own headers, on time, and counts a timeout as an error", async () => {
    const seen: { cookie?: string; at: number; socket: unknown }[] = [];
    let t0 = 0;
    server = createServer((req, res) => {
      seen.push({ cookie: req.headers.cookie, at: performance.now() - t0, socket: req.socket });
      if (req.url === "/slow") return; // never answered
      res.end("ok");
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", () => r()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const targets = Array.from({ length: 6 }, (_, i) => ({ path: i === 5 ? "/slow" : `/s${i}`, headers: { cookie: `s=${i}` } }));
    t0 = performance.now();
    const outcomes = await openLoop(base, targets, 20, 500);
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 200, 0]);
    expect(seen.map((s) => s.cookie).sort()).toEqual(["s=0", "s=1", "s=2", "s=3", "s=4", "s=5"]);
    expect(new Set(seen.map((s) => s.socket)).size).toBe(6);
    // At 20 a second the sixth is due 250 ms after the start (a timer never fires early), not at once.
    expect(seen.find((s) => s.cookie === "s=5")!.at).toBeGreaterThanOrEqual(249);
    expect(outcomes[5].ms).toBeGreaterThanOrEqual(500);
    expect(summariseOpenLoop(outcomes).errors).toBe(1);
  });
});
