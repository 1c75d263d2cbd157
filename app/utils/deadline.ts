/**
 * Runs `onTimeout` if `work` has not settled within `ms`, and clears the timer as soon as it
 * settles, so no call leaves a timer behind (issue 5 §6: the SSR abort timer).
 * @param ms milliseconds before `onTimeout` runs
 * @returns what `work` settles with
 */
export async function settleWithin<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  const timer = setTimeout(onTimeout, ms);
  try {
    return await work;
  } finally {
    clearTimeout(timer);
  }
}
