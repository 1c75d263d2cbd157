/** /healthz and /readyz (server/ops/health.ts) and HSTS (server/ops/hsts.ts), in process. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createHealth, type Health } from "../../server/ops/health";
import { HSTS_VALUE, hsts } from "../../server/ops/hsts";

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function portal(gateway: () => string): Promise<{ base: string; health: Health; gatewayHits: () => number }> {
  const health = createHealth({ gatewayUrl: gateway, timeoutMs: 500 });
  const app = express();
  app.use(health.middleware);
  app.use((_req, res) => void res.status(404).send("next"));
  return { base: await listen(app), health, gatewayHits: () => 0 };
}

describe("probes", () => {
  it("/healthz answers 200 without calling the gateway", async () => {
    let hits = 0;
    const gw = await listen((_q, r) => void (hits++, r.end("gw")));
    const { base } = await portal(() => gw);
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(hits).toBe(0);
  });

  it("/readyz is 200 while the gateway answers (any status), 503 once shutting down", async () => {
    let hits = 0;
    const gw = await listen((_q, r) => void (hits++, (r.statusCode = 404), r.end()));
    const { base, health } = await portal(() => gw);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(hits).toBe(1);
    health.markShuttingDown();
    const res = await fetch(`${base}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unready", reason: "shutting-down" });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("/readyz is 503 when the gateway is unreachable or too slow (short timeout)", async () => {
    const closed = await listen(() => {});
    const dead = servers.pop()!;
    await new Promise((r) => dead.close(r));
    const slow = await listen((_q, r) => void setTimeout(() => r.end(), 3_000));
    for (const gw of [closed, slow]) {
      const { base } = await portal(() => gw);
      const t0 = Date.now();
      const res = await fetch(`${base}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unready", reason: "gateway-unreachable" });
      expect(Date.now() - t0).toBeLessThan(2_500);
    }
  });

  it("other paths and methods pass on", async () => {
    const { base } = await portal(() => "http://127.0.0.1:9");
    expect(await (await fetch(`${base}/healthzx`)).text()).toBe("next");
    expect(await (await fetch(`${base}/healthz`, { method: "POST" })).text()).toBe("next");
  });
});

describe("HSTS", () => {
  async function hstsOf(trustProxy: boolean, proto?: string): Promise<string | null> {
    const app = express();
    app.use(hsts(trustProxy));
    app.use((_q, r) => void r.end("ok"));
    const base = await listen(app);
    const res = await fetch(base, { headers: proto ? { "x-forwarded-proto": proto } : {} });
    return res.headers.get("strict-transport-security");
  }

  it("is sent when a trusted proxy forwarded HTTPS, never on plain HTTP or an untrusted header", async () => {
    expect(await hstsOf(true, "https")).toBe(HSTS_VALUE);
    expect(await hstsOf(true, "http")).toBeNull();
    expect(await hstsOf(true)).toBeNull();
    expect(await hstsOf(false, "https")).toBeNull();
  });
});
