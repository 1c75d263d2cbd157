/**
 * The first-binding decision (pure): which of phone, e-mail and password an account lacks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { missingBindings } from "~/features/account-flows";

const blank = fc.constantFrom<string | null | undefined>("", " ", "\t \n", null, undefined);
const filled = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "");

describe("missingBindings", () => {
  it("asks for phone and e-mail when both are blank (one bound contact is enough), and for an unbound password", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom(true, false, null, undefined), blank, filled, (phoneSet, emailSet, psw, empty, value) => {
        const info = { phone: phoneSet ? value : empty, email: emailSet ? value : empty, isBindPsw: psw };
        const expected = [...(phoneSet || emailSet ? [] : ["phone", "email"]), ...(psw === false ? ["password"] : [])];
        expect(missingBindings(info)).toEqual(expected);
      }),
    );
  });

  it("an account the gateway reports fully (or without isBindPsw) lacks nothing", () => {
    expect(missingBindings({ phone: "13800000001", email: "owner@seller.example" })).toEqual([]);
    expect(missingBindings({ phone: "13800000001", email: "owner@seller.example", isBindPsw: true })).toEqual([]);
    expect(missingBindings({})).toEqual(["phone", "email"]);
    // A registered account verified one contact: it enters at once (AUTH-13).
    expect(missingBindings({ phone: "13800000001", email: "" })).toEqual([]);
    expect(missingBindings({ phone: null, email: "new@seller.example" })).toEqual([]);
  });
});
