/**
 * The portal's download-centre routes (`/api/export/{op}`), on the assistant host through the
 * session's client: poll a task, retry, delete, one page of tasks, start an export. Each answers
 * `{ok: true, …}` or `{ok: false, failure}` (respondJson); a duplicate export's failure carries
 * the gateway's code, which the browser shows as EXPORT-11's message.
 * @module features/export/api
 * @see EXPORT-02 @see EXPORT-08 @see EXPORT-11
 */
import { z } from "zod";
import { deleteTask, pollTask, retryTask, startExport, taskPage } from "~/gateway/download-center.server";
import { TASK_STATUSES } from "~/gateway/download-center-schemas";
import { respondJson } from "~/gateway/respond.server";
import { assistantUrl } from "~/utils/env.server";

const taskId = z.string().regex(/^[\w-]{1,64}$/);
const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  name: z.string().trim().max(100).default(""),
  status: z.enum([...TASK_STATUSES, ""]).default(""),
});
const startBody = z.object({
  kind: z.enum(["orders", "shops"]),
  fileType: z.enum(["xlsx", "csv"]).default("xlsx"),
  name: z.string().trim().min(1).max(100),
  filter: z.string().max(1000).default(""),
});

const bad = () => Response.json({ ok: false as const, error: "export:errors.badRequest" }, { status: 400 });

/** GET `/api/export/page?pageNum&pageSize&name&status`. @see EXPORT-01 */
export function exportLoader(request: Request, op: string | undefined): Promise<Response> {
  if (op !== "page") return Promise.resolve(Response.json({ ok: false }, { status: 404 }));
  const q = pageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!q.success) return Promise.resolve(bad());
  return respondJson(request, async (client) => taskPage(client, q.data), assistantUrl());
}

/** POST `/api/export/{task|retry|delete|start}` (form data). */
export async function exportAction(request: Request, op: string | undefined): Promise<Response> {
  const form = Object.fromEntries(await request.formData().catch(() => new FormData())) as Record<string, unknown>;
  const host = assistantUrl();
  if (op === "start") {
    const body = startBody.safeParse(form);
    if (!body.success) return bad();
    return respondJson(request, async (client) => ({ task: await startExport(client, body.data) }), host);
  }
  const id = taskId.safeParse(form.id);
  if (!id.success) return bad();
  if (op === "task") return respondJson(request, async (client) => ({ task: await pollTask(client, id.data) }), host);
  if (op === "retry") return respondJson(request, async (client) => ({ retried: (await retryTask(client, id.data), true) }), host);
  if (op === "delete") return respondJson(request, async (client) => ({ deleted: (await deleteTask(client, id.data), true) }), host);
  return Response.json({ ok: false }, { status: 404 });
}
