/**
 * The task ids the seller started and that are still tracked, kept per user in local storage so
 * tracking survives a reload (as the shell keeps its other per-user state). Pure parsing; the
 * storage calls never throw.
 * @module features/export/model/pending
 */
import { z } from "zod";

/** Most ids kept (older ones drop off). */
export const MAX_PENDING = 50;

const entry = z.object({ id: z.string().regex(/^[\w-]{1,64}$/), name: z.string().max(200) });
const stored = z.array(entry).max(500);

/** One tracked task. */
export type PendingTask = z.infer<typeof entry>;

/** The storage key of `owner` (user name @ company). */
export function pendingKey(owner: string): string {
  return `portal.export.pending:${owner}`;
}

/** What `raw` (any stored text) holds: the valid entries, at most {@link MAX_PENDING}, unique by id. */
export function parsePending(raw: string | null): PendingTask[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  const list = Array.isArray(value) ? value.flatMap((v) => (entry.safeParse(v).success ? [v as PendingTask] : [])) : [];
  const seen = new Set<string>();
  return stored.parse(list.filter((t) => !seen.has(t.id) && seen.add(t.id))).slice(-MAX_PENDING);
}

/** `list` with `task` added (or its name updated), at most {@link MAX_PENDING}. */
export function withPending(list: readonly PendingTask[], task: PendingTask): PendingTask[] {
  return [...list.filter((t) => t.id !== task.id), task].slice(-MAX_PENDING);
}

/** `list` without `id`. */
export function withoutPending(list: readonly PendingTask[], id: string): PendingTask[] {
  return list.filter((t) => t.id !== id);
}
