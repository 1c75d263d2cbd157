/** Server CPU in table units (issue 25): the document's CPU ÷ one 1,000-row table's. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { tableUnits } from "../../bench/lib/table-unit";

const ms = fc.double({ min: 0.01, max: 1000, noNaN: true });

describe("table units", () => {
  it("are the document's CPU over the table's, to 2 decimals", () => {
    expect(tableUnits(15.5, 2.2)).toBe(7.05);
    expect(tableUnits(8.8, 2.2)).toBe(4);
    fc.assert(fc.property(ms, ms, (doc, table) => {
          expect(Math.abs(tableUnits(doc, table) - doc / table)).toBeLessThanOrEqual(0.005 + 1e-9);
        }));
  });

  it("mean the same on a host k times faster (both figures scale alike)", () => {
    fc.assert(fc.property(ms, ms, fc.double({ min: 0.1, max: 10, noNaN: true }), (doc, table, k) => {
          expect(Math.abs(tableUnits(doc * k, table * k) - tableUnits(doc, table))).toBeLessThanOrEqual(0.01 + 1e-9);
        }));
  });

  it("are NaN when there is nothing to divide by, or no document figure", () => {
    expect(tableUnits(10, 0)).toBeNaN();
    expect(tableUnits(10, NaN)).toBeNaN();
    expect(tableUnits(NaN, 2)).toBeNaN();
    expect(tableUnits(-1, 2)).toBeNaN();
  });
});
