/**
 * Security headers of every response, and the per-request CSP nonce (issue 2 §8). The CSP of
 * documents itself is set in app/entry.server.tsx, where the frame origins are known.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Generates the nonce (base64, 16 random bytes) into `res.locals.nonce` and sets static headers. */
export function securityHeaders(_req: Request, res: Response, next: NextFunction) {
  res.locals.nonce = randomBytes(16).toString("base64");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "SAMEORIGIN");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
}
