/**
 * The mock assistant host's HTTP side (ASSISTANT_URL; the mock gateway serves it too):
 * - `POST /api/v1/question/stream` `{session_id, message, model_code, his_messages}` → a
 *   `text/event-stream` of `data: {session_id, message_id, think, content}` events, think first,
 *   in the language of the request's `Accept-Language` (zh_CN when absent or unknown); the quota
 *   is taken server-side (HTTP 429 `{code, message}` when used up);
 * - `POST /api/v1/agent/image-upload` (multipart `FILE`, an image up to 2 MiB) →
 *   `{code: 0, message: "success", data: {oss_url}}`; `GET /api/v1/agent/images/{name}` serves it;
 * - `POST /__mock/assistant {chunkDelayMs?, chunkChars?, dropAfterChunks?, minContentChars?}` (control API) sets
 *   the pace and breaks the next stream mid-answer.
 * @module mock-gateway/assistant/http
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { requestLanguage } from "../core/messages";
import { authenticate } from "../core/tokens";
import { receivedAtOf } from "../net/http-listener";
import { gatewayTime } from "../seed/time";
import { composeAnswer } from "./answers";
import { takeQuota } from "./quota";
import { settingsOf, uploadsOf } from "./settings";
import { playAnswer } from "./stream";

/** Largest image accepted, bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const questionSchema = z.object({
  session_id: z.union([z.string(), z.number()]).transform(String),
  message: z.string().min(1).max(10_000),
  model_code: z.string().optional(),
  his_messages: z.array(z.unknown()).optional(),
  images: z.array(z.string()).optional(),
});

const controlSchema = z.object({
  chunkDelayMs: z.number().int().min(0).max(10_000).optional(),
  chunkChars: z.number().int().min(1).max(1000).optional(),
  dropAfterChunks: z.number().int().min(0).nullable().optional(),
  minContentChars: z.number().int().min(0).max(200_000).optional(),
});

const fail = (status: number, message: string) => HttpResponse.json({ code: status, message }, { status });

/** Stores the question and the whole answer as the session's next two messages. */
export function recordExchange(ctx: GatewayContext, sessionId: string, username: string, question: string, answer: { think: string; content: string }): string {
  const n = ctx.db.chatMessage.count({ where: { session_id: { equals: sessionId } } });
  const at = gatewayTime(ctx.clock.now());
  ctx.db.chatMessage.create({ message_id: `${sessionId}-${n + 1}`, session_id: sessionId, source: 1, content: question, think: "", created_at: at, user_name: username });
  const answerId = `${sessionId}-${n + 2}`;
  ctx.db.chatMessage.create({ message_id: answerId, session_id: sessionId, source: 2, content: answer.content, think: answer.think, created_at: at, user_name: "assistant" });
  ctx.db.aiSession.update({ where: { session_id: { equals: sessionId } }, data: { updated_at: at } });
  return answerId;
}

/** The assistant host's HTTP handlers of one gateway. */
export function assistantHttpHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.post("*/api/v1/question/stream", async ({ request }) => {
      const receivedAt = receivedAtOf(request) ?? performance.now();
      const session = authenticate(ctx, request);
      if (!session) return fail(401, "unauthorized");
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return fail(400, "bad request");
      }
      const q = questionSchema.safeParse(body);
      if (!q.success) return fail(400, "bad request");
      const owned = ctx.db.aiSession.findFirst({ where: { session_id: { equals: q.data.session_id } } });
      if (!owned || (owned.username !== session.username && !owned.members.includes(session.username))) return fail(404, "session not found");
      if (!takeQuota(ctx, session.username)) return fail(429, "今日额度已达上限");
      ctx.log.push({ at: ctx.clock.now(), method: "POST", path: "/api/v1/question/stream", body: q.data, status: 200 });
      const answer = composeAnswer(q.data.message, q.data.images?.[0], settingsOf(ctx).minContentChars, requestLanguage(request));
      const encoder = new TextEncoder();
      let cancel = () => {};
      // The first chunk is due the pace's delay after the question reached the mock (the
      // parsing, quota and composing above are inside that wait, as a model's own work is part
      // of its time to first token). The exchange (1–5 ms for a 20,000-character answer, more
      // when the store is large) is stored once the response is on its way, or at the first
      // chunk if that comes first: exactly once, before any chunk names its message_id.
      let message_id: string | null = null;
      const record = () => (message_id ??= recordExchange(ctx, q.data.session_id, session.username, q.data.message, answer));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          cancel = playAnswer(answer, settingsOf(ctx), (chunk) => {
            const event = { session_id: q.data.session_id, message_id: record(), ...chunk };
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
          }, (broken) => (broken ? controller.error(new Error("stream dropped by the mock")) : controller.close()), receivedAt);
        },
        cancel: () => cancel(),
      });
      setImmediate(record);
      return new HttpResponse(stream, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" } });
    }),
    http.post("*/api/v1/agent/image-upload", async ({ request }) => {
      if (!authenticate(ctx, request)) return fail(401, "unauthorized");
      let file: FormDataEntryValue | null = null;
      try {
        file = (await request.formData()).get("FILE");
      } catch {
        return fail(400, "bad request");
      }
      if (!file || typeof file === "string") return fail(400, "FILE is required");
      if (file.size > MAX_IMAGE_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) return fail(400, "not an image");
      const store = uploadsOf(ctx);
      const name = `shot-${store.size + 1}-${ctx.clock.now()}.${file.type.split("/")[1]}`;
      store.set(name, { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type });
      if (store.size > 50) store.delete(store.keys().next().value!);
      ctx.log.push({ at: ctx.clock.now(), method: "POST", path: "/api/v1/agent/image-upload", body: { name, size: file.size }, status: 200 });
      return HttpResponse.json({ code: 0, message: "success", data: { oss_url: `${ctx.publicUrl}/api/v1/agent/images/${name}` } });
    }),
    http.get("*/api/v1/agent/images/:name", ({ params }) => {
      const image = uploadsOf(ctx).get(String(params.name));
      if (!image) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(image.bytes, { headers: { "content-type": image.type } });
    }),
    http.post("*/__mock/assistant", async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = undefined;
      }
      const r = controlSchema.safeParse(body);
      if (!r.success) return HttpResponse.json({ error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, { status: 400 });
      const s = settingsOf(ctx);
      if (r.data.chunkDelayMs !== undefined) s.chunkDelayMs = r.data.chunkDelayMs;
      if (r.data.chunkChars !== undefined) s.chunkChars = r.data.chunkChars;
      if (r.data.dropAfterChunks !== undefined) s.dropAfterChunks = r.data.dropAfterChunks;
      if (r.data.minContentChars !== undefined) s.minContentChars = r.data.minContentChars;
      return HttpResponse.json({ ...s });
    }),
  ];
}
