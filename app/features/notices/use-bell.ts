/**
 * The bell's state: the unread count and preview, loaded when the notice socket connects (and
 * every time it reconnects: the bell catches up after the gateway was away), after each notice
 * (SOCK-07, SOCK-18); mark-all-read (NOTIF-05..NOTIF-07). On mount it waits for the socket's
 * connection up to {@link FIRST_LOAD_WAIT_MS}, then loads anyway: a landing page asks the
 * gateway once, not once on mount and again at the connection a few ms later (issue 10, the
 * morning peak), and no notice can fall between the read and the socket's subscription.
 * @module features/notices/use-bell
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { onBellRefresh } from "./bell-signal";
import { fetchBell, postMarkAllRead, type BellState } from "./client-api";
import { useNoticeSocket } from "./use-notice-socket";

/** How long, in ms, the first load waits for the notice socket to connect. */
export const FIRST_LOAD_WAIT_MS = 1_000;

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
  // On every (re)connect the unread count is queried again; before the first, at most after
  // FIRST_LOAD_WAIT_MS.
  useEffect(() => {
    if (connected) return reload();
    if (seq.current !== 0) return;
    const timer = window.setTimeout(() => {
      if (seq.current === 0) reload();
    }, FIRST_LOAD_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [connected, reload]);
  const markAllRead = useCallback(async () => {
    const mine = ++seq.current;
    const b = await postMarkAllRead();
    if (b && mine === seq.current) setBell(b);
    return b !== null;
  }, []);
  return { bell, connected, reload, markAllRead };
}
