/**
 * Notice toasts through the portal's one toaster (`~/components/ui/notify`): at most
 * {@link MAX_TOASTS} at once, 6 000 ms each (the toaster's settings). The
 * toaster alone would queue a burst and show it for minutes; here, as the pure toast-queue
 * model says, a new notice toast removes the oldest shown notice toast
 * instead (the newest news wins; other features' toasts are never removed).
 * @module features/notices/toasts
 * @see LAYOUT-36 @see LAYOUT-37 @see SOCK-11
 */
import { notify } from "~/components/ui/notify";
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

/** Notices arriving within this many ms are shown together (only the newest 3 of them). */
export const TOAST_BATCH_MS = 200;

let pending: Array<{ id: string; title: string; description: string }> = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

async function flush(): Promise<void> {
  flushTimer = null;
  const batch = pending;
  pending = [];
  let toaster: { getVisibleToasts(): { id?: string }[]; remove(id: string): unknown } | null = null;
  try {
    toaster = (await import("~/components/ui/toaster")).toaster;
  } catch {
    // the toaster's chunk failed: notify() reports the notices on the console
  }
  // One change for the whole batch: the old toasts go and the new ones come in the same task,
  // with no await between them, so the toaster renders once (a burst of separate renders was
  // one long task).
  if (toaster) for (const old of toastsToEvict(toaster.getVisibleToasts(), batch.length)) toaster.remove(old);
  for (const n of batch) void notify({ type: "info", title: n.title || n.description, description: n.title ? n.description : undefined, id: n.id });
}

/**
 * Shows a notice toast (title and text). A burst is batched: every {@link TOAST_BATCH_MS} ms
 * the newest 3 pending notices are shown, in order (older ones would be pushed out at once).
 * Never throws.
 */
export function showNoticeToast(title: string, description: string): void {
  seq += 1;
  pending.push({ id: `${PREFIX}${seq}`, title, description });
  if (pending.length > MAX_TOASTS) pending = pending.slice(-MAX_TOASTS);
  if (flushTimer === null) flushTimer = setTimeout(() => void flush(), TOAST_BATCH_MS);
}
