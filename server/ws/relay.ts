/**
 * One proxied socket pair: the browser's socket (already accepted) and its upstream socket.
 * Frames are relayed both ways as they came (text stays text); each side's close closes the
 * other (codes in ./close-codes); backpressure pauses the sending side while the receiving
 * side's `bufferedAmount` is above `highWaterBytes` and resumes it below a quarter of that.
 * Frames the browser sends before the upstream opens are queued up to `maxPendingBytes`; more
 * closes the browser with 1013.
 * @module server/ws/relay
 */
import WebSocket, { type RawData } from "ws";
import {
  CLOSE_BAD_GATEWAY, CLOSE_INTERNAL, CLOSE_SESSION_ENDED, CLOSE_TRY_AGAIN, browserCodeFor, upstreamCodeFor,
} from "./close-codes";
import type { UpstreamTarget } from "./kinds";

/** Limits of a relay. */
export interface RelayLimits {
  /** Largest frame accepted from the upstream, bytes (the browser's is set on the server). */
  upstreamMaxPayload: number;
  /** Pause the sender above this many buffered bytes on the receiver. */
  highWaterBytes: number;
  /** Most bytes queued from the browser before the upstream opens. */
  maxPendingBytes: number;
  /** Upstream handshake timeout, ms. */
  handshakeTimeoutMs: number;
}

/** A live pair, as the liveness sweep sees it. */
export interface Relay {
  browser: WebSocket;
  upstream: WebSocket | null;
  /** Pong (or any frame) seen since the last sweep, per side. */
  browserAlive: boolean;
  upstreamAlive: boolean;
  /** Closes both sides: `code` to the browser, 1000 upstream. Idempotent. */
  close(code: number, reason: string): void;
}

const noop = () => {};

function safeClose(ws: WebSocket | null, code: number, reason: string): void {
  if (!ws) return;
  try {
    if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
    else if (ws.readyState === WebSocket.OPEN) {
      // A paused socket would never read the peer's close frame (the handshake would hang 30 s).
      if (ws.isPaused) ws.resume();
      ws.close(code, reason);
    }
  } catch {
    ws.terminate();
  }
}

/** Relays `from` → `to` with backpressure. */
function pipe(from: WebSocket, to: WebSocket, highWater: number, rewrite?: (text: string) => string | null): void {
  const resumeBelow = Math.floor(highWater / 4);
  from.on("message", (raw: RawData, isBinary: boolean) => {
    if (to.readyState !== WebSocket.OPEN) return;
    const data = rewrite ? (isBinary ? null : rewrite(String(raw))) : raw;
    if (data === null) return;
    to.send(data as Buffer, { binary: isBinary }, () => {
      if (from.isPaused && to.bufferedAmount <= resumeBelow && from.readyState === WebSocket.OPEN) from.resume();
    });
    if (to.bufferedAmount > highWater) from.pause();
  });
}

/**
 * Starts relaying `browser` to the upstream `target` (resolved asynchronously: the browser is
 * paused meanwhile). `onEnd` runs once when both sides are done with.
 */
export function startRelay(
  browser: WebSocket,
  target: Promise<UpstreamTarget>,
  limits: RelayLimits,
  onEnd: (relay: Relay) => void,
): Relay {
  let ended = false;
  let pending: Array<[RawData, boolean]> | null = [];
  let pendingBytes = 0;
  const relay: Relay = {
    browser,
    upstream: null,
    browserAlive: true,
    upstreamAlive: true,
    close(code, reason) {
      if (ended) return;
      ended = true;
      safeClose(browser, code, reason);
      safeClose(relay.upstream, 1000, "closed by portal");
      onEnd(relay);
    },
  };
  const queue = (data: RawData, isBinary: boolean) => {
    if (!pending) return;
    pendingBytes += Buffer.isBuffer(data) ? data.length : Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (pendingBytes > limits.maxPendingBytes) return relay.close(CLOSE_TRY_AGAIN, "upstream not ready");
    pending.push([data, isBinary]);
  };
  browser.on("error", noop);
  browser.on("pong", () => void (relay.browserAlive = true));
  browser.on("message", queue);
  browser.on("close", (code) => {
    if (ended) return;
    ended = true;
    safeClose(relay.upstream, upstreamCodeFor(code), "browser closed");
    onEnd(relay);
  });
  browser.pause();

  target.then((t) => {
    if (ended) return;
    const upstream = new WebSocket(t.url, {
      headers: t.headers,
      maxPayload: limits.upstreamMaxPayload,
      handshakeTimeout: limits.handshakeTimeoutMs,
      perMessageDeflate: false,
    });
    relay.upstream = upstream;
    upstream.on("error", noop);
    upstream.on("pong", () => void (relay.upstreamAlive = true));
    upstream.on("unexpected-response", (req, res) => {
      const auth = res.statusCode === 401 || res.statusCode === 403;
      res.resume();
      req.destroy();
      relay.close(auth ? CLOSE_SESSION_ENDED : CLOSE_BAD_GATEWAY, auth ? "unauthorized" : "upstream refused");
    });
    upstream.on("open", () => {
      if (ended) return;
      browser.off("message", queue);
      for (const [raw, isBinary] of pending ?? []) {
        const data = t.frameOut ? (isBinary ? null : t.frameOut(String(raw))) : raw;
        if (data !== null) upstream.send(data as Buffer, { binary: isBinary });
      }
      pending = null;
      pipe(browser, upstream, limits.highWaterBytes, t.frameOut);
      pipe(upstream, browser, limits.highWaterBytes);
      browser.resume();
    });
    upstream.on("close", (code) => {
      if (ended) return;
      ended = true;
      // Never opened: the upstream could not be reached.
      const opened = pending === null;
      safeClose(browser, opened ? browserCodeFor(code) : code === 4401 ? CLOSE_SESSION_ENDED : CLOSE_BAD_GATEWAY, "upstream closed");
      onEnd(relay);
    });
  }, () => relay.close(CLOSE_INTERNAL, "no upstream"));
  return relay;
}
