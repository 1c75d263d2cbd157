/**
 * The mock gateway's WebSocket endpoints on the loopback server: `/sso/ecSocket/{token}` (the
 * shell notice socket) and `/sso/downloadSocket/{token}` (the download socket, EXPORT-16). Nothing a client sends is fatal: a target that does not parse or decode
 * gets HTTP 400, an unknown path 404, a frame that breaks the protocol (no mask, bad opcode,
 * too large) closes that socket only, and every socket has an error handler.
 * @module mock-gateway/net/sockets
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { acceptLanguageOf } from "../core/messages";
import { authenticate } from "../core/tokens";
import type { MockGateway } from "../node";
import type { SocketKind } from "../sockets/registry";

/** Socket paths and their kinds; the token is the last path segment. */
const SOCKET_PATHS: ReadonlyArray<[RegExp, SocketKind]> = [
  [/^\/sso\/ecSocket\/([^/?]+)$/, "notice"],
  // The export centre's download socket (issue 26; the portal's proxy row `download`, server/ws/kinds.ts).
  [/^\/sso\/downloadSocket\/([^/?]+)$/, "download"],
];

/** Close code for a socket whose token is bad. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/** Largest frame a client may send (bytes); a larger one closes the socket with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024;

/** Answers a refused upgrade with a bare HTTP status, then destroys the connection (as `ws` does). */
function refuse(socket: Duplex, status: 400 | 404, text: string): void {
  if (!socket.writable) return void socket.destroy();
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Parses an upgrade target into the socket kind and the decoded token, or the status to refuse it with. */
export function socketTarget(target: string | undefined): { kind: SocketKind; token: string } | 400 | 404 {
  if (!target?.startsWith("/")) return 400;
  let path: string;
  try {
    path = new URL(`http://socket.local${target}`).pathname;
  } catch {
    return 400;
  }
  for (const [re, kind] of SOCKET_PATHS) {
    const m = re.exec(path);
    if (!m) continue;
    try {
      return { kind, token: decodeURIComponent(m[1]!) };
    } catch {
      return 400;
    }
  }
  return 404;
}

/**
 * Serves the gateway's sockets on `server`'s `upgrade` event.
 * @returns `close()`, which terminates every open socket
 */
export function attachSockets(server: Server, gateway: MockGateway): { close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  wss.on("error", () => {});
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    try {
      // The assistant socket: `/unite`, the token in the Authorization header (AISOCK-01).
      if (/^\/unite\/?(\?|$)/.test(req.url ?? "")) {
        if (gateway.sockets.unreachable()) return void socket.destroy();
        return void wss.handleUpgrade(req, socket, head, (ws) =>
          bindSocket(gateway, ws, req.headers.authorization ?? "", "assistant", req.headers.company, acceptLanguageOf(req.headers["accept-language"])));
      }
      const target = socketTarget(req.url);
      if (target === 400) return refuse(socket, 400, "Bad Request");
      if (target === 404) return refuse(socket, 404, "Not Found");
      // POST /__mock/sockets/unreachable: the endpoint is away, the connection is dropped.
      if (gateway.sockets.unreachable()) return void socket.destroy();
      wss.handleUpgrade(req, socket, head, (ws) => bindSocket(gateway, ws, target.token, target.kind));
    } catch {
      socket.destroy();
    }
  });
  return {
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}

/** The session of a socket token; undefined when it is bad or cannot even be a header value. */
function socketSession(gateway: MockGateway, token: string, company?: string | string[]) {
  let request: Request;
  try {
    request = new Request("http://socket.local/", { headers: { authorization: token, ...(typeof company === "string" ? { company } : {}) } });
  } catch {
    return undefined;
  }
  return authenticate({ db: gateway.state, clock: gateway.clock }, request);
}

/**
 * Authenticates a socket by its token and registers it; closes 4401 on a bad token. `language`:
 * the assistant socket's, from its upgrade's `Accept-Language` (its answers are in it).
 */
function bindSocket(gateway: MockGateway, ws: WebSocket, token: string, kind: SocketKind, company?: string | string[], language?: GatewayLanguage): void {
  ws.on("error", () => ws.terminate());
  const session = socketSession(gateway, token, company);
  if (!session) return void ws.close(WS_CLOSE_UNAUTHORIZED, "unauthorized");
  const conn = {
    username: session.username,
    kind,
    send: (data: string) => ws.send(data, () => {}),
    close: (code: number, reason: string) => {
      try {
        ws.close(code, reason);
      } catch {
        ws.terminate();
      }
    },
  };
  const unregister = gateway.sockets.register(conn);
  const assistant = kind === "assistant" ? gateway.assistant.open(session.username, conn.send, language) : null;
  ws.on("message", (data) => {
    gateway.sockets.received(conn, String(data));
    assistant?.frame(String(data));
  });
  ws.on("close", () => {
    unregister();
    assistant?.close();
  });
}
