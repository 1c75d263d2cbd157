/**
 * The browser's calls to `/api/export/*` (features/export/api.server), through the portal's one
 * route client (app/utils/route-client: base path, same-origin rules, deadline, the ended
 * session's reaction). Every function resolves: `{ok: true, …}` with the answer, or
 * `{ok: false}` with the failure (gateway code and message, or a message key) the caller shows.
 * @module features/export/client-api
 */
import type { DownloadTask } from "~/gateway/download-center-schemas";
import { tryRoute, type RouteError, type RouteFields } from "~/utils/route-client";

/** A failed call: the gateway's code and own message when it answered, else a message key (`ns:key`). */
export interface CallFailure {
  ok: false;
  code: string | null;
  serverMessage: string | null;
  messageKey: string;
}

/** The answer of a call. */
export type CallResult<T> = ({ ok: true } & T) | CallFailure;

/** The route client's error as the export feature's failure (keys qualified with their namespace). */
function failureOf(error: RouteError): CallFailure {
  const key = error.kind === "network" || error.kind === "timeout" ? "export:errors.network" : error.messageKey;
  return {
    ok: false,
    code: error.failure?.code ?? null,
    serverMessage: error.serverMessage,
    messageKey: key.includes(":") ? key : `common:${key}`,
  };
}

async function call<T>(path: string, form?: RouteFields): Promise<CallResult<T>> {
  const result = await tryRoute(path, form ? { form } : {});
  return result.ok ? (result.value as { ok: true } & T) : failureOf(result.error);
}

const post = <T>(op: string, form: Record<string, string>) => call<T>(`/api/export/${op}`, form);

/** POST task/{id} through the portal. @see EXPORT-02 */
export const fetchTask = (id: string) => post<{ task: DownloadTask }>("task", { id });
/** POST retry-task/{id} through the portal. @see EXPORT-08 */
export const postRetry = (id: string) => post<{ retried: true }>("retry", { id });
/** Deletes a task. */
export const postDelete = (id: string) => post<{ deleted: true }>("delete", { id });
/** Starts an export. */
export const postStart = (form: { kind: string; fileType: string; name: string; filter?: string }) =>
  post<{ task: DownloadTask }>("start", { filter: "", ...form });

/** One page of the user's tasks. */
export function fetchPage(q: { pageNum: number; pageSize: number; name: string; status: string }) {
  const params = new URLSearchParams({ pageNum: String(q.pageNum), pageSize: String(q.pageSize), name: q.name, status: q.status });
  return call<{ total: number; list: DownloadTask[] }>(`/api/export/page?${params}`);
}
