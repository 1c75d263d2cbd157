import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createAnswerDecoder, decodeAnswerChunks, encodeAnswerEvent, MAX_EVENT_CHARS, toAnswerEvent, type AnswerEvent } from "../../app/features/assistant/model/stream-parser";

const text = fc.string({ unit: "grapheme", maxLength: 30 });
const event: fc.Arbitrary<AnswerEvent> = fc.record({
  session_id: fc.constantFrom("s-owner-1", 42),
  message_id: fc.constantFrom("m-1", 7),
  think: text,
  content: text,
});

/** Cuts `bytes` at the given sorted positions. */
function cut(bytes: Uint8Array, at: number[]): Uint8Array[] {
  const points = [...new Set(at.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let prev = 0;
  for (const p of points) {
    out.push(bytes.slice(prev, p));
    prev = p;
  }
  out.push(bytes.slice(prev));
  return out;
}

/** Lines that are not well-formed answer events. */
const malformed = fc.oneof(
  fc.constant("data: {broken\n\n"),
  fc.constant("data: [1,2]\n\n"),
  fc.constant("data: \"just text\"\n\n"),
  fc.constant(": keep-alive\n\n"),
  fc.constant("event: ping\ndata: null\n\n"),
  fc.constant("retry: abc\n\n"),
  fc.string({ maxLength: 20 }).map((s) => `data: ${s.replace(/[\r\n]/g, "")}x{\n\n`),
  fc.string({ maxLength: 20 }).map((s) => `${s.replace(/[\r\n:]/g, "")}\n\n`),
);

describe("the answer stream parser", () => {
  it("any split of a valid stream, even inside a UTF-8 sequence, yields the same events", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), fc.array(fc.nat(), { maxLength: 12 }), (events, at) => {
        const bytes = new TextEncoder().encode(events.map(encodeAnswerEvent).join(""));
        expect(decodeAnswerChunks(cut(bytes, at))).toEqual(events);
      }),
      { numRuns: 2_000 },
    );
  });

  it("[AI-62] malformed lines are ignored: they never throw and never lose a well-formed event before or after them", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(event.map((e) => ({ good: e })), malformed.map((bad) => ({ bad }))), { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 6 }), (items, at) => {
        const wire = items.map((i) => ("good" in i ? encodeAnswerEvent(i.good) : i.bad)).join("");
        const got = decodeAnswerChunks(cut(new TextEncoder().encode(wire), at));
        expect(got).toEqual(items.flatMap((i) => ("good" in i ? [i.good] : [])));
      }),
      { numRuns: 10_000 },
    );
  }, 240_000);

  it("a malformed data line inside the same event as a good one does not hide it", () => {
    const good = { session_id: "s", message_id: "m", think: "t", content: "表格" };
    expect(decodeAnswerChunks([`data: {oops\ndata: ${JSON.stringify(good)}\n\n`])).toEqual([good]);
  });

  it("the portal's broken-stream marker is reported, and what came before is kept", async () => {
    const { createAnswerDecoder } = await import("../../app/features/assistant/model/stream-parser");
    const events: AnswerEvent[] = [];
    let broken = 0;
    const d = createAnswerDecoder((e) => events.push(e), () => (broken += 1));
    d.push('data: {"think":"","content":"部分"}\n\n\n\nevent: portal-broken\ndata: {}\n\n');
    d.end();
    expect(events).toEqual([{ think: "", content: "部分" }]);
    expect(broken).toBe(1);
  });

  it("a last event without a blank line after it is still delivered", () => {
    expect(decodeAnswerChunks(['data: {"think":"","content":"end"}'])).toEqual([{ think: "", content: "end" }]);
  });

  it("random bytes never throw", () => {
    fc.assert(fc.property(fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 6 }), (chunks) => {
      expect(() => decodeAnswerChunks(chunks)).not.toThrow();
    }), { numRuns: 500 });
  });

  it("a payload without think or content is not an answer event", () => {
    expect(toAnswerEvent('{"session_id":"s"}')).toBeNull();
    expect(toAnswerEvent('{"content":"x","think":5}')).toEqual({ think: "", content: "x" });
  });

  it("a payload over 1 MiB (1,048,576 characters) is skipped unparsed, even well-formed; one of exactly 1 MiB is read", () => {
    expect(MAX_EVENT_CHARS).toBe(1_048_576);
    const shell = encodeAnswerEvent({ think: "", content: "" }).length - "data: \n\n".length;
    const exact = { think: "", content: "x".repeat(1_048_576 - shell) };
    expect(JSON.stringify(exact)).toHaveLength(1_048_576);
    const over = { think: "", content: "x".repeat(1_048_577 - shell) };
    const got = decodeAnswerChunks([encodeAnswerEvent({ think: "", content: "a" }), encodeAnswerEvent(over), encodeAnswerEvent(exact), encodeAnswerEvent({ think: "", content: "b" })]);
    expect(got.map((e) => e.content.length)).toEqual([1, 1_048_576 - shell, 1]);
  });

  it("a consumer that throws on one event does not lose the events after it in the same chunk", () => {
    const seen: string[] = [];
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const decoder = createAnswerDecoder((e) => {
      seen.push(e.content);
      if (e.content === "boom") throw new RangeError("Maximum call stack size exceeded");
    });
    decoder.push(["a", "boom", "b", "c"].map((content) => encodeAnswerEvent({ think: "", content })).join(""));
    decoder.end();
    expect(seen).toEqual(["a", "boom", "b", "c"]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
