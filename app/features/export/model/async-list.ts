/**
 * The async order task list: the latest 3 tasks fed by the download socket (and by a sub-app's
 * `pushByAsync`), newest first; a message about a task already listed updates it in place and
 * moves it to the top.
 * @module features/export/model/async-list
 * @see EXPORT-17 @see EXPORT-18 @see EXPORT-21
 */

/** How many tasks the list keeps. @see EXPORT-18 */
export const ASYNC_LIST_SIZE = 3;

/** One row (wire names of the async order task, assistant §3). */
export interface AsyncTask {
  batchCode: string;
  type: string;
  user_name: string;
  total: number | null;
  already_total: number | null;
  statusName: string;
}

const str = (v: unknown, max = 200) => (typeof v === "string" ? v.slice(0, max) : typeof v === "number" && Number.isFinite(v) ? String(v) : "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null);

/** Whether a download-socket message feeds the list: its source is `asyncTask` or `download`. @see EXPORT-17 */
export function feedsAsyncList(message: Record<string, unknown>): boolean {
  return message.source === "asyncTask" || message.source === "download";
}

/** The row a message describes (batchCode from batchCode, else uniqueId), or null without one. */
export function asyncTaskOf(message: Record<string, unknown>): AsyncTask | null {
  const batchCode = str(message.batchCode, 64) || str(message.uniqueId, 64);
  if (!batchCode) return null;
  return {
    batchCode,
    type: str(message.type, 60),
    user_name: str(message.user_name, 60),
    total: num(message.total),
    already_total: num(message.already_total),
    statusName: str(message.statusName, 40),
  };
}

/** `list` after `task` arrived: it on top (merged over the row with its batchCode), at most 3. */
export function pushAsyncTask(list: readonly AsyncTask[], task: AsyncTask): AsyncTask[] {
  const old = list.find((t) => t.batchCode === task.batchCode);
  const merged: AsyncTask = old
    ? { ...old, ...Object.fromEntries(Object.entries(task).filter(([, v]) => v !== "" && v !== null)) }
    : task;
  return [merged, ...list.filter((t) => t.batchCode !== task.batchCode)].slice(0, ASYNC_LIST_SIZE);
}

/** `already_total/total` when both are known, else "". @see EXPORT-21 */
export function progressText(task: Pick<AsyncTask, "total" | "already_total">): string {
  return task.total !== null && task.already_total !== null ? `${task.already_total}/${task.total}` : "";
}
