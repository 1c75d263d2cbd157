/**
 * Warming the notices UI ahead of a click, so opening the bell and its list runs no long task
 * (issue 8 `bell_open_long_tasks`): an idle callback, and the notification list's chunk.
 * @module features/notices/warm-up
 */
import { notificationPath } from "./model";
import { noticesPages } from "./pages";

export { whenIdle } from "~/utils/when-idle";

let preloaded = false;

/** Fetches (once) the chunk of the notification list page; a failure is retried on next open. */
export function preloadNotificationPage(): void {
  if (preloaded) return;
  preloaded = true;
  void noticesPages[notificationPath()]?.().catch(() => {
    preloaded = false;
  });
}
