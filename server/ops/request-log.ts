/**
 * Request logging (pino-http) and the request context (issue 11 "Logs"):
 * - the request id is the `X-Request-Id` a trusted proxy sent (TRUST_PROXY, 1–128 characters of
 *   `[A-Za-z0-9._:-]`), else a random UUID; it is echoed in the answer's `X-Request-Id`, is on
 *   every line of the request, and goes to the gateway (app/gateway/client.server.ts);
 * - one line per request: method, path (never the query: it may carry a one-time token), route
 *   status and duration (`responseTime`, ms);
 * - {@link withRequestContext} opens the AsyncLocalStorage context the app reads.
 * @module server/ops/request-log
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { runWithRequestContext, type RequestContext } from "../../app/utils/request-context.server";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request id of an incoming request (see the module doc). */
export function requestIdOf(headers: IncomingMessage["headers"], trustProxy: boolean): string {
  const given = headers["x-request-id"];
  const value = Array.isArray(given) ? given[0] : given;
  return trustProxy && value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** The pino-http middleware of the portal. */
export function requestLogger(logger: Logger, trustProxy: boolean) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req.headers, trustProxy);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    serializers: {
      req: (req: { id: string; method: string; url: string; raw?: IncomingMessage }) => ({
        id: req.id,
        method: req.method,
        path: String(req.url ?? "").split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * Express middleware: runs the rest of the request inside its request context.
 * @param onGatewayCall the metrics' gateway-call recorder, when metrics are on
 */
export function withRequestContext(onGatewayCall?: RequestContext["onGatewayCall"], onBridgeRejection?: RequestContext["onBridgeRejection"]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const id = String((req as Request & { id?: unknown }).id ?? randomUUID());
    const log = (req as Request & { log?: Logger }).log;
    runWithRequestContext({ requestId: id, clientIp: req.ip ?? req.socket.remoteAddress ?? "", log, onGatewayCall, onBridgeRejection }, next);
  };
}
