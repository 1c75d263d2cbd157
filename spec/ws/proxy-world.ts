/**
 * In-process world for the WebSocket proxy suites: the mock gateway as a real loopback server
 * (its `ws` notice socket), and a portal HTTP server (express: GET /login 200, POST /logout =
 * the app's logoutAction) with the proxy attached exactly as server/index.ts does.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { WebSocket } from "ws";
import { startMockGateway } from "../../mock-gateway/server";
import { SEED } from "../../mock-gateway/seed/ids";
import { attachPortalSocketProxy, type ProxyOptions, type WebSocketProxy } from "../../server/ws";
import { commitSession, getSession } from "../../app/utils/session.server";
import { encrypt } from "../mock-gateway/helpers";

process.env.SESSION_SECRET = "ws-spec-secret-0123456789abcdef";
process.env.NODE_ENV = "test";

export interface ProxyWorld {
  mock: Awaited<ReturnType<typeof startMockGateway>>;
  portal: Server;
  proxy: WebSocketProxy;
  /** http://127.0.0.1:port of the portal. */
  base: string;
  /** ws://127.0.0.1:port of the portal. */
  wsBase: string;
  close(): Promise<void>;
}

/** Starts the mock gateway and the portal server with the proxy (`overrides` for limits). */
export async function startWorld(overrides: Partial<ProxyOptions> = {}): Promise<ProxyWorld> {
  const mock = await startMockGateway({ port: 0 });
  process.env.GATEWAY_URL = mock.url;
  const { logoutAction } = await import("../../app/features/auth/login.server");
  const app = express();
  app.get("/login", (_req, res) => void res.status(200).send("login"));
  app.post("/logout", async (req, res) => {
    const r = await logoutAction(new Request("http://portal.test/logout", { method: "POST", headers: { Cookie: req.headers.cookie ?? "" } }));
    res.status(r.status).end();
  });
  const portal = createServer(app);
  portal.on("error", () => {});
  await new Promise<void>((resolve) => portal.listen(0, "127.0.0.1", resolve));
  const proxy = attachPortalSocketProxy(portal, overrides);
  const { port } = portal.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    mock, portal, proxy, base, wsBase: base.replace("http", "ws"),
    async close() {
      proxy.close();
      portal.closeAllConnections();
      await new Promise((resolve) => portal.close(resolve));
      await mock.close();
    },
  };
}

/** Logs in to the mock over HTTP; returns a portal session cookie header carrying the token. */
export async function sessionCookie(world: ProxyWorld, username: keyof typeof SEED.accounts = "owner", token?: string): Promise<string> {
  let tok = token;
  if (!tok) {
    const { password } = SEED.accounts[username];
    const res = await fetch(`${world.mock.url}/sso/user/login`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: username, password: encrypt(password, world.mock.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" }),
    });
    tok = ((await res.json()) as { data: { token: string } }).data.token;
  }
  const session = await getSession(new Request("http://portal.test/"));
  session.set("token", tok);
  session.set("company", "");
  session.set("userName", username);
  session.set("via", "password");
  session.set("loginAt", Date.now() + Math.random());
  const setCookie = await commitSession(new Request("http://portal.test/"), session);
  return setCookie.split(";")[0]!;
}

/** A browser-side socket: `ws` with the cookie and an Origin (the portal's own by default). */
export function browserSocket(world: ProxyWorld, opts: { cookie?: string; origin?: string | null; kind?: string; autoPong?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.Cookie = opts.cookie;
  const origin = opts.origin === undefined ? world.base : opts.origin;
  const ws = new WebSocket(`${world.wsBase}/ws/${opts.kind ?? "notice"}`, { headers, origin: origin ?? undefined, autoPong: opts.autoPong ?? true });
  const messages: string[] = [];
  ws.on("message", (d) => messages.push(String(d)));
  ws.on("error", () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once("close", () => reject(new Error("closed before open")));
  });
  opened.catch(() => {});
  return { ws, messages, closed, opened };
}

/** The HTTP status an upgrade is refused with (throws when it is accepted). */
export async function refusedWith(world: ProxyWorld, opts: Parameters<typeof browserSocket>[1]): Promise<number> {
  const s = browserSocket(world, opts);
  return new Promise((resolve, reject) => {
    s.ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    s.ws.once("open", () => reject(new Error("accepted")));
  });
}

/** POSTs a control call to the mock. */
export async function control(world: ProxyWorld, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${world.mock.url}/__mock${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return res.json();
}
