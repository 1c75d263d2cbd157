/**
 * The download-centre tasks of the mock: created by an export, advancing in mock time
 * (未开始 → 处理中 → 已完成, or 处理失败 when a failure was injected), retried, deleted, listed.
 * Each step a generated task takes is pushed to its user's download socket (EXPORT-12, EXPORT-17).
 * @module mock-gateway/downloads/tasks
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { DAY, gatewayTime } from "../seed/time";
import { rowCount, type ExportKind } from "./cells";

/** A task row of the mock's state. */
export type TaskRow = NonNullable<ReturnType<GatewayContext["db"]["downloadTask"]["findFirst"]>>;

/** Status values (the gateway's own, assistant §3). */
export const STATUS = { running: "处理中", notStarted: "未开始", done: "已完成", failed: "处理失败" } as const;

/** Injections and pace of one state (reset with it), set through `POST /__mock/downloads`. */
export interface DownloadSettings {
  /** The next N exports fail once (then a retry succeeds). */
  failNext: number;
  /** The next N exports answer "duplicate" (EXPORT-11) whatever is running. */
  duplicateNext: number;
  /** A new task starts after this long (mock ms). */
  startAfterMs: number;
  /** A started task completes after this long (mock ms). */
  completeAfterMs: number;
}

const settings = new WeakMap<object, DownloadSettings>();

/** The settings of the current state (created on first use; a reset starts afresh). */
export function downloadSettings(ctx: GatewayContext): DownloadSettings {
  let s = settings.get(ctx.db);
  if (!s) settings.set(ctx.db, (s = { failNext: 0, duplicateNext: 0, startAfterMs: 1000, completeAfterMs: 4000 }));
  return s;
}

/** Files expire 7 days after completion. */
const KEEP_FILES_MS = 7 * DAY;

/** The file names of a finished task. */
export function fileNamesOf(task: TaskRow): string[] {
  if (task.kind === "seed") return ["orders.csv", "orders.xlsx"];
  if (task.kind === "blob") return [`blob-${task.total}mb.bin`];
  return [`${task.kind}.${task.fileType}`];
}

function finish(ctx: GatewayContext, task: TaskRow, now: number): TaskRow {
  const failing = task.failTimes > 0;
  const next = ctx.db.downloadTask.update({
    where: { id: { equals: task.id } },
    data: failing
      ? { status: STATUS.failed, failTimes: task.failTimes - 1 }
      : { status: STATUS.done, already_total: task.total, finishedAt: gatewayTime(now), expiresAt: gatewayTime(now + KEEP_FILES_MS),
          fileOssUrlList: fileNamesOf(task).map((f) => `${ctx.publicUrl}/apps/files/${task.id}/${f}`) },
  })!;
  if (next.kind !== "seed") {
    pushOrHold(ctx, task.username, failing
      ? { code: 1, msg: "export failed", source: "download", uniqueId: String(task.id), name: task.name }
      : { code: 0, msg: "success", source: "download", uniqueId: String(task.id), name: task.name, fileOssUrl: next.fileOssUrlList[0] });
  }
  return next;
}

/**
 * Brings `task` to what the mock clock says now. Seeded tasks follow FIXTURE.md (处理中 finishes
 * 10 s after its first poll; 未开始 stays); generated ones start after `startAfterMs` and finish
 * `completeAfterMs` later, their progress growing in between. `polled` marks a poll.
 */
export function advance(ctx: GatewayContext, task: TaskRow, polled = false): TaskRow {
  const now = ctx.clock.now();
  let t = task;
  if (polled && t.firstPolledAt === 0) t = ctx.db.downloadTask.update({ where: { id: { equals: t.id } }, data: { firstPolledAt: now } })!;
  if (t.is_del) return t;
  if (t.kind === "seed") {
    if (t.status === STATUS.running && t.firstPolledAt > 0 && now - t.firstPolledAt >= t.completeAfterMs) return finish(ctx, t, now);
    return t;
  }
  if (t.status === STATUS.notStarted && now - t.createdMs >= downloadSettings(ctx).startAfterMs) {
    t = ctx.db.downloadTask.update({ where: { id: { equals: t.id } }, data: { status: STATUS.running, firstPolledAt: now } })!;
    pushProgress(ctx, t);
  }
  if (t.status === STATUS.running) {
    const elapsed = now - t.firstPolledAt;
    if (elapsed >= t.completeAfterMs) return finish(ctx, t, now);
    const done = Math.min(t.total - 1, Math.floor((t.total * elapsed) / Math.max(1, t.completeAfterMs)));
    if (done > t.already_total) t = ctx.db.downloadTask.update({ where: { id: { equals: t.id } }, data: { already_total: done } })!;
  }
  return t;
}

/**
 * Sends `message` to the user's download sockets; with none open (a dropped socket reconnecting)
 * it is held for the next one, so no step is lost.
 */
function pushOrHold(ctx: GatewayContext, username: string, message: Record<string, unknown>): void {
  if (ctx.sockets.push(username, "download", message) === 0) ctx.sockets.hold(username, "download", message);
}

/** The async-task row of a task on the download socket (EXPORT-17, EXPORT-21). */
export function pushProgress(ctx: GatewayContext, t: TaskRow): void {
  pushOrHold(ctx, t.username, {
    source: "asyncTask", batchCode: String(t.id), type: t.kind, user_name: t.username, total: t.total, already_total: t.already_total, statusName: t.status,
  });
}

/** What an export asks for. */
export interface ExportRequest {
  kind: ExportKind;
  fileType: "xlsx" | "csv";
  name: string;
  /** The filter the rows were chosen by (part of the duplicate check). */
  filter: string;
}

/**
 * Creates a task, or returns "duplicate" when the same user already has the same export
 * (kind, file type, filter) not finished and not deleted (EXPORT-11), or one was injected.
 */
export function createTask(ctx: GatewayContext, username: string, lang: GatewayLanguage, req: ExportRequest): TaskRow | "duplicate" {
  const s = downloadSettings(ctx);
  const fingerprint = JSON.stringify([username, req.kind, req.fileType, req.filter]);
  const open = ctx.db.downloadTask.findFirst({ where: { fingerprint: { equals: fingerprint }, is_del: { equals: 0 }, status: { in: [STATUS.notStarted, STATUS.running] } } });
  if (s.duplicateNext > 0 || open) {
    if (s.duplicateNext > 0) s.duplicateNext--;
    return "duplicate";
  }
  const id = 1 + Math.max(8000, ...ctx.db.downloadTask.getAll().map((t) => t.id));
  const now = ctx.clock.now();
  const failTimes = s.failNext > 0 ? 1 : 0;
  if (failTimes) s.failNext--;
  return ctx.db.downloadTask.create({
    id, username, name: req.name, status: STATUS.notStarted, is_del: 0, fileOssUrlList: [], createdAt: gatewayTime(now), createdMs: now,
    firstPolledAt: 0, completeAfterMs: s.completeAfterMs, kind: req.kind, fileType: req.fileType, lang, finishedAt: "", expiresAt: "",
    total: rowCount(req.kind, username, req.filter), already_total: 0, fingerprint, filter: req.filter, failTimes,
  });
}

/** A failed task starts again (EXPORT-08): 处理中 from now. */
export function retryTask(ctx: GatewayContext, task: TaskRow): TaskRow {
  const t = ctx.db.downloadTask.update({ where: { id: { equals: task.id } }, data: { status: STATUS.running, firstPolledAt: ctx.clock.now(), already_total: 0 } })!;
  if (t.kind !== "seed") pushProgress(ctx, t);
  return t;
}

/** The task as the wire carries it (task/{id} and the list). */
export function wireTask(t: TaskRow) {
  return {
    id: t.id, name: t.name, status: t.status, is_del: t.is_del, fileOssUrlList: [...t.fileOssUrlList], type: t.kind,
    total: t.total, already_total: t.already_total, created_at: t.createdAt, finished_at: t.finishedAt || null, expire_at: t.expiresAt || null,
  };
}

/** Advances every generated task still moving (the ticker: socket messages come without a poll). */
export function tick(ctx: GatewayContext): void {
  for (const t of ctx.db.downloadTask.findMany({ where: { is_del: { equals: 0 }, status: { in: [STATUS.notStarted, STATUS.running] } } })) {
    if (t.kind !== "seed") advance(ctx, t);
  }
}
