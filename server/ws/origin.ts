/**
 * The Origin check of the upgrade: a browser sends the page's origin on every WebSocket
 * handshake, and the session cookie rides along even on a cross-site one, so an upgrade is
 * accepted only from the portal's own origin (cross-site WebSocket hijacking).
 * @module server/ws/origin
 */
import type { IncomingMessage } from "node:http";

/**
 * The portal's own origins for a request: `PORTAL_ORIGIN` entries (comma-separated, for a
 * deployment behind a proxy that rewrites Host) plus `http(s)://{Host}` — https when the socket
 * is TLS or X-Forwarded-Proto says so.
 */
export function ownOrigins(req: IncomingMessage, configured = process.env.PORTAL_ORIGIN): string[] {
  const list = (configured ?? "").split(",").map((s) => s.trim().replace(/\/+$/, "")).filter(Boolean);
  const host = req.headers.host;
  if (host) {
    const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
    const forwarded = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0]!.trim().toLowerCase();
    list.push(`${tls || forwarded === "https" ? "https" : "http"}://${host.toLowerCase()}`);
  }
  return list;
}

/** True when the request's Origin header is one of {@link ownOrigins} (a missing Origin is refused). */
export function isOwnOrigin(req: IncomingMessage, configured?: string): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== "string" || origin === "" || origin === "null") return false;
  return ownOrigins(req, configured).includes(origin.toLowerCase());
}
