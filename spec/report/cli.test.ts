import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findCatalogue, runCli } from "../../tools/spec-report/cli";
import type { Report } from "../../tools/spec-report/types";
import { FIXTURES } from "./fixtures";

let root: string;
let outer: string;
let out: string[];
let err: string[];
const catalogue = join(FIXTURES, "catalogue.md");
const run = (argv: string[] = [], env: Record<string, string | undefined> = { SPEC_CLAUSES: catalogue }) =>
  runCli({ root, env, argv, log: (l) => out.push(l), error: (l) => err.push(l), fallbacks: [] });
/** Puts a fixture where the test run writes its results, rewriting the fixture's `/repo` root. */
const place = (fixture: string, as: string) => {
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports", as), readFileSync(join(FIXTURES, fixture), "utf8").replaceAll('"/repo', JSON.stringify(root).slice(0, -1)));
};

beforeEach(() => {
  // One level down, so `../shared/` beside the repository is never some other /tmp/shared.
  outer = mkdtempSync(join(tmpdir(), "spec-report-"));
  root = join(outer, "repo");
  mkdirSync(root);
  out = [];
  err = [];
});
afterEach(() => rmSync(outer, { recursive: true, force: true }));

describe("npm run spec:report", () => {
  it("writes clauses.json and clauses.html from both runners' results and prints the totals", () => {
    place("vitest.json", "vitest.json");
    place("playwright.json", "playwright.json");
    expect(run()).toBe(0);
    expect(out).toEqual(["spec:report: wrote reports/clauses.json and reports/clauses.html", "clauses: 2 hold, 3 fail (1 flaky), 2 untested, 1 retired"]);
    expect(err).toEqual(["spec:report: warning: vitest: spec/broken.test.ts did not run (SyntaxError: Unexpected token)"]);
    const report = JSON.parse(readFileSync(join(root, "reports", "clauses.json"), "utf8")) as Report;
    expect(report.catalogue).toBe(catalogue);
    expect(report.sources.map((s) => [s.runner, s.path, s.found, s.tests])).toEqual([
      ["vitest", "reports/vitest.json", true, 5],
      ["playwright", "reports/playwright.json", true, 4],
    ]);
    expect(report.clauses.find((c) => c.id === "BETA-02")?.tests[0].file).toBe("e2e/flows.spec.ts");
    expect(readFileSync(join(root, "reports", "clauses.html"), "utf8")).toMatch(/^<!doctype html>/);
  });

  it("--totals prints only the totals line; a missing e2e run is a warning", () => {
    place("vitest.json", "vitest.json");
    expect(run(["--totals"])).toBe(0);
    expect(out).toEqual(["clauses: 1 hold, 1 fail, 5 untested, 1 retired"]);
    expect(err).toContain("spec:report: warning: reports/playwright.json is missing: the playwright suite did not run, so clauses only it names show as untested");
  });

  it("a malformed, unknown or retired tag makes it exit 1 and list each one", () => {
    place("vitest-bad-tags.json", "vitest.json");
    expect(run(["--totals"])).toBe(1);
    expect(err.filter((l) => l.startsWith("spec:report: error:"))).toHaveLength(4);
    expect(err.join("\n")).toContain("ZETA-01 is not in the catalogue");
    expect(existsSync(join(root, "reports", "clauses.html"))).toBe(true);
  });

  it("no results, unreadable results or no catalogue exit 2 with a clear message", () => {
    expect(run()).toBe(2);
    expect(err).toEqual(["spec:report: no test results in reports: run `npm test` first"]);
    place("vitest.json", "playwright.json");
    err = [];
    expect(run()).toBe(2);
    expect(err[0]).toMatch(/^spec:report: reports\/playwright.json: Playwright results are not a Playwright JSON report/);
    err = [];
    expect(run([], {})).toBe(2);
    expect(err[0]).toMatch(/^spec:report: no clause catalogue \(looked for .*shared\/spec-clauses.md; set SPEC_CLAUSES/);
    err = [];
    expect(run([], { SPEC_CLAUSES: join(root, "nope.md") })).toBe(2);
    expect(err[0]).toBe(`spec:report: SPEC_CLAUSES=${join(root, "nope.md")} does not exist`);
  });

  it("finds the catalogue in ../shared/ beside the repository", () => {
    const repo = join(root, "repo");
    mkdirSync(join(root, "shared"), { recursive: true });
    mkdirSync(repo);
    copyFileSync(catalogue, join(root, "shared", "spec-clauses.md"));
    expect(findCatalogue(repo, {}, [])).toBe(join(root, "shared", "spec-clauses.md"));
  });
});
