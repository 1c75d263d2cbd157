/**
 * Chat messages and the question context, pure.
 * @module features/assistant/model/chat
 * @see AI-32 @see AI-59
 */

/** A chat message (assistant §3). source 1 user, 2 assistant, 3 context-cleared divider. */
export interface ChatMessage {
  message_id: string;
  source: 1 | 2 | 3;
  content: string;
  think?: string;
  created_at?: string;
  user_name?: string;
  /**
   * The answer was cut: stopped by the seller (kept by the host too, and marked so in its
   * history: the wire's `stopped: true`, AI-51), broken (the stream ended mid-answer), or
   * failed (no answer could be had: {@link ChatMessage.failure} says why).
   */
  partial?: "stopped" | "broken" | "failed";
  /** Client-side: why a failed answer failed (an i18n key of `assistant`, e.g. `answer.unavailable`). */
  failure?: string;
  /** Client-side: the question this answer replies to (for a retry). */
  question?: string;
}

/** A question/answer pair of `his_messages`. */
export interface HistoryPair {
  question: string;
  answer: string;
}

/**
 * The question/answer pairs after the last context-cleared divider, in order: each user
 * message with the assistant message that follows it. @see AI-59 @see AISOCK-17
 */
export function historyPairs(messages: readonly ChatMessage[]): HistoryPair[] {
  let start = 0;
  messages.forEach((m, i) => {
    if (m.source === 3) start = i + 1;
  });
  const pairs: HistoryPair[] = [];
  for (let i = start; i < messages.length; i += 1) {
    const m = messages[i]!;
    const next = messages[i + 1];
    if (m.source === 1 && next?.source === 2 && next.content !== "") {
      pairs.push({ question: m.content, answer: next.content });
      i += 1;
    }
  }
  return pairs;
}

/**
 * The exchanges of `messages` the host never recorded: each failed answer (no answer could be
 * had, so nothing reached or stayed on the host) with the question right before it, in order.
 * A history from the host keeps them at its end, so a failure and its retry stay in view.
 */
export function unrecordedExchanges(messages: readonly ChatMessage[]): ChatMessage[] {
  const out: ChatMessage[] = [];
  messages.forEach((m, i) => {
    if (m.source !== 2 || m.partial !== "failed") return;
    const q = messages[i - 1];
    if (q?.source === 1) out.push(q);
    out.push(m);
  });
  return out;
}

/**
 * Normalises a wire message (ids may be numbers, source may be a string). An answer the host
 * kept as stopped (`stopped` true or 1) is marked `partial: "stopped"`. @see AI-51
 */
export function toChatMessage(raw: Record<string, unknown>): ChatMessage | null {
  const source = Number(raw.source);
  if (source !== 1 && source !== 2 && source !== 3) return null;
  const id = raw.message_id;
  const stopped = source === 2 && (raw.stopped === true || raw.stopped === 1);
  return {
    ...(stopped ? { partial: "stopped" as const } : {}),
    message_id: typeof id === "string" || typeof id === "number" ? String(id) : `m-${Math.random().toString(36).slice(2)}`,
    source,
    content: typeof raw.content === "string" ? raw.content : "",
    think: typeof raw.think === "string" ? raw.think : "",
    created_at: typeof raw.created_at === "string" ? raw.created_at : undefined,
    user_name: typeof raw.user_name === "string" ? raw.user_name : undefined,
  };
}

/** The typing effect's speed: one character every 20 ms. @see AI-50 */
export const TYPING_MS_PER_CHAR = 20;

/**
 * How many characters of `target` the typing effect shows after `elapsedMs` from `shown`
 * characters (it never goes back and never passes the target). @see AI-50
 */
export function typedLength(shown: number, targetLength: number, elapsedMs: number): number {
  const next = shown + Math.max(0, Math.floor(elapsedMs / TYPING_MS_PER_CHAR));
  return Math.min(targetLength, Math.max(shown, next));
}
