/**
 * The Origin check of the upgrade: a browser sends the page's origin on every WebSocket
 * handshake, and the session cookie rides along even on a cross-site one, so an upgrade is
 * accepted only from the portal's own origin (cross-site WebSocket hijacking). The rule is the
 * POST check's (../origin.ts: the same own origins, TRUST_PROXY and PORTAL_ORIGIN alike, the
 * same `Sec-Fetch-Site` refusal), except that an upgrade without Origin is refused.
 * @module server/ws/origin
 */
import type { IncomingMessage } from "node:http";
import { originVerdict, ownOrigins as ownOriginsOf, trustProxyFrom, type OriginHeaders } from "../origin";

function optionsOf(req: IncomingMessage, configured: string | undefined, trustProxy: boolean) {
  return { tls: (req.socket as { encrypted?: boolean }).encrypted === true, trustProxy, configured };
}

/**
 * The portal's own origins for a request: `http(s)://{Host}` (https when the socket is TLS; the
 * forwarded proto and host only with TRUST_PROXY), then the `PORTAL_ORIGIN` entries.
 */
export function ownOrigins(req: IncomingMessage, configured = process.env.PORTAL_ORIGIN, trustProxy = trustProxyFrom()): string[] {
  return ownOriginsOf(req.headers as OriginHeaders, optionsOf(req, configured, trustProxy));
}

/** True when the request's Origin header is one of {@link ownOrigins} (a missing Origin is refused). */
export function isOwnOrigin(req: IncomingMessage, configured = process.env.PORTAL_ORIGIN, trustProxy = trustProxyFrom()): boolean {
  return originVerdict(req.headers as OriginHeaders, ownOrigins(req, configured, trustProxy)) === null;
}
