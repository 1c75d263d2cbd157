/**
 * Express middlewares that meet hostile input before Remix (issue 5 §2). Each one either lets
 * the request through or marks it with a rejection (`res.locals.rejection`); a marked request
 * is rendered by Remix as the portal's error page (see app/features/security/rejection.ts).
 *
 * - {@link requestTarget}: an absolute-form target (`GET http://host/x`) becomes origin-form
 *   (`/x`, our own Host kept); a path that is not valid UTF-8 percent-encoding, or that holds a
 *   back-slash or a control character once decoded, can name no page → 404.
 * - {@link crossSiteGuard}: a state-changing request from another origin → 403 (server/origin.ts).
 * - {@link bodyLimit}: a body over the limit → 413 before it is read (Content-Length) or as soon
 *   as the limit is passed (chunked). A declared body of up to {@link DRAIN_MAX_BYTES} is then
 *   read and dropped by Node after the answer, so the client can finish sending and read the 413
 *   (closing at once made a browser or client still writing see a reset, EPIPE, instead of the
 *   message); a larger or chunked one closes the connection after the answer. Bodies under the
 *   limit are buffered in `res.locals.body` (a Buffer) for the Remix request.
 */
import type { NextFunction, Request, Response } from "express";
import { REJECTED_PATH, type Rejection } from "../app/features/security/rejection";
import { foreignReason, isSafeMethod, ownOrigins } from "./origin";

/**
 * Largest accepted request body: 64 KiB. The largest real form is the login form (account
 * ≤ 64 characters, RSA-OAEP ciphertext ≈ 344 base64 characters, flags) at well under 1 KiB
 * urlencoded, or ≈ 1 KiB as multipart; the company choice and the tracking posts are smaller.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Largest refused body the server still reads (and drops) after its 413, so that the client sees
 * the answer rather than a reset connection: 32 MiB (a phone photo, a large screenshot). Anything
 * larger, or a chunked body past its limit, closes the connection after the answer.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;

/** Marks the request as refused (the first rejection wins). */
export function reject(res: Response, rejection: Rejection): void {
  res.locals.rejection ??= rejection;
}

function rejected(res: Response): boolean {
  return res.locals.rejection !== undefined;
}

/** True when a decoded path can name a page: valid UTF-8, no back-slash, no control character. */
export function isPagePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\\\u0000-\u001f\u007f]/.test(decoded);
}

/** Normalises the request target; see the module doc. */
export function requestTarget(req: Request, res: Response, next: NextFunction): void {
  if (!req.url.startsWith("/")) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(req.url);
    } catch {
      parsed = null;
    }
    if (parsed && (parsed.protocol === "http:" || parsed.protocol === "https:")) {
      req.url = `${parsed.pathname}${parsed.search}`;
    } else {
      req.url = REJECTED_PATH;
      reject(res, { status: 400, messageKey: "rejected.badRequest" });
    }
  }
  const pathname = req.url.split("?")[0]!;
  if (!isPagePath(pathname)) {
    req.url = REJECTED_PATH;
    reject(res, { status: 404, messageKey: "errors.notFoundBody" });
  }
  next();
}

/**
 * Refuses a state-changing request from another origin with 403 (server/origin.ts: the own
 * origins are the WebSocket check's, PORTAL_ORIGIN included).
 */
export function crossSiteGuard(trustProxy: boolean, configured = process.env.PORTAL_ORIGIN) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!rejected(res) && !isSafeMethod(req.method)) {
      const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
      const reason = foreignReason(req.headers as Record<string, string>, ownOrigins(req.headers as Record<string, string>, { tls, trustProxy, configured }));
      if (reason) reject(res, { status: 403, messageKey: "rejected.foreignOrigin" });
    }
    next();
  };
}

/**
 * Buffers bodies up to `limit` bytes; larger ones are refused with 413 (see module doc).
 * `larger` names paths (exact `req.path`) allowed a bigger body, e.g. the assistant's
 * screenshot upload.
 */
export function bodyLimit(defaultLimit = MAX_BODY_BYTES, larger: Readonly<Record<string, number>> = {}) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isSafeMethod(req.method) || rejected(res)) return next();
    const limit = Object.hasOwn(larger, req.path) ? larger[req.path]! : defaultLimit;
    const tooLarge = (drained: boolean) => {
      reject(res, { status: 413, messageKey: "rejected.tooLarge" });
      // Unread by us: Node drops a body nobody listened to after the answer (keep-alive kept);
      // otherwise the rest is never read, so the connection closes after the answer.
      if (!drained) res.setHeader("Connection", "close");
    };
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      tooLarge(declared <= DRAIN_MAX_BYTES);
      return next();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      if (!rejected(res)) res.locals.body = Buffer.concat(chunks);
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        chunks.length = 0;
        tooLarge(false);
        finish();
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => finish();
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", () => {
      reject(res, { status: 400, messageKey: "rejected.badRequest" });
      finish();
    });
  };
}
