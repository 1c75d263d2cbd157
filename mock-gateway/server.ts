/**
 * The mock gateway as a loopback server (`npm run gateway`, or embedded by the portal): the msw
 * handlers over `node:http` (./net/http-listener.ts), plus a `ws` WebSocketServer on the same
 * port for `/sso/ecSocket/{token}` (./net/sockets.ts). Nothing a client sends brings it down:
 * the server, every request, response and socket has an error handler. No CORS headers: the
 * portal is a BFF, so no browser page calls the gateway. With `clodopPort`, also the fake C-Lodop
 * print service (./clodop/fake-clodop.ts) on that port. Env when run as main: HOST (default
 * 127.0.0.1), MOCK_GATEWAY_PORT (default 3100).
 * @module mock-gateway/server
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { pathToFileURL } from "node:url";
import { startFakeClodop } from "./clodop/fake-clodop";
import { mswListener } from "./net/http-listener";
import { attachSockets } from "./net/sockets";
import { createMockGateway, type MockGateway } from "./node";

export { WS_CLOSE_UNAUTHORIZED } from "./net/sockets";

/**
 * Starts the mock gateway on `host:port` (port 0 = ephemeral; default host 127.0.0.1, port 0).
 * `onControlWrite` runs after each answered non-GET control call (`/__mock/…`).
 * @returns its URL (`http://host:port`), the gateway and `close()`
 * @throws when the port cannot be bound (e.g. EADDRINUSE)
 */
export async function startMockGateway(opts: { host?: string; port?: number; onControlWrite?: () => void; clodopPort?: number } = {}): Promise<{
  url: string; gateway: MockGateway; close(): Promise<void>;
}> {
  const host = opts.host ?? "127.0.0.1";
  let listener: ReturnType<typeof mswListener> = (_req, res) => void res.writeHead(503).end();
  const http = createServer((req, res) => {
    // The embedding portal drops its read cache once a control call changed the mock's state.
    if (opts.onControlWrite && req.method !== "GET" && req.url?.includes("/__mock/")) res.once("finish", opts.onControlWrite);
    listener(req, res);
  });
  await listen(http, opts.port ?? 0, host);
  http.on("error", (error) => console.error("[mock gateway] server error:", error));
  http.on("clientError", (_error, socket: Socket) => {
    if (!socket.writable) return void socket.destroy();
    socket.once("finish", () => socket.destroy());
    socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  const { port } = http.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const gateway = createMockGateway({ publicUrl: url });
  listener = mswListener(gateway.handlers, url);
  const sockets = attachSockets(http, gateway);
  const clodop = opts.clodopPort === undefined ? null : await startDemoClodop(host, opts.clodopPort, gateway);
  return {
    url,
    gateway,
    close: async () => {
      await clodop?.close();
      sockets.close();
      http.closeAllConnections();
      await new Promise<void>((resolve, reject) => http.close((e) => (e ? reject(e) : resolve())));
    },
  };
}

/**
 * The demo's fake C-Lodop service on `port`, switched through `/__mock/clodop`. A port already
 * taken (a real C-Lodop, another demo) is reported and skipped: the mock runs on without it.
 */
async function startDemoClodop(host: string, port: number, gateway: MockGateway) {
  try {
    const fake = await startFakeClodop({ host, port, control: gateway.clodop });
    console.log(`[mock gateway] fake C-Lodop service on http://localhost:${fake.port}/CLodopfuncs.js (switch it: PUT /__mock/clodop)`);
    return fake;
  } catch (error) {
    console.warn(`[mock gateway] fake C-Lodop service not started on port ${port}:`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** Binds `server`; rejects on a listen error instead of leaving it unhandled. */
function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
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
