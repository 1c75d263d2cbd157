/**
 * The mock clock: wall-clock time plus an offset that tests and demos advance.
 * @module mock-gateway/core/clock
 */

/** Mock clock: `now()` in ms since the epoch; `advance(ms)` moves it forward (ms ≥ 0). */
export interface MockClock {
  now(): number;
  advance(ms: number): void;
  /** Clears the offset (POST /__mock/reset). */
  reset(): void;
}

/**
 * Creates a mock clock.
 * @param wall the underlying time source in ms (default `Date.now`)
 * @throws RangeError when `advance` gets a negative or non-finite value
 */
export function createClock(wall: () => number = Date.now): MockClock {
  let offset = 0;
  return {
    now: () => wall() + offset,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`advance(ms) needs ms >= 0, got ${ms}`);
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
