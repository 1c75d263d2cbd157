/**
 * The portal's WebSocket proxy (DESIGN.md §1): `GET /ws/{kind}` upgrades on the portal's own
 * HTTP server. Each upgrade is checked in this order, and refused with an HTTP status (the TCP
 * socket then ends): unknown path or kind → 404; Origin not the portal's own → 403 (cross-site
 * WebSocket hijacking); no logged-in session in the cookie → 401. A session that already holds
 * the cap of sockets of this kind (./socket-slots, default 20 per session and kind, counted across
 * instances with Redis) gets the upgrade and then close 4429 "too many sockets for this session"
 * at once (a browser cannot read an HTTP status of a refused upgrade), with no upstream opened.
 * An accepted socket is relayed to its upstream (./kinds) with the session's token, and the
 * user's language from the portal's language cookie, added here, server-side.
 *
 * Limits (defaults): 64 KiB per browser frame (bigger → close 1009), 1 MiB per upstream frame,
 * backpressure at 1 MiB buffered per side, 64 KiB queued before the upstream opens, a ping to
 * both sides every 30 s (a side that has not answered the previous ping is terminated; a side
 * paused by backpressure is skipped), 10 s upstream handshake.
 * @module server/ws/proxy
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Redis } from "ioredis";
import { WebSocketServer, type WebSocket } from "ws";
import { socketSessionKey } from "../../app/utils/socket-sessions.server";
import { CLOSE_TOO_MANY_SOCKETS, TOO_MANY_SOCKETS_REASON } from "./close-codes";
import { PROXY_KINDS, kindOfPath, toWsBase, upstreamLanguage, type ProxyKind, type UpstreamTarget } from "./kinds";
import { isOwnOrigin } from "./origin";
import { startRelay, type Relay, type RelayLimits } from "./relay";
import { createSessionSockets, type SessionSockets } from "./session-sockets";
import { createSocketSlots, type SocketSlot } from "./socket-slots";

/** The logged-in part of a session the proxy needs. */
export interface ProxyLogin {
  token: string;
  company: string;
  userName: string;
  loginAt?: number;
}

/** Options of {@link attachWebSocketProxy}. */
export interface ProxyOptions {
  /** Reads the login from a Cookie header (null = not logged in); the app's own session code. */
  readLogin(cookieHeader: string | undefined): Promise<ProxyLogin | null>;
  /** The shell socket host (SOCK-02) for a login, http(s) or ws(s). */
  socketHost(login: ProxyLogin): Promise<string>;
  gatewayUrl(): string;
  assistantUrl(): string;
  /** The deployment's base path, "/" or "/pre/" (ROUTE-44); sockets live at `{basePath}ws/{kind}`. */
  basePath?: string;
  /** PORTAL_ORIGIN override of the own-origin check (comma-separated). */
  portalOrigin?: string;
  /** Largest browser frame, bytes; default 65 536. */
  browserMaxPayload?: number;
  /** Liveness ping period, ms; default 30 000. */
  pingIntervalMs?: number;
  limits?: Partial<RelayLimits>;
  /** Sockets one session may hold per kind; default 20 (env WS_MAX_SOCKETS_PER_SESSION). */
  maxSocketsPerSession?: number;
  /** Counts the sockets per session across instances in this Redis (REDIS_URL); absent: in memory. */
  redis?: Redis | null;
  /** Lease of a socket's place in Redis, ms (./socket-slots); default 90 000. */
  socketLeaseMs?: number;
  /** Where a refused socket is logged. */
  log?: { info(obj: object, msg: string): void };
}

/** What {@link attachWebSocketProxy} returns. */
export interface WebSocketProxy {
  sessions: SessionSockets;
  /** Open proxied pairs. */
  readonly size: number;
  /** Open proxied pairs by socket kind (metrics). */
  openByKind(): Partial<Record<ProxyKind, number>>;
  /** Stops accepting, closes every pair with 1001 and removes the hook. */
  close(): void;
}

const STATUS_TEXT: Record<number, string> = { 401: "Unauthorized", 403: "Forbidden", 404: "Not Found" };

/** Answers an upgrade with a plain HTTP error and ends the TCP socket. */
function refuse(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  const body = STATUS_TEXT[status] ?? "Error";
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
}

/** Attaches the proxy to `server`'s `upgrade` event. */
export function attachWebSocketProxy(server: Server, opts: ProxyOptions): WebSocketProxy {
  const limits: RelayLimits = {
    upstreamMaxPayload: 1024 * 1024,
    highWaterBytes: 1024 * 1024,
    maxPendingBytes: 64 * 1024,
    handshakeTimeoutMs: 10_000,
    ...opts.limits,
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.browserMaxPayload ?? 64 * 1024, perMessageDeflate: false, clientTracking: false });
  wss.on("error", () => {});
  const sessions = createSessionSockets();
  const slots = createSocketSlots({ cap: opts.maxSocketsPerSession ?? 20, redis: opts.redis, leaseMs: opts.socketLeaseMs });
  const uninstall = sessions.install();
  const relays = new Set<Relay>();
  const kinds = new Map<Relay, ProxyKind>();
  const basePath = opts.basePath ?? "/";

  const targetFor = async (kind: ProxyKind, login: ProxyLogin, req: IncomingMessage): Promise<UpstreamTarget> => {
    const row = PROXY_KINDS[kind];
    const gatewayBase = toWsBase(opts.gatewayUrl());
    return row.upstream({
      token: login.token,
      company: login.company,
      userName: login.userName,
      language: upstreamLanguage(req.headers.cookie),
      gatewayBase,
      socketBase: row.usesSocketHost ? toWsBase(await opts.socketHost(login)) : gatewayBase,
      assistantBase: toWsBase(opts.assistantUrl()),
    });
  };

  const accept = (req: IncomingMessage, socket: Duplex, head: Buffer, kind: ProxyKind, login: ProxyLogin, slot: SocketSlot) => {
    // A handshake that fails (malformed upgrade) never reaches the callback: free its place.
    socket.once("close", () => slot.release());
    wss.handleUpgrade(req, socket, head, (browser: WebSocket) => {
      const key = socketSessionKey(login);
      let remove = () => {};
      const relay = startRelay(browser, targetFor(kind, login, req), limits, (r) => {
        relays.delete(r);
        kinds.delete(r);
        remove();
        slot.release();
      });
      relays.add(relay);
      kinds.set(relay, kind);
      if (key) remove = sessions.add(key, (code, reason) => relay.close(code, reason));
    });
  };

  /** Over the cap: the upgrade completes, then the socket is closed with 4429 (see the module doc). */
  const refuseOverCap = (req: IncomingMessage, socket: Duplex, head: Buffer, kind: ProxyKind, login: ProxyLogin) => {
    opts.log?.info({ event: "ws.refused", kind, user: login.userName, cap: slots.cap }, "socket refused: the session holds too many sockets");
    wss.handleUpgrade(req, socket, head, (browser: WebSocket) => {
      browser.on("error", () => {});
      browser.close(CLOSE_TOO_MANY_SOCKETS, TOO_MANY_SOCKETS_REASON);
    });
  };

  const admit = async (req: IncomingMessage, socket: Duplex, head: Buffer, kind: ProxyKind, login: ProxyLogin) => {
    const slot = await slots.take(socketSessionKey(login) ?? login.token, kind);
    if (socket.destroyed) return slot?.release();
    if (slot) accept(req, socket, head, kind, login, slot);
    else refuseOverCap(req, socket, head, kind, login);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const kind = kindOfPath(req.url, basePath);
    if (!kind) {
      // Another upgrade listener (none today) may own paths outside /ws/.
      const ours = (req.url ?? "").startsWith(`${basePath}ws/`) || server.listenerCount("upgrade") === 1;
      return ours ? refuse(socket, 404) : undefined;
    }
    if (!isOwnOrigin(req, opts.portalOrigin)) return refuse(socket, 403);
    opts.readLogin(req.headers.cookie).then(
      (login) => {
        if (socket.destroyed) return;
        if (!login) return refuse(socket, 401);
        return admit(req, socket, head, kind, login);
      },
      () => refuse(socket, 401),
    ).catch(() => socket.destroy());
  };
  server.on("upgrade", onUpgrade);

  const sweep = setInterval(() => {
    for (const relay of relays) {
      for (const side of ["browser", "upstream"] as const) {
        const ws = relay[side];
        if (!ws || ws.readyState !== ws.OPEN || ws.isPaused) continue;
        const aliveKey = side === "browser" ? "browserAlive" : "upstreamAlive";
        if (!relay[aliveKey]) {
          ws.terminate();
          continue;
        }
        relay[aliveKey] = false;
        try {
          ws.ping();
        } catch {
          ws.terminate();
        }
      }
    }
  }, opts.pingIntervalMs ?? 30_000);
  sweep.unref();

  return {
    sessions,
    get size() {
      return relays.size;
    },
    openByKind() {
      const counts: Partial<Record<ProxyKind, number>> = {};
      for (const kind of kinds.values()) counts[kind] = (counts[kind] ?? 0) + 1;
      return counts;
    },
    close() {
      clearInterval(sweep);
      slots.close();
      server.off("upgrade", onUpgrade);
      uninstall();
      for (const relay of [...relays]) relay.close(1001, "portal shutting down");
    },
  };
}
