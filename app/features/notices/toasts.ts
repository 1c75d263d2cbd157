/**
 * Notice toasts through the portal's one toaster (`~/components/ui/notify`): at most
 * {@link MAX_TOASTS} at once, 6 000 ms each (the toaster's settings). The
 * toaster alone would queue a burst and show it for minutes; here, as the pure toast-queue
 * model says, a new notice toast removes the oldest shown notice toast
 * instead (the newest news wins; other features' toasts are never removed). A notice identical
 * to one on screen is counted on it by the toaster (`~/components/ui/toast-merge`) and removes
 * nothing.
 * @module features/notices/toasts
 * @see LAYOUT-36 @see LAYOUT-37 @see SOCK-11
 */
import { notify, type Notice } from "~/components/ui/notify";
import { mergeDecision } from "~/components/ui/toast-merge";
import { MAX_TOASTS } from "./model";

const PREFIX = "notice-";
let seq = 0;

/**
 * The ids of notice toasts to remove before `incoming` more show (default 1), oldest first, so
 * that at most `max` show. `shown` is newest first. @see LAYOUT-37
 */
export function toastsToEvict(shown: readonly { id?: string }[], incoming = 1, max = MAX_TOASTS): string[] {
  const excess = shown.length + incoming - max;
  if (excess <= 0) return [];
  return shown.flatMap((t) => (t.id?.startsWith(PREFIX) ? [t.id] : [])).slice(-excess);
}

/**
 * After notice toasts show, the notices arriving within this many ms wait and then show
 * together (only the newest 3 of them); a notice after a quiet spell shows at once.
 */
export const TOAST_BATCH_MS = 1_000;

let pending: Array<{ id: string; title: string; description: string }> = [];
let windowTimer: ReturnType<typeof setTimeout> | null = null;

/** Shows what is pending, then waits {@link TOAST_BATCH_MS}; a wait with nothing pending ends the window. */
function tick(): void {
  if (pending.length === 0) {
    windowTimer = null;
    return;
  }
  void flush();
  windowTimer = setTimeout(tick, TOAST_BATCH_MS);
}

async function flush(): Promise<void> {
  const batch = pending;
  pending = [];
  let toaster: { getVisibleToasts(): { id?: string; meta?: Record<string, unknown> }[]; remove(id: string): unknown } | null = null;
  try {
    toaster = (await import("~/components/ui/toaster")).toaster;
  } catch {
    // the toaster's chunk failed: notify() reports the notices on the console
  }
  // One toast per task: a toast's mount (its state machine, its height measured, a forced
  // layout) is 5–15 ms, and three of them in one task made the batch a long task (issue 8
  // `notices_burst_long_tasks`). The oldest notice toasts make room as each one comes.
  const show = (i: number) => {
    const n = batch[i];
    if (!n) return;
    const notice: Notice = { type: "info", title: n.title || n.description, description: n.title ? n.description : undefined, id: n.id };
    // A notice identical to one on screen is counted there (the toaster merges it): nothing to make room for.
    if (toaster && mergeDecision(toaster.getVisibleToasts(), notice).kind === "new") {
      for (const old of toastsToEvict(toaster.getVisibleToasts())) toaster.remove(old);
    }
    void notify(notice);
    if (i + 1 < batch.length) setTimeout(() => show(i + 1), 0);
  };
  show(0);
}

/**
 * Shows a notice toast (title and text): at once after a quiet spell; in a burst, once per
 * {@link TOAST_BATCH_MS} ms the newest 3 pending notices, in order, one per task (older ones
 * would be pushed out at once; the bell counts them all). Never throws.
 */
export function showNoticeToast(title: string, description: string): void {
  seq += 1;
  pending.push({ id: `${PREFIX}${seq}`, title, description });
  if (pending.length > MAX_TOASTS) pending = pending.slice(-MAX_TOASTS);
  if (windowTimer === null) tick();
}
