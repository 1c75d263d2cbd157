/**
 * The bell's state: the unread count and preview, loaded on mount, after each notice
 * (SOCK-07, SOCK-18) and every time the notice socket (re)connects (the bell catches up after
 * the gateway was away); mark-all-read (NOTIF-05..NOTIF-07).
 * @module features/notices/use-bell
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { onBellRefresh } from "./bell-signal";
import { fetchBell, postMarkAllRead, type BellState } from "./client-api";
import { useNoticeSocket } from "./use-notice-socket";

/** @returns the bell (null until loaded), whether the notice socket is connected, a reload, and markAllRead resolving whether it succeeded. */
export function useBell(): { bell: BellState | null; connected: boolean; reload(): void; markAllRead(): Promise<boolean> } {
  const { connected } = useNoticeSocket();
  const [bell, setBell] = useState<BellState | null>(null);
  const seq = useRef(0);
  const reload = useCallback(() => {
    const mine = ++seq.current;
    void fetchBell().then((b) => {
      if (b && mine === seq.current) setBell(b);
    });
  }, []);
  useEffect(() => onBellRefresh(reload), [reload]);
  // On mount, and on every (re)connect: the unread count is queried again.
  useEffect(() => {
    if (connected || seq.current === 0) reload();
  }, [connected, reload]);
  const markAllRead = useCallback(async () => {
    const mine = ++seq.current;
    const b = await postMarkAllRead();
    if (b && mine === seq.current) setBell(b);
    return b !== null;
  }, []);
  return { bell, connected, reload, markAllRead };
}
