/** `npm run bench` reports a failing or slow server instead of aborting (issue 5 §8). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { load } from "../../bench/lib/load";

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  return new Promise((resolve) => server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`)));
}

describe("bench load runs", () => {
  it("count 5xx answers and timeouts as failures and still return figures", async () => {
    let n = 0;
    const url = await serve((_req, res) => {
      n++;
      if (n % 3 === 0) return; // never answered: a timeout
      res.statusCode = n % 3 === 1 ? 500 : 200;
      res.end("x");
    });
    const result = await load({ url, connections: 2, duration: 2, timeout: 1 });
    expect(result.failures.non2xx).toBeGreaterThan(0);
    expect(result.failures.timeouts + result.failures.errors).toBeGreaterThan(0);
    expect(result.failures.total).toBe(result.failures.non2xx + result.failures.errors);
    expect(result.responses).toBeGreaterThan(0);
    expect(Number.isFinite(result.rps)).toBe(true);
  });
});
