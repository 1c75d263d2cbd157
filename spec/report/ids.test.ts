import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareIds, familyOf, isClauseId, parseTags } from "../../tools/spec-report/ids";

const upper = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ");
const prefix = fc
  .tuple(upper, fc.array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), { maxLength: 6 }))
  .map(([h, t]) => h + t.join(""));
const number = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(2, "0"));
const id = fc.tuple(prefix, number).map(([p, n]) => `${p}-${n}`);
/** Title text without brackets, in the three languages' scripts. */
const prose = fc
  .array(fc.constantFrom("owner", "logs in", "登录", "로그인", " ", "(zh_CN)", "→", "5,000", "ERP"), { maxLength: 8 })
  .map((w) => w.join(" "));

describe("clause tag grammar", () => {
  it("reads every tag of a run of bracketed IDs, in order and without repeats", () => {
    fc.assert(
      fc.property(fc.array(id, { minLength: 1, maxLength: 6 }), prose, (ids, text) => {
        const parsed = parseTags(`${ids.map((i) => `[${i}]`).join("")} ${text}`);
        expect(parsed.ids).toEqual([...new Set(ids)]);
        expect(parsed.malformed).toEqual([]);
      }),
    );
  });

  it("finds tags anywhere in the title, space-separated or not", () => {
    fc.assert(
      fc.property(id, id, prose, (a, b, text) => {
        expect(parseTags(`${text} [${a}] ${text} [${b}]`).ids).toEqual([...new Set([a, b])]);
      }),
    );
  });

  it("a title without brackets names nothing", () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !s.includes("[")), (s) => {
        expect(parseTags(s)).toEqual({ ids: [], malformed: [] });
      }),
    );
  });

  it("ranges, lists, lower case, spaces, other dashes and a missing hyphen are malformed", () => {
    const corrupt = fc.tuple(id, fc.integer({ min: 0, max: 5 })).map(([i, k]) => {
      const [p, n] = [familyOf(i), i.slice(familyOf(i).length + 1)];
      return [`${i}..${Number(n) + 9}`, `${i}, ${p}-${n}1`, `${p.toLowerCase()}-${n}`, `${p} - ${n}`, `${p}–${n}`, `${p.replace(/[0-9]/g, "")}XX${n}`][k];
    });
    fc.assert(
      fc.property(corrupt, id, (bad, good) => {
        const parsed = parseTags(`[${good}][${bad}] text`);
        expect(parsed.ids).toEqual([good]);
        expect(parsed.malformed).toEqual([`[${bad}]`]);
      }),
    );
  });

  it("brackets the test titles use as plain text are not tags", () => {
    for (const t of ["[lang]", "[a11y]", "[screens]", "[issue §8]", "[A-Za-z]", "[chromium]"]) {
      expect(parseTags(`x ${t} y`)).toEqual({ ids: [], malformed: [] });
    }
  });

  it("an ID is well formed exactly when the catalogue's grammar accepts it", () => {
    fc.assert(
      fc.property(id, (i) => {
        expect(isClauseId(i)).toBe(true);
      }),
    );
    for (const bad of ["ENTRY-", "-03", "entry-03", "ENTRY03", "ENTRY-03a", "9X-01", "ENTRY-0.3"]) {
      expect(isClauseId(bad)).toBe(false);
    }
  });

  it("orders IDs by prefix, then by number", () => {
    expect(["GW-10", "AI-2", "GW-9", "AI-10"].sort(compareIds)).toEqual(["AI-2", "AI-10", "GW-9", "GW-10"]);
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(Math.sign(compareIds(a, b)) + Math.sign(compareIds(b, a))).toBe(0);
      }),
    );
  });
});
