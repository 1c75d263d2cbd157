/**
 * Close codes of the WebSocket proxy and how a close on one side maps to the other
 * (RFC 6455 §7.4). 1005, 1006 and 1015 are reserved: they describe a close but can never be
 * sent, so they are replaced.
 *
 * | event | code sent |
 * |---|---|
 * | upstream closed with a sendable code | the same code (4401 and 4403 → 4401) |
 * | upstream closed without a status (1005) | 1001 going away |
 * | upstream dropped (1006, 1015, no close frame) | 1011 internal error |
 * | upstream refused the handshake with 401 / 403 | 4401 session ended |
 * | upstream unreachable, handshake failed | 1014 bad gateway |
 * | browser frame over the limit | 1009 (sent by `ws` itself) |
 * | browser sent too much before the upstream opened | 1013 try again later |
 * | logout / 401 in the app | 4401 to the browser, 1000 upstream |
 * | the session already holds the cap of sockets of this kind (./socket-slots) | 4429 to the browser, no upstream opened |
 * | browser closed with 1000 | 1000 upstream; any other code → 1001 upstream |
 * @module server/ws/close-codes
 */

export const CLOSE_NORMAL = 1000;
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_TOO_BIG = 1009;
export const CLOSE_INTERNAL = 1011;
export const CLOSE_TRY_AGAIN = 1013;
export const CLOSE_BAD_GATEWAY = 1014;
/** The session ended (logout, 401): the client must not reconnect with this session. */
export const CLOSE_SESSION_ENDED = 4401;
/**
 * The session already holds as many sockets of this kind as it may (WS_MAX_SOCKETS_PER_SESSION):
 * the browser should not retry at once (a place frees when one of its other tabs closes).
 */
export const CLOSE_TOO_MANY_SOCKETS = 4429;
/** The reason sent with {@link CLOSE_TOO_MANY_SOCKETS}. */
export const TOO_MANY_SOCKETS_REASON = "too many sockets for this session";

/** True when `code` may be sent in a close frame: 1000–1003, 1007–1014, 3000–4999. */
export function isSendableCode(code: number): boolean {
  return (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);
}

/** The code the browser gets when the upstream closed with `code` (see the module table). */
export function browserCodeFor(upstreamCode: number): number {
  if (upstreamCode === 4401 || upstreamCode === 4403) return CLOSE_SESSION_ENDED;
  if (upstreamCode === 1005) return CLOSE_GOING_AWAY;
  return isSendableCode(upstreamCode) ? upstreamCode : CLOSE_INTERNAL;
}

/** The code the upstream gets when the browser closed with `code`. */
export function upstreamCodeFor(browserCode: number): number {
  return browserCode === CLOSE_NORMAL ? CLOSE_NORMAL : CLOSE_GOING_AWAY;
}
