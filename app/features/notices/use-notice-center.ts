/**
 * The shell's notice dispatcher: every notice-socket message is classified (quiet hours
 * applied) and turned into its effects: the bell refresh, a toast, the msgType 3 popup, the
 * timed export notification, the guide hand-over, the quiet-hours reload, the forced-logout
 * and offline dialogs. The dialogs' state is returned for {@link NoticeCenter} to render.
 * @module features/notices/use-notice-center
 * @see SOCK-07 @see SOCK-08 @see SOCK-10 @see SOCK-11 @see SOCK-18 @see SOCK-19 @see SOCK-20 @see SOCK-22 @see SOCK-23
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { warmToaster } from "~/components/ui/notify";
import { requestShellEvent } from "~/utils/shell-events";
import { whenIdle } from "~/utils/when-idle";
import { requestBellRefresh } from "./bell-signal";
import { fetchQuietWindows } from "./client-api";
import { emitGuideInfo } from "./guide";
import { classifyMessage, effectsOf, type NoticeEffects, type QuietWindow } from "./model";
import { showNoticeToast } from "./toasts";
import { useNoticeSocket } from "./use-notice-socket";

/** A titled message with the time (epoch ms) its countdown ends. */
export interface TimedNotice {
  title: string;
  info: string;
  endsAt: number;
}

/** What the notice centre shows. */
export interface NoticeCenterState {
  popup: TimedNotice | null;
  forcedLogout: TimedNotice | null;
  offline: { title: string; info: string } | null;
}

const EMPTY: NoticeCenterState = { popup: null, forcedLogout: null, offline: null };

/** Mounts the notice socket and dispatches its messages. Returns the state and its closers. */
export function useNoticeCenter(): {
  state: NoticeCenterState;
  close(part: keyof NoticeCenterState): void;
} {
  const { subscribe } = useNoticeSocket();
  const [state, setState] = useState<NoticeCenterState>(EMPTY);
  const windows = useRef<QuietWindow[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const reloadQuietHours = useCallback(() => {
    void fetchQuietWindows().then((w) => {
      if (w) windows.current = w;
    });
  }, []);

  // The toaster is ready before the first notice (its first render is not part of a burst).
  useEffect(() => whenIdle(() => void warmToaster()), []);

  // Quiet hours matter from the first notice on: read once the shell is idle (issue 10).
  useEffect(() => whenIdle(reloadQuietHours, 1000), [reloadQuietHours]);

  useEffect(() => {
    const pending = timers.current;
    const later = (ms: number, fn: () => void) => {
      const id = setTimeout(() => {
        pending.delete(id);
        fn();
      }, Math.max(0, ms));
      pending.add(id);
    };
    const apply = (fx: NoticeEffects, message: Record<string, unknown>, now: number) => {
      if (fx.refreshBell) requestBellRefresh();
      if (fx.toast) showNoticeToast(fx.toast.title, fx.toast.info);
      if (fx.reloadGuide) emitGuideInfo(message);
      if (fx.reloadQuietHours) reloadQuietHours();
      const { popup, exportNotice, forcedLogout, offline } = fx;
      if (popup) setState((s) => ({ ...s, popup: { title: popup.title, info: popup.info, endsAt: now + popup.countdownMs } }));
      if (exportNotice) {
        const { title, info, link } = exportNotice;
        // One path for every export notice: the export feature shows it (EXPORT-19).
        const durationMs = exportNotice.hideAt - exportNotice.showAt;
        later(exportNotice.showAt - now, () => void requestShellEvent({ type: "export:finished", title, info, link, durationMs }));
      }
      // A forced logout already counting down is not restarted by a second one.
      if (forcedLogout) setState((s) => (s.forcedLogout ? s : { ...s, forcedLogout: { title: forcedLogout.title, info: forcedLogout.info, endsAt: forcedLogout.logoutAt } }));
      if (offline) setState((s) => ({ ...s, offline }));
    };
    const off = subscribe("*", (message) => {
      const now = Date.now();
      apply(effectsOf(classifyMessage(message, new Date(now), windows.current), now), message, now);
    });
    return () => {
      off();
      for (const id of pending) clearTimeout(id);
      pending.clear();
    };
  }, [subscribe, reloadQuietHours]);

  const close = useCallback((part: keyof NoticeCenterState) => setState((s) => ({ ...s, [part]: null })), []);
  return { state, close };
}
