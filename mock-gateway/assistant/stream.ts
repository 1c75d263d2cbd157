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
 * asked for a drop (after that many chunks; the drop is used up). Returns a cancel function.
 */
export function playAnswer(
  answer: MockAnswer,
  settings: AssistantSettings,
  onChunk: (chunk: AnswerChunk) => void,
  onEnd: (broken: boolean) => void,
): () => void {
  const chunks = answerChunks(answer, Math.max(1, settings.chunkChars));
  const dropAt = settings.dropAfterChunks;
  settings.dropAfterChunks = null;
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    if (dropAt !== null && i >= dropAt) {
      stopped = true;
      return onEnd(true);
    }
    if (i >= chunks.length) {
      stopped = true;
      return onEnd(false);
    }
    onChunk(chunks[i]!);
    i += 1;
    timer = setTimeout(step, settings.chunkDelayMs);
  };
  timer = setTimeout(step, settings.chunkDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
