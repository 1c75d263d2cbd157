/**
 * Absolute URLs on the portal's own origin without trusting `Host` (ASVS V4.1.1; host-header
 * injection): the origin is the configured public origin when there is one
 * (RequestContext.publicOrigin, set by server/remix-handler.ts), else the placeholder
 * {@link SELF_ORIGIN}, which the server's Remix handler sends as a plain path (a Location the
 * browser resolves against the origin it is on). `Host` never reaches a URL the portal answers.
 *
 * An absolute URL is needed where a redirect leaves this deployment's Remix basename (ROUTE-44):
 * a path would get the basename prefixed again.
 * @module utils/own-url
 */
import { requestContext } from "./request-context.server";

/** The placeholder origin (RFC 6761 `.invalid`: never a real host). */
export const SELF_ORIGIN = "http://portal.self.invalid";

/** The origin absolute URLs on the portal are built with (see the module doc). */
export function ownUrlOrigin(): string {
  return requestContext()?.publicOrigin ?? SELF_ORIGIN;
}

/**
 * A Location as the browser must get it: a URL on `origin` (by default {@link SELF_ORIGIN})
 * becomes its path with query and hash, its leading slashes and back-slashes folded into one `/`
 * (so `//evil.example` can never become a protocol-relative URL); anything else is returned
 * unchanged.
 */
export function locationForBrowser(location: string, origin = SELF_ORIGIN): string {
  if (!location.toLowerCase().startsWith(origin.toLowerCase())) return location;
  const rest = location.slice(origin.length);
  // Another host that merely starts the same (`….invalid.evil.example`, `…:8080`).
  if (rest !== "" && !/^[/?#]/.test(rest)) return location;
  return rest.startsWith("/") ? rest.replace(/^[/\\]+/, "/") : `/${rest}`;
}
