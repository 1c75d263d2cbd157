/**
 * A session question's streamed answer over HTTP (`POST /api/assistant/stream`, AI-60), read
 * into an {@link AnswerSink}. Every way it can end reaches the sink once, so the seller always
 * sees how it ended:
 * - the stream ends after some answer text → `end()` (typed to its end);
 * - the stream ends with no answer text at all → `failed("answer.empty")`;
 * - the stream breaks (the portal's broken marker, or the connection drops) → `broken()`, or
 *   `failed("answer.unavailable")` when nothing had come;
 * - no stream: the reply is read as the route client reads one (~/utils/route-client,
 *   `replyFailure`), so an ended session (401, or redirected to the login page) gets the one
 *   reaction (the login page, once) and then `loggedOut()`; the quota (429) → `refused`; the
 *   portal unreachable, the host failing (502/5xx) or a 2xx that is not `text/event-stream` (a
 *   JSON reply) → `failed("answer.unavailable")`; any other refusal → `failed("answer.failed")`.
 * Unparseable lines, however long, are skipped and the stream goes on (AI-62). Nothing is
 * reported once the sink is no longer live (the seller pressed stop).
 * @module features/assistant/store/session-stream
 * @see AI-51 @see AI-60 @see AI-61 @see AI-62
 */
import { withBase } from "~/utils/base-path";
import { replyFailure, type RouteError } from "~/utils/route-client";
import { createAnswerDecoder, type AnswerEvent } from "../model/stream-parser";
import type { Warning } from "./store";

/** Where an answer's stream reports. */
export interface AnswerSink {
  /** False once the answer is no longer wanted (stopped): nothing more is reported. */
  live(): boolean;
  event(e: Pick<AnswerEvent, "think" | "content">): void;
  end(): void;
  broken(): void;
  /** No answer could be had; `failure` is an i18n key of `assistant`. */
  failed(failure: string): void;
  /** Not an answer's failure but a refusal the user is warned of (the quota); the answer goes. */
  refused(warning: Warning): void;
  /** The session ended: the page is already on its way to the login page (GW-11). */
  loggedOut(): void;
}

/** The question data (AISOCK-17). */
export interface QuestionBody {
  session_id: string;
  message: string;
  model_code: string;
  his_messages: Array<{ question: string; answer: string }>;
}

const isEventStream = (res: Response) => /^text\/event-stream\s*(;|$)/i.test(res.headers.get("Content-Type") ?? "");

/** The route of the answers. */
const STREAM_PATH = "/api/assistant/stream";

/** The sink's failure for a response that carries no stream, read into the route client's one error. */
function refusal(sink: AnswerSink, error: RouteError): void {
  if (error.kind === "session-ended") return sink.loggedOut();
  if (error.status === 429) return sink.refused({ key: "chat.quotaReached" });
  if (error.status === null || error.status < 400 || error.status >= 500) return sink.failed("answer.unavailable");
  sink.failed("answer.failed");
}

/** Posts the question and reads its answer into `sink` (see module doc). Never rejects. */
export async function streamSession(sink: AnswerSink, body: QuestionBody, signal: AbortSignal): Promise<void> {
  let res: Response;
  try {
    res = await fetch(withBase(STREAM_PATH), {
      method: "POST",
      mode: "same-origin",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    if (sink.live()) sink.failed("answer.unavailable");
    return;
  }
  if (!res.ok || !res.body || !isEventStream(res)) {
    const error = await replyFailure(STREAM_PATH, res);
    if (sink.live()) refusal(sink, error);
    return;
  }
  let cut = false;
  let got = false;
  const decoder = createAnswerDecoder((e) => {
    if (e.think || e.content) got = true;
    if (sink.live()) sink.event(e);
  }, () => void (cut = true));
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      decoder.push(value);
    }
    decoder.end();
  } catch {
    cut = true;
  }
  if (!sink.live()) return;
  if (!got) sink.failed(cut ? "answer.unavailable" : "answer.empty");
  else if (cut) sink.broken();
  else sink.end();
}
