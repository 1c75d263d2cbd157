/**
 * `POST /__mock/downloads` (mock mode only): inject failures and duplicates, set the pace, add
 * many tasks (the bench's 1,000) → the settings now. And the duplicate reply (EXPORT-11).
 * Body: `{failNext?, duplicateNext?, startAfterMs?, completeAfterMs?, bulk?: {username, count}, bigFile?: {username, mb}}`;
 * `bigFile` adds a finished task whose one file is `mb` MiB (the bench's relay measure) and answers its
 * `bigFile: {id, url}` too.
 * @module mock-gateway/downloads/control
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { gatewayTime, MINUTE } from "../seed/time";
import { downloadSettings, STATUS } from "./tasks";

const DUPLICATE: Record<GatewayLanguage, string> = {
  zh_CN: "已有相同任务，请到导出中心查看",
  en_US: "The same task already exists. Please check it in the export centre.",
  ko_KR: "동일한 작업이 이미 있습니다. 내보내기 센터에서 확인하세요.",
};
/** The duplicate message in `lang`. */
export const duplicateMessage = (lang: GatewayLanguage) => DUPLICATE[lang];

const schema = z.object({
  failNext: z.number().int().min(0).max(100).optional(),
  duplicateNext: z.number().int().min(0).max(100).optional(),
  startAfterMs: z.number().int().min(0).max(600_000).optional(),
  completeAfterMs: z.number().int().min(0).max(600_000).optional(),
  bulk: z.object({ username: z.string().min(1).max(64), count: z.number().int().min(1).max(5000) }).optional(),
  bigFile: z.object({ username: z.string().min(1).max(64), mb: z.number().int().min(1).max(1024) }).optional(),
});

/** The bulk tasks' name in their user's language (a seller sees no other language's names). */
const BULK_NAME: Record<GatewayLanguage, (n: number) => string> = { zh_CN: (n) => `批量导出 #${n}`, en_US: (n) => `Bulk export #${n}`, ko_KR: (n) => `일괄 내보내기 #${n}` };

const STATUSES = [STATUS.done, STATUS.done, STATUS.running, STATUS.failed, STATUS.notStarted];

/** The control handler of one gateway. */
export function downloadControlHandler(ctx: GatewayContext): RequestHandler {
  return http.post("*/__mock/downloads", async ({ request }) => {
    const r = schema.safeParse(await request.json().catch(() => undefined));
    if (!r.success) return HttpResponse.json({ error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, { status: 400 });
    const s = downloadSettings(ctx);
    const { bulk, bigFile, ...rest } = r.data;
    Object.assign(s, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
    if (bulk) {
      const now = ctx.clock.now();
      const chosen = ctx.db.user.findFirst({ where: { username: { equals: bulk.username } } })?.chooseLanguage;
      const lang: GatewayLanguage = chosen === "en_US" || chosen === "ko_KR" ? chosen : "zh_CN";
      const first = 1 + Math.max(8000, ...ctx.db.downloadTask.getAll().map((t) => t.id));
      for (let i = 0; i < bulk.count; i++) {
        const status = STATUSES[i % STATUSES.length]!;
        const at = now - (i + 1) * 7 * MINUTE;
        ctx.db.downloadTask.create({
          id: first + i, username: bulk.username, name: BULK_NAME[lang](bulk.count - i), status, is_del: 0, createdAt: gatewayTime(at), createdMs: at,
          fileOssUrlList: status === STATUS.done ? ["csv", "xlsx"].map((e) => `${ctx.publicUrl}/apps/files/${first + i}/orders.${e}`) : [], firstPolledAt: 0, completeAfterMs: 10_000,
          kind: "seed", fileType: "xlsx", lang, total: 86, already_total: status === STATUS.done ? 86 : 0, fingerprint: `bulk-${first + i}`, filter: "", failTimes: 0,
          finishedAt: status === STATUS.done ? gatewayTime(at + MINUTE) : "", expiresAt: status === STATUS.done ? gatewayTime(at + 7 * 24 * 60 * MINUTE) : "",
        });
      }
    }
    if (bigFile) {
      const now = ctx.clock.now();
      const id = 1 + Math.max(8000, ...ctx.db.downloadTask.getAll().map((t) => t.id));
      const url = `${ctx.publicUrl}/apps/files/${id}/blob-${bigFile.mb}mb.bin`;
      ctx.db.downloadTask.create({
        id, username: bigFile.username, name: `blob-${bigFile.mb}mb.bin`, status: STATUS.done, is_del: 0, createdAt: gatewayTime(now), createdMs: now,
        fileOssUrlList: [url], firstPolledAt: 0, completeAfterMs: 0, kind: "blob", fileType: "bin", lang: "zh_CN", total: bigFile.mb, already_total: bigFile.mb,
        fingerprint: `blob-${id}`, filter: "", failTimes: 0, finishedAt: gatewayTime(now), expiresAt: gatewayTime(now + 7 * 24 * 60 * MINUTE),
      });
      return HttpResponse.json({ ...s, bigFile: { id, url } });
    }
    return HttpResponse.json({ ...s });
  });
}
