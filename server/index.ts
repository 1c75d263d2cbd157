/**
 * The portal server (DESIGN.md §1): Express with compression, security headers, static assets,
 * the Remix request handler, and — when GATEWAY_URL is unset — the embedded mock gateway on its
 * own loopback port (MOCK_GATEWAY_PORT), so `npm start` is a working demo with no backend, and
 * the WebSocket proxy on `/ws/{kind}` (./ws).
 *
 * Operations (issue 11, server/ops/): /healthz and /readyz before everything else, JSON logs
 * (pino-http) with a request id, HSTS behind HTTPS, graceful shutdown on SIGTERM/SIGINT.
 *
 * Env: see app/utils/env.server.ts and README.md ("Deploying").
 */
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "@remix-run/node";
import { basePathOf, normalizeEnvPrefix } from "../app/utils/env-prefix";
import { gatewayUrl, serverEnv } from "../app/utils/env.server";
import { closeSharedRedis, setRedisLog, sharedRedis } from "../app/utils/redis.server";
import { clearAppReadCache } from "../app/gateway/read-cache-hook";
import { bodyLimit, crossSiteGuard, requestTarget } from "./hostile-input";
import { portalErrorHandler, remixHandler } from "./remix-handler";
import { createHealth } from "./ops/health";
import { hsts } from "./ops/hsts";
import { createLogger } from "./ops/logger";
import { createMetrics, serveMetrics, type Metrics } from "./ops/metrics";
import { requestLogger, withRequestContext } from "./ops/request-log";
import { closeConnectionsWhen, gracefulShutdown } from "./ops/shutdown";
import { securityHeaders } from "./security";
import { trustProxyFrom } from "./origin";
import { ASSISTANT_UPLOAD_BODY_MAX_BYTES } from "../app/features/assistant/limits";
import { attachPortalSocketProxy, shareSessionSecret } from "./ws";
import { documentGate } from "./document-gate";
import { clientFiles } from "./static-files";

const isDev = process.env.NODE_ENV === "development";
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
/** TRUST_PROXY=1 (or true): honour X-Forwarded-Proto/-Host for the own origin (server/origin.ts). */
const trustProxy = trustProxyFrom();
/** ROUTE-44: a prefixed deployment serves its pages and assets under /{prefix}/ only. */
const basePath = basePathOf(normalizeEnvPrefix(process.env.PORTAL_ENV_PREFIX));
const log = createLogger(serverEnv().LOG_LEVEL, isDev, serverEnv().LOG_FILE);

async function startEmbeddedGateway() {
  if (process.env.GATEWAY_URL) return null;
  const { startMockGateway } = await import("../mock-gateway/server");
  const mockPort = Number(process.env.MOCK_GATEWAY_PORT ?? 3100);
  // The demo's fake C-Lodop print service (issue 26), unless MOCK_CLODOP_PORT=off.
  const clodop = serverEnv().MOCK_CLODOP_PORT;
  const mock = await startMockGateway({ host, port: mockPort, onControlWrite: clearAppReadCache, clodopPort: clodop === "off" ? undefined : clodop });
  process.env.GATEWAY_URL = mock.url;
  process.env.PORTAL_EMBEDDED_GATEWAY = "1";
  process.env.GATEWAY_PUBLIC_KEY ??= mock.gateway.publicKeyPem;
  log.info({ url: mock.url, control: `${mock.url}/__mock` }, "embedded mock gateway started");
  return mock;
}

async function main() {
  const mock = await startEmbeddedGateway();
  shareSessionSecret();
  // REDIS_URL: the limits every instance shares; connected now, before the first request.
  setRedisLog(log);
  sharedRedis();
  const app = express();
  app.disable("x-powered-by");
  // req.ip: the client as the one trusted proxy hop saw it (X-Forwarded-For), for the login limit.
  if (trustProxy) app.set("trust proxy", 1);
  const health = createHealth({ gatewayUrl });
  // The probes first: not logged, not compressed, not counted.
  app.use(health.middleware);
  app.use(requestLogger(log, trustProxy));
  const env = serverEnv();
  let metrics: Metrics | undefined;
  let metricsServer: Server | undefined;
  if (env.METRICS_PORT !== undefined) {
    metrics = createMetrics(basePath);
    app.use(metrics.middleware);
    metricsServer = await serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN });
    const address = metricsServer.address();
    log.info({ url: `http://${env.METRICS_HOST}:${typeof address === "object" && address ? address.port : env.METRICS_PORT}/metrics` }, "metrics listening");
  }
  app.use(closeConnectionsWhen(() => health.shuttingDown));
  // A streamed answer (text/event-stream) must reach the browser chunk by chunk (AI-60).
  // Nor is a download (an attachment, maybe a Range answer) re-encoded (issue 26).
  app.use(compression({ filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && !/^attachment/i.test(String(res.getHeader("Content-Disposition") ?? "")) && compression.filter(req, res) }));
  app.use(securityHeaders);
  app.use(hsts(trustProxy));
  // Before static files: an absolute-form target or a path that names no page (issue 5 §2).
  app.use(requestTarget);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (isDev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    const dir = resolve(process.env.PORTAL_BUILD_DIR ?? "build");
    build = (await import(pathToFileURL(join(dir, "server/index.js")).href)) as ServerBuild;
    const built = build.basename ?? "/";
    if (built.replace(/\/+$/, "") !== basePath.replace(/\/+$/, "")) {
      throw new Error(`the build in ${dir} serves ${built} but PORTAL_ENV_PREFIX asks for ${basePath}: rebuild with the same PORTAL_ENV_PREFIX`);
    }
    app.use(`${basePath}assets`, express.static(join(dir, "client/assets"), { immutable: true, maxAge: "1y" }));
    app.use(basePath, clientFiles(join(dir, "client"), { maxAge: "1h" }));
  }
  // A prefixed deployment: the bare origin opens the portal under its prefix; any other path
  // outside the prefix is not this deployment's and gets its not-found page.
  if (basePath !== "/") {
    const root = basePath.slice(0, -1);
    app.use((req, res, next) => {
      if (req.path === root || req.path.startsWith(basePath)) return next();
      res.redirect(302, req.path === "/" ? basePath : `${basePath}404`);
    });
  }

  const remix = remixHandler({ build, mode: isDev ? "development" : "production", trustProxy, basePath });
  app.use(crossSiteGuard(trustProxy));
  app.use(bodyLimit(undefined, { [`${basePath}api/assistant/image-upload`]: ASSISTANT_UPLOAD_BODY_MAX_BYTES }));
  // Documents wait their turn, in order (the morning peak, issue 10).
  app.use(documentGate(env.DOCUMENT_CONCURRENCY, basePath));
  app.all("*", withRequestContext(metrics ? (...a) => metrics.gatewayCall(...a) : undefined, metrics ? (reason) => metrics.bridgeRejection(reason) : undefined), remix);
  app.use(portalErrorHandler(remix, log));

  const server = app.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    log.info({ url: `http://${host}:${actual}` }, "listening");
  });
  server.on("error", (err) => {
    log.fatal({ err }, "server error");
    process.exit(1);
  });
  const sockets = attachPortalSocketProxy(server, { basePath, log });
  metrics?.socketsFrom(() => sockets.openByKind());

  const shutdown = gracefulShutdown({
    server,
    markShuttingDown: () => health.markShuttingDown(),
    closeSockets: () => sockets.close(),
    closeLast: async () => {
      metricsServer?.close();
      await closeSharedRedis();
      await mock?.close();
    },
    graceMs: serverEnv().SHUTDOWN_GRACE_MS,
    log,
  });
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err: unknown) => {
  log.fatal({ err }, "failed to start");
  process.exit(1);
});
