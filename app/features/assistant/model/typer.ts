/**
 * The typing effect: text arriving in bursts is shown one character every 20 ms, at most one
 * update per animation frame; cancellable (the text shown so far is kept). Characters are code
 * points, so an emoji is never cut in half. The first character of a burst shows at the first
 * frame after it arrives (no 20 ms wait before it), the next ones 20 ms apart.
 * @module features/assistant/model/typer
 * @see AI-50 @see AI-51
 */
import { TYPING_MS_PER_CHAR, typedLength } from "./chat";

/** Frame scheduling (the window's, or a test's). */
export interface FrameClock {
  now(): number;
  request(fn: () => void): unknown;
  cancel(id: unknown): void;
}

/** A running typing effect. */
export interface Typer {
  /** Adds arrived text. */
  push(text: string): void;
  /** No more text will come: `onDone` runs once everything is shown. */
  end(): void;
  /** Stops at once; returns the text shown so far. */
  cancel(): string;
  /** Shows everything that arrived at once (a broken stream). Returns it. */
  flush(): string;
}

/** The window's animation frames (a 16 ms timer where there are none). */
export const browserClock = (): FrameClock => ({
  now: () => performance.now(),
  request: (fn) => (typeof requestAnimationFrame === "function" ? requestAnimationFrame(fn) : setTimeout(fn, 16)),
  cancel: (id) => (typeof cancelAnimationFrame === "function" ? cancelAnimationFrame(id as number) : clearTimeout(id as ReturnType<typeof setTimeout>)),
});

/** Creates a typer calling `onShow(text so far)` as characters appear and `onDone()` at the end. */
export function createTyper(onShow: (text: string) => void, onDone: () => void, clock: FrameClock = browserClock()): Typer {
  const chars: string[] = [];
  let shown = 0;
  let ended = false;
  let stopped = false;
  let frame: unknown = null;
  /** When the last character shown was due (ms, the clock's time); the next is due 20 ms later. */
  let last = Number.NEGATIVE_INFINITY;
  const text = () => chars.slice(0, shown).join("");
  const tick = () => {
    frame = null;
    if (stopped) return;
    const t = clock.now();
    const next = typedLength(shown, chars.length, t - last);
    if (next > shown) {
      last += (next - shown) * TYPING_MS_PER_CHAR;
      shown = next;
      onShow(text());
    }
    if (shown >= chars.length) {
      last = t;
      if (ended) {
        stopped = true;
        return onDone();
      }
      return;
    }
    frame = clock.request(tick);
  };
  const wake = () => {
    if (frame === null && !stopped) frame = clock.request(tick);
  };
  return {
    push(s) {
      if (stopped || s === "") return;
      // Caught up: the first new character is due at once (at the next frame), unless the last
      // one shown is younger than 20 ms, so the pace never passes one character per 20 ms.
      if (shown >= chars.length) last = Math.max(clock.now() - TYPING_MS_PER_CHAR, last);
      // One at a time: spreading a long text into push() overflows the call stack.
      for (const ch of s) chars.push(ch);
      wake();
    },
    end() {
      ended = true;
      wake();
    },
    cancel() {
      stopped = true;
      if (frame !== null) clock.cancel(frame);
      frame = null;
      return text();
    },
    flush() {
      stopped = true;
      if (frame !== null) clock.cancel(frame);
      frame = null;
      shown = chars.length;
      return text();
    },
  };
}
