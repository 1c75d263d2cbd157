/**
 * Several instances (issue 11): two compiled portals behind Debian's nginx (round robin,
 * WebSocket upgrade passed), both against one mock gateway out of process (`npm run gateway`'s
 * script) and one SESSION_SECRET. A session made through nginx works on both instances; when
 * one instance is stopped mid-use its socket is closed with 1001, a new socket opens through
 * nginx on the other, and pages keep answering 200.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { WebSocket } from "ws";
import { freePort, startNginx, type Nginx } from "./support/nginx";
import { portalLogin, startPortalProcess, type PortalProcess } from "./support/portal-process";

const PAGE = "/entry/1001/ERP";
let gateway: ChildProcess | undefined;
let portals: PortalProcess[] = [];
let nginx: Nginx | undefined;

test.afterAll(() => {
  nginx?.stop();
  for (const p of portals) p.kill();
  if (gateway && gateway.exitCode === null) gateway.kill("SIGTERM");
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

test("two instances behind nginx: one session on both; stopping one keeps the user working", async () => {
  test.setTimeout(180_000);
  const gatewayUrl = await startGateway();
  const env = { GATEWAY_URL: gatewayUrl, GATEWAY_PUBLIC_KEY: readFileSync("mock-gateway/keys/mock-public.pem", "utf8"), TRUST_PROXY: "1" };
  portals = await Promise.all([startPortalProcess(env), startPortalProcess(env)]);
  const [a, b] = portals as [PortalProcess, PortalProcess];
  nginx = await startNginx([a.base.replace("http://", ""), b.base.replace("http://", "")]);
  const cookie = await portalLogin(nginx.base, "owner", "Owner2026");

  for (let i = 0; i < 4; i++) expect((await fetch(`${nginx.base}${PAGE}`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  await expect.poll(() => served(a) > 0 && served(b) > 0).toBe(true);

  const sockets = [openSocket(nginx.base, cookie), openSocket(nginx.base, cookie)];
  await Promise.all(sockets.map((s) => s.opened));
  a.child.kill("SIGTERM");
  expect(await a.exited).toBe(0);
  // Round robin put one socket on each instance: the stopped one's got "going away".
  const codes = await Promise.all(sockets.map((s) => Promise.race([s.closed, new Promise<number>((r) => setTimeout(() => r(-1), 2_000))])));
  expect(codes).toContain(1001);

  const again = openSocket(nginx.base, cookie);
  await again.opened;
  for (let i = 0; i < 4; i++) expect((await fetch(`${nginx.base}${PAGE}`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  again.ws.close(1000);
  for (const s of sockets) s.ws.close(1000);
});
