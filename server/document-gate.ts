/**
 * Admission control for page documents (issue 10, the morning peak). At most `concurrency`
 * documents are loaded and rendered at once; the others wait in arrival order (FIFO, p-limit).
 * Under a burst every seller then waits about the same time, instead of Node interleaving two
 * hundred renders so that some answers are overtaken again and again and time out; a request
 * whose client has gone away while waiting is dropped without being loaded or rendered, so no
 * CPU is spent on answers nobody reads.
 *
 * Gated: `GET` requests that reach Remix outside `{base}api/` and other than `.data` (single
 * fetch) requests, i.e. documents. Not gated: API routes (the assistant's streams, uploads, the
 * menu tree), client navigations' data, sockets, static files and the health probes (both
 * answered before this middleware).
 */
import type { RequestHandler } from "express";
import pLimit from "p-limit";

/**
 * The gate middleware.
 * @param concurrency documents in flight at once (`DOCUMENT_CONCURRENCY`, default 8)
 * @param basePath the deployment's base path, ending in `/` (`/` or `/{prefix}/`)
 */
export function documentGate(concurrency: number, basePath: string): RequestHandler {
  const limit = pLimit(concurrency);
  const api = `${basePath}api/`;
  return (req, res, next) => {
    if (req.method !== "GET" || req.path.startsWith(api) || req.path.endsWith(".data")) return next();
    void limit(
      () =>
        new Promise<void>((release) => {
          // The client went away while this request waited: nothing to answer.
          if (req.socket.destroyed || res.destroyed) return release();
          res.once("finish", () => release());
          res.once("close", () => release());
          try {
            next();
          } catch (err) {
            release();
            next(err);
          }
        }),
    ).catch(() => undefined);
  };
}
