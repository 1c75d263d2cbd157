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
let chain: Promise<void> = Promise.resolve();

/** The ids of notice toasts to remove before one more shows: oldest first. `shown` is newest first. */
export function toastsToEvict(shown: readonly { id?: string }[], max = MAX_TOASTS): string[] {
  const excess = shown.length + 1 - max;
  if (excess <= 0) return [];
  return shown.flatMap((t) => (t.id?.startsWith(PREFIX) ? [t.id] : [])).slice(-excess);
}

/**
 * Shows a notice toast (title and text). Calls are serialised, so a burst keeps its order.
 * Resolves once queued; never rejects.
 */
export function showNoticeToast(title: string, description: string): Promise<void> {
  seq += 1;
  const id = `${PREFIX}${seq}`;
  chain = chain.then(async () => {
    try {
      const { toaster } = await import("~/components/ui/toaster");
      for (const old of toastsToEvict(toaster.getVisibleToasts())) toaster.remove(old);
    } catch {
      // the toaster's chunk failed: notify() reports the notice on the console
    }
    await notify({ type: "info", title: title || description, description: title ? description : undefined, id });
  });
  return chain;
}
