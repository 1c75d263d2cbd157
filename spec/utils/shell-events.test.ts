/**
 * The shell event bus's requests that must not be lost (the toolbar's AI item clicked before
 * the assistant subscribed opened a "coming soon" drawer instead of the assistant).
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

type Op = { kind: "request"; screenshot: boolean } | { kind: "subscribe" } | { kind: "unsubscribe" };

const ops = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("request" as const), screenshot: fc.boolean() }),
    fc.constant({ kind: "subscribe" as const }),
    fc.constant({ kind: "unsubscribe" as const }),
  ),
  { maxLength: 30 },
);

describe("requestShellEvent", () => {
  it("delivers each request once to every live subscriber, or else its last one to the next subscriber", async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence: Op[]) => {
        vi.resetModules();
        const bus = await import("~/utils/shell-events");
        // The model: live subscribers (index into `got`) and the request waiting for one.
        const live: Array<{ id: number; off: () => void }> = [];
        const got: boolean[][] = [];
        const want: boolean[][] = [];
        let waiting: boolean | null = null;
        for (const op of sequence) {
          if (op.kind === "request") {
            const handled = bus.requestShellEvent({ type: "assistant:open", screenshot: op.screenshot });
            expect(handled).toBe(live.length);
            if (live.length === 0) waiting = op.screenshot;
            for (const s of live) want[s.id].push(op.screenshot);
          } else if (op.kind === "subscribe") {
            const id = got.length;
            got.push([]);
            want.push(waiting === null ? [] : [waiting]);
            waiting = null;
            live.push({ id, off: bus.onShellEvent("assistant:open", (e) => void got[id].push(!!e.screenshot)) });
          } else live.shift()?.off();
        }
        expect(got).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it("a plain emit with nobody listening is dropped (only requests wait)", async () => {
    vi.resetModules();
    const bus = await import("~/utils/shell-events");
    expect(bus.emitShellEvent({ type: "assistant:open" })).toBe(0);
    const seen: unknown[] = [];
    bus.onShellEvent("assistant:open", (e) => void seen.push(e));
    expect(seen).toEqual([]);
  });

  it("a subscriber that declines the waiting request leaves it for the next one", async () => {
    vi.resetModules();
    const bus = await import("~/utils/shell-events");
    bus.requestShellEvent({ type: "assistant:open", screenshot: true });
    bus.onShellEvent("assistant:open", () => false);
    const seen: unknown[] = [];
    bus.onShellEvent("assistant:open", (e) => void seen.push(e));
    expect(seen).toEqual([{ type: "assistant:open", screenshot: true }]);
  });
});
