/**
 * The export feature's runtime, loaded on demand (never in the shell's first-load JS): the
 * tracker and the download socket bound to the user, and the handling of the shell events
 * `export:task` (a sub-app's `pushByAsync`, BRIDGE-16) and `download:socket` (BRIDGE-17).
 * @module features/export/runtime
 */
import type { i18n as I18n } from "i18next";
import { notify } from "~/components/ui/notify";
import type { ShellEvent } from "~/utils/shell-events";
import { EXPORT_DUPLICATE_CODE } from "~/gateway/download-center-schemas";
import { addAsyncTask } from "./async-store";
import { postStart } from "./client-api";
import { handleDownloadMessage, startDownloadSocket } from "./download-socket";
import { showFinished } from "./task-notices";
import { startTracker, trackTask, setTrackerLanguage } from "./tracker";

type T = (key: string, vars?: Record<string, unknown>) => string;

let translate: T = (key) => key;

/** Binds the runtime to the user and language; opens the download socket (EXPORT-16). */
export async function startExportRuntime(owner: string, i18n: I18n, userName: string): Promise<void> {
  await i18n.loadNamespaces("export").catch(() => undefined);
  translate = (key, vars) => i18n.t(key, vars);
  me = userName;
  startTracker(owner, translate);
  setTrackerLanguage(translate);
  startDownloadSocket(() => translate);
}

let me = "";

/**
 * A sub-app's `pushByAsync`: the task joins the async order task list (EXPORT-17); a task id
 * is tracked; an `export` request is started first (a duplicate shows EXPORT-11's message).
 * @see BRIDGE-16 @see EXPORT-11
 */
export async function onExportTask(e: Extract<ShellEvent, { type: "export:task" }>): Promise<void> {
  let id = e.taskId !== undefined ? String(e.taskId) : "";
  if (e.export) {
    const answer = await postStart({ kind: e.export.kind, fileType: e.export.fileType, name: e.taskName, filter: e.export.filter ?? "" });
    if (!answer.ok) {
      const duplicate = answer.code === EXPORT_DUPLICATE_CODE;
      void notify({ type: "warning", title: duplicate ? translate("export:duplicate") : answer.serverMessage ?? translate(answer.messageKey) });
      return;
    }
    id = answer.task.id !== undefined ? String(answer.task.id) : "";
  }
  if (!id) return;
  addAsyncTask({ batchCode: id, type: e.export?.kind ?? "", user_name: me, total: null, already_total: 0, statusName: "未开始" });
  trackTask(id, e.taskName);
}

/** A sub-app's `download.socket` message: handled as a download-socket message (BRIDGE-17). */
export function onDownloadMessage(message: Record<string, unknown>): void {
  handleDownloadMessage(message, translate);
}

/**
 * A msgType 8 shell-socket message (export finished), forwarded by the notices feature when it
 * is due (1.5 s after arrival): the same notices as every export result, for `durationMs` ms.
 * @see EXPORT-19 @see EXPORT-20
 */
export function onExportFinished(e: Extract<ShellEvent, { type: "export:finished" }>): void {
  showFinished(e, translate);
}

/** Retries a task from the download centre (re-exported for the page). */
export { retryTask, trackTask } from "./tracker";
export { downloadAll } from "./tracker";
