import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildReport, totalsLine } from "../../tools/spec-report/build-report";
import { collectPlaywright, collectVitest } from "../../tools/spec-report/collect-results";
import { parseCatalogue } from "../../tools/spec-report/parse-catalogue";
import type { Outcome, TestRecord } from "../../tools/spec-report/types";
import { fixtureJson, fixtureText, ROOT } from "./fixtures";

const catalogue = parseCatalogue(fixtureText("catalogue.md"));
const collected = (name: string) => collectVitest(fixtureJson(name), ROOT).tests;
const build = (tests: TestRecord[]) =>
  buildReport({ catalogue, cataloguePath: "catalogue.md", tests, sources: [], generatedAt: new Date(0) });

describe("clause statuses from one run", () => {
  const report = build([...collected("vitest.json"), ...collectPlaywright(fixtureJson("playwright.json"), ROOT).tests]);
  const status = Object.fromEntries(report.clauses.map((c) => [c.id, [c.status, c.flaky]]));

  it("holds when every naming test passed, fails on a failed or flaky one, untested when none ran", () => {
    expect(status).toEqual({
      "ALPHA-01": ["holds", false], // vitest ×2 and Playwright passed
      "ALPHA-02": ["fails", false], // a test.fail() known failure
      "ALPHA-03": ["untested", false],
      "ALPHA-04": ["untested", false], // retired
      "BETA-01": ["fails", false], // one passed, one failed
      "BETA-02": ["fails", true], // flaky: failed, then passed on the retry
      "BETA-03": ["untested", false], // named only by a skipped test
      "BETA-10": ["holds", false], // named by the describe title
    });
    expect(report.problems).toEqual([]);
  });

  it("counts the tests naming each clause per runner, skipped ones included", () => {
    const named = Object.fromEntries(report.clauses.map((c) => [c.id, c.namedBy]));
    expect(named["ALPHA-01"]).toEqual({ vitest: 2, playwright: 1 });
    expect(named["ALPHA-03"]).toEqual({ vitest: 0, playwright: 0 });
    for (const c of report.clauses) {
      expect(c.namedBy.vitest + c.namedBy.playwright).toBe(c.tests.length);
      expect(c.namedBy.vitest).toBe(c.tests.filter((t) => t.runner === "vitest").length);
    }
  });

  it("lists each naming test once with its file, title, suite and outcome", () => {
    const alpha1 = report.clauses.find((c) => c.id === "ALPHA-01");
    expect(alpha1?.tests.map((t) => `${t.runner} ${t.file} ${t.suite.join("/")} ${t.outcome}`)).toEqual([
      "vitest spec/alpha.test.ts alpha passed",
      "vitest spec/alpha.test.ts alpha passed",
      "playwright e2e/flows.spec.ts  passed",
    ]);
  });

  it("totals per family and overall; retired clauses are counted apart", () => {
    expect(report.totals).toEqual({ total: 8, holds: 2, fails: 3, untested: 2, flaky: 1, retired: 1 });
    expect(report.families.map((f) => [f.prefix, f.title, f.holds, f.fails, f.untested, f.retired])).toEqual([
      ["ALPHA", "first family", 1, 1, 1, 1],
      ["BETA", "second family", 1, 2, 1, 0],
    ]);
    expect(report.tests).toEqual({ total: 9, tagged: 8, untagged: 1 });
    expect(totalsLine(report.totals)).toBe("clauses: 2 hold, 3 fail (1 flaky), 2 untested, 1 retired");
  });

  it("malformed, unknown and retired tags are errors naming the test", () => {
    const bad = build(collected("vitest-bad-tags.json"));
    expect(bad.problems.map((p) => [p.severity, p.kind, p.message])).toEqual([
      ["error", "malformed-id", "malformed clause tag [ALPHA-01..03] in spec/bad.test.ts: [ALPHA-01..03] a range (write one ID per bracket: [GW-17][GW-18])"],
      ["error", "malformed-id", "malformed clause tag [beta-01] in spec/bad.test.ts: [beta-01] lower-case describe › inside (write one ID per bracket: [GW-17][GW-18])"],
      ["error", "unknown-id", "ZETA-01 is not in the catalogue, named by spec/bad.test.ts: [ZETA-01] not in the catalogue"],
      ["error", "retired-id", "ALPHA-04 is retired (merged into ALPHA-01), named by spec/bad.test.ts: [ALPHA-04] names a retired clause"],
    ]);
  });

  it("the three statuses always add up to the live clauses, whatever the outcomes", () => {
    const ids = catalogue.clauses.map((c) => c.id);
    const outcome = fc.constantFrom<Outcome>("passed", "failed", "skipped", "flaky");
    const test = fc.record({ ids: fc.subarray(ids), outcome }).map(
      ({ ids: named, outcome: o }): TestRecord => ({ runner: "vitest", file: "f.ts", title: named.map((i) => `[${i}]`).join("") + " t", suite: [], outcome: o }),
    );
    fc.assert(
      fc.property(fc.array(test, { maxLength: 12 }), (tests) => {
        const r = build(tests.filter((t) => !t.title.includes("ALPHA-04")));
        const { holds, fails, untested, retired, total, flaky } = r.totals;
        expect(holds + fails + untested + retired).toBe(total);
        expect(flaky).toBeLessThanOrEqual(fails);
        for (const c of r.clauses) {
          const ran = c.tests.filter((t) => t.outcome !== "skipped");
          if (c.status === "holds") expect(ran.length > 0 && ran.every((t) => t.outcome === "passed")).toBe(true);
          if (c.status === "untested") expect(ran).toEqual([]);
        }
      }),
    );
  });

  it("the totals line has the issue's shape and adds flaky and retired counts only when not zero", () => {
    expect(totalsLine({ total: 460, holds: 212, fails: 0, untested: 248, flaky: 0, retired: 0 })).toBe("clauses: 212 hold, 0 fail, 248 untested");
  });
});
