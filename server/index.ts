/**
 * The portal server (DESIGN.md §1): Express with compression, security headers, static assets,
 * the Remix request handler, and — when GATEWAY_URL is unset — the embedded mock gateway on its
 * own loopback port (MOCK_GATEWAY_PORT), so `npm start` is a working demo with no backend.
 *
 * Env: see app/utils/env.server.ts and README.md.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { basePathOf, normalizeEnvPrefix } from "../app/utils/env-prefix";
import { securityHeaders } from "./security";

const isDev = process.env.NODE_ENV === "development";
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
/** ROUTE-44: a prefixed deployment serves its pages and assets under /{prefix}/ only. */
const basePath = basePathOf(normalizeEnvPrefix(process.env.PORTAL_ENV_PREFIX));

async function startEmbeddedGateway() {
  if (process.env.GATEWAY_URL) return null;
  const { startMockGateway } = await import("../mock-gateway/server");
  const mockPort = Number(process.env.MOCK_GATEWAY_PORT ?? 3100);
  const mock = await startMockGateway({ host, port: mockPort });
  process.env.GATEWAY_URL = mock.url;
  process.env.PORTAL_EMBEDDED_GATEWAY = "1";
  process.env.GATEWAY_PUBLIC_KEY ??= mock.gateway.publicKeyPem;
  console.log(`[portal] embedded mock gateway at ${mock.url} (control API ${mock.url}/__mock)`);
  return mock;
}

async function main() {
  const mock = await startEmbeddedGateway();
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use(securityHeaders);

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
    app.use(basePath, express.static(join(dir, "client"), { maxAge: "1h" }));
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

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: isDev ? "development" : "production",
      getLoadContext: (_req, res) => ({ nonce: String(res.locals.nonce ?? "") }),
    }),
  );

  const server = app.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : port;
    console.log(`[portal] listening on http://${host}:${actual}`);
  });

  const shutdown = async () => {
    server.close();
    await mock?.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err) => {
  console.error("[portal] failed to start:", err);
  process.exit(1);
});
