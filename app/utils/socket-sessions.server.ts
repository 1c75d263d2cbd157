/**
 * The bridge between the Remix app and the portal server's WebSocket proxy (server/ws/): the
 * Remix build is a separate module graph from server/, so the proxy registers one hook on
 * `globalThis` under {@link SOCKET_SESSIONS_HOOK} and the app calls it through
 * {@link closeSessionSockets} on logout and after a 401 (AUTH-09: logout closes the sockets).
 *
 * Sockets are keyed by {@link socketSessionKey}: a SHA-256 of the session's user name and login
 * time, stable across token rotation (GW-05) and never the token itself.
 *
 * @see AUTH-09
 */
import { createHash } from "node:crypto";

/** `globalThis` key of the proxy's hook (a registered symbol, identical in every module copy). */
export const SOCKET_SESSIONS_HOOK = Symbol.for("seller-portal.socket-sessions");

/** What the proxy registers under {@link SOCKET_SESSIONS_HOOK}. */
export interface SocketSessionsHook {
  /** Closes every proxied socket of the session `key` with `code`; returns how many. */
  closeSession(key: string, code: number, reason: string): number;
}

/** Close code the browser gets when its session ended (logout, 401): an application code. */
export const WS_CLOSE_SESSION_ENDED = 4401;

/** The part of a session that identifies it (see the module doc). */
export interface SocketSessionIdentity {
  userName?: string;
  loginAt?: number;
  token?: string;
}

/**
 * The registry key of a session: base64url SHA-256 of `userName` and `loginAt` (epoch ms); of
 * the token when the session has no login time. Null when it has neither.
 */
export function socketSessionKey(s: SocketSessionIdentity): string | null {
  const basis = s.loginAt !== undefined ? `login\0${s.userName ?? ""}\0${s.loginAt}` : s.token ? `token\0${s.token}` : null;
  return basis === null ? null : createHash("sha256").update(basis).digest("base64url");
}

/**
 * Closes the proxied sockets of a session (no-op when no proxy runs, e.g. in unit tests).
 * Never throws. Returns how many sockets were closed.
 */
export function closeSessionSockets(s: SocketSessionIdentity, reason = "session ended"): number {
  const key = socketSessionKey(s);
  const hook = (globalThis as Record<symbol, SocketSessionsHook | undefined>)[SOCKET_SESSIONS_HOOK];
  if (!key || !hook) return 0;
  try {
    return hook.closeSession(key, WS_CLOSE_SESSION_ENDED, reason);
  } catch {
    return 0;
  }
}
