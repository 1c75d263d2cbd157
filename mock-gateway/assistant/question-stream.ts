/**
 * The mock assistant host's streamed answer, `POST /api/v1/question/stream`
 * `{session_id, message, model_code, his_messages}` → a `text/event-stream` of
 * `data: {session_id, message_id, think, content}` events, think first, in the language of the
 * request's `Accept-Language` (zh_CN when absent or unknown). The quota is taken server-side
 * (HTTP 429 `{code, message}` when used up).
 *
 * The exchange is stored as the session's next two messages once the answer is on its way. When
 * the client goes away before the end (the seller pressed stop, AI-51), the host stops
 * generating and keeps what it sent: the stored answer becomes the think and content sent so
 * far, marked `stopped: true`.
 *
 * Faults for tests and demos: the control API's faults (`POST /__mock/fault` with `match`
 * `/api/v1/question/stream`: `status` answers that HTTP status with a JSON body, `malformed` a
 * JSON 200 instead of a stream, `drop` a network error, `delay` waits first), the pace's
 * `dropAfterChunks` (a stream cut mid-answer) and `badLineBytes` (an unparseable line).
 * @module mock-gateway/assistant/question-stream
 */
import { HttpResponse, delay, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { requestLanguage } from "../core/messages";
import { authenticate } from "../core/tokens";
import { receivedAtOf } from "../net/http-listener";
import { gatewayTime } from "../seed/time";
import { composeAnswer } from "./answers";
import { takeQuota } from "./quota";
import { settingsOf } from "./settings";
import { playAnswer } from "./stream";

/** The path, as faults match it. */
export const QUESTION_STREAM_PATH = "/api/v1/question/stream";

const questionSchema = z.object({
  session_id: z.union([z.string(), z.number()]).transform(String),
  message: z.string().min(1).max(10_000),
  model_code: z.string().optional(),
  his_messages: z.array(z.unknown()).optional(),
  images: z.array(z.string()).optional(),
});

const fail = (status: number, message: string) => HttpResponse.json({ code: status, message }, { status });

/** Stores the question and the whole answer as the session's next two messages; the answer's id. */
export function recordExchange(ctx: GatewayContext, sessionId: string, username: string, question: string, answer: { think: string; content: string }): string {
  const n = ctx.db.chatMessage.count({ where: { session_id: { equals: sessionId } } });
  const at = gatewayTime(ctx.clock.now());
  ctx.db.chatMessage.create({ message_id: `${sessionId}-${n + 1}`, session_id: sessionId, source: 1, content: question, think: "", created_at: at, user_name: username });
  const answerId = `${sessionId}-${n + 2}`;
  ctx.db.chatMessage.create({ message_id: answerId, session_id: sessionId, source: 2, content: answer.content, think: answer.think, created_at: at, user_name: "assistant" });
  ctx.db.aiSession.update({ where: { session_id: { equals: sessionId } }, data: { updated_at: at } });
  return answerId;
}

/** An injected fault's answer, or null when none applies. */
async function faultAnswer(ctx: GatewayContext): Promise<Response | null> {
  const fault = ctx.faults.take(QUESTION_STREAM_PATH);
  if (!fault) return null;
  if (fault.kind === "delay") {
    await delay(Number(fault.value ?? 0));
    return null;
  }
  if (fault.kind === "drop") return HttpResponse.error();
  if (fault.kind === "status") return fail(Number(fault.value ?? 500), fault.msg ?? "internal error");
  if (fault.kind === "malformed") return HttpResponse.json({ code: 0, message: "success", data: null });
  return null;
}

/** The handler of `POST /api/v1/question/stream`. */
export function questionStreamHandler(ctx: GatewayContext): RequestHandler {
  return http.post(`*${QUESTION_STREAM_PATH}`, async ({ request }) => {
    const receivedAt = receivedAtOf(request) ?? performance.now();
    const faulted = await faultAnswer(ctx);
    if (faulted) return faulted;
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
    ctx.log.push({ at: ctx.clock.now(), method: "POST", path: QUESTION_STREAM_PATH, body: q.data, status: 200 });
    const settings = settingsOf(ctx);
    const answer = composeAnswer(q.data.message, q.data.images?.[0], settings.minContentChars, requestLanguage(request));
    let badLine = settings.badLineBytes;
    settings.badLineBytes = null;
    const encoder = new TextEncoder();
    let cancel = () => {};
    let ended = false;
    const sent = { think: "", content: "" };
    // The first chunk is due the pace's delay after the question reached the mock (the
    // parsing, quota and composing above are inside that wait, as a model's own work is part
    // of its time to first token). The exchange (1–5 ms for a 20,000-character answer, more
    // when the store is large) is stored once the response is on its way, or at the first
    // chunk if that comes first: exactly once, before any chunk names its message_id.
    let message_id: string | null = null;
    const record = () => (message_id ??= recordExchange(ctx, q.data.session_id, session.username, q.data.message, answer));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        cancel = playAnswer(answer, settings, (chunk) => {
          const event = { session_id: q.data.session_id, message_id: record(), ...chunk };
          controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
          sent.think += chunk.think;
          sent.content += chunk.content;
          if (badLine !== null) {
            // Once, after the first chunk: `data: {"content":"xxx…` (never closed), `badLine` bytes.
            controller.enqueue(encoder.encode(`data: {"content":"${"x".repeat(Math.max(0, badLine - 20))}\n\n`));
            badLine = null;
          }
        }, (broken) => {
          ended = true;
          return broken ? controller.error(new Error("stream dropped by the mock")) : controller.close();
        }, receivedAt);
      },
      cancel: () => {
        cancel();
        if (ended) return;
        ended = true;
        // Stopped by the client: the host keeps what it sent, marked (AI-51).
        const id = record();
        ctx.db.chatMessage.update({ where: { message_id: { equals: id } }, data: { content: sent.content, think: sent.think, stopped: true } });
      },
    });
    setImmediate(record);
    return new HttpResponse(stream, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" } });
  });
}
