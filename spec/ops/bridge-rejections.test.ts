/**
 * Bridge rejections counted by reason (issue 11 metrics): the route's checks, its per-session
 * rate, and the prom-client series `portal_bridge_rejections_total{reason}`.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, PORTAL, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { BRIDGE_REJECTION_REASONS, REPORTS_PER_MINUTE, bridgeRejectionAction } from "~/features/ops/bridge-rejections.server";
import { runWithRequestContext } from "~/utils/request-context.server";
import { createMetrics } from "../../server/ops/metrics";

setupMockGateway();

async function loginJar(userName: string, password: string): Promise<CookieJar> {
  return new CookieJar().take((await loginAction(post("/login", { intent: "login", userName, password }))) as Response);
}

function report(body: string, jar?: CookieJar, method = "POST"): Request {
  return new Request(`${PORTAL}/api/bridge-rejection`, { method, body: method === "POST" ? body : undefined, headers: { "Content-Type": "text/plain", ...(jar ? { Cookie: jar.header() } : {}) } });
}

describe("bridge rejections metric", () => {
  it("counts a known reason per logged-in session into portal_bridge_rejections_total{reason}", async () => {
    const metrics = createMetrics();
    const jar = await loginJar("owner", "Owner2026");
    const send = (req: Request) => runWithRequestContext({ requestId: "t", clientIp: "127.0.0.1", onBridgeRejection: (r) => metrics.bridgeRejection(r) }, () => bridgeRejectionAction(req));
    expect((await send(report(JSON.stringify({ reason: "origin-mismatch" }), jar))).status).toBe(204);
    expect((await send(report("reason=unknown-type", jar))).status).toBe(204);
    expect((await send(report(JSON.stringify({ reason: "origin-mismatch" }), jar))).status).toBe(204);
    // Unknown reasons, anonymous callers and GETs are not counted.
    expect((await send(report(JSON.stringify({ reason: "<script>" }), jar))).status).toBe(400);
    expect((await send(report(JSON.stringify({ reason: "origin-mismatch" })))).status).toBe(401);
    expect((await send(report("", jar, "GET"))).status).toBe(405);
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_bridge_rejections_total{reason="origin-mismatch"} 2');
    expect(text).toContain('portal_bridge_rejections_total{reason="unknown-type"} 1');
    expect(text).not.toContain("<script>");
    expect(BRIDGE_REJECTION_REASONS).toContain("bad-payload");
  });

  it("rate-limits each session: over the per-minute budget → 429 with Retry-After, another session unaffected", async () => {
    let counted = 0;
    const send = (req: Request) => runWithRequestContext({ requestId: "t", clientIp: "127.0.0.1", onBridgeRejection: () => counted++ }, () => bridgeRejectionAction(req));
    const busy = await loginJar("leftie", "Leftie2026");
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect((await send(report('{"reason":"bad-payload"}', busy))).status).toBe(204);
    const over = await send(report('{"reason":"bad-payload"}', busy));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    const other = await loginJar("lite", "Lite2026ab");
    expect((await send(report('{"reason":"bad-payload"}', other))).status).toBe(204);
    expect(counted).toBe(REPORTS_PER_MINUTE + 1);
  });
});
