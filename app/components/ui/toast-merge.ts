/**
 * Identical toasts merge (issue 24: three "操作失败" stacked on top of each other said nothing
 * the first did not). A toast of the same type, title and description as one still on screen
 * does not open another: the one on screen counts it ("×3") and starts its 6 s again, so it says
 * when the message last happened. Different messages never merge, so none is lost. Pure: the
 * toaster (`./toaster`) applies the decision to its store.
 * @module components/ui/toast-merge
 * @see LAYOUT-36 @see LAYOUT-37
 */

/** What decides that two toasts are the same message. */
export interface ToastMessage {
  type?: string;
  title?: unknown;
  description?: unknown;
}

/** The merge facts a toast carries in its `meta`. */
export interface MergeMeta {
  /** {@link mergeKey} of its message. */
  mergeKey: string;
  /** How many times the message happened while this toast showed (1 for a new toast). */
  count: number;
}

/** One toast on screen, as the toaster's store lists it. */
export interface ShownToast {
  id?: string;
  meta?: Record<string, unknown>;
}

/** What to do with a new toast. */
export type MergeDecision =
  | { kind: "new"; meta: MergeMeta }
  | { kind: "merge"; id: string; meta: MergeMeta };

const text = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : String(v));

/** The identity of a message: its type, title and description (exact text). */
export function mergeKey(message: ToastMessage): string {
  return JSON.stringify([message.type ?? "info", text(message.title), text(message.description)]);
}

const metaOf = (toast: ShownToast): MergeMeta | null => {
  const m = toast.meta;
  return m && typeof m.mergeKey === "string" && typeof m.count === "number" ? { mergeKey: m.mergeKey, count: m.count } : null;
};

/**
 * Whether `message` merges into a toast of `shown` (the toasts on screen), and the merged count.
 * A toast without merge facts (created elsewhere) never takes a merge.
 */
export function mergeDecision(shown: readonly ShownToast[], message: ToastMessage): MergeDecision {
  const key = mergeKey(message);
  for (const toast of shown) {
    const meta = metaOf(toast);
    if (toast.id && meta?.mergeKey === key) return { kind: "merge", id: toast.id, meta: { mergeKey: key, count: meta.count + 1 } };
  }
  return { kind: "new", meta: { mergeKey: key, count: 1 } };
}

/** The count a toast shows, or null for a message that happened once. */
export function repeatCount(meta: Record<string, unknown> | undefined): number | null {
  const count = meta?.count;
  return typeof count === "number" && Number.isInteger(count) && count > 1 ? count : null;
}
