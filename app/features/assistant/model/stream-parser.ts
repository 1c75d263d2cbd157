/**
 * The decoder of the streamed answer of `POST /api/v1/question/stream`: bytes → UTF-8 text
 * (a multi-byte sequence split across chunks is kept until complete) → server-sent events
 * (eventsource-parser) → answer events. Each `data:` payload is JSON carrying session_id,
 * message_id, think and content. A payload that does not parse is ignored, and when an event
 * joined several `data:` lines, each line is tried on its own, so a malformed line never hides
 * a well-formed one. A payload longer than {@link MAX_EVENT_CHARS} is not parsed at all (no
 * answer piece is that long: a host's runaway line is skipped like any other unparseable one),
 * and a consumer that throws on one event does not lose the events after it. Nothing here
 * throws on input.
 * @module features/assistant/model/stream-parser
 * @see AI-61 @see AI-62
 */
import { createParser } from "eventsource-parser";

/** One parsed piece of an answer. `think` and `content` are appended to the reply. */
export interface AnswerEvent {
  session_id?: string | number;
  message_id?: string | number;
  think: string;
  content: string;
}

/** A streaming decoder: `push` bytes (or text) as they come, `end` once at the end. */
export interface AnswerDecoder {
  push(chunk: Uint8Array | string): void;
  /** Flushes a last event that had no blank line after it. */
  end(): void;
}

/**
 * Longest `data` payload parsed, characters (1 MiB, as the socket proxy's largest upstream
 * frame): a longer one is skipped unparsed. @see AI-62
 */
export const MAX_EVENT_CHARS = 1024 * 1024;

/** The event the portal appends when the host's stream broke (gateway/assistant.server). */
const BROKEN_EVENT = "portal-broken";

const isId = (v: unknown): v is string | number => typeof v === "string" || (typeof v === "number" && Number.isFinite(v));

/** The answer event of one JSON payload, or null when it is not one. Never throws. */
export function toAnswerEvent(payload: string): AnswerEvent | null {
  if (payload.length > MAX_EVENT_CHARS) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const think = typeof v.think === "string" ? v.think : "";
  const content = typeof v.content === "string" ? v.content : "";
  if (typeof v.think !== "string" && typeof v.content !== "string") return null;
  const event: AnswerEvent = { think, content };
  if (isId(v.session_id)) event.session_id = v.session_id;
  if (isId(v.message_id)) event.message_id = v.message_id;
  return event;
}

/**
 * Creates a decoder calling `onEvent` for each well-formed answer event, in order.
 * @see AI-61 @see AI-62
 */
export function createAnswerDecoder(onEvent: (event: AnswerEvent) => void, onBroken: () => void = () => {}): AnswerDecoder {
  const text = new TextDecoder("utf-8");
  /** Hands one event on; the consumer's failure is its own (the stream goes on). */
  const deliver = (event: AnswerEvent) => {
    try {
      onEvent(event);
    } catch (err) {
      console.error("assistant answer event failed", err);
    }
  };
  const onData = (data: string) => {
    const whole = toAnswerEvent(data);
    if (whole) return deliver(whole);
    if (!data.includes("\n")) return;
    for (const line of data.split("\n")) {
      const one = toAnswerEvent(line);
      if (one) deliver(one);
    }
  };
  const parser = createParser({
    onEvent: (message) => (message.event === BROKEN_EVENT ? onBroken() : onData(message.data)),
    onError: () => {},
  });
  const feed = (s: string) => {
    try {
      parser.feed(s);
    } catch {
      /* eventsource-parser does not throw on input; a consumer's error must not stop the stream */
    }
  };
  return {
    push(chunk) {
      feed(typeof chunk === "string" ? chunk : text.decode(chunk, { stream: true }));
    },
    end() {
      feed(text.decode());
      feed("\n\n");
      parser.reset();
    },
  };
}

/** Decodes a whole stream given as chunks (tests, bench): the events in order. */
export function decodeAnswerChunks(chunks: Iterable<Uint8Array | string>): AnswerEvent[] {
  const events: AnswerEvent[] = [];
  const decoder = createAnswerDecoder((e) => events.push(e));
  for (const chunk of chunks) decoder.push(chunk);
  decoder.end();
  return events;
}

/** Encodes one answer event as an SSE event (`data: {json}` and a blank line). */
export function encodeAnswerEvent(event: AnswerEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
