import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TOASTS, TOAST_DURATION_MS, closeToast, expireToasts, nextToastExpiry, pushToast, type ToastState } from "~/features/notices/model";

type Op = { op: "push"; id: string; dt: number } | { op: "tick"; dt: number } | { op: "close"; id: string };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("push" as const), id: fc.constantFrom("a", "b", "c", "d", "e", "f"), dt: fc.nat(8000) }),
  fc.record({ op: fc.constant("tick" as const), dt: fc.nat(8000) }),
  fc.record({ op: fc.constant("close" as const), id: fc.constantFrom("a", "b", "c") }),
);

describe("toast queue", () => {
  it("at most 3 show, each for 6 s, newest kept, under any sequence", () => {
    fc.assert(fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      let state: ToastState<null> = [];
      let now = 0;
      for (const o of ops) {
        if (o.op === "close") state = closeToast(state, o.id);
        else {
          now += o.dt;
          state = o.op === "push" ? pushToast(state, o.id, null, now) : expireToasts(state, now);
          if (o.op === "push") expect(state.at(-1)).toEqual({ id: o.id, payload: null, closesAt: now + TOAST_DURATION_MS });
        }
        expect(state.length).toBeLessThanOrEqual(MAX_TOASTS);
        expect(new Set(state.map((t) => t.id)).size).toBe(state.length);
        for (const t of state) expect(t.closesAt - now).toBeLessThanOrEqual(TOAST_DURATION_MS);
      }
      const ticked = expireToasts(state, now);
      for (const t of ticked) expect(t.closesAt).toBeGreaterThan(now);
    }));
    expect([MAX_TOASTS, TOAST_DURATION_MS]).toEqual([3, 6000]);
  });

  it("a burst of 100 keeps the last 3", () => {
    let state: ToastState<number> = [];
    for (let i = 0; i < 100; i++) state = pushToast(state, `n${i}`, i, i * 10);
    expect(state.map((t) => t.payload)).toEqual([97, 98, 99]);
    expect(nextToastExpiry(state)).toBe(970 + TOAST_DURATION_MS);
    expect(nextToastExpiry(expireToasts(state, 10_000))).toBeNull();
  });
});
