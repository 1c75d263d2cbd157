/**
 * Screenshot analysis: capture the page, upload it, attach it to the next message of the
 * current session (sent at once with `prompt` when `send`). Any failure: 页面分析失败.
 * @module features/assistant/store/analyse
 * @see AI-18 @see AI-63 @see AI-64 @see AI-65 @see AI-66
 */
import { capturePage, uploadCapture } from "../screenshot";
import type { Assistant } from "./controller";

/** Waits (up to `ms`) until the view is a session; its id, or null. */
function sessionView(a: Assistant, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const now = () => {
      const v = a.store.get().view;
      return v?.kind === "session" ? v.id : null;
    };
    if (now()) return resolve(now());
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, ms);
    const off = a.store.subscribe(() => {
      const id = now();
      if (!id) return;
      clearTimeout(timer);
      off();
      resolve(id);
    });
  });
}

/** Captures, uploads and attaches (and sends, when `send`). Never rejects. */
export async function analysePage(a: Assistant, prompt: string, send: boolean): Promise<void> {
  if (a.store.get().capturing) return;
  a.store.set({ capturing: true });
  try {
    const capture = await capturePage();
    // The pane's app could not give its own picture: say that the analysis sees the portal's.
    if (capture.source === "shell-fallback") a.store.warn({ key: "screenshot.appUnavailable" });
    a.store.set({ pendingImage: await uploadCapture(capture.blob) });
    if (!send) return;
    const id = await sessionView(a, 10_000);
    if (id) a.answers.ask({ kind: "session", id }, prompt);
  } catch {
    a.store.warn({ key: "screenshot.failed" });
  } finally {
    a.store.set({ capturing: false });
  }
}
