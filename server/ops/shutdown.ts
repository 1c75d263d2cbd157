/**
 * Graceful shutdown on SIGTERM/SIGINT (issue 11 "Graceful shutdown"):
 * 1. /readyz turns 503 (the load balancer stops sending);
 * 2. the listener stops accepting; idle keep-alive connections are closed, and answers still
 *    in flight carry `Connection: close`;
 * 3. in-flight requests and streamed answers finish, within `graceMs` (then the remaining
 *    connections are cut);
 * 4. proxied sockets close with 1001 "going away" (clients reconnect elsewhere);
 * 5. the embedded mock gateway closes, and the process exits 0.
 * A second signal during the drain exits at once with status 1.
 * @module server/ops/shutdown
 */
import type { Server } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** What the shutdown stops, in order. */
export interface ShutdownParts {
  server: Server;
  /** Turns /readyz to 503. */
  markShuttingDown(): void;
  /** Closes the proxied sockets with 1001. */
  closeSockets(): void;
  /** Anything else to close last (the embedded mock gateway). */
  closeLast?: () => Promise<void>;
  /** Drain bound, ms (env SHUTDOWN_GRACE_MS, default 25 000). */
  graceMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Process exit; `process.exit` by default (tests inject). */
  exit?: (code: number) => void;
}

/** Express middleware: once shutting down, every answer carries `Connection: close`. */
export function closeConnectionsWhen(isShuttingDown: () => boolean) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (isShuttingDown()) res.setHeader("Connection", "close");
    next();
  };
}

/**
 * Returns the signal handler: the first call drains (see the module doc), a second exits 1.
 * Install it for SIGTERM and SIGINT.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => void {
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  let started = false;
  return (signal) => {
    if (started) {
      parts.log.warn({ signal }, "second signal: exiting at once");
      exit(1);
      return;
    }
    started = true;
    const t0 = Date.now();
    parts.log.info({ signal, graceMs: parts.graceMs }, "shutting down");
    parts.markShuttingDown();
    const drained = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), parts.graceMs);
      timer.unref();
      parts.server.close(() => {
        clearTimeout(timer);
        resolve(true);
      });
      parts.server.closeIdleConnections();
    });
    parts.closeSockets();
    void drained
      .then(async (clean) => {
        if (!clean) {
          parts.log.warn({ graceMs: parts.graceMs }, "drain bound reached: cutting the remaining connections");
          parts.server.closeAllConnections();
        }
        await parts.closeLast?.();
        parts.log.info({ durationMs: Date.now() - t0 }, "stopped");
        exit(0);
      })
      .catch((err: unknown) => {
        parts.log.warn({ err }, "shutdown failed");
        exit(1);
      });
  };
}
