/**
 * A chat's history from the host (`getSessionDetail`) and how it meets what the user asks.
 *
 * - Choosing a chat asks for its history 500 ms later; another choice within those 500 ms
 *   restarts the wait (AI-29). That history replaces the chat's messages only when nothing was
 *   asked in the chat since it was requested and no answer is coming: a history requested
 *   before a question cannot hold it, and must not overwrite or drop it. A failed answer and its
 *   question, which the host never recorded, stay after the history it sends.
 * - A question asked in a chat whose history has not been shown yet waits for it (requested at
 *   once, or the request already on its way): the history goes above the question, and the
 *   question then goes out carrying it (his_messages, AISOCK-17/18). A history that cannot be
 *   had (the socket is down, the host fails) lets the question go without it.
 * @module features/assistant/store/history
 * @see AI-29 @see AISOCK-14 @see AISOCK-15 @see AISOCK-17
 */
import { toChatMessage, unrecordedExchanges, type ChatMessage } from "../model/chat";
import type { Store } from "./store";

/** Debounce of the session detail, ms. @see AI-29 */
export const DETAIL_DELAY_MS = 500;

/** A chat whose history can be asked for: a session's, or a user agent's. */
export type ChatTarget = { kind: "session"; id: string } | { kind: "agent"; userAgentId: number; agentId: number };

/** The store key of a chat (`s:{session_id}` or `a:{user_agent_id}`). */
export const chatKeyOf = (t: ChatTarget): string => (t.kind === "session" ? `s:${t.id}` : `a:${t.userAgentId}`);

/** Asks the host; resolves undefined when it fails (the caller has said so, or stays quiet). */
export type DetailRequest = (data: Record<string, unknown>) => Promise<{ chats?: unknown } | undefined>;

/** The history of the chats of one store. */
export interface History {
  /** Asks for `target`'s history 500 ms from now (a chat was chosen), and shows it. @see AI-29 */
  schedule(target: ChatTarget): void;
  /**
   * Resolves once `target`'s history is shown above what was asked in it meanwhile, or cannot
   * be had (`request` is used for this call; it should not warn). Never rejects.
   */
  ensure(target: ChatTarget, request: DetailRequest): Promise<void>;
}

/**
 * The history of `store`'s chats. `request` asks the host for a detail on a chat's choice.
 * @see AI-29 @see AISOCK-14 @see AISOCK-15
 */
export function createHistory(store: Store, request: DetailRequest): History {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduled: string | null = null;
  const inFlight = new Map<string, Promise<ChatMessage[] | null>>();

  const fetchHistory = (target: ChatTarget, ask: DetailRequest): Promise<ChatMessage[] | null> => {
    const key = chatKeyOf(target);
    const running = inFlight.get(key);
    if (running) return running;
    const data = target.kind === "session" ? { session_id: target.id } : { agent_id: target.agentId, user_agent_id: target.userAgentId };
    const p = ask(data)
      .catch(() => undefined)
      .then((detail) => {
        if (!detail) return null;
        const raw = Array.isArray(detail.chats) ? (detail.chats as Record<string, unknown>[]) : [];
        return raw.map(toChatMessage).filter((m): m is ChatMessage => m !== null);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  };

  /** A chosen chat's history: shown unless a question was asked, or an answer comes, meanwhile. */
  const refresh = async (target: ChatTarget) => {
    const key = chatKeyOf(target);
    const askedBefore = store.get().chats[key]?.asked ?? 0;
    const messages = await fetchHistory(target, request);
    const c = store.get().chats[key];
    if (!messages || (c?.asked ?? 0) !== askedBefore || (c?.phase ?? "idle") !== "idle") return;
    // What the host never recorded (a failed answer and its question) stays after its history.
    store.chat(key, (now) => ({ messages: [...messages, ...unrecordedExchanges(now.messages)], loaded: true }));
  };

  return {
    schedule(target) {
      clearTimeout(timer);
      scheduled = chatKeyOf(target);
      timer = setTimeout(() => {
        scheduled = null;
        void refresh(target);
      }, DETAIL_DELAY_MS);
    },
    async ensure(target, ask) {
      const key = chatKeyOf(target);
      if (store.get().chats[key]?.loaded) return;
      // The question's own request is this chat's history: the chosen chat's wait is over.
      if (scheduled === key) {
        clearTimeout(timer);
        scheduled = null;
      }
      const messages = await fetchHistory(target, ask);
      if (!messages || store.get().chats[key]?.loaded) return;
      store.chat(key, (c) => ({ messages: [...messages, ...c.messages], loaded: true }));
    },
  };
}
