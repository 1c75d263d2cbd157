/**
 * HSTS (issue 11): `Strict-Transport-Security` on every answer to a request that came over
 * HTTPS — a TLS connection, or `X-Forwarded-Proto: https` from a trusted proxy (TRUST_PROXY;
 * an untrusted client's header is ignored). Never on plain HTTP, where browsers ignore it and
 * a local demo must stay reachable.
 * @module server/ops/hsts
 */
import type { NextFunction, Request, Response } from "express";
import { ownOrigin } from "../origin";

/** The header value: one year, subdomains included. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/** Express middleware setting HSTS on HTTPS requests (see the module doc). */
export function hsts(trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
    if (ownOrigin(req.headers as Record<string, string>, tls, trustProxy).startsWith("https://")) {
      res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    }
    next();
  };
}
