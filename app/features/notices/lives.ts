/**
 * Client-side live-broadcast data: the current broadcasts (loaded once per page), opening one
 * (ANN-17, ANN-18), and the bottom-right notice's "hidden at" time (localStorage).
 * @module features/notices/lives
 * @see ANN-12 @see ANN-15 @see ANN-17 @see ANN-18
 */
import { useEffect, useState } from "react";
import { notify } from "~/components/ui/notify";
import { liveBroadcastSchema, type LiveBroadcast } from "~/gateway/notice-schemas";
import { whenIdle } from "~/utils/when-idle";
import { fetchLives } from "./client-api";
import { liveDetailsPath } from "./model";
import { openPortalPage } from "./page-opener";

let cached: Promise<LiveBroadcast[]> | null = null;

/** The current live broadcasts ([] when none or they could not load). */
export function loadLives(): Promise<LiveBroadcast[]> {
  cached ??= fetchLives().then((list) => {
    if (list === null) cached = null;
    return (list ?? []).flatMap((v) => {
      const r = liveBroadcastSchema.safeParse(v);
      return r.success ? [r.data] : [];
    });
  });
  return cached;
}

/** The live broadcasts, once loaded (null before). */
export function useLives(): LiveBroadcast[] | null {
  const [lives, setLives] = useState<LiveBroadcast[] | null>(null);
  useEffect(() => {
    let live = true;
    // Asked once the shell is idle: the live notice is not part of the first frames (issue 10,
    // shell_tbt_ms).
    const cancel = whenIdle(() => void loadLives().then((l) => live && setLives(l)), 1000);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return lives;
}

/**
 * Opens a live broadcast's details; without a usable liveId shows `message` (the user's
 * 'live data abnormal') and opens nothing. @see ANN-17 @see ANN-18
 */
export function openLive(liveId: unknown, title: string, message: string): boolean {
  const path = liveDetailsPath(liveId);
  if (path === null) {
    void notify({ type: "error", title: message });
    return false;
  }
  openPortalPage(path, title);
  return true;
}

/** localStorage key of the time (epoch ms) the live notice was hidden (`pro__` prefix, CONST-01). */
export const LIVE_HIDDEN_KEY = "pro__liveHiddenAt";
/** The key of versions before the prefix: still read, never written. */
const LEGACY_LIVE_HIDDEN_KEY = "notices.liveHiddenAt";

/** When the live notice was hidden, or null. */
export function liveHiddenAt(): number | null {
  try {
    const v = Number(window.localStorage.getItem(LIVE_HIDDEN_KEY) ?? window.localStorage.getItem(LEGACY_LIVE_HIDDEN_KEY));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

/** Remembers that the live notice was hidden at `at` (ms). */
export function rememberLiveHidden(at: number): void {
  try {
    window.localStorage.setItem(LIVE_HIDDEN_KEY, String(at));
  } catch {
    // storage denied: hidden for this page only
  }
}
