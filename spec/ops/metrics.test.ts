/** Prometheus metrics (server/ops/metrics.ts), in process. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createMetrics, routeLabel, serveMetrics } from "../../server/ops/metrics";

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

describe("metrics", () => {
  it("routeLabel is bounded: '/', a known first segment, or 'other'", () => {
    expect(routeLabel("/entry/1001/ERP/orders")).toBe("/entry");
    expect(routeLabel("/pre/login", "/pre/")).toBe("/login");
    expect(routeLabel("/")).toBe("/");
    fc.assert(fc.property(fc.webPath(), (p) => /^(\/|\/(login|logout|entry|assets|ws|api|oauth|transfer|check-token|401|404|500)|other)$/.test(routeLabel(p))));
  });

  it("times requests by route, records gateway calls and 401 logouts, open sockets by kind, Node defaults; token required", async () => {
    const metrics = createMetrics();
    metrics.socketsFrom(() => ({ notice: 2, assistant: 1 }));
    const app = express();
    app.use(metrics.middleware);
    app.use((_q, r) => void r.status(200).end("ok"));
    const portal = app.listen(0, "127.0.0.1");
    servers.push(portal);
    await new Promise((r) => portal.once("listening", r));
    for (const path of ["/login", "/entry/1/ERP", "/entry/2/BI"]) await fetch(`${urlOf(portal)}${path}`);
    metrics.gatewayCall("/sso/user/login", "ok", 12);
    metrics.gatewayCall("/sso/user/getUserInfoByHideCode", "unauthorized", 3);
    const server = await serveMetrics(metrics, { host: "127.0.0.1", port: 0, token: "metrics-token-0123456789" });
    servers.push(server);
    expect((await fetch(`${urlOf(server)}/metrics`)).status).toBe(401);
    expect((await fetch(`${urlOf(server)}/other`, { headers: { authorization: "Bearer metrics-token-0123456789" } })).status).toBe(404);
    const res = await fetch(`${urlOf(server)}/metrics`, { headers: { authorization: "Bearer metrics-token-0123456789" } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('portal_http_request_duration_seconds_count{route="/entry",method="GET",status="200"} 2');
    expect(text).toContain('portal_http_request_duration_seconds_count{route="/login",method="GET",status="200"} 1');
    expect(text).toContain('portal_gateway_call_duration_seconds_count{path="/sso/user/login",outcome="ok"} 1');
    expect(text).toContain("portal_gateway_unauthorized_total 1");
    expect(text).toContain('portal_proxied_sockets{kind="notice"} 2');
    expect(text).toContain("portal_process_cpu_user_seconds_total");
  });

  it("refuses to expose metrics off loopback without a token", async () => {
    await expect(serveMetrics(createMetrics(), { host: "0.0.0.0", port: 0 })).rejects.toThrow(/METRICS_TOKEN/);
  });
});
