/**
 * The assistant host's HTTP calls (GW-27), on ASSISTANT_URL. Unlike the JSON client, which reads
 * whole bodies under a 60 s total timeout, the streamed answer is handed on as it arrives with
 * an IDLE timeout: the call fails only when nothing (headers, then any chunk) came for
 * `idleTimeoutMs`, however long the whole answer takes.
 * @module gateway/assistant
 * @see AI-60 @see AI-64
 */
import { ACCEPT_LANGUAGE } from "./client.server";
import { ASSISTANT_PATHS } from "./paths";
import type { GatewayLanguage } from "./schemas";

/** Default idle timeout of a streamed answer, ms. */
export const STREAM_IDLE_TIMEOUT_MS = 30_000;

/** The SSE event type the portal appends when the host's stream broke or went idle. */
export const STREAM_BROKEN_EVENT = "portal-broken";

/** Why an assistant call failed: the host's HTTP status (0 = unreachable or idle timeout). */
export class AssistantCallError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "AssistantCallError";
  }
}

/** Who calls: the session's token and company, the user's gateway language. */
export interface AssistantCaller {
  baseUrl: string;
  token: string;
  company: string;
  /** The user's language, sent as `Accept-Language` (zh-CN / en-US / ko-KR), as the JSON client does. */
  language?: GatewayLanguage;
  /** The incoming request's signal: the browser going away cancels the upstream call. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const headersOf = (c: AssistantCaller, extra: Record<string, string> = {}) => ({
  Authorization: c.token,
  Company: c.company,
  ...(c.language ? { "Accept-Language": ACCEPT_LANGUAGE[c.language] } : {}),
  ...extra,
});

/** The host's own message of a failed reply (`{message}` or `{msg}`), else the status. */
async function failureOf(res: Response): Promise<AssistantCallError> {
  let message = `HTTP ${res.status}`;
  try {
    const body = (await res.json()) as { message?: unknown; msg?: unknown };
    const m = typeof body.message === "string" ? body.message : typeof body.msg === "string" ? body.msg : "";
    if (m) message = m.slice(0, 200);
  } catch {
    /* not JSON */
  }
  return new AssistantCallError(res.status, message);
}

/**
 * POST /api/v1/question/stream with `body` (the question data, AISOCK-17) → the answer's bytes,
 * streamed. After `idleTimeoutMs` without a chunk, or when the host breaks the stream, it ends
 * with an SSE event of type {@link STREAM_BROKEN_EVENT} (the browser keeps the partial answer).
 * @throws AssistantCallError when the host refuses (its status and message), is unreachable (0),
 *   or answers 2xx with something that is not `text/event-stream` (502).
 */
export async function openQuestionStream(
  caller: AssistantCaller, body: unknown, idleTimeoutMs = STREAM_IDLE_TIMEOUT_MS,
): Promise<ReadableStream<Uint8Array>> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  caller.signal?.addEventListener("abort", onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new AssistantCallError(0, "assistant stream idle")), idleTimeoutMs);
  };
  const done = () => {
    clearTimeout(timer);
    caller.signal?.removeEventListener("abort", onAbort);
  };
  arm();
  let res: Response;
  try {
    res = await (caller.fetch ?? fetch)(`${caller.baseUrl}${ASSISTANT_PATHS.questionStream}`, {
      method: "POST",
      headers: headersOf(caller, { "Content-Type": "application/json", Accept: "text/event-stream" }),
      body: JSON.stringify(body),
      redirect: "manual",
      signal: controller.signal,
    });
  } catch {
    done();
    throw new AssistantCallError(0, "assistant unreachable");
  }
  if (!res.ok || !res.body) {
    done();
    throw await failureOf(res);
  }
  // A 2xx that is not a stream (a JSON reply, an HTML page) carries no answer: the host failed.
  if (!/^text\/event-stream\s*(;|$)/i.test(res.headers.get("content-type") ?? "")) {
    done();
    const failure = await failureOf(res);
    throw new AssistantCallError(502, `not a stream: ${failure.message}`);
  }
  const reader = res.body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(out) {
      try {
        arm();
        const { done: end, value } = await reader.read();
        if (end) {
          done();
          out.close();
        } else out.enqueue(value);
      } catch {
        // Closed cleanly with a marker, so what already came is not lost in a torn connection.
        done();
        out.enqueue(new TextEncoder().encode(`\n\nevent: ${STREAM_BROKEN_EVENT}\ndata: {}\n\n`));
        out.close();
      }
    },
    cancel() {
      done();
      controller.abort();
      return reader.cancel().catch(() => {});
    },
  });
}

/**
 * POST /api/v1/agent/image-upload, multipart field `FILE` → the uploaded image's oss_url when
 * the reply's message is `success`.
 * @throws AssistantCallError on any other reply (its status and message), or unreachable (0).
 * @see AI-64 @see AI-65
 */
export async function uploadImage(caller: AssistantCaller, file: Blob, name: string, timeoutMs = 60_000): Promise<string> {
  const form = new FormData();
  form.append("FILE", file, name);
  let res: Response;
  try {
    res = await (caller.fetch ?? fetch)(`${caller.baseUrl}${ASSISTANT_PATHS.imageUpload}`, {
      method: "POST", headers: headersOf(caller), body: form, redirect: "manual",
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(caller.signal ? [caller.signal] : [])]),
    });
  } catch {
    throw new AssistantCallError(0, "assistant unreachable");
  }
  if (!res.ok) throw await failureOf(res);
  let reply: { message?: unknown; data?: { oss_url?: unknown } };
  try {
    reply = (await res.json()) as typeof reply;
  } catch {
    throw new AssistantCallError(502, "malformed upload reply");
  }
  const url = reply.data?.oss_url;
  if (reply.message !== "success" || typeof url !== "string" || !/^https?:\/\//.test(url)) {
    throw new AssistantCallError(502, typeof reply.message === "string" ? reply.message.slice(0, 200) : "upload failed");
  }
  return url;
}
