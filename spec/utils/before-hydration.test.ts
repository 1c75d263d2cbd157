/**
 * Work hydration waits for (utils/before-hydration, issue 10): registered while the modules
 * evaluate, started only by the entry, each once; a failure, rejected or thrown, never stops
 * hydration.
 */
import { describe, expect, it, vi } from "vitest";

async function fresh() {
  vi.resetModules();
  return import("~/utils/before-hydration");
}

describe("before-hydration", () => {
  it("a held work starts only when the entry starts the holds, once, and hydration waits for it", async () => {
    const { holdHydration, startHydrationHolds, hydrationHolds } = await fresh();
    let resolve!: () => void;
    const start = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    holdHydration(start);
    expect(start).not.toHaveBeenCalled();
    startHydrationHolds();
    startHydrationHolds();
    expect(start).toHaveBeenCalledTimes(1);
    let done = false;
    const waiting = hydrationHolds().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    resolve();
    await waiting;
    expect(done).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("a work held after the start is started by hydrationHolds; failures settle without stopping hydration", async () => {
    const { holdHydration, startHydrationHolds, hydrationHolds } = await fresh();
    startHydrationHolds();
    const late = vi.fn(() => Promise.reject(new Error("chunk failed")));
    holdHydration(late);
    holdHydration(() => {
      throw new Error("threw");
    });
    await expect(hydrationHolds()).resolves.toBeUndefined();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("with nothing held, hydration goes on at once", async () => {
    const { hydrationHolds } = await fresh();
    await expect(hydrationHolds()).resolves.toBeUndefined();
  });
});
