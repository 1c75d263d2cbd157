/**
 * Several instances (issue 11, issue 24 §3): two compiled portals behind Debian's nginx (round
 * robin, WebSocket upgrade passed), both against one mock gateway out of process (`npm run
 * gateway`'s script), one SESSION_SECRET and one Redis (Debian's redis-server, REDIS_URL). The
 * limits are one for both: login attempts spread over the instances are refused at the limit,
 * not at twice it, and the sockets of a session are counted across them. A session made through
 * nginx works on both instances; when one instance is stopped mid-use its socket is closed with
 * 1001, a new socket opens through nginx on the other, and pages keep answering 200.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { WebSocket } from "ws";
import { freePort, startNginx, type Nginx } from "./support/nginx";
import { portalLogin, startPortalProcess, type PortalProcess } from "./support/portal-process";
import { startRedis, type RedisServer } from "./support/redis";

const PAGE = "/entry/1001/ERP";
let gateway: ChildProcess | undefined;
let redis: RedisServer | undefined;
let portals: PortalProcess[] = [];
let nginx: Nginx | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [gatewayUrl, shared] = await Promise.all([startGateway(), startRedis()]);
  redis = shared;
  const env = {
    GATEWAY_URL: gatewayUrl, GATEWAY_PUBLIC_KEY: readFileSync("mock-gateway/keys/mock-public.pem", "utf8"), TRUST_PROXY: "1",
    REDIS_URL: shared.url, LOGIN_RATE_ACCOUNT_LIMIT: "4", LOGIN_RATE_IP_LIMIT: "50", WS_MAX_SOCKETS_PER_SESSION: "3",
  };
  portals = await Promise.all([startPortalProcess(env), startPortalProcess(env)]);
  nginx = await startNginx(portals.map((p) => p.base.replace("http://", "")));
});

test.afterAll(async () => {
  nginx?.stop();
  for (const p of portals) p.kill();
  if (gateway && gateway.exitCode === null) gateway.kill("SIGTERM");
  await redis?.stop();
});

async function startGateway(): Promise<string> {
  const port = await freePort();
  gateway = spawn(process.execPath, ["--import", "tsx", "mock-gateway/server.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", MOCK_GATEWAY_PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${url}/`).then(() => true, () => false)) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("mock gateway did not start");
}

function openSocket(base: string, cookie: string) {
  const ws = new WebSocket(`${base.replace("http", "ws")}/ws/notice`, { headers: { Cookie: cookie }, origin: base });
  ws.on("error", () => {});
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_q, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once("close", () => reject(new Error("closed before open")));
  });
  return { ws, closed, opened };
}

const served = (p: PortalProcess) => p.lines.filter((l) => l.msg === "request completed" && (l.req as { path?: string }).path === PAGE).length;
const loginPosts = (p: PortalProcess) =>
  p.lines.filter((l) => l.msg === "request completed" && (l.req as { method?: string; path?: string }).method === "POST" && (l.req as { path?: string }).path === "/login").length;

function attempt(base: string, userName: string) {
  return fetch(`${base}/login`, {
    method: "POST", redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ userName, password: "wrong-password" }).toString(),
  }).then((r) => r.status);
}

test("with Redis, login attempts spread over both instances meet one limit: the 5th of a limit of 4 is refused", async () => {
  const [a, b] = portals as [PortalProcess, PortalProcess];
  const [beforeA, beforeB] = [loginPosts(a), loginPosts(b)];
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push(await attempt(nginx!.base, "spread_ops"));
  expect(statuses).toEqual([200, 200, 200, 200, 429]);
  // nginx spread them: each instance counted at most 3 of the 5 itself, under its own limit of 4.
  await expect.poll(() => loginPosts(a) - beforeA + loginPosts(b) - beforeB).toBe(5);
  expect(Math.min(loginPosts(a) - beforeA, loginPosts(b) - beforeB)).toBeGreaterThanOrEqual(2);
  // Another account goes on.
  expect(await attempt(nginx!.base, "other_ops")).toBe(200);
});

test("with Redis, a session's sockets are counted across instances: 3 of a cap of 3 on two instances, the 4th refused on either with 4429", async () => {
  const [a, b] = portals as [PortalProcess, PortalProcess];
  const cookie = await portalLogin(nginx!.base, "owner", "Owner2026");
  const held = [openSocket(a.base, cookie), openSocket(b.base, cookie), openSocket(a.base, cookie)];
  await Promise.all(held.map((s) => s.opened));
  for (const base of [a.base, b.base, nginx!.base]) {
    const over = openSocket(base, cookie);
    expect(await over.closed).toBe(4429);
  }
  await expect.poll(() => [a, b].flatMap((p) => p.lines).filter((l) => l.event === "ws.refused").length).toBe(3);
  // Closing one (on a) frees a place (on b).
  held[0]!.ws.close(1000);
  await held[0]!.closed;
  const next = openSocket(b.base, cookie);
  await next.opened;
  expect(await openSocket(a.base, cookie).closed).toBe(4429);
  for (const s of [...held.slice(1), next]) s.ws.close(1000);
  await Promise.all([...held.slice(1), next].map((s) => s.closed));
});

test("two instances behind nginx: one session on both; stopping one keeps the user working", async () => {
  test.setTimeout(180_000);
  const [a, b] = portals as [PortalProcess, PortalProcess];
  const cookie = await portalLogin(nginx!.base, "owner", "Owner2026");

  for (let i = 0; i < 4; i++) expect((await fetch(`${nginx!.base}${PAGE}`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  await expect.poll(() => served(a) > 0 && served(b) > 0).toBe(true);

  const sockets = [openSocket(nginx!.base, cookie), openSocket(nginx!.base, cookie)];
  await Promise.all(sockets.map((s) => s.opened));
  a.child.kill("SIGTERM");
  expect(await a.exited).toBe(0);
  // Round robin put one socket on each instance: the stopped one's got "going away".
  const codes = await Promise.all(sockets.map((s) => Promise.race([s.closed, new Promise<number>((r) => setTimeout(() => r(-1), 2_000))])));
  expect(codes).toContain(1001);

  const again = openSocket(nginx!.base, cookie);
  await again.opened;
  for (let i = 0; i < 4; i++) expect((await fetch(`${nginx!.base}${PAGE}`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  again.ws.close(1000);
  for (const s of sockets) s.ws.close(1000);
});
