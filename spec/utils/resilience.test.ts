/**
 * Small resilience helpers of issue 5 §6: the SSR abort timer is cleared per request, a failed
 * chunk load is retried instead of remembered, and a toast never rejects.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settleWithin } from "~/utils/deadline";
import { retryingImport } from "~/utils/retrying-import";

afterEach(() => {
  vi.useRealTimers();
  vi.doUnmock("~/components/ui/toaster");
  vi.resetModules();
});

describe("settleWithin (the SSR abort timer)", () => {
  it("leaves no timer behind once the work settles, resolved or rejected", async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    await expect(settleWithin(Promise.resolve("html"), 11_000, onTimeout)).resolves.toBe("html");
    await expect(settleWithin(Promise.reject(new Error("shell")), 11_000, onTimeout)).rejects.toThrow("shell");
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("runs onTimeout when the work is still pending at the deadline", async () => {
    vi.useFakeTimers();
    let finish!: (v: string) => void;
    const onTimeout = vi.fn(() => finish("aborted"));
    const run = settleWithin(new Promise<string>((r) => (finish = r)), 11_000, onTimeout);
    vi.advanceTimersByTime(11_000);
    await expect(run).resolves.toBe("aborted");
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe("retryingImport (header menu chunks)", () => {
  it("loads again after a failure instead of caching it, and shares one load in flight", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (outcomes) => {
        let calls = 0;
        const chunk = retryingImport(async () => {
          const ok = outcomes[Math.min(calls, outcomes.length - 1)];
          calls++;
          if (!ok) throw new Error("chunk failed");
          return { default: "Menu" };
        });
        let attempts = 0;
        let value: { default: string } | null = null;
        while (attempts < outcomes.length && !value) {
          attempts++;
          const [a, b] = [chunk.get(), chunk.get()]; // two triggers at once: one load
          value = await a.then((v) => v, () => null);
          await b.catch(() => null);
        }
        expect(calls).toBe(attempts);
        const firstOk = outcomes.indexOf(true);
        if (firstOk >= 0) expect(value).toEqual({ default: "Menu" });
        expect(chunk.loaded()).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});

describe("notify", () => {
  it("never rejects when the toaster's chunk fails to load", async () => {
    vi.doMock("~/components/ui/toaster", () => {
      throw new Error("chunk failed");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { notify } = await import("~/components/ui/notify");
    await expect(notify({ type: "warning", title: "x" })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
