import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLOSED_COOKIE, CLOSED_MAX, closedCookieOf, parseClosedIds, serializeClosedIds } from "~/features/notices/model";

const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

describe("the closed-announcements cookie", () => {
  it("round-trips the newest distinct ids, at most CLOSED_MAX of them", () => {
    fc.assert(
      fc.property(fc.array(id, { maxLength: 120 }), (ids) => {
        const distinct = [...new Set(ids)];
        expect([...parseClosedIds(serializeClosedIds(ids))]).toEqual(distinct.slice(-CLOSED_MAX));
      }),
    );
  });

  it("any cookie value reads as a set of valid ids, never throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (value) => {
        const ids = parseClosedIds(value);
        expect(ids.size).toBeLessThanOrEqual(CLOSED_MAX);
        for (const n of ids) expect(Number.isSafeInteger(n) && n > 0).toBe(true);
      }),
    );
    expect([...parseClosedIds("8001.x.-3.0.1e3.8002..99999999999999999")]).toEqual([8001, 8002]);
    expect(parseClosedIds(`${"1.".repeat(600)}1`).size).toBe(0); // over 1,000 characters
  });

  it("the cookie is found by its exact name among the others", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.stringMatching(/^[\w.]{0,12}$/)), { maxLength: 6 }), fc.array(id, { maxLength: 5 }), (others, ids) => {
        const mine = serializeClosedIds(ids);
        const pairs = others.filter(([k]) => k !== CLOSED_COOKIE).map(([k, v]) => `${k}=${v}`);
        const header = [...pairs.slice(0, 2), `${CLOSED_COOKIE}=${mine}`, ...pairs.slice(2)].join("; ");
        expect(closedCookieOf(header)).toBe(mine);
      }),
    );
    expect(closedCookieOf("x_portal_ann_closed=1; portal_ann_closedx=2")).toBeNull();
    expect(closedCookieOf(null)).toBeNull();
  });
});
