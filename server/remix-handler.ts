/**
 * The Remix request handler of the Express server (in place of @remix-run/express's, which
 * streams the raw socket into Remix and builds the URL from `req.originalUrl` unchecked):
 * - the body is the one {@link bodyLimit} buffered (never more than its limit);
 * - the URL is the portal's own origin (server/origin.ts: the configured public origin when
 *   there is one, else the request's, TRUST_PROXY aware) + the normalised path, built by
 *   concatenation so a path like `//host` stays a path;
 * - `Host` never reaches a `Location`: unless the origin is configured (PORTAL_ORIGIN, or the
 *   trusted proxy's), a Location on the request's own origin or on the app's placeholder
 *   origin (app/utils/own-url.server.ts) is sent as a path; the request context tells the app
 *   whether its origin is configured and whether this is a data request;
 * - a request marked with a rejection becomes `GET /__portal/rejected` with the rejection in
 *   the load context: Remix renders the portal's error page with its status. On the paths of
 *   {@link JSON_REJECTION_AREAS} (APIs whose callers read JSON) it becomes `GET {area}rejected`
 *   instead, a resource route that answers the refusal as JSON in the user's language.
 * {@link portalErrorHandler} renders any error Express meets the same way (500 unless the error
 * carries a 4xx status), with a small static page as the last resort.
 */
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { REJECTED_PATH, type Rejection } from "../app/features/security/rejection";
import { locationForBrowser } from "../app/utils/own-url.server";
import { requestContext } from "../app/utils/request-context.server";
import { isSafeMethod, ownOrigin, trustedOrigin, type OriginHeaders } from "./origin";

/** Options of {@link remixHandler}. */
export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  trustProxy: boolean;
  /** PORTAL_ORIGIN: the configured public origin(s), comma-separated (default: the env's). */
  portalOrigin?: string;
  /** The Remix basename (`/` or `/{prefix}/`, ROUTE-44): rejected requests render under it. */
  basePath?: string;
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(key, v);
      } catch {
        // a value the Fetch API refuses is dropped, not fatal
      }
    }
  }
  return headers;
}

/** The origin for the Remix request URL: the own origin when it is a bare origin, else localhost. */
function safeOrigin(req: Request, trustProxy: boolean): string {
  const own = ownOrigin(req.headers as Record<string, string>, (req.socket as { encrypted?: boolean }).encrypted === true, trustProxy);
  try {
    return new URL(own).origin === own ? own : "http://localhost";
  } catch {
    return "http://localhost";
  }
}

/**
 * Writes Remix's answer. `untrustedOrigin`: the request URL's origin when it came from `Host`
 * (no configured origin): a Location on it is sent as a path, as one on the placeholder origin.
 */
async function send(res: Response, response: globalThis.Response, untrustedOrigin: string | null): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) {
    if (key !== "location") res.append(key, value);
    else res.append(key, locationForBrowser(untrustedOrigin ? locationForBrowser(value, untrustedOrigin) : value));
  }
  if (response.body) await writeWithBackpressure(response.body, res);
  else res.end();
}

/**
 * Writes a body to the client chunk by chunk, waiting for `drain` whenever the socket's buffer
 * is full, so a slow client holds back the source (a relayed 200 MB download never sits in
 * memory, issue 26) instead of the whole body piling up; a client that goes away cancels it.
 */
async function writeWithBackpressure(body: ReadableStream<Uint8Array>, res: Response): Promise<void> {
  const reader = body.getReader();
  const gone = () => void reader.cancel().catch(() => {});
  res.once("close", gone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) await drained(res);
      // compression's flush, as writeReadableStreamToWritable does, for streamed answers
      (res as unknown as { flush?: () => void }).flush?.();
    }
    res.end();
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined);
  } finally {
    res.off("close", gone);
  }
}

/**
 * API areas (paths under the base path) whose refusals are answered as JSON by their own
 * `{area}rejected` route: the assistant's (AI-64: its `fetch`es read JSON, never a page).
 */
export const JSON_REJECTION_AREAS = ["api/assistant/"] as const;

/** Where a refused request goes: its area's JSON route (`?from=` its last segment), else the error page. */
export function rejectedTarget(path: string, basePath = "/"): string {
  const base = basePath.endsWith("/") ? basePath : `${basePath}/`;
  const area = JSON_REJECTION_AREAS.find((a) => path.startsWith(`${base}${a}`));
  if (!area) return `${base.replace(/\/+$/, "")}${REJECTED_PATH}`;
  const from = path.slice(`${base}${area}`.length).split("/")[0] ?? "";
  return `${base}${area}rejected?from=${encodeURIComponent(from)}`;
}

/**
 * The load context of one request, as Remix's `getLoadContext` (app/utils/load-context.ts types
 * it): the CSP nonce security headers made, and the rejection when the server refused it.
 */
export function getLoadContext(_req: Request, res: Response): AppLoadContext {
  return { nonce: String(res.locals.nonce ?? ""), rejection: res.locals.rejection as Rejection | undefined };
}

/** Express middleware running Remix (see the module doc). */
export function remixHandler(opts: RemixHandlerOptions) {
  const handle = createRequestHandler(opts.build, opts.mode);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const rejection = res.locals.rejection as Rejection | undefined;
      const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
      const trusted = trustedOrigin(req.headers as OriginHeaders, { tls, trustProxy: opts.trustProxy, configured: opts.portalOrigin ?? process.env.PORTAL_ORIGIN });
      const origin = trusted ?? safeOrigin(req, opts.trustProxy);
      const context = requestContext();
      if (context) {
        context.publicOrigin = trusted;
        context.dataRequest = req.path.endsWith(".data");
      }
      const url = origin + (rejection ? rejectedTarget(req.path, opts.basePath) : req.url);
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const method = rejection ? "GET" : req.method;
      const body = isSafeMethod(method) || method === "OPTIONS" ? undefined : new Uint8Array((res.locals.body as Buffer | undefined) ?? Buffer.alloc(0));
      const request = new Request(url, { method, headers: headersOf(req), body, signal: controller.signal });
      const response = await handle(request, getLoadContext(req, res));
      await send(res, response, trusted ? null : origin);
    } catch (err) {
      next(err);
    }
  };
}

/** Last-resort page when even the error page cannot be rendered. */
function staticPage(res: Response, status: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).type("html").send(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${status}</title><p>${status} · 请求出现错误 · The request failed. · 요청에 실패했습니다.</p><p><a href="/">首页 · Home · 홈</a></p></html>`);
}

/** Where {@link portalErrorHandler} reports errors (pino's logger, structurally). */
export interface ErrorLog {
  error(obj: object, msg: string): void;
}

/** Express error handler: renders the error through Remix once, else a static page. */
export function portalErrorHandler(remix: ReturnType<typeof remixHandler>, log: ErrorLog) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const declared = (err as { status?: unknown } | null)?.status;
    const status = typeof declared === "number" && declared >= 400 && declared < 500 ? 400 : 500;
    if (res.headersSent || res.locals.renderingError) {
      if (!res.headersSent) log.error({ err }, "error page failed");
      staticPage(res, status);
      return;
    }
    if (status === 500) log.error({ err }, "request failed");
    res.locals.renderingError = true;
    res.locals.rejection = { status, messageKey: status === 400 ? "rejected.badRequest" : "errors.serverErrorBody" } satisfies Rejection;
    void remix(req, res, (again: unknown) => {
      log.error({ err: again }, "error page failed");
      staticPage(res, status);
    });
  };
}

/** Resolves when `res` drains or closes; its listeners are removed either way (no pile-up per chunk). */
function drained(res: { once(event: string, fn: () => void): unknown; off(event: string, fn: () => void): unknown }): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
