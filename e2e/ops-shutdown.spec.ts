/**
 * Graceful shutdown of the compiled portal (issue 11): SIGTERM while a slow page is in flight
 * (the mock delays getUserInfoByHideCode by 3 s) and a proxied notice socket is open — the page
 * completes 200, the socket is closed with 1001 "going away", the process exits 0. A second
 * signal exits at once; a drain longer than SHUTDOWN_GRACE_MS is cut and still exits 0.
 * Each journey starts its own portal process (e2e/support/portal-process.ts).
 */
import { expect, test } from "@playwright/test";
import { WebSocket } from "ws";
import { portalLogin, startPortalProcess, type PortalProcess } from "./support/portal-process";

const SLOW_PATH = "/sso/user/getUserInfoByHideCode";
const PAGE = "/entry/1001/ERP";

let portal: PortalProcess | undefined;
test.afterEach(() => portal?.kill());

async function slowGateway(p: PortalProcess, ms: number): Promise<void> {
  const res = await fetch(`${p.mockUrl}/__mock/fault`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ match: SLOW_PATH, kind: "delay", value: ms }),
  });
  expect(res.ok).toBe(true);
}

/** Resolves once the portal has logged the start of the shutdown. */
async function sawShutdown(p: PortalProcess): Promise<void> {
  await expect.poll(() => p.lines.some((l) => l.msg === "shutting down"), { timeout: 10_000 }).toBe(true);
}

test("SIGTERM: the in-flight page completes 200, the proxied socket gets 1001, the process exits 0", async () => {
  test.setTimeout(120_000);
  portal = await startPortalProcess();
  const p = portal;
  const cookie = await portalLogin(p.base, "owner", "Owner2026");
  const ws = new WebSocket(`${p.base.replace("http", "ws")}/ws/notice`, { headers: { Cookie: cookie }, origin: p.base });
  ws.on("error", () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_q, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  await slowGateway(p, 3_000);
  const started = Date.now();
  const page = fetch(`${p.base}${PAGE}`, { headers: { Cookie: cookie }, redirect: "manual" });
  await new Promise((r) => setTimeout(r, 800));
  p.child.kill("SIGTERM");
  await sawShutdown(p);
  const close = await closed;
  expect(close.code).toBe(1001);
  const res = await page;
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("</html>");
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  expect(await p.exited).toBe(0);
  expect(p.lines.some((l) => l.msg === "stopped")).toBe(true);
});

test("a second signal during the drain exits at once with status 1", async () => {
  test.setTimeout(120_000);
  portal = await startPortalProcess();
  const p = portal;
  const cookie = await portalLogin(p.base, "owner", "Owner2026");
  await slowGateway(p, 20_000);
  const page = fetch(`${p.base}${PAGE}`, { headers: { Cookie: cookie } }).catch((err: unknown) => err);
  await new Promise((r) => setTimeout(r, 800));
  p.child.kill("SIGTERM");
  await sawShutdown(p);
  const t0 = Date.now();
  p.child.kill("SIGTERM");
  expect(await p.exited).toBe(1);
  expect(Date.now() - t0).toBeLessThan(5_000);
  expect(await page).toBeInstanceOf(Error);
});

test("a drain longer than SHUTDOWN_GRACE_MS is cut at the bound and the process still exits 0", async () => {
  test.setTimeout(120_000);
  portal = await startPortalProcess({ SHUTDOWN_GRACE_MS: "1000" });
  const p = portal;
  const cookie = await portalLogin(p.base, "owner", "Owner2026");
  await slowGateway(p, 20_000);
  const page = fetch(`${p.base}${PAGE}`, { headers: { Cookie: cookie } }).catch((err: unknown) => err);
  await new Promise((r) => setTimeout(r, 800));
  const t0 = Date.now();
  p.child.kill("SIGTERM");
  expect(await p.exited).toBe(0);
  const took = Date.now() - t0;
  expect(took).toBeGreaterThanOrEqual(900);
  expect(took).toBeLessThan(10_000);
  expect(await page).toBeInstanceOf(Error);
  expect(p.lines.some((l) => l.msg === "drain bound reached: cutting the remaining connections")).toBe(true);
});
