/**
 * The mock gateway as a loopback server (`npm run gateway`): the msw handlers through
 * @mswjs/http-middleware on express, plus a `ws` WebSocketServer on the same port for
 * `/sso/ecSocket/{token}` (the shell notice socket). Env when run as main: HOST (default
 * 127.0.0.1), MOCK_GATEWAY_PORT (default 3100).
 * @module mock-gateway/server
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { createMiddleware } from "@mswjs/http-middleware";
import express from "express";
import { WebSocketServer, type WebSocket } from "ws";
import { authenticate } from "./core/tokens";
import { createMockGateway, type MockGateway } from "./node";
import type { SocketKind } from "./sockets/registry";

/** Socket paths and their kinds; the token is the last path segment. */
const SOCKET_PATHS: ReadonlyArray<[RegExp, SocketKind]> = [[/^\/sso\/ecSocket\/([^/?]+)$/, "notice"]];

/** Close code for a socket whose token is bad. */
export const WS_CLOSE_UNAUTHORIZED = 4401;

/**
 * Starts the mock gateway on `host:port` (port 0 = ephemeral; default host 127.0.0.1, port 0).
 * @returns its URL (`http://host:port`), the gateway and `close()`
 */
export async function startMockGateway(opts: { host?: string; port?: number } = {}): Promise<{
  url: string; gateway: MockGateway; close(): Promise<void>;
}> {
  const host = opts.host ?? "127.0.0.1";
  const app = express();
  const http = createServer(app);
  await new Promise<void>((resolve) => http.listen(opts.port ?? 0, host, resolve));
  const { port } = http.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const gateway = createMockGateway({ publicUrl: url });
  app.disable("x-powered-by");
  app.use((req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Company, Accept-Language, Content-Type");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PATCH, DELETE, OPTIONS");
    if (req.method === "OPTIONS") return void res.status(204).end();
    next();
  });
  app.use(createMiddleware(...gateway.handlers));
  app.use((_req, res) => void res.status(404).json({ code: "404", msg: "Not found" }));

  const wss = new WebSocketServer({ noServer: true });
  http.on("upgrade", (req: IncomingMessage, socket, head) => {
    const path = new URL(req.url ?? "/", url).pathname;
    const match = SOCKET_PATHS.map(([re, kind]) => [re.exec(path), kind] as const).find(([m]) => m);
    if (!match || gateway.sockets.unreachable()) return void socket.destroy(); // unknown path or /__mock/sockets/unreachable
    wss.handleUpgrade(req, socket, head, (ws) => bindSocket(gateway, ws, decodeURIComponent(match[0]![1]), match[1]));
  });
  return {
    url,
    gateway,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/** Authenticates a socket by its token and registers it; closes 4401 on a bad token. */
function bindSocket(gateway: MockGateway, ws: WebSocket, token: string, kind: SocketKind): void {
  const session = authenticate(
    { db: gateway.state, clock: gateway.clock },
    new Request("http://socket.local/", { headers: { authorization: token } }),
  );
  if (!session) return void ws.close(WS_CLOSE_UNAUTHORIZED, "unauthorized");
  const conn = {
    username: session.username,
    kind,
    send: (data: string) => ws.send(data),
    close: (code: number, reason: string) => ws.close(code, reason),
  };
  const unregister = gateway.sockets.register(conn);
  ws.on("message", (data) => gateway.sockets.received(conn, String(data)));
  ws.on("close", unregister);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.MOCK_GATEWAY_PORT ?? 3100);
  startMockGateway({ host: process.env.HOST ?? "127.0.0.1", port }).then(({ url }) => {
    console.log(`mock gateway listening on ${url}`);
  }, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
