/**
 * Asking and answering: a session question streams over HTTP (`POST /api/assistant/stream`,
 * ./session-stream, AI-60), an agent question and a screenshot analysis over the socket
 * (`robot`, `message`). Each answer goes loading → streaming → idle; think is shown as it
 * comes, content typed at 20 ms per character. A question asked before its chat's history is
 * shown waits for it (drawn at once, sent once the history is above it: history.ts), so a
 * question sent the moment the drawer opens carries its session's history and keeps its place.
 *
 * How an answer ends is always shown in it, and what was shown is kept:
 * - Stop aborts with `request cancelled by user`, shows at once what has arrived (the host
 *   keeps exactly what it sent, so the history shows the same text later) and marks it
 *   stopped (AI-51);
 * - a stream cut mid-answer (or the socket dropping under it) keeps what came, marked broken,
 *   with a retry;
 * - no answer at all (the host failed, answered something that is not a stream, or an error
 *   reply) keeps what came and says why, in the user's language, with a retry;
 * - the quota is a warning and the waiting answer goes.
 * @module features/assistant/store/answers
 * @see AI-48 @see AI-49 @see AI-50 @see AI-51 @see AI-55 @see AI-58 @see AI-61 @see AI-62 @see AI-65
 */
import { historyPairs, type ChatMessage } from "../model/chat";
import type { AnswerEvent } from "../model/stream-parser";
import { createFrameBatch, type FrameBatch } from "../model/frame-batch";
import { browserClock, createTyper, type Typer } from "../model/typer";
import { checkSend, quotaOf } from "../model/validators";
import type { AssistantReply, AssistantSocket } from "../socket/assistant-socket";
import { chatKeyOf, type ChatTarget, type History } from "./history";
import { streamSession, type AnswerSink } from "./session-stream";
import type { Store, Warning } from "./store";

/** The abort reason of Stop. @see AI-51 */
export const CANCELLED_BY_USER = "request cancelled by user";

/** A running answer. */
interface Running {
  /** The question's message and the answer's. */
  questionId: string;
  messageId: string;
  typer: Typer;
  /** At most one store write per frame for this answer (think chunks and typed characters). */
  batch: FrameBatch;
  /** Think text arrived and not yet written. */
  think: string;
  abort?: AbortController;
  /** Socket answers: the reply key that belongs to this answer. */
  match?: (data: Record<string, unknown>) => boolean;
  /** Some answer text (think or content) arrived. */
  got: boolean;
}

/** Where a question goes. */
export type Target = ChatTarget;

let seq = 0;
const localId = (p: string) => `${p}-local-${Date.now().toString(36)}-${(seq += 1)}`;

/** The question/answer pairs before the question `questionId` (all of them when it is gone). */
const pairsBefore = (messages: readonly ChatMessage[], questionId: string) => {
  const i = messages.findIndex((m) => m.message_id === questionId);
  return historyPairs(i < 0 ? messages : messages.slice(0, i));
};

/** The answer machinery of one store and socket; `history` puts a chat's history above a question. */
export function createAnswers(store: Store, socket: AssistantSocket, history: History) {
  const running = new Map<string, Running>();
  const keyOf = chatKeyOf;
  const busy = (key: string) => (store.get().chats[key]?.phase ?? "idle") !== "idle";

  /**
   * Starts an answer: `send` (the request) goes out first, then the question and the waiting
   * answer are drawn, so the request travels while the chat redraws.
   */
  const begin = (key: string, question: string, send?: (r: Running) => void): Running => {
    const messageId = localId("a");
    const questionId = localId("q");
    const batch = createFrameBatch(browserClock());
    const typer = createTyper(
      (text) => store.message(key, messageId, () => ({ content: text })),
      () => finish(key),
      batch,
    );
    const r: Running = { questionId, messageId, typer, batch, think: "", got: false };
    running.set(key, r);
    send?.(r);
    store.chat(key, (c) => ({
      phase: "loading",
      asked: (c.asked ?? 0) + 1,
      messages: [...c.messages,
        { message_id: questionId, source: 1, content: question },
        { message_id: messageId, source: 2, content: "", think: "", question }],
    }));
    return r;
  };
  /** Writes the think text held back, at once. */
  const flushThink = (key: string, r: Running) => {
    if (!r.think) return;
    const add = r.think;
    r.think = "";
    store.message(key, r.messageId, (m) => ({ think: (m.think ?? "") + add }));
  };
  /** The answer is over: what is held back is written now, nothing more is. */
  const settle = (key: string, r: Running) => {
    flushThink(key, r);
    r.batch.cancel();
  };
  const finish = (key: string) => {
    const r = running.get(key);
    if (r) settle(key, r);
    running.delete(key);
    store.chat(key, () => ({ phase: "idle" }));
    void refreshQuota();
  };
  const onEvent = (key: string, r: Running, e: Pick<AnswerEvent, "think" | "content">) => {
    if (e.think || e.content) r.got = true;
    r.think += e.think ?? "";
    if (e.think || store.get().chats[key]?.phase === "loading") r.batch.write(() => {
      if (running.get(key) !== r) return;
      if (store.get().chats[key]?.phase === "loading") store.chat(key, () => ({ phase: "streaming" }));
      flushThink(key, r);
    });
    if (e.content) r.typer.push(e.content);
  };
  /** Ends the answer showing everything that arrived, with `mark` (nothing else is written after). */
  const cut = (key: string, r: Running, mark: Pick<ChatMessage, "partial" | "failure">) => {
    running.delete(key);
    settle(key, r);
    const text = r.typer.flush();
    store.message(key, r.messageId, () => ({ content: text, ...mark }));
    store.chat(key, () => ({ phase: "idle" }));
  };
  const broken = (key: string, r: Running) => cut(key, r, r.got ? { partial: "broken" } : { partial: "failed", failure: "answer.unavailable" });
  const failed = (key: string, r: Running, failure: string) => cut(key, r, { partial: "failed", failure });
  /** A refusal the user is warned of (the quota): the waiting answer goes. */
  const refused = (key: string, r: Running, warning: Warning) => {
    r.batch.cancel();
    r.typer.cancel();
    running.delete(key);
    store.chat(key, (c) => ({ phase: "idle", messages: c.messages.filter((m) => m.message_id !== r.messageId) }));
    store.warn(warning);
  };
  const refreshQuota = async () => {
    try {
      store.set({ quota: quotaOf(await socket.request("getQuota")) });
    } catch {
      /* the quota shown stays as it was */
    }
  };
  /** The sink of `r`'s stream. */
  const sinkOf = (key: string, r: Running): AnswerSink => ({
    live: () => running.get(key) === r,
    event: (e) => onEvent(key, r, e),
    end: () => r.typer.end(),
    broken: () => broken(key, r),
    failed: (failure) => failed(key, r, failure),
    refused: (warning) => refused(key, r, warning),
    loggedOut: () => refused(key, r, { key: "api.unauthorized" }),
  });

  /** Socket answers (robot, message) as they come. */
  socket.onStream((reply: AssistantReply) => {
    const data = (reply.data ?? {}) as Record<string, unknown>;
    for (const [key, r] of running) {
      if (!r.match?.(data) && !(reply.code !== 0 && r.match)) continue;
      if (reply.code !== 0) return reply.message === "今日额度已达上限" ? refused(key, r, { key: "chat.quotaReached" }) : failed(key, r, "answer.failed");
      if (data.finish === true) {
        if (data.broken === true) return broken(key, r);
        return r.got ? r.typer.end() : failed(key, r, "answer.empty");
      }
      return onEvent(key, r, { think: String(data.think ?? ""), content: String(data.content ?? "") });
    }
  });
  /** The socket dropped: its answers will not come on (the mask or the reconnection says why). */
  socket.onState((state) => {
    if (state === "connected") return;
    for (const [key, r] of [...running]) if (r.match) broken(key, r);
  });

  const answers = {
    /** Sends `text` to `target` (with the pending screenshot for a session). Returns false when refused. */
    ask(target: Target, text: string, opts: { themeId?: number } = {}): boolean {
      const key = keyOf(target);
      const s = store.get();
      let image = target.kind === "session" ? s.pendingImage : null;
      if (image && image.expiresAt <= Date.now()) {
        store.set({ pendingImage: null });
        store.warn({ key: "screenshot.expired" });
        image = null;
        if (text.trim() === "") return false;
      }
      const check = checkSend({ text, busy: busy(key), quota: s.quota, agentId: target.kind === "agent" ? target.agentId : null, hasImage: !!image });
      if (check === "empty") return false;
      if (check === "busy") return store.warn({ key: "chat.busy" }), false;
      if (check === "quota") return store.warn({ key: "chat.quotaReached" }), false;
      const quotes = s.quotes.map((q) => `> ${q.content.replace(/\n/g, " ")}`).join("\n");
      const message = quotes ? `${quotes}\n\n${text.trim()}` : text.trim();
      /** Sends the question with the pairs above it (AISOCK-17/18/19). */
      const go = (r: Running) => {
        const pairs = pairsBefore(store.get().chats[key]?.messages ?? [], r.questionId);
        if (target.kind === "session" && !image) {
          r.abort = new AbortController();
          const body = { session_id: target.id, message, model_code: store.get().modelCode, his_messages: pairs };
          return void streamSession(sinkOf(key, r), body, r.abort.signal);
        }
        if (target.kind === "agent") {
          r.match = (d) => Number(d.user_agent_id) === target.userAgentId;
          const data: Record<string, unknown> = { agent_id: target.agentId, user_agent_id: target.userAgentId, message, his_messages: pairs };
          if (opts.themeId !== undefined) data.agent_theme_id = opts.themeId;
          if (!socket.send("robot", data)) failed(key, r, "answer.unavailable");
        } else if (image) {
          r.match = (d) => String(d.session_id) === target.id;
          // The ticket proves to the portal that it handed this URL out; it never goes upstream (AI-65).
          const data = { session_id: target.id, message: message || " ", images: [image.url], image_tickets: [image.ticket] };
          if (!socket.send("message", data)) failed(key, r, "answer.unavailable");
        }
      };
      if (!s.chats[key]?.loaded && socket.state === "connected") {
        // The chat's history is not shown yet: the question waits for it (and goes above nothing
        // it should follow), then goes with it. Stop meanwhile sends nothing.
        const r = begin(key, message);
        void history.ensure(target, (data) => socket.request<{ chats?: unknown }>("getSessionDetail", data).catch(() => undefined))
          .then(() => running.get(key) === r && go(r));
      } else if (target.kind === "session" && !image) {
        // The stream request goes out before the chat redraws.
        begin(key, message, go);
      } else go(begin(key, message));
      if (s.quotes.length) store.set({ quotes: [] });
      if (image) store.set({ pendingImage: null });
      return true;
    },
    /**
     * Stop: abort the request, stop typing, show at once what has arrived and keep it, marked
     * stopped. @see AI-51
     */
    stop(target: Target): void {
      const key = keyOf(target);
      const r = running.get(key);
      if (!r) return;
      r.abort?.abort(CANCELLED_BY_USER);
      cut(key, r, { partial: "stopped" });
    },
    /**
     * Asks again the question of the cut or failed answer `answerId`. An answer that showed
     * nothing goes with its question once the new one is asked; one that showed something stays
     * above. Returns false when the new question was refused (nothing changes then).
     */
    retry(target: Target, answerId: string): boolean {
      const key = keyOf(target);
      const messages = store.get().chats[key]?.messages ?? [];
      const i = messages.findIndex((m) => m.message_id === answerId);
      const answer = messages[i];
      if (!answer?.question || !answers.ask(target, answer.question)) return false;
      const before = messages[i - 1];
      if (!answer.content && !answer.think) {
        const gone = new Set([answer.message_id, ...(before?.source === 1 ? [before.message_id] : [])]);
        store.chat(key, (c) => ({ messages: c.messages.filter((m) => !gone.has(m.message_id)) }));
      }
      return true;
    },
    busy: (target: Target) => busy(keyOf(target)),
    refreshQuota,
  };
  return answers;
}

export type Answers = ReturnType<typeof createAnswers>;
