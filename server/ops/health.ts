/**
 * The two probes of a deployment (issue 11 "Health"):
 * - `GET /healthz`: alive — answers 200 `{"status":"ok"}` without calling anything;
 * - `GET /readyz`: ready — 200 when the gateway answers (any HTTP status) within
 *   {@link READY_TIMEOUT_MS}, 503 `{"status":"unready","reason":…}` while shutting down or
 *   while the gateway is unreachable.
 * Both are served at the origin's root (also under a PORTAL_ENV_PREFIX deployment), before
 * logging, compression and the Remix handler, so they are neither logged nor counted as traffic.
 * @module server/ops/health
 */
import type { NextFunction, Request, Response } from "express";

/** Timeout of the readiness check's gateway call, ms. */
export const READY_TIMEOUT_MS = 2_000;

/** Options of {@link createHealth}. */
export interface HealthOptions {
  /** The gateway base URL (read per check: the embedded mock sets it at start-up). */
  gatewayUrl: () => string;
  /** Gateway check timeout, ms; default {@link READY_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** The probes and the shutdown switch. */
export interface Health {
  /** Express middleware answering `/healthz` and `/readyz` (GET/HEAD); passes anything else on. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** From now on /readyz answers 503 "shutting-down" (idempotent). */
  markShuttingDown(): void;
  readonly shuttingDown: boolean;
}

/** Whether the gateway answers any HTTP response within `timeoutMs` (never throws). */
export async function gatewayReachable(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/`, { method: "GET", redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel().catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/** Creates the probes (see the module doc). */
export function createHealth(opts: HealthOptions): Health {
  let shuttingDown = false;
  const timeoutMs = opts.timeoutMs ?? READY_TIMEOUT_MS;
  const reply = (res: Response, status: number, body: Record<string, string>) => {
    res.status(status).set("Cache-Control", "no-store").json(body);
  };
  const middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz") return reply(res, 200, { status: "ok" });
    if (req.path !== "/readyz") return next();
    if (shuttingDown) return reply(res, 503, { status: "unready", reason: "shutting-down" });
    let url: string;
    try {
      url = opts.gatewayUrl();
    } catch {
      return reply(res, 503, { status: "unready", reason: "no-gateway" });
    }
    void gatewayReachable(url, timeoutMs).then((ok) => {
      if (shuttingDown) reply(res, 503, { status: "unready", reason: "shutting-down" });
      else if (ok) reply(res, 200, { status: "ready" });
      else reply(res, 503, { status: "unready", reason: "gateway-unreachable" });
    });
  };
  return {
    middleware,
    markShuttingDown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
  };
}
