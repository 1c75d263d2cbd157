/**
 * At most one update of an answer per animation frame while it streams: the think part arrives
 * in chunks every few milliseconds and the typing effect ticks at every frame; each of them
 * writing to the store on its own gave the drawer two React commits in one frame. A frame batch
 * lets the first write of a frame through at once (no wait for the first token) and holds the
 * ones after it until the next frame, where they run together in one callback (one commit).
 * @module features/assistant/model/frame-batch
 */
import type { FrameClock } from "./typer";

/** A frame batch: a {@link FrameClock} for the typer, and `write` for everything else. */
export interface FrameBatch extends FrameClock {
  /** Runs `apply` now when nothing was written in this frame yet, else at the next frame. */
  write(apply: () => void): void;
  /** Drops what is queued (the answer stopped). */
  cancel(id?: unknown): void;
}

/**
 * Creates a frame batch over `clock`'s frames (the window's animation frames by default).
 * Callbacks queued with `request` (the typer's ticks) and writes held back run together, in
 * queue order, in one frame callback; a write made outside a frame callback after that frame's
 * own writes waits for the next one.
 */
export function createFrameBatch(clock: FrameClock): FrameBatch {
  let queued: Array<() => void> = [];
  let scheduled: unknown = null;
  /** Something was written since the last frame callback. */
  let wroteThisFrame = false;
  const run = () => {
    scheduled = null;
    wroteThisFrame = false;
    const due = queued;
    queued = [];
    for (const fn of due) fn();
    if (due.length) wroteThisFrame = true;
    // Close the frame even when nothing more is queued, so the next write knows a frame passed.
    if (wroteThisFrame && scheduled === null) scheduled = clock.request(run);
  };
  const schedule = () => {
    if (scheduled === null) scheduled = clock.request(run);
  };
  return {
    now: () => clock.now(),
    request(fn) {
      queued.push(fn);
      schedule();
      return fn;
    },
    write(apply) {
      if (wroteThisFrame) {
        queued.push(apply);
        schedule();
        return;
      }
      wroteThisFrame = true;
      apply();
      schedule();
    },
    cancel(id) {
      if (id === undefined) queued = [];
      else queued = queued.filter((fn) => fn !== id);
    },
  };
}
