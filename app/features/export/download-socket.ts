/**
 * The download socket (`/ws/download`, the download-config socket the shell initialises,
 * EXPORT-16) and the one handling of a download message — from this socket and from a
 * sub-app's `download.socket` bridge message alike (BRIDGE-17):
 * - source `asyncTask` or `download` → the async order task list (EXPORT-17);
 * - a result (it carries `code` or `fileOssUrl`): code 0 with a fileOssUrl → the success notice
 *   with the name and a download link (EXPORT-12), anything else → `导出文件失败` (EXPORT-13).
 *   A progress row (source `asyncTask`, no code, no fileOssUrl) is no result.
 * Transport: the portal socket client (reconnect 5 s after a close, EXPORT-14; 4401 ends it);
 * a heartbeat `{code, msg}` every 60 s, to which the portal's proxy adds company and
 * authorization server-side (EXPORT-15).
 * @module features/export/download-socket
 */
import { createSocketClient, portalSocketUrl, type SocketClient } from "~/features/notices";
import type { SocketCtor } from "~/utils/socket-types";
import { addAsyncTask } from "./async-store";
import { downloadLink, saveAsOf } from "./download";
import { asyncTaskOf, feedsAsyncList } from "./model/async-list";
import { showFailure, showSuccess } from "./task-notices";
import { retryTask, settleTracked } from "./tracker";

type T = (key: string, vars?: Record<string, unknown>) => string;

/** Heartbeat period, ms. @see EXPORT-15 */
export const HEARTBEAT_MS = 60_000;
/** Reconnect delay after a close, ms. @see EXPORT-14 */
export const RECONNECT_MS = 5_000;

/** Whether a message is a result (it carries a code or a file). */
function isResult(m: Record<string, unknown>): boolean {
  return "code" in m || "fileOssUrl" in m;
}

/** Handles one download message (see the module comment). Never throws. */
export function handleDownloadMessage(m: Record<string, unknown>, t: T): void {
  if (feedsAsyncList(m)) {
    const row = asyncTaskOf(m);
    if (row) addAsyncTask(row);
  }
  if (!isResult(m)) return;
  const id = typeof m.uniqueId === "string" || typeof m.uniqueId === "number" ? String(m.uniqueId).slice(0, 64) : "";
  const name = typeof m.name === "string" ? m.name.slice(0, 200) : "";
  const url = m.fileOssUrl;
  const key = id || (typeof url === "string" ? url.slice(0, 64) : "socket");
  const success = (m.code === 0 || m.code === "0") && typeof url === "string" && url !== "";
  // A task the tracker polls ends through the tracker (one path: polling stops, same notices).
  if (id && settleTracked(id, success ? { ok: true, fileOssUrl: url } : { ok: false }, name)) return;
  if (success) {
    showSuccess(key, name, () => void downloadLink(url, saveAsOf(name, url), t), t);
  } else {
    const canRetry = id !== "" && /^\d{1,12}$/.test(id);
    showFailure(key, name, canRetry ? () => void retryTask(id, name) : null, t);
  }
}

let client: SocketClient | null = null;
let heartbeat: ReturnType<typeof setInterval> | null = null;

/** Opens the download socket once per page (idempotent); `t` translates its notices. */
export function startDownloadSocket(t: () => T): SocketClient {
  if (client) return client;
  const c = createSocketClient({
    url: portalSocketUrl("download", window.location, import.meta.env.BASE_URL),
    WebSocket: window.WebSocket as unknown as SocketCtor,
    reconnectDelayMs: RECONNECT_MS,
    pingIntervalMs: 0,
  });
  c.subscribe("*", (m) => handleDownloadMessage(m, t()));
  c.onState((state) => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = state === "connected" ? setInterval(() => c.send(JSON.stringify({ code: 0, msg: "heartbeat" })), HEARTBEAT_MS) : null;
  });
  c.start();
  client = c;
  return c;
}
