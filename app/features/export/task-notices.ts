/**
 * The download-task notices (EXPORT-03, 05, 07, 09, 10, 12, 13, 19): one toast per task at a time
 * (id `export-{taskId}`), 6 s each, through the portal's one toaster. Every source — the
 * tracker's polls, the download socket, the bridge's `download.socket`, the shell socket's
 * msgType 8 (3 s, EXPORT-19) — ends here, and a result
 * already shown for a task is not shown twice (the socket and the poll often tell the same end).
 * @module features/export/task-notices
 */
import { warmToaster } from "~/components/ui/notify";
import { downloadLink, saveAsOf } from "./download";
import { TASK_NOTICE_MS } from "./model/tracker";

type T = (key: string, vars?: Record<string, unknown>) => string;
type Toaster = (typeof import("~/components/ui/toaster"))["toaster"];

let toasterPromise: Promise<Toaster> | null = null;
function toaster(): Promise<Toaster> {
  toasterPromise ??= warmToaster()
    .then(() => import("~/components/ui/toaster"))
    .then((m) => m.toaster)
    .catch((error: unknown) => {
      toasterPromise = null;
      throw error;
    });
  return toasterPromise;
}

/** The result shown last per task (so the socket and the poll do not both show it). */
const shown = new Map<string, "success" | "failure">();

const idOf = (taskId: string) => `export-${taskId}`;

type Notice = { type: "info" | "success" | "error"; title: string; description?: string; action?: { label: string; onClick: () => void } };

async function show(taskId: string, input: Notice, durationMs = TASK_NOTICE_MS): Promise<void> {
  try {
    const tt = await toaster();
    const id = idOf(taskId);
    tt.remove(id);
    // A new id each time: the removed toast may still be leaving.
    tt.create({ ...input, id: `${id}-${Date.now().toString(36)}`, duration: durationMs, meta: { task: taskId } });
  } catch (error) {
    console.warn("[portal] export notice not shown", error);
  }
}

/** Removes every notice of the task (EXPORT-09). */
export async function closeTaskNotice(taskId: string): Promise<void> {
  try {
    const tt = await toaster();
    for (const toast of tt.getVisibleToasts()) if ((toast.meta as { task?: string } | undefined)?.task === taskId) tt.remove(toast.id);
  } catch {
    /* nothing on screen */
  }
}

/** "Preparing" (EXPORT-03). */
export function showPreparing(taskId: string, name: string, t: T): void {
  shown.delete(taskId);
  void closeTaskNotice(taskId).then(() => show(taskId, { type: "info", title: t("export:notice.preparing"), description: name || undefined }));
}

/** Success with a download action (EXPORT-05, EXPORT-12); once per task until it is retried. */
export function showSuccess(taskId: string, name: string, download: () => void, t: T): void {
  if (shown.get(taskId) === "success") return;
  shown.set(taskId, "success");
  void closeTaskNotice(taskId).then(() =>
    show(taskId, { type: "success", title: t("export:notice.done"), description: name || undefined, action: { label: t("export:notice.download"), onClick: download } }),
  );
}

/** `导出文件失败`, with retry when the task can be retried (EXPORT-07, EXPORT-13). */
export function showFailure(taskId: string, name: string, retry: (() => void) | null, t: T): void {
  if (shown.get(taskId) === "failure") return;
  shown.set(taskId, "failure");
  void closeTaskNotice(taskId).then(() =>
    show(taskId, { type: "error", title: t("export:notice.failed"), description: name || undefined, action: retry ? { label: t("export:notice.retry"), onClick: retry } : undefined }),
  );
}

/** Forgets the result shown for a task (a retry starts it again). */
export function forgetResult(taskId: string): void {
  shown.delete(taskId);
}

let finishedCount = 0;

/**
 * The shell socket's export-finished notice (msgType 8, EXPORT-19): `title` (the gateway's
 * msgTitle, else "导出完成") and `info`, shown for `durationMs` ms (3,000) with a download action
 * when `link` passed the link filter (EXPORT-20), else the download centre's hint. The download
 * goes through the same path as every export file (export/download).
 */
export function showFinished(notice: { title: string; info: string; link: string | null; durationMs: number }, t: T): void {
  const { link } = notice;
  const title = notice.title || t("export:notice.finished");
  const description = link ? notice.info || undefined : [notice.info, t("export:notice.noLink")].filter(Boolean).join(" · ");
  const action = link ? { label: t("export:notice.download"), onClick: () => void downloadLink(link, saveAsOf(notice.info || title, link), t) } : undefined;
  finishedCount += 1;
  void show(`finished-${finishedCount}`, { type: "success", title, description, action }, notice.durationMs);
}
