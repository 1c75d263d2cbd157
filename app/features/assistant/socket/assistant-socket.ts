/**
 * The browser side of the assistant socket (`/ws/assistant`, proxied by the portal to `/unite`
 * on the assistant host, which adds authorization, company_code, userid and source server-side).
 * Pure and testable: the WebSocket constructor and the timers are injected.
 *
 * - States connecting / connected / closed (AISOCK-07); a ping every 30 s while connected
 *   (AISOCK-08); after an unexpected close, at most 5 reconnect attempts 3 s apart (AISOCK-09),
 *   then closed until {@link AssistantSocket.reconnect}, which starts a fresh set (AISOCK-11).
 *   An attempt that connects but is dropped within 30 s still counts.
 * - Not logged in: no connection, closed, and `user not logged in` (AISOCK-02). The session-ended
 *   close code 4401 counts as not logged in.
 * - Close 4429 (the session holds as many assistant sockets as the portal allows, i.e. the
 *   assistant is open in very many tabs): no retries (each would be refused too); closed at
 *   once, and {@link TOO_MANY_SOCKETS} to the error listeners and as the rejection of every
 *   pending request; the mask's reconnect tries again.
 * - `request(method, data)` resolves with a reply's `data` when its code is 0, rejects with its
 *   message otherwise (AISOCK-04); replies are matched to requests by method, first come first
 *   served. A reply whose method is `error` goes to the error listeners (AISOCK-05). A reply that
 *   does not parse is ignored (AISOCK-06).
 * - `robot` and `message` replies are streamed answers: they go to the stream listeners.
 * @module features/assistant/socket/assistant-socket
 */

import type { SocketCtor, SocketLike, Timers } from "~/utils/socket-types";

export type AssistantSocketState = "connecting" | "connected" | "closed";

/** A reply frame. */
export interface AssistantReply {
  code: number;
  method: string;
  message: string;
  data: unknown;
}

/** Thrown (rejected) by {@link AssistantSocket.request}. */
export class AssistantRequestError extends Error {
  constructor(message: string, readonly code: number) {
    super(message);
    this.name = "AssistantRequestError";
  }
}

/** The message of the not-logged-in failure. @see AISOCK-02 */
export const NOT_LOGGED_IN = "user not logged in";
/** The error of a socket refused because the session holds too many (close 4429). */
export const TOO_MANY_SOCKETS = "too many sockets for this session";
/** Ping period, ms. @see AISOCK-08 */
export const PING_MS = 30_000;
/** Reconnect attempts and their spacing, ms. @see AISOCK-09 */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_DELAY_MS = 3_000;
/** Methods whose replies stream an answer. */
export const STREAM_METHODS: ReadonlySet<string> = new Set(["robot", "message"]);

/** Options of {@link createAssistantSocket}. */
export interface AssistantSocketOptions {
  url: string;
  WebSocket: SocketCtor;
  /** False when there is no logged-in session. */
  loggedIn: boolean;
  timers?: Timers;
  /** A request with no reply in this time rejects, ms; default 15 000. */
  requestTimeoutMs?: number;
}

/** The assistant socket. */
export interface AssistantSocket {
  readonly state: AssistantSocketState;
  connect(): void;
  /** A fresh set of attempts, from the closed state (the mask's button). @see AISOCK-11 */
  reconnect(): void;
  /** Closes for good (unmount). */
  stop(): void;
  request<T = unknown>(method: string, data?: Record<string, unknown>): Promise<T>;
  /** Sends without waiting for a reply (robot, message: answers come to `onStream`). */
  send(method: string, data: Record<string, unknown>): boolean;
  onState(fn: (state: AssistantSocketState) => void): () => void;
  onError(fn: (message: string) => void): () => void;
  onStream(fn: (reply: AssistantReply) => void): () => void;
}

const windowTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
};

/** Parses a reply frame; null when it is not one. @see AISOCK-06 */
export function parseReply(raw: unknown): AssistantReply | null {
  if (typeof raw !== "string") return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.method !== "string") return null;
  const code = Number(r.code);
  return { code: Number.isFinite(code) ? code : -1, method: r.method, message: typeof r.message === "string" ? r.message : "", data: r.data ?? null };
}

/** Creates the socket (not connected: call `connect`). */
export function createAssistantSocket(opts: AssistantSocketOptions): AssistantSocket {
  const timers = opts.timers ?? windowTimers;
  const requestTimeoutMs = opts.requestTimeoutMs ?? 15_000;
  let state: AssistantSocketState = "closed";
  let ws: SocketLike | null = null;
  let attempts = 0;
  let stopped = false;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;
  let stableTimer: unknown = null;
  const stateFns = new Set<(s: AssistantSocketState) => void>();
  const errorFns = new Set<(m: string) => void>();
  const streamFns = new Set<(r: AssistantReply) => void>();
  const pending = new Map<string, Array<{ resolve(v: unknown): void; reject(e: Error): void; timer: unknown }>>();

  const emit = <T>(set: Set<(v: T) => void>, v: T) => {
    for (const fn of [...set]) {
      try {
        fn(v);
      } catch (err) {
        console.error("assistant socket listener failed", err);
      }
    }
  };
  const setState = (s: AssistantSocketState) => {
    if (s === state) return;
    state = s;
    emit(stateFns, s);
  };
  const failAll = (message: string) => {
    for (const [, list] of pending) for (const p of list) {
      timers.clearTimeout(p.timer);
      p.reject(new AssistantRequestError(message, -1));
    }
    pending.clear();
  };
  const onReply = (reply: AssistantReply) => {
    if (reply.method === "error") return emit(errorFns, reply.message);
    if (STREAM_METHODS.has(reply.method)) return emit(streamFns, reply);
    const p = pending.get(reply.method)?.shift();
    if (!p) return;
    timers.clearTimeout(p.timer);
    if (reply.code === 0) p.resolve(reply.data);
    else p.reject(new AssistantRequestError(reply.message || "failed", reply.code));
  };
  const open = () => {
    if (stopped) return;
    if (!opts.loggedIn) {
      setState("closed");
      return emit(errorFns, NOT_LOGGED_IN);
    }
    setState("connecting");
    let socket: SocketLike;
    try {
      socket = new opts.WebSocket(opts.url);
    } catch {
      return scheduleRetry();
    }
    ws = socket;
    socket.onopen = () => {
      // The attempts count again only once the connection has held for a ping period: a host
      // that accepts and drops at once still ends in the mask after 5 tries.
      timers.clearTimeout(stableTimer);
      stableTimer = timers.setTimeout(() => void (attempts = 0), PING_MS);
      setState("connected");
      timers.clearInterval(pingTimer);
      pingTimer = timers.setInterval(() => {
        if (state === "connected") socket.send(JSON.stringify({ method: "ping", data: {} }));
      }, PING_MS);
    };
    socket.onmessage = (ev) => {
      const reply = parseReply(ev.data);
      if (reply) onReply(reply);
    };
    socket.onerror = () => {};
    socket.onclose = (ev) => {
      if (ws !== socket) return;
      ws = null;
      timers.clearInterval(pingTimer);
      timers.clearTimeout(stableTimer);
      failAll(ev.code === 4429 ? TOO_MANY_SOCKETS : "connection closed");
      if (stopped) return setState("closed");
      if (ev.code === 4401) {
        setState("closed");
        return emit(errorFns, NOT_LOGGED_IN);
      }
      if (ev.code === 4429) {
        setState("closed");
        return emit(errorFns, TOO_MANY_SOCKETS);
      }
      scheduleRetry();
    };
  };
  const scheduleRetry = () => {
    if (attempts >= RECONNECT_ATTEMPTS) return setState("closed");
    attempts += 1;
    setState("connecting");
    retryTimer = timers.setTimeout(open, RECONNECT_DELAY_MS);
  };
  return {
    get state() {
      return state;
    },
    connect() {
      if (ws || state === "connecting") return;
      stopped = false;
      attempts = 0;
      open();
    },
    reconnect() {
      if (ws) return;
      timers.clearTimeout(retryTimer);
      stopped = false;
      attempts = 0;
      open();
    },
    stop() {
      stopped = true;
      timers.clearTimeout(retryTimer);
      timers.clearTimeout(stableTimer);
      timers.clearInterval(pingTimer);
      const s = ws;
      ws = null;
      s?.close(1000, "closed");
      failAll("connection closed");
      setState("closed");
    },
    request<T>(method: string, data: Record<string, unknown> = {}) {
      return new Promise<T>((resolve, reject) => {
        if (!ws || state !== "connected") return reject(new AssistantRequestError(opts.loggedIn ? "not connected" : NOT_LOGGED_IN, -1));
        const list = pending.get(method) ?? [];
        pending.set(method, list);
        const entry = {
          resolve: resolve as (v: unknown) => void,
          reject,
          timer: timers.setTimeout(() => {
            const i = list.indexOf(entry);
            if (i >= 0) list.splice(i, 1);
            reject(new AssistantRequestError("timeout", -1));
          }, requestTimeoutMs),
        };
        list.push(entry);
        ws.send(JSON.stringify({ method, data }));
      });
    },
    send(method, data) {
      if (!ws || state !== "connected") return false;
      ws.send(JSON.stringify({ method, data }));
      return true;
    },
    onState: (fn) => (stateFns.add(fn), () => void stateFns.delete(fn)),
    onError: (fn) => (errorFns.add(fn), () => void errorFns.delete(fn)),
    onStream: (fn) => (streamFns.add(fn), () => void streamFns.delete(fn)),
  };
}
