/**
 * The export feature's mount in the shell (one per page): tiny; the tracker, the download
 * socket and the notices load on demand — when the page is idle, or at once when a sub-app
 * hands over a task (`export:task`) or a download message (`download:socket`), or the shell
 * socket reports a finished export (`export:finished`, msgType 8).
 * @see EXPORT-16 @see EXPORT-19 @see BRIDGE-16 @see BRIDGE-17
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { onShellEvent } from "~/utils/shell-events";
import { whenIdle } from "~/utils/when-idle";

const runtime = () => import("../runtime");

/** Props: the signed-in user (`userName@company`) whose pending tasks resume. */
export function ExportMount({ userName, company }: { userName: string; company: string }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const owner = `${userName}@${company}`;
    let started: Promise<typeof import("../runtime")> | null = null;
    const ready = () => (started ??= runtime().then(async (m) => (await m.startExportRuntime(owner, i18n, userName), m)));
    const offs = [
      onShellEvent("export:task", (e) => void ready().then((m) => m.onExportTask(e)).catch((error: unknown) => console.warn("[portal] export", error))),
      onShellEvent("download:socket", (e) => void ready().then((m) => m.onDownloadMessage(e.message)).catch((error: unknown) => console.warn("[portal] export", error))),
      onShellEvent("export:finished", (e) => void ready().then((m) => m.onExportFinished(e)).catch((error: unknown) => console.warn("[portal] export", error))),
      whenIdle(() => void ready().catch((error: unknown) => console.warn("[portal] export", error))),
    ];
    return () => offs.forEach((off) => off());
  }, [userName, company, i18n]);
  return null;
}
