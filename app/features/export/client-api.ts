/**
 * The browser's calls to `/api/export/*` (features/export/api.server). Every function resolves:
 * `{ok: true, …}` with the answer, or `{ok: false}` with the failure (gateway code and message,
 * or a message key) the caller shows. A redirect to the login page (session ended) goes there.
 * @module features/export/client-api
 */
import type { DownloadTask } from "~/gateway/download-center-schemas";
import { withBase } from "~/utils/base-path";
import { goToLoginAfterRequest } from "~/utils/session-ended";

/** A failed call: the gateway's code and own message when it answered, else a message key. */
export interface CallFailure {
  ok: false;
  code: string | null;
  serverMessage: string | null;
  messageKey: string;
}

/** The answer of a call. */
export type CallResult<T> = ({ ok: true } & T) | CallFailure;

const NETWORK: CallFailure = { ok: false, code: null, serverMessage: null, messageKey: "export:errors.network" };

async function call<T>(path: string, init?: RequestInit): Promise<CallResult<T>> {
  try {
    const res = await fetch(withBase(path), { credentials: "same-origin", headers: { Accept: "application/json" }, ...init });
    if (res.redirected && /\/login(?:[?#]|$)/.test(new URL(res.url).pathname)) {
      goToLoginAfterRequest(res.url);
      return NETWORK;
    }
    if (!(res.headers.get("content-type") ?? "").includes("json")) return NETWORK;
    const body = (await res.json()) as Record<string, unknown>;
    if (body.ok === true) return body as { ok: true } & T;
    const failure = (body.failure ?? {}) as { code?: unknown; serverMessage?: unknown; messageKey?: unknown };
    return {
      ok: false,
      code: typeof failure.code === "string" ? failure.code : null,
      serverMessage: typeof failure.serverMessage === "string" ? failure.serverMessage : null,
      messageKey: typeof failure.messageKey === "string" ? failure.messageKey : typeof body.error === "string" ? body.error : "export:errors.failed",
    };
  } catch {
    return NETWORK;
  }
}

const post = <T>(op: string, form: Record<string, string>) => call<T>(`/api/export/${op}`, { method: "POST", body: new URLSearchParams(form) });

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
