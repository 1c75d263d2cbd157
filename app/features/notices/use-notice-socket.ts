/**
 * React access to the shell notice socket (`/ws/notice`): one {@link SocketClient} per page,
 * created on first use, connected while at least one component holds it (reference count) and
 * stopped when the last one unmounts. Subscriptions live on the client, so they survive
 * reconnects and a subscriber may register before the socket starts.
 * A transport only: the bell, toasts and popups subscribe by msgType.
 * @see SOCK-01 @see SOCK-03
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { SocketCtor } from "~/utils/socket-types";
import { createSocketClient, portalSocketUrl, type SocketClient, type SocketMessage } from "./socket-client";

let client: SocketClient | null = null;
let users = 0;

/** The page's notice socket client (created, not started, on first call; browser only). */
export function noticeSocket(): SocketClient {
  client ??= createSocketClient({ url: portalSocketUrl("notice", window.location, import.meta.env.BASE_URL), WebSocket: window.WebSocket as unknown as SocketCtor });
  return client;
}

/** Holds the socket open; returns the release (the last release stops it). */
export function holdNoticeSocket(): () => void {
  const c = noticeSocket();
  users += 1;
  c.start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) c.stop();
  };
}

/**
 * Keeps the notice socket open while mounted. Returns whether it is connected and a
 * `subscribe(msgType, handler)` to call from an effect (returns the unsubscribe).
 */
export function useNoticeSocket(): {
  connected: boolean;
  subscribe(msgType: number | "*", handler: (message: SocketMessage) => void): () => void;
} {
  useEffect(() => holdNoticeSocket(), []);
  const connected = useSyncExternalStore(
    useCallback((notify: () => void) => noticeSocket().onState(notify), []),
    () => noticeSocket().connected,
    () => false,
  );
  const subscribe = useCallback(
    (msgType: number | "*", handler: (message: SocketMessage) => void) => noticeSocket().subscribe(msgType, handler),
    [],
  );
  return { connected, subscribe };
}
