/**
 * Bridge rejections counted by reason (issue 11 metrics): the shell's batched reports to
 * `POST /api/bridge/rejections`, the route's checks, its per-session rate, and the prom-client
 * series `portal_bridge_rejections_total{reason}`.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, PORTAL, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { MAX_COUNT_PER_REPORT, REPORTS_PER_MINUTE, bridgeRejectionsAction, type BridgeRejectionReason } from "~/features/ops/bridge-rejections.server";
import type { RejectionReason } from "~/features/bridge/protocol";
import { runWithRequestContext } from "~/utils/request-context.server";
import { createMetrics } from "../../server/ops/metrics";

setupMockGateway();

async function loginJar(userName: string, password: string): Promise<CookieJar> {
  return new CookieJar().take((await loginAction(post("/login", { intent: "login", userName, password }))) as Response);
}

/** A report as the shell's beacon sends it: multipart form fields `reason=count`. */
function report(fields: Record<string, string> | null, jar?: CookieJar, method = "POST"): Request {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields ?? {})) body.append(k, v);
  return new Request(`${PORTAL}/api/bridge/rejections`, { method, body: method === "POST" ? body : undefined, headers: jar ? { Cookie: jar.header() } : {} });
}

/** Each reason of the bridge is one the route counts, and no other (compile-time). */
const sameReasons: [RejectionReason, BridgeRejectionReason] extends [BridgeRejectionReason, RejectionReason] ? true : false = true;

describe("bridge rejections metric", () => {
  it("counts each known reason of a logged-in session's report into portal_bridge_rejections_total{reason}", async () => {
    const metrics = createMetrics();
    const jar = await loginJar("owner", "Owner2026");
    const send = (req: Request) => runWithRequestContext({ requestId: "t", clientIp: "127.0.0.1", onBridgeRejection: (r) => metrics.bridgeRejection(r) }, () => bridgeRejectionsAction(req));
    expect((await send(report({ "origin-mismatch": "2", "unknown-type": "1" }, jar))).status).toBe(204);
    // Unknown fields, bad counts and label values that are not reasons are ignored.
    expect((await send(report({ "origin-mismatch": "1", "<script>": "5", "bad-payload": "-3", "not-an-object": "1e3" }, jar))).status).toBe(204);
    // A report with nothing to count, anonymous callers, GETs and non-forms are refused.
    expect((await send(report({ "<script>": "1" }, jar))).status).toBe(400);
    expect((await send(report({ "origin-mismatch": "1" }))).status).toBe(401);
    expect((await send(report(null, jar, "GET"))).status).toBe(405);
    const text = await metrics.registry.metrics();
    expect(text).toContain('portal_bridge_rejections_total{reason="origin-mismatch"} 3');
    expect(text).toContain('portal_bridge_rejections_total{reason="unknown-type"} 1');
    expect(text).not.toContain("<script>");
    expect(text).not.toContain('reason="bad-payload"');
    expect(text).not.toContain('reason="not-an-object"');
    expect(sameReasons).toBe(true);
  });

  it("a report's count is capped per reason", async () => {
    let counted = 0;
    const jar = await loginJar("owner", "Owner2026");
    const send = (req: Request) => runWithRequestContext({ requestId: "t", clientIp: "127.0.0.1", onBridgeRejection: () => counted++ }, () => bridgeRejectionsAction(req));
    expect((await send(report({ "bad-payload": "999999999999" }, jar))).status).toBe(204);
    expect(counted).toBe(MAX_COUNT_PER_REPORT);
  });

  it("rate-limits each session: over the per-minute budget → 429 with Retry-After, another session unaffected", async () => {
    let counted = 0;
    const send = (req: Request) => runWithRequestContext({ requestId: "t", clientIp: "127.0.0.1", onBridgeRejection: () => counted++ }, () => bridgeRejectionsAction(req));
    const busy = await loginJar("leftie", "Leftie2026");
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) expect((await send(report({ "bad-payload": "1" }, busy))).status).toBe(204);
    const over = await send(report({ "bad-payload": "1" }, busy));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    const other = await loginJar("lite", "Lite2026ab");
    expect((await send(report({ "bad-payload": "1" }, other))).status).toBe(204);
    expect(counted).toBe(REPORTS_PER_MINUTE + 1);
  });
});
