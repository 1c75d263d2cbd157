/**
 * The shell-level task tracker: every task started in the portal (a sub-app through the bridge,
 * the download centre's retry, a start from the shell) is polled through the portal every 2.5 s
 * until it ends, with the notices of EXPORT-03/05/07/09. The ids being tracked are kept per user
 * (./model/pending), so a reload resumes them. One tracker per page.
 * @module features/export/tracker
 * @see EXPORT-02 @see EXPORT-03 @see EXPORT-04 @see EXPORT-05 @see EXPORT-07 @see EXPORT-08 @see EXPORT-09
 */
import type { DownloadTask } from "~/gateway/download-center-schemas";
import { fetchTask, postRetry } from "./client-api";
import { downloadLink, saveAsOf } from "./download";
import { parsePending, pendingKey, withoutPending, withPending } from "./model/pending";
import { POLL_INTERVAL_MS, stepOf } from "./model/tracker";
import { closeTaskNotice, forgetResult, showFailure, showPreparing, showSuccess } from "./task-notices";

type T = (key: string, vars?: Record<string, unknown>) => string;

/** Consecutive failed calls (network, portal) after which a task's polling pauses until reload. */
export const MAX_POLL_ERRORS = 5;

let owner = "";
let t: T = (key) => key;
const active = new Map<string, { name: string; polls: number; errors: number; timer: ReturnType<typeof setTimeout> | null }>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function savePending(update: (list: ReturnType<typeof parsePending>) => ReturnType<typeof parsePending>): void {
  if (!owner) return;
  const store = storage();
  try {
    const key = pendingKey(owner);
    store?.setItem(key, JSON.stringify(update(parsePending(store.getItem(key)))));
  } catch {
    /* storage full or disabled: tracking still runs in this page */
  }
}

/** Downloads every file of a finished task, one after the other (EXPORT-06). */
export async function downloadAll(task: Pick<DownloadTask, "fileOssUrlList" | "name">, name: string): Promise<void> {
  for (const link of task.fileOssUrlList ?? []) await downloadLink(link, saveAsOf(task.name || name, link), t);
}

function stop(id: string): void {
  const entry = active.get(id);
  if (entry?.timer) clearTimeout(entry.timer);
  active.delete(id);
  savePending((list) => withoutPending(list, id));
}

async function poll(id: string): Promise<void> {
  const entry = active.get(id);
  if (!entry) return;
  entry.timer = null;
  const answer = await fetchTask(id);
  if (active.get(id) !== entry) return;
  if (!answer.ok) {
    // The gateway answered, but not with the task (gone, not the user's): its notice closes.
    if (answer.code !== null) {
      stop(id);
      void closeTaskNotice(id);
      return;
    }
    if (++entry.errors >= MAX_POLL_ERRORS) return void active.delete(id);
    entry.timer = setTimeout(() => void poll(id), POLL_INTERVAL_MS);
    return;
  }
  entry.errors = 0;
  entry.polls += 1;
  const task = answer.task;
  const name = task.name || entry.name;
  const step = stepOf(task, entry.polls);
  if (step.pollAgain) {
    if (step.notice === "preparing") showPreparing(id, name, t);
    entry.timer = setTimeout(() => void poll(id), POLL_INTERVAL_MS);
    return;
  }
  finish(id, step.notice === "success" || step.notice === "failure" ? step.notice : "closed", task, name);
}

/**
 * The one end of a tracked task, whoever learnt it (a poll, or the download socket's result for
 * it): polling stops and the task's notice is the success with its download (EXPORT-05), the
 * failure with retry (EXPORT-07), or none (EXPORT-09).
 */
function finish(id: string, outcome: "success" | "failure" | "closed", task: Pick<DownloadTask, "fileOssUrlList" | "name">, name: string): void {
  stop(id);
  if (outcome === "success") showSuccess(id, name, () => void downloadAll(task, name), t);
  else if (outcome === "failure") showFailure(id, name, () => void retryTask(id, name), t);
  else void closeTaskNotice(id);
}

/**
 * A download-socket result for task `id` (EXPORT-12, EXPORT-13): when the task is tracked, it
 * ends here as a poll's result would (polling stops; the same notices, retry included) and
 * true is returned; false when the task is not tracked (the socket's own handling shows it).
 */
export function settleTracked(id: string, result: { ok: true; fileOssUrl: string } | { ok: false }, name: string): boolean {
  const entry = active.get(id);
  if (!entry) return false;
  const shownName = name || entry.name;
  if (result.ok) finish(id, "success", { fileOssUrlList: [result.fileOssUrl], name: shownName }, shownName);
  else finish(id, "failure", { fileOssUrlList: [], name: shownName }, shownName);
  return true;
}

/** Starts tracking task `id` (a second call for a tracked id does nothing). */
export function trackTask(id: string, name = ""): void {
  if (!/^[\w-]{1,64}$/.test(id) || active.has(id)) return;
  active.set(id, { name, polls: 0, errors: 0, timer: null });
  savePending((list) => withPending(list, { id, name: name.slice(0, 200) }));
  void poll(id);
}

/** Retries a failed task: posts retry-task, then polls it again (EXPORT-08). */
export async function retryTask(id: string, name = ""): Promise<boolean> {
  const answer = await postRetry(id);
  if (!answer.ok) {
    showFailure(id, name, () => void retryTask(id, name), t);
    return false;
  }
  forgetResult(id);
  trackTask(id, name);
  return true;
}

/** Whether task `id` is being polled. */
export function isTracking(id: string): boolean {
  return active.has(id);
}

/**
 * Binds the tracker to the signed-in user (`user@company`) and the user's language, and resumes
 * the tasks that user was tracking before a reload.
 */
export function startTracker(user: string, translate: T): void {
  t = translate;
  if (owner === user) return;
  // Another user in this page: the last one's polling stops, their pending ids stay theirs.
  for (const entry of active.values()) if (entry.timer) clearTimeout(entry.timer);
  active.clear();
  owner = user;
  const store = storage();
  let saved: ReturnType<typeof parsePending> = [];
  try {
    saved = parsePending(store?.getItem(pendingKey(owner)) ?? null);
  } catch {
    saved = [];
  }
  for (const task of saved) trackTask(task.id, task.name);
}

/** Updates the language of later notices. */
export function setTrackerLanguage(translate: T): void {
  t = translate;
}
