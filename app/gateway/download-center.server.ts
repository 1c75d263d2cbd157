/**
 * Download-centre calls on the assistant host (GW-27, assistant §7). Each takes a client bound
 * to that host and rejects with a `GatewayError` as `client.call` does.
 * @module gateway/download-center
 * @see EXPORT-02 @see EXPORT-08 @see EXPORT-11
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { downloadTaskPageSchema, downloadTaskSchema, type DownloadTask } from "./download-center-schemas";
import { ASSISTANT_PATHS } from "./paths";

/** POST `task/{id}`: the task's status, is_del, name and fileOssUrlList. @see EXPORT-02 */
export function pollTask(client: GatewayClient, id: string): Promise<DownloadTask> {
  return client.call(ASSISTANT_PATHS.task(id), {}, downloadTaskSchema);
}

/** POST `retry-task/{id}`. @see EXPORT-08 */
export async function retryTask(client: GatewayClient, id: string): Promise<void> {
  await client.call(ASSISTANT_PATHS.retryTask(id), {}, z.unknown());
}

/** POST `delete/{id}`. */
export async function deleteTask(client: GatewayClient, id: string): Promise<void> {
  await client.call(ASSISTANT_PATHS.deleteTask(id), {}, z.unknown());
}

/** Query of {@link taskPage}: page from 1, name search, one status or all (""). */
export interface TaskPageQuery {
  pageNum: number;
  pageSize: number;
  name: string;
  status: string;
}

/** POST the user's tasks, newest first. @see EXPORT-01 */
export function taskPage(client: GatewayClient, query: TaskPageQuery) {
  return client.call(ASSISTANT_PATHS.taskPage, { ...query }, downloadTaskPageSchema);
}

/** What an export asks for: the kind of data, the file type, the task's name, its filter. */
export interface ExportStart {
  kind: "orders" | "shops";
  fileType: "xlsx" | "csv";
  name: string;
  filter: string;
}

/** POST `export`: the new task (a duplicate rejects with code EXPORT_DUPLICATE_CODE, EXPORT-11). */
export function startExport(client: GatewayClient, body: ExportStart): Promise<DownloadTask> {
  return client.call(ASSISTANT_PATHS.exportTask, { ...body }, downloadTaskSchema);
}
