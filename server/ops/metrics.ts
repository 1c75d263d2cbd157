/**
 * Prometheus metrics (issue 11 "Metrics"), OFF by default: with METRICS_PORT set, a separate
 * HTTP server on METRICS_HOST (default 127.0.0.1) answers `GET /metrics`; with METRICS_TOKEN
 * set it requires `Authorization: Bearer {METRICS_TOKEN}`, and a non-loopback METRICS_HOST
 * without a token is refused at start-up. Series (prefix `portal_`):
 * - `portal_http_request_duration_seconds{route,method,status}` — user requests (not the probes),
 *   `route` a bounded label (see {@link routeLabel});
 * - `portal_gateway_call_duration_seconds{path,outcome}` — gateway calls, outcome `ok` or the
 *   error kind;
 * - `portal_gateway_unauthorized_total` — gateway 401s that end the session (logout);
 * - `portal_proxied_sockets{kind}` — open proxied WebSockets;
 * - the Node defaults of prom-client (`portal_process_*`, `portal_nodejs_*`).
 * Not yet: the sub-app bridge's rejections (they happen in the browser).
 * @module server/ops/metrics
 */
import { createServer, type Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** First path segments that name a page family; anything else is labelled `other`. */
const ROUTES = new Set(["login", "logout", "entry", "assets", "ws", "api", "oauth", "transfer", "check-token", "401", "404", "500"]);

/** The bounded `route` label of a path: `/`, `/{known first segment}` or `other`. */
export function routeLabel(path: string, basePath = "/"): string {
  const rest = path.startsWith(basePath) ? path.slice(basePath.length) : path.replace(/^\/+/, "");
  const first = rest.split("/")[0] ?? "";
  if (first === "") return "/";
  return ROUTES.has(first) ? `/${first}` : "other";
}

/** The portal's metrics. */
export interface Metrics {
  registry: Registry;
  /** Express middleware timing each request that reaches it. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** Records one gateway call (duration in ms). */
  gatewayCall(path: string, outcome: string, durationMs: number): void;
  /** Counts one rejected sub-app bridge message (`reason` from the route's fixed enum). */
  bridgeRejection(reason: string): void;
  /** Sets the source of the open-socket gauge. */
  socketsFrom(source: () => Partial<Record<string, number>>): void;
}

/** Creates the metrics (one registry; `basePath` for the route label). */
export function createMetrics(basePath = "/"): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "portal_" });
  const http = new Histogram({ name: "portal_http_request_duration_seconds", help: "Duration of user requests by route", labelNames: ["route", "method", "status"], registers: [registry] });
  const gateway = new Histogram({ name: "portal_gateway_call_duration_seconds", help: "Duration of gateway calls by path and outcome", labelNames: ["path", "outcome"], registers: [registry] });
  const logouts = new Counter({ name: "portal_gateway_unauthorized_total", help: "Gateway 401 answers that end the session", registers: [registry] });
  const bridge = new Counter({ name: "portal_bridge_rejections_total", help: "Sub-app bridge messages the shell rejected, by reason", labelNames: ["reason"], registers: [registry] });
  let sockets: () => Partial<Record<string, number>> = () => ({});
  new Gauge({
    name: "portal_proxied_sockets", help: "Open proxied WebSockets by kind", labelNames: ["kind"], registers: [registry],
    collect() {
      this.reset();
      for (const [kind, n] of Object.entries(sockets())) this.set({ kind }, n ?? 0);
    },
  });
  return {
    registry,
    middleware(req, res, next) {
      const end = http.startTimer({ route: routeLabel(req.path, basePath), method: req.method });
      res.on("finish", () => end({ status: String(res.statusCode) }));
      next();
    },
    gatewayCall(path, outcome, durationMs) {
      gateway.observe({ path, outcome }, durationMs / 1000);
      if (outcome === "unauthorized") logouts.inc();
    },
    bridgeRejection(reason) {
      bridge.inc({ reason });
    },
    socketsFrom(source) {
      sockets = source;
    },
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * Serves `GET /metrics` on its own port (see the module doc); resolves with the server.
 * @throws Error when `host` is not loopback and no token is given
 */
export async function serveMetrics(metrics: Metrics, opts: { host: string; port: number; token?: string }): Promise<Server> {
  if (!opts.token && !LOOPBACK.test(opts.host)) throw new Error("METRICS_TOKEN is required when METRICS_HOST is not a loopback address");
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    if (opts.token && req.headers.authorization !== `Bearer ${opts.token}`) {
      res.writeHead(401, { "WWW-Authenticate": "Bearer" }).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.on("clientError", (_err, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return server;
}
