/**
 * The mock's file host: a finished task's files, generated on first request into a temporary
 * directory (XLSX / CSV in bounded memory, ./writers) and served from disk as a stream, with
 * `Range` support (206 / 416) so a client can resume.
 * @module mock-gateway/downloads/files
 */
import { createReadStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import parseRange from "range-parser";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { headersOf, rowsOf, type ExportKind } from "./cells";
import { fileNamesOf, STATUS, type TaskRow } from "./tasks";
import { writeBlob, writeCsv, writeXlsx } from "./writers";

/** The directory of this process's generated files. */
export const FILES_DIR = join(tmpdir(), `mock-gateway-files-${process.pid}`);

const TYPES: Record<string, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  bin: "application/octet-stream",
};

const inFlight = new Map<string, Promise<void>>();

/** Sheet names per kind in the three languages. */
const SHEET: Record<ExportKind, readonly [string, string, string]> = { orders: ["订单", "Orders", "주문"], shops: ["店铺", "Shops", "스토어"] };
const IDX: Record<GatewayLanguage, 0 | 1 | 2> = { zh_CN: 0, en_US: 1, ko_KR: 2 };

/**
 * The path of `name` of `task` on disk, generated once (concurrent requests share one write).
 * @throws Error when the file cannot be written
 */
export async function ensureFile(task: TaskRow, name: string): Promise<string> {
  const ext = name.split(".").pop() ?? "";
  const kind: ExportKind = task.kind === "shops" ? "shops" : "orders";
  const lang = (["zh_CN", "en_US", "ko_KR"].includes(task.lang) ? task.lang : "zh_CN") as GatewayLanguage;
  const path = join(FILES_DIR, `${task.id}-${lang}-${name}`);
  if (await stat(path).then(() => true, () => false)) return path;
  let job = inFlight.get(path);
  if (!job) {
    job = (async () => {
      await mkdir(FILES_DIR, { recursive: true });
      if (task.kind === "blob") return writeBlob(path, task.total);
      const owner = task.kind === "seed" ? "owner" : task.username;
      const headers = headersOf(kind, lang);
      const rows = rowsOf(kind, owner, lang, task.filter);
      if (ext === "csv") await writeCsv(path, headers, rows);
      else await writeXlsx(path, SHEET[kind][IDX[lang]], headers, rows);
    })().finally(() => inFlight.delete(path));
    inFlight.set(path, job);
  }
  await job;
  return path;
}

/** The finished, not deleted task whose file `name` is `/apps/files/{id}/{name}`, or null. */
export function fileTask(ctx: GatewayContext, id: number, name: string): TaskRow | null {
  const task = ctx.db.downloadTask.findFirst({ where: { id: { equals: id } } });
  if (!task || task.is_del || task.status !== STATUS.done || !fileNamesOf(task).includes(name)) return null;
  return task;
}

/**
 * A file as a streamed response: 200 with the whole file, 206 with the one range asked
 * (`Range: bytes=a-b`), 416 for a range outside it. Several ranges are answered with the whole
 * file (allowed by RFC 9110).
 */
export async function fileResponse(path: string, name: string, range: string | null): Promise<Response> {
  const { size } = await stat(path);
  const type = TYPES[name.split(".").pop() ?? "bin"] ?? TYPES.bin!;
  const headers: Record<string, string> = { "content-type": type, "accept-ranges": "bytes", "content-disposition": `attachment; filename="${name}"` };
  let start = 0;
  let end = size - 1;
  let status = 200;
  if (range) {
    const parsed = parseRange(size, range, { combine: true });
    if (parsed === -1) return new Response(null, { status: 416, headers: { "content-range": `bytes */${size}`, "accept-ranges": "bytes" } });
    if (parsed !== -2 && parsed.type === "bytes" && parsed.length === 1) {
      start = parsed[0]!.start;
      end = parsed[0]!.end;
      status = 206;
      headers["content-range"] = `bytes ${start}-${end}/${size}`;
    }
  }
  headers["content-length"] = String(size === 0 ? 0 : end - start + 1);
  const body = size === 0 ? null : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}
