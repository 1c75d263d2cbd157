import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activate, deactivate, DEFAULT_POOL_SIZE, EMPTY_POOL, isLive, poolSize, remove, type PoolState } from "~/features/micro-apps/pool";

const key = fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h");
const op = fc.oneof(
  fc.record({ kind: fc.constant("activate" as const), key }),
  fc.record({ kind: fc.constant("deactivate" as const), key }),
  fc.record({ kind: fc.constant("remove" as const), key }),
);

/** A plain model: every activation time, per live key; eviction picks the oldest hidden. */
function run(ops: Array<{ kind: "activate" | "deactivate" | "remove"; key: string }>, capacity: number) {
  let state: PoolState = EMPTY_POOL;
  const model = new Map<string, number>();
  let clock = 0;
  for (const o of ops) {
    if (o.kind === "activate") {
      const step = activate(state, o.key, capacity);
      model.set(o.key, ++clock);
      const expected: string[] = [];
      while (model.size - 1 > capacity) {
        const oldest = [...model.entries()].sort((x, y) => x[1] - y[1])[0]![0];
        model.delete(oldest);
        expected.push(oldest);
      }
      expect(step.evicted).toEqual(expected);
      expect(step.evicted).not.toContain(o.key);
      state = step.state;
      expect(state.active).toBe(o.key);
    } else if (o.kind === "deactivate") {
      const step = deactivate(state, o.key, capacity);
      if (state.active === o.key) {
        const expected: string[] = [];
        while (model.size > capacity) {
          const oldest = [...model.entries()].sort((x, y) => x[1] - y[1])[0]![0];
          model.delete(oldest);
          expected.push(oldest);
        }
        expect(step.evicted).toEqual(expected);
      } else expect(step.evicted).toEqual([]);
      state = step.state;
    } else {
      state = remove(state, o.key);
      model.delete(o.key);
      expect(isLive(state, o.key)).toBe(false);
    }
    expect([...state.live].sort()).toEqual([...model.keys()].sort());
    expect(new Set(state.live).size).toBe(state.live.length);
  }
  return state;
}

describe("micro-app keep-alive pool", () => {
  it("evicts exactly the least recently used hidden panes beyond the bound, never the active one", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), fc.integer({ min: 0, max: 5 }), (ops, capacity) => {
        const state = run(ops, capacity);
        const hidden = state.live.filter((k) => k !== state.active);
        expect(hidden.length).toBeLessThanOrEqual(capacity);
        if (state.active !== null) expect(state.live.at(-1)).toBe(state.active);
      }),
    );
  });

  it("an evicted pane becomes live again when activated", () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 4, maxLength: 8 }), fc.integer({ min: 1, max: 2 }), (keys, capacity) => {
        let state = EMPTY_POOL;
        const evicted: string[] = [];
        for (const k of keys) {
          const step = activate(state, k, capacity);
          evicted.push(...step.evicted);
          state = step.state;
        }
        expect(evicted).toEqual(keys.slice(0, keys.length - capacity - 1));
        const first = keys[0]!;
        const again = activate(state, first, capacity);
        expect(isLive(again.state, first)).toBe(true);
        expect(again.evicted).toEqual([keys[keys.length - capacity - 1]]);
      }),
    );
  });

  it("the pool size is configurable and junk falls back to the default of 10", () => {
    expect(DEFAULT_POOL_SIZE).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (n) => {
        expect(poolSize(String(n))).toBe(n);
        expect(poolSize(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 101 }), fc.integer({ max: -1 }), fc.string().filter((s) => !/^\s*\d+\s*$/.test(s)), fc.double({ noInteger: true }), fc.constantFrom("0e0", "1e1", "0x10", "0b1", "1.0", "+5", " ")), (junk) => {
        expect(poolSize(junk)).toBe(DEFAULT_POOL_SIZE);
      }),
    );
  });
});
