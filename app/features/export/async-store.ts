/**
 * The page's async order task list (EXPORT-17, EXPORT-18): a tiny store the download socket and
 * the bridge's `pushByAsync` write, and the toolbar's list reads (useSyncExternalStore).
 * @module features/export/async-store
 */
import { pushAsyncTask, type AsyncTask } from "./model/async-list";

let list: AsyncTask[] = [];
const listeners = new Set<() => void>();

/** The list now (latest 3, newest first). */
export function asyncTasks(): readonly AsyncTask[] {
  return list;
}

/** Adds or updates a task. */
export function addAsyncTask(task: AsyncTask): void {
  list = pushAsyncTask(list, task);
  for (const l of listeners) l();
}

/** Subscribes to changes; returns the unsubscribe. */
export function subscribeAsyncTasks(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
