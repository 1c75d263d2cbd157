/**
 * Asking and answering: a session question streams over HTTP (`POST /api/assistant/stream`,
 * AI-60), an agent question and a screenshot analysis over the socket (`robot`, `message`).
 * Each answer goes loading → streaming → idle; think is shown as it comes, content typed at
 * 20 ms per character. Stop aborts with `request cancelled by user` and keeps what was shown;
 * a broken stream keeps what came and offers a retry. A question asked before its chat's history
 * is shown waits for it (drawn at once, sent once the history is above it: history.ts), so a
 * question sent the moment the drawer opens carries its session's history and keeps its place.
 * @module features/assistant/store/answers
 * @see AI-48 @see AI-49 @see AI-50 @see AI-51 @see AI-55 @see AI-58 @see AI-61 @see AI-62
 */
import { withBase } from "~/utils/base-path";
import { historyPairs, type ChatMessage } from "../model/chat";
import { createAnswerDecoder, type AnswerEvent } from "../model/stream-parser";
import { createFrameBatch, type FrameBatch } from "../model/frame-batch";
import { browserClock, createTyper, type Typer } from "../model/typer";
import { checkSend, quotaOf } from "../model/validators";
import type { AssistantReply, AssistantSocket } from "../socket/assistant-socket";
import { chatKeyOf, type ChatTarget, type History } from "./history";
import type { Store } from "./store";

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
    const r: Running = { questionId, messageId, typer, batch, think: "" };
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
    r.think += e.think ?? "";
    if (e.think || store.get().chats[key]?.phase === "loading") r.batch.write(() => {
      if (running.get(key) !== r) return;
      if (store.get().chats[key]?.phase === "loading") store.chat(key, () => ({ phase: "streaming" }));
      flushThink(key, r);
    });
    if (e.content) r.typer.push(e.content);
  };
  const broken = (key: string, r: Running) => {
    settle(key, r);
    const text = r.typer.flush();
    store.message(key, r.messageId, () => ({ content: text, partial: "broken" }));
    running.delete(key);
    store.chat(key, () => ({ phase: "idle" }));
  };
  const failed = (key: string, r: Running, warning: { key: string } | { text: string }) => {
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

  async function streamSession(key: string, r: Running, sessionId: string, message: string, history: ReturnType<typeof historyPairs>) {
    r.abort = new AbortController();
    let res: Response;
    try {
      res = await fetch(withBase("/api/assistant/stream"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ session_id: sessionId, message, model_code: store.get().modelCode, his_messages: history }),
        signal: r.abort.signal,
      });
    } catch {
      if (running.get(key) === r) failed(key, r, { key: "chat.failed" });
      return;
    }
    if (!res.ok || !res.body) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      if (res.status === 401) window.location.assign(withBase("/login?reason=expired"));
      return failed(key, r, res.status === 429 ? { key: "chat.quotaReached" } : body.message ? { text: body.message } : { key: "chat.failed" });
    }
    let cut = false;
    const decoder = createAnswerDecoder((e) => onEvent(key, r, e), () => void (cut = true));
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        decoder.push(value);
      }
      decoder.end();
      if (cut) {
        if (running.get(key) === r) broken(key, r);
      } else r.typer.end();
    } catch {
      if (running.get(key) === r) broken(key, r);
    }
  }

  /** Socket answers (robot, message) as they come. */
  socket.onStream((reply: AssistantReply) => {
    const data = (reply.data ?? {}) as Record<string, unknown>;
    for (const [key, r] of running) {
      if (!r.match?.(data) && !(reply.code !== 0 && r.match)) continue;
      if (reply.code !== 0) return failed(key, r, reply.message === "今日额度已达上限" ? { key: "chat.quotaReached" } : { text: reply.message || "failed" });
      if (data.finish === true) {
        if (data.broken === true) return broken(key, r);
        return r.typer.end();
      }
      return onEvent(key, r, { think: String(data.think ?? ""), content: String(data.content ?? "") });
    }
  });

  return {
    /** Sends `text` to `target` (with the pending screenshot for a session). Returns false when refused. */
    ask(target: Target, text: string, opts: { themeId?: number } = {}): boolean {
      const key = keyOf(target);
      const s = store.get();
      const image = target.kind === "session" ? s.pendingImage : null;
      const check = checkSend({ text, busy: busy(key), quota: s.quota, agentId: target.kind === "agent" ? target.agentId : null, hasImage: !!image });
      if (check === "empty") return false;
      if (check === "busy") return store.warn({ key: "chat.busy" }), false;
      if (check === "quota") return store.warn({ key: "chat.quotaReached" }), false;
      const quotes = s.quotes.map((q) => `> ${q.content.replace(/\n/g, " ")}`).join("\n");
      const message = quotes ? `${quotes}\n\n${text.trim()}` : text.trim();
      /** Sends the question with the pairs above it (AISOCK-17/18/19). */
      const go = (r: Running) => {
        const pairs = pairsBefore(store.get().chats[key]?.messages ?? [], r.questionId);
        if (target.kind === "session" && !image) return void streamSession(key, r, target.id, message, pairs);
        if (target.kind === "agent") {
          r.match = (d) => Number(d.user_agent_id) === target.userAgentId;
          const data: Record<string, unknown> = { agent_id: target.agentId, user_agent_id: target.userAgentId, message, his_messages: pairs };
          if (opts.themeId !== undefined) data.agent_theme_id = opts.themeId;
          if (!socket.send("robot", data)) failed(key, r, { key: "socket.closed" });
        } else {
          r.match = (d) => String(d.session_id) === target.id;
          if (!socket.send("message", { session_id: target.id, message: message || " ", images: [image] })) failed(key, r, { key: "socket.closed" });
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
    /** Stop: abort the request, stop typing, keep what was shown. @see AI-51 */
    stop(target: Target): void {
      const key = keyOf(target);
      const r = running.get(key);
      if (!r) return;
      running.delete(key);
      r.abort?.abort(CANCELLED_BY_USER);
      settle(key, r);
      const text = r.typer.cancel();
      store.message(key, r.messageId, () => ({ content: text, partial: "stopped" }));
      store.chat(key, () => ({ phase: "idle" }));
    },
    /** Asks again the question of a cut answer (the cut answer stays above). */
    retry(target: Target, question: string): boolean {
      return this.ask(target, question);
    },
    busy: (target: Target) => busy(keyOf(target)),
    refreshQuota,
  };
}

export type Answers = ReturnType<typeof createAnswers>;
