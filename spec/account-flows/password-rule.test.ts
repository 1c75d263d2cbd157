/**
 * AUTH-04's validator accepts exactly the strings the rule describes: 8 to 16 characters with at
 * least one upper-case letter, one lower-case letter and one digit. The spec's numbers are
 * written here, not imported.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { meetsPasswordRule, passwordProblem } from "~/features/account-flows";

/** The rule as the spec words it, independently of the code under test. */
function specRule(s: string): boolean {
  const chars = Array.from(s);
  return chars.length >= 8 && chars.length <= 16 && chars.some((c) => c >= "A" && c <= "Z") && chars.some((c) => c >= "a" && c <= "z") && chars.some((c) => c >= "0" && c <= "9");
}

const anyChar = fc.oneof(
  fc.constantFrom(..."AZaz09Mm5 !@#-_".split("")),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

describe("the new-password rule", () => {
  it("accepts exactly 8 to 16 characters with an upper-case letter, a lower-case letter and a digit", () => {
    fc.assert(
      fc.property(fc.array(anyChar, { minLength: 0, maxLength: 24 }).map((a) => a.join("")), (s) => {
        expect(meetsPasswordRule(s)).toBe(specRule(s));
      }),
      { numRuns: 3000 },
    );
    // Both sides of each limit, written out.
    expect(meetsPasswordRule("Abcdef1")).toBe(false); // 7
    expect(meetsPasswordRule("Abcdefg1")).toBe(true); // 8
    expect(meetsPasswordRule("Abcdefghijklmn12")).toBe(true); // 16
    expect(meetsPasswordRule("Abcdefghijklmn123")).toBe(false); // 17
    expect(meetsPasswordRule("abcdefg1")).toBe(false); // no upper case
    expect(meetsPasswordRule("ABCDEFG1")).toBe(false); // no lower case
    expect(meetsPasswordRule("Abcdefgh")).toBe(false); // no digit
    // Characters are counted, not UTF-16 units or bytes: 16 with astral symbols is accepted in full.
    expect(meetsPasswordRule("Ab1😀😀😀😀😀😀😀😀😀😀😀😀😀")).toBe(true);
    expect(passwordProblem("Ab1")).toBe("length");
    expect(passwordProblem("abcdefgh1")).toBe("classes");
  });

  it("a password that meets the rule at every length from 8 to 16 is accepted whole", () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 16 }), fc.string({ unit: "grapheme-ascii", minLength: 16, maxLength: 16 }), (n, filler) => {
        const s = ("Aa1" + filler).slice(0, n).padEnd(n, "x");
        expect(meetsPasswordRule(s)).toBe(specRule(s));
        expect(meetsPasswordRule(s)).toBe(true);
      }),
    );
  });
});
