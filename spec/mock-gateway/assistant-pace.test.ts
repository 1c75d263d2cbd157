/**
 * The mock assistant's pace: the first chunk is due the pace's delay after the question reached
 * the mock, so the mock's own handling is part of that wait (mock-gateway/assistant/stream.ts,
 * net/http-listener.ts).
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playAnswer } from "../../mock-gateway/assistant/stream";
import { RECEIVED_AT_HEADER, receivedAtOf } from "../../mock-gateway/net/http-listener";

const answer = { think: "", content: "abcdef" };
const settings = (chunkDelayMs: number) => ({ chunkDelayMs, chunkChars: 3, dropAfterChunks: null, minContentChars: 0, badLineBytes: null, holdAfterChunks: null });

describe("mock assistant pace", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] }));
  afterEach(() => vi.useRealTimers());

  it("the first chunk comes the delay after arrival (at once when handling took longer); without an arrival, the delay after the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 60 }), fc.boolean(), (delay, spent, stamped) => {
        const arrival = performance.now();
        vi.advanceTimersByTime(spent);
        const chunks: string[] = [];
        let ended: boolean | null = null;
        playAnswer(answer, settings(delay), (c) => chunks.push(c.content), (broken) => (ended = broken), stamped ? arrival : undefined);
        const due = stamped ? Math.max(0, delay - spent) : delay;
        if (due > 0) {
          vi.advanceTimersByTime(due - 1);
          expect(chunks).toEqual([]);
        }
        vi.advanceTimersByTime(due > 0 ? 1 : 0);
        expect(chunks).toEqual(["abc"]);
        // The chunks after the first keep the pace.
        vi.advanceTimersByTime(delay);
        expect(chunks).toEqual(["abc", "def"]);
        vi.advanceTimersByTime(delay);
        expect(ended).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it("reads the listener's arrival stamp; a missing, malformed or future one is none", () => {
    vi.advanceTimersByTime(1000);
    const now = performance.now();
    const req = (value?: string) => new Request("http://mock.test/api/v1/question/stream", { method: "POST", headers: value === undefined ? {} : { [RECEIVED_AT_HEADER]: value } });
    expect(receivedAtOf(req(String(now - 5)))).toBe(now - 5);
    for (const bad of [undefined, "", "abc", "-1", String(now + 1000), "Infinity", "NaN"]) expect(receivedAtOf(req(bad)), String(bad)).toBeUndefined();
  });
});
