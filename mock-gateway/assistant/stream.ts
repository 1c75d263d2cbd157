/**
 * Plays an answer out in small chunks with a delay between them: the think part first, then the
 * content. Transport-free: the HTTP stream and the socket's robot / message replies use it.
 * @module mock-gateway/assistant/stream
 */
import type { MockAnswer } from "./answers";
import { pieces } from "./answers";
import type { AssistantSettings } from "./settings";

/** One chunk: a piece of think or of content. */
export interface AnswerChunk {
  think: string;
  content: string;
}

/** The chunks of an answer, in order. */
export function answerChunks(answer: MockAnswer, size: number): AnswerChunk[] {
  return [
    ...pieces(answer.think, size).map((think) => ({ think, content: "" })),
    ...pieces(answer.content, size).map((content) => ({ think: "", content })),
  ];
}

/**
 * Plays `answer`: `onChunk` per chunk, then `onEnd(false)`; or `onEnd(true)` when the settings
 * asked for a drop (after that many chunks; the drop is used up); or, when they asked for a
 * hold, nothing more after that many chunks until cancelled (the hold is used up). Returns a cancel function.
 * `receivedAt` (a `performance.now()` time, ms) is when the question reached the mock: the first
 * chunk is due `chunkDelayMs` after it, so the mock's own handling (parsing, quota, composing the
 * answer) is part of that wait, as a model's is part of its time to first token. Without it, the
 * wait starts now.
 */
export function playAnswer(
  answer: MockAnswer,
  settings: AssistantSettings,
  onChunk: (chunk: AnswerChunk) => void,
  onEnd: (broken: boolean) => void,
  receivedAt?: number,
): () => void {
  const chunks = answerChunks(answer, Math.max(1, settings.chunkChars));
  const dropAt = settings.dropAfterChunks;
  settings.dropAfterChunks = null;
  const holdAt = settings.holdAfterChunks;
  settings.holdAfterChunks = null;
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    if (dropAt !== null && i >= dropAt) {
      stopped = true;
      return onEnd(true);
    }
    // Held: nothing more comes until the client goes (cancel).
    if (holdAt !== null && i >= holdAt && i < chunks.length) return;
    if (i >= chunks.length) {
      stopped = true;
      return onEnd(false);
    }
    onChunk(chunks[i]!);
    i += 1;
    timer = setTimeout(step, settings.chunkDelayMs);
  };
  const spent = receivedAt === undefined ? 0 : Math.max(0, performance.now() - receivedAt);
  timer = setTimeout(step, Math.max(0, settings.chunkDelayMs - spent));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
