/**
 * Warming the notices UI ahead of a click, so opening the bell and its list runs no long task
 * (issue 8 `bell_open_long_tasks`): an idle callback, and the notification list's chunk.
 * @module features/notices/warm-up
 */
import { ssoPages } from "~/features/sso-pages";
import { notificationPath } from "./model";

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `fn` once the page is idle (at the latest after `timeoutMs`, default 3,000 ms; a 200 ms
 * timer where there is no `requestIdleCallback`). Returns the cancel function.
 */
export function whenIdle(fn: () => void, timeoutMs = 3_000): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

let preloaded = false;

/** Fetches (once) the chunk of the notification list page; a failure is retried on next open. */
export function preloadNotificationPage(): void {
  if (preloaded) return;
  preloaded = true;
  void ssoPages[notificationPath()]?.().catch(() => {
    preloaded = false;
  });
}
