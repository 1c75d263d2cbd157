/**
 * The build's top-level client files (favicon, logo; `assets/` has its own immutable mount),
 * served without a file-system look-up for every document (issue 10): `express.static` stats
 * the path of each request it sees, so `/login` or `/entry/1001/ERP` cost a failed `stat`
 * before reaching Remix. Only a path whose first segment names an entry of the client
 * directory (read once at start; the build does not change while the process runs) goes to
 * `express.static`.
 */
import { readdirSync } from "node:fs";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import express from "express";

/** The first segment of a mount-relative path (`/favicon.svg` → `favicon.svg`), decoded; "" when undecodable. */
export function firstSegment(path: string): string {
  const segment = path.split("/")[1] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/**
 * `express.static(dir, options)` for requests whose first path segment is one of `dir`'s entries;
 * every other request goes straight to `next()`.
 * @throws when `dir` cannot be read (a missing build fails at start, as express.static would not)
 */
export function clientFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const entries = new Set(readdirSync(dir));
  const files = express.static(dir, options);
  return (req: Request, res: Response, next: NextFunction) => (entries.has(firstSegment(req.path)) ? files(req, res, next) : next());
}
