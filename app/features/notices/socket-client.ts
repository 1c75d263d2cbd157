/**
 * The browser side of a portal socket (`/ws/{kind}`, proxied by the portal server): a transport
 * only. Pure and testable: the WebSocket constructor and the timers are injected.
 *
 * - States `connecting` → `connected` → `closed`; `connected` is true only while open.
 * - Reconnects `reconnectDelayMs` (5 000) after any close (SOCK-03), except after the
 *   session-ended code 4401 (logout or 401: reconnecting cannot help), which is reported to
 *   `onSessionEnded` listeners instead, and after {@link SocketClient.stop}. After 4429 (the
 *   session holds as many notice sockets as the portal allows: a seller with very many tabs) it
 *   waits `crowdedDelayMs` (60 000) instead: a place frees when another tab closes, and this
 *   tab then connects again by itself, without knocking every 5 s meanwhile. Nothing is shown:
 *   the other tabs still receive the notices, and the bell reads its count over HTTP.
 * - Sends a `ping` text frame every `pingIntervalMs` (50 000) while connected (SOCK-04).
 * - Incoming ping/pong/heartbeat messages are ignored (SOCK-05); a message that is not a JSON
 *   object is ignored, the connection kept (SOCK-06).
 * - Subscriptions by msgType (a number; `"*"` for every message); a throwing subscriber does not
 *   stop the others.
 * @see SOCK-03 @see SOCK-04 @see SOCK-05 @see SOCK-06
 */

import type { SocketCtor, SocketLike, Timers } from "~/utils/socket-types";

export type SocketState = "connecting" | "connected" | "closed";
/** A parsed incoming message: a JSON object (fields as the gateway sends them). */
export type SocketMessage = Record<string, unknown> & { msgType?: unknown };

/** Options of {@link createSocketClient}. */
export interface SocketClientOptions {
  /** Absolute ws: / wss: URL, see {@link portalSocketUrl}. */
  url: string;
  WebSocket: SocketCtor;
  timers?: Timers;
  /** ms after a close before reconnecting; default 5 000 (SOCK-03). */
  reconnectDelayMs?: number;
  /** ms after a 4429 close (too many sockets for the session) before trying again; default 60 000. */
  crowdedDelayMs?: number;
  /** ms between pings while connected; default 50 000 (SOCK-04); 0 = none. */
  pingIntervalMs?: number;
}

/** A socket client (see the module doc). */
export interface SocketClient {
  readonly state: SocketState;
  readonly connected: boolean;
  /** Subscribes to messages of `msgType` (`"*"`: all); returns the unsubscribe. */
  subscribe(msgType: number | "*", handler: (message: SocketMessage) => void): () => void;
  /** Listens to state changes; returns the unsubscribe. */
  onState(listener: (state: SocketState) => void): () => void;
  /** Listens to a 4401 close (the session ended); returns the unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
  /** Sends a text frame when connected; returns whether it was sent. */
  send(data: string): boolean;
  /** Connects (idempotent). */
  start(): void;
  /** Closes for good (no reconnect) until the next start(). */
  stop(): void;
}

/** The close code of an ended session (the proxy's CLOSE_SESSION_ENDED). */
export const SESSION_ENDED_CODE = 4401;
/** The close code of a socket refused because the session holds too many (the proxy's CLOSE_TOO_MANY_SOCKETS). */
export const TOO_MANY_SOCKETS_CODE = 4429;
const PING_WORDS = new Set(["ping", "pong", "heartbeat"]);

/** True for ping/pong/heartbeat messages, raw or as a JSON `type`/`msgType`/`method`. @see SOCK-05 */
export function isPing(raw: string, parsed: unknown): boolean {
  if (PING_WORDS.has(raw.trim().toLowerCase())) return true;
  if (!parsed || typeof parsed !== "object") return false;
  const o = parsed as Record<string, unknown>;
  return [o.type, o.msgType, o.method].some((v) => typeof v === "string" && PING_WORDS.has(v.toLowerCase()));
}

/** Parses a frame: the message object, or null to ignore it (ping, not JSON, not an object). @see SOCK-05 @see SOCK-06 */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== "string") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    parsed = undefined;
  }
  if (isPing(data, parsed) || !parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  return parsed as SocketMessage;
}

/**
 * `ws(s)://{host}{basePath}ws/{kind}` for the page at `location` (same origin); `basePath` is
 * "/" or a prefixed deployment's "/pre/" (ROUTE-44).
 */
export function portalSocketUrl(kind: string, location: { protocol: string; host: string }, basePath = "/"): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${basePath}ws/${kind}`;
}

const browserTimers = (): Timers => ({
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
});

/** Creates a client (not started). */
export function createSocketClient(opts: SocketClientOptions): SocketClient {
  const timers = opts.timers ?? browserTimers();
  const reconnectDelay = opts.reconnectDelayMs ?? 5_000;
  const crowdedDelay = opts.crowdedDelayMs ?? 60_000;
  const pingEvery = opts.pingIntervalMs ?? 50_000;
  const subs = new Map<number | "*", Set<(m: SocketMessage) => void>>();
  const stateListeners = new Set<(s: SocketState) => void>();
  const endedListeners = new Set<() => void>();
  let state: SocketState = "closed";
  let socket: SocketLike | null = null;
  let running = false;
  let reconnectTimer: unknown = null;
  let pingTimer: unknown = null;

  const setState = (next: SocketState) => {
    if (next === state) return;
    state = next;
    for (const l of [...stateListeners]) l(next);
  };
  const dispatch = (message: SocketMessage) => {
    const type = Number(message.msgType);
    const handlers = [...(subs.get("*") ?? []), ...(Number.isFinite(type) && message.msgType !== "" ? subs.get(type) ?? [] : [])];
    for (const h of handlers) {
      try {
        h(message);
      } catch {
        // one subscriber's failure must not silence the others
      }
    }
  };
  const stopPing = () => {
    if (pingTimer !== null) timers.clearInterval(pingTimer);
    pingTimer = null;
  };
  const connect = () => {
    reconnectTimer = null;
    if (!running) return;
    setState("connecting");
    let ws: SocketLike;
    try {
      ws = new opts.WebSocket(opts.url);
    } catch {
      reconnectTimer = timers.setTimeout(connect, reconnectDelay);
      return setState("closed");
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      setState("connected");
      if (pingEvery > 0) pingTimer = timers.setInterval(() => client.send("ping"), pingEvery);
    };
    ws.onmessage = (ev) => {
      if (socket !== ws) return;
      const message = parseSocketMessage(ev.data);
      if (message) dispatch(message);
    };
    ws.onerror = () => {};
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      stopPing();
      setState("closed");
      if (ev.code === SESSION_ENDED_CODE) {
        running = false;
        for (const l of [...endedListeners]) l();
      } else if (running) reconnectTimer = timers.setTimeout(connect, ev.code === TOO_MANY_SOCKETS_CODE ? crowdedDelay : reconnectDelay);
    };
  };

  const client: SocketClient = {
    get state() {
      return state;
    },
    get connected() {
      return state === "connected";
    },
    subscribe(msgType, handler) {
      let set = subs.get(msgType);
      if (!set) subs.set(msgType, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    onSessionEnded(listener) {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    send(data) {
      if (!socket || state !== "connected") return false;
      try {
        socket.send(data);
        return true;
      } catch {
        return false;
      }
    },
    start() {
      if (running) return;
      running = true;
      if (!socket && reconnectTimer === null) connect();
    },
    stop() {
      running = false;
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopPing();
      const ws = socket;
      socket = null;
      ws?.close(1000, "stopped");
      setState("closed");
    },
  };
  return client;
}
