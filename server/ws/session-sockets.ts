/**
 * The per-process registry of proxied sockets by session key (`socketSessionKey`, a hash, never
 * the token), and its `globalThis` hook through which the Remix app closes a session's sockets on
 * logout and after a 401 (AUTH-09).
 * @module server/ws/session-sockets
 * @see AUTH-09
 */
import { SOCKET_SESSIONS_HOOK, type SocketSessionsHook } from "../../app/utils/socket-sessions.server";

/** Closes one proxied socket pair. */
export type Closer = (code: number, reason: string) => void;

/** The registry. */
export interface SessionSockets extends SocketSessionsHook {
  /** Adds a socket of session `key`; returns its removal. */
  add(key: string, close: Closer): () => void;
  /** Number of sockets (of one session when `key` is given). */
  count(key?: string): number;
  /** Registers this registry as the process's hook (the last one installed wins); returns the uninstall. */
  install(): () => void;
}

/** Creates an empty registry. */
export function createSessionSockets(): SessionSockets {
  const byKey = new Map<string, Set<Closer>>();
  const registry: SessionSockets = {
    add(key, close) {
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(close);
      return () => {
        set.delete(close);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    closeSession(key, code, reason) {
      const set = byKey.get(key);
      if (!set) return 0;
      byKey.delete(key);
      for (const close of set) close(code, reason);
      return set.size;
    },
    count(key) {
      if (key !== undefined) return byKey.get(key)?.size ?? 0;
      let n = 0;
      for (const set of byKey.values()) n += set.size;
      return n;
    },
    install() {
      const g = globalThis as Record<symbol, SocketSessionsHook | undefined>;
      const hook: SocketSessionsHook = { closeSession: (k, c, r) => registry.closeSession(k, c, r) };
      g[SOCKET_SESSIONS_HOOK] = hook;
      return () => {
        if (g[SOCKET_SESSIONS_HOOK] === hook) delete g[SOCKET_SESSIONS_HOOK];
      };
    },
  };
  return registry;
}
