/**
 * Running work when the page is idle, out of the frames a user waits for.
 * @module utils/when-idle
 */

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
