/**
 * Transport-free registry of open gateway sockets. `server.ts` binds it to `ws`; tests may bind
 * it to anything with `send` and `close`. One registry per gateway, sharing its state.
 * @module mock-gateway/sockets/registry
 */

/** The socket kinds the portal opens: the shell notice socket, download, assistant. */
export type SocketKind = "notice" | "download" | "assistant";
export const SOCKET_KINDS: readonly SocketKind[] = ["notice", "download", "assistant"];

/** One open connection, whatever the transport. */
export interface SocketConnection {
  username: string;
  kind: SocketKind;
  /** Sends one text frame. */
  send(data: string): void;
  /** Closes with a WebSocket close code (4000–4999 for ours) and reason. */
  close(code: number, reason: string): void;
}

/** The registry API (`MockGateway.sockets`). */
export interface SocketRegistry {
  /** Registers an open connection; returns the function that unregisters it. */
  register(conn: SocketConnection): () => void;
  /** Sends `message` (JSON-encoded unless a string) to the user's open sockets of `kind`; returns how many got it. */
  push(username: string, kind: SocketKind, message: unknown): number;
  /** Closes every open socket of `username` (all kinds); returns how many were closed. */
  closeUser(username: string, code?: number, reason?: string): number;
  /** Closes the open sockets of `username` and/or `kind` (both optional: all); returns how many. */
  close(filter: { username?: string; kind?: SocketKind }, code: number, reason: string): number;
  /** Closes every socket (reset); returns how many were closed. */
  closeAll(code?: number, reason?: string): number;
  /** Number of open sockets, optionally of one user and kind. */
  count(username?: string, kind?: SocketKind): number;
  /** Records a frame received from `conn` (logged by the gateway). */
  received(conn: SocketConnection, data: string): void;
  /**
   * Holds `message` for the user's next socket of `kind`: it is sent (once) right after that
   * socket registers. Used for the seeded messages of FIXTURE.md.
   */
  hold(username: string, kind: SocketKind, message: unknown): void;
  /** Forgets every held message (reset). */
  clearHeld(): void;
  /**
   * Makes the socket endpoint unreachable for `ms` (ms of the registry's clock, the mock clock in
   * the gateway: advancing it ends the window early; 0 ends it): open sockets are closed with
   * 1001 and upgrades are refused until then. Returns the end, epoch ms of that clock.
   */
  unreachableFor(ms: number, now?: number): number;
  /** True while the endpoint is unreachable (see {@link SocketRegistry.unreachableFor}). */
  unreachable(now?: number): boolean;
}

/**
 * Creates a registry.
 * @param onFrame called for each received frame (the gateway logs it)
 * @param clock the time the unreachable window is measured in (epoch ms; default the wall clock)
 */
export function createSocketRegistry(
  onFrame: (conn: SocketConnection, data: string) => void = () => {},
  clock: () => number = Date.now,
): SocketRegistry {
  const open = new Set<SocketConnection>();
  const held: Array<{ username: string; kind: SocketKind; text: string }> = [];
  let unreachableUntil = 0;
  const encode = (message: unknown) => (typeof message === "string" ? message : JSON.stringify(message));
  const matching = (username?: string, kind?: SocketKind) =>
    [...open].filter((c) => (username === undefined || c.username === username) && (kind === undefined || c.kind === kind));
  const closeMany = (list: SocketConnection[], code: number, reason: string) => {
    for (const c of list) {
      open.delete(c);
      c.close(code, reason);
    }
    return list.length;
  };
  return {
    register(conn) {
      open.add(conn);
      for (let i = 0; i < held.length; ) {
        const h = held[i]!;
        if (h.username === conn.username && h.kind === conn.kind) {
          held.splice(i, 1);
          conn.send(h.text);
        } else i += 1;
      }
      return () => void open.delete(conn);
    },
    push(username, kind, message) {
      const text = encode(message);
      const list = matching(username, kind);
      for (const c of list) c.send(text);
      return list.length;
    },
    closeUser: (username, code = 4000, reason = "closed by mock") => closeMany(matching(username), code, reason),
    close: (filter, code, reason) => closeMany(matching(filter.username, filter.kind), code, reason),
    closeAll: (code = 1001, reason = "mock reset") => closeMany(matching(), code, reason),
    count: (username, kind) => matching(username, kind).length,
    received: (conn, data) => onFrame(conn, data),
    hold: (username, kind, message) => void held.push({ username, kind, text: encode(message) }),
    clearHeld: () => void (held.length = 0),
    unreachableFor(ms, now = clock()) {
      unreachableUntil = ms > 0 ? now + ms : 0;
      if (ms > 0) closeMany(matching(), 1001, "gateway unreachable");
      return unreachableUntil;
    },
    unreachable: (now = clock()) => now < unreachableUntil,
  };
}
