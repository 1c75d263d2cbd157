/** The mock assistant's composed answers: deterministic, and padded on request (the bench's 20 KB answer). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { composeAnswer } from "../../mock-gateway/assistant/answers";

describe("mock assistant answers", () => {
  it("the same question gives the same answer; padding keeps the composed answer as its start and reaches the size asked", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), fc.integer({ min: 0, max: 30_000 }), (question, min) => {
        const plain = composeAnswer(question);
        expect(composeAnswer(question)).toEqual(plain);
        const padded = composeAnswer(question, undefined, min);
        expect(padded.think).toBe(plain.think);
        expect(padded.content.startsWith(plain.content)).toBe(true);
        expect([...padded.content].length).toBeGreaterThanOrEqual(min);
        if ([...plain.content].length >= min) expect(padded.content).toBe(plain.content);
      }),
      { numRuns: 50 },
    );
  });
});
