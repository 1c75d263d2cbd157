/**
 * The mock download centre (assistant host paths, assistant §7): poll `task/{id}`,
 * `retry-task/{id}`, and the paths the spec leaves unnamed — the task page (`page`), `delete/{id}`,
 * `export` (start a task; an identical one still running is a duplicate, EXPORT-11) — plus the
 * file host: `GET /apps/files/{id}/{name}` (the fileOssUrl) and `POST /upload/download` (form data
 * token and fileName, shell §7). A ticker moves generated tasks on in mock time and pushes their
 * steps to the user's download socket. Control: `POST /__mock/downloads` (./control).
 * @module mock-gateway/downloads/handlers
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { fail, ok, route } from "../core/route";
import { redact } from "../core/log";
import { authenticate } from "../core/tokens";
import { downloadControlHandler } from "./control";
import { ensureFile, fileResponse, fileTask } from "./files";
import { advance, createTask, retryTask, STATUS, tick, wireTask } from "./tasks";
import { duplicateMessage } from "./control";
import { EXPORT_DUPLICATE_CODE as DUPLICATE_CODE } from "../../app/gateway/schemas";

const BASE = "/api/v1/download-center";
const idOf = (raw: unknown) => (typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN);

const pageSchema = z.object({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  name: z.string().max(100).default(""),
  status: z.enum([STATUS.running, STATUS.notStarted, STATUS.done, STATUS.failed, ""]).default(""),
});
const exportSchema = z.object({
  kind: z.enum(["orders", "shops"]),
  fileType: z.enum(["xlsx", "csv"]).default("xlsx"),
  name: z.string().trim().min(1).max(100),
  filter: z.string().max(1000).default(""),
});

/** Handlers of one gateway; starts its ticker (every 500 ms, never keeping the process alive). */
export function downloadHandlers(ctx: GatewayContext): RequestHandler[] {
  const timer = setInterval(() => {
    try {
      tick(ctx);
    } catch {
      /* a reset mid-tick: the next tick sees the new state */
    }
  }, 500);
  timer.unref?.();
  const mine = (username: string, id: number) => {
    const t = Number.isFinite(id) ? ctx.db.downloadTask.findFirst({ where: { id: { equals: id } } }) : null;
    return t && t.username === username ? t : null;
  };
  return [
    route(ctx, `${BASE}/task/:id`, ({ request, session, lang }) => {
      const t = mine(session.username, idOf(new URL(request.url).pathname.split("/").pop()));
      return t ? ok(lang, wireTask(advance(ctx, t, true))) : fail(lang, "404", "notFound");
    }),
    route(ctx, `${BASE}/retry-task/:id`, ({ request, session, lang }) => {
      const t = mine(session.username, idOf(new URL(request.url).pathname.split("/").pop()));
      if (!t || t.is_del) return fail(lang, "404", "notFound");
      return ok(lang, wireTask(t.status === STATUS.failed ? retryTask(ctx, t) : t));
    }),
    route(ctx, `${BASE}/delete/:id`, ({ request, session, lang }) => {
      const t = mine(session.username, idOf(new URL(request.url).pathname.split("/").pop()));
      if (!t) return fail(lang, "404", "notFound");
      ctx.db.downloadTask.update({ where: { id: { equals: t.id } }, data: { is_del: 1 } });
      return ok(lang, true);
    }),
    route(ctx, `${BASE}/page`, ({ body, session, lang }) => {
      const q = pageSchema.safeParse(body);
      if (!q.success) return fail(lang, "400", "badRequest");
      const { pageNum, pageSize, name, status } = q.data;
      const needle = name.trim().toLowerCase();
      const all = ctx.db.downloadTask
        .findMany({ where: { username: { equals: session.username }, is_del: { equals: 0 } } })
        .map((t) => advance(ctx, t))
        .filter((t) => (!status || t.status === status) && (!needle || t.name.toLowerCase().includes(needle)))
        .sort((a, b) => b.createdMs - a.createdMs || b.id - a.id);
      return ok(lang, { total: all.length, pageNum, pageSize, list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(wireTask) });
    }),
    route(ctx, `${BASE}/export`, ({ body, session, lang }) => {
      const q = exportSchema.safeParse(body);
      if (!q.success) return fail(lang, "400", "badRequest");
      const t = createTask(ctx, session.username, lang, q.data);
      if (t === "duplicate") return HttpResponse.json({ code: DUPLICATE_CODE, msg: duplicateMessage(lang), data: null });
      return ok(lang, wireTask(t));
    }),
    http.get("*/apps/files/:id/:name", async ({ request, params }) => {
      const t = fileTask(ctx, idOf(params.id), String(params.name));
      if (!t) return HttpResponse.json({ code: "404", msg: "file not found" }, { status: 404 });
      return fileResponse(await ensureFile(t, String(params.name)), String(params.name), request.headers.get("range"));
    }),
    http.post("*/upload/download", async ({ request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return HttpResponse.json({ code: "400", msg: "bad form" }, { status: 400 });
      }
      const token = String(form.get("token") ?? "");
      ctx.log.push({ at: ctx.clock.now(), method: "POST", path: "/upload/download", body: redact({ token, fileName: String(form.get("fileName") ?? "").slice(0, 500) }), status: 200 });
      const session = authenticate(ctx, new Request(request.url, { headers: { authorization: token } }));
      if (!session) return HttpResponse.json({ code: "401", msg: "unauthorized" }, { status: 401 });
      const m = /^(?:https?:\/\/[^/]+)?\/apps\/files\/(\d{1,9})\/([\w.-]{1,64})$/.exec(String(form.get("fileName") ?? ""));
      const t = m ? fileTask(ctx, Number(m[1]), m[2]!) : null;
      if (!m || !t || t.username !== session.username) return HttpResponse.json({ code: "404", msg: "file not found" }, { status: 404 });
      return fileResponse(await ensureFile(t, m[2]!), m[2]!, request.headers.get("range"));
    }),
    downloadControlHandler(ctx),
  ];
}
