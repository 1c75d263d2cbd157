/**
 * A countdown for dialogs: whole seconds left until `endsAt` (epoch ms), updated every
 * 250 ms, and `onEnd` called once when it reaches 0. `endsAt` null: idle.
 * @module features/notices/use-countdown
 */
import { useEffect, useRef, useState } from "react";

/** Seconds left until `endsAt` (rounded up, never below 0). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** @returns the seconds left (0 when idle or ended). */
export function useCountdown(endsAt: number | null, onEnd: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    if (endsAt === null) return;
    let done = false;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (!done && t >= endsAt) {
        done = true;
        endRef.current();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [endsAt]);
  return endsAt === null ? 0 : secondsLeft(endsAt, now);
}
