import { describe, expect, it } from "vitest";
import { collectPlaywright, collectVitest } from "../../tools/spec-report/collect-results";
import { fixtureJson, ROOT } from "./fixtures";

describe("collecting the runners' JSON results", () => {
  it("vitest: file relative to the root, describe path, outcome; a suite that did not load is a warning", () => {
    const { tests, problems } = collectVitest(fixtureJson("vitest.json"), ROOT);
    expect(tests.map((t) => [t.file, t.suite.join(" > "), t.outcome])).toEqual([
      ["spec/alpha.test.ts", "alpha", "passed"],
      ["spec/alpha.test.ts", "alpha", "passed"],
      ["spec/alpha.test.ts", "alpha > nested", "failed"],
      ["spec/alpha.test.ts", "", "skipped"],
      ["spec/alpha.test.ts", "", "passed"],
    ]);
    expect(tests.every((t) => t.runner === "vitest")).toBe(true);
    expect(problems).toEqual([
      { severity: "warning", kind: "results", file: "spec/broken.test.ts", message: "vitest: spec/broken.test.ts did not run (SyntaxError: Unexpected token)" },
    ]);
  });

  it("Playwright: flaky, a test.fail() known failure, and a describe title as the suite", () => {
    const { tests, problems } = collectPlaywright(fixtureJson("playwright.json"), ROOT);
    expect(tests.map((t) => [t.file, t.title, t.suite, t.outcome, t.project])).toEqual([
      ["e2e/flows.spec.ts", "[ALPHA-01] journey", [], "passed", "chromium"],
      ["e2e/flows.spec.ts", "[BETA-02] flaky journey", [], "flaky", "chromium"],
      ["e2e/flows.spec.ts", "[ALPHA-02] a known bug (test.fail)", [], "failed", "chromium"],
      ["e2e/flows.spec.ts", "inner journey", ["[BETA-10] grouped"], "passed", "chromium"],
    ]);
    expect(problems).toEqual([]);
  });

  it("Playwright: an unexpected result fails, a skip is skipped, a run error is a warning", () => {
    const test = (status: string, expectedStatus: string) => ({ title: "t", file: "a.spec.ts", tests: [{ projectName: "p", status, expectedStatus }] });
    const json = {
      config: { rootDir: "/repo/e2e" },
      suites: [{ title: "a.spec.ts", file: "a.spec.ts", specs: [test("unexpected", "passed"), test("skipped", "skipped"), test("expected", "skipped")] }],
      errors: [{ message: "Error: webServer exited early\nmore" }],
    };
    const { tests, problems } = collectPlaywright(json, ROOT);
    expect(tests.map((t) => t.outcome)).toEqual(["failed", "skipped", "skipped"]);
    expect(problems[0].message).toBe("playwright: Error: webServer exited early");
  });

  it("a file that is not the runner's report is refused with the path of the first mismatch", () => {
    expect(() => collectVitest({ testResults: [{ name: 1 }] }, ROOT)).toThrow(/vitest results are not a vitest JSON report \(testResults\.0\.name/);
    expect(() => collectPlaywright({ stats: {} }, ROOT)).toThrow(/Playwright JSON report \(suites/);
    expect(() => collectPlaywright(null, ROOT)).toThrow(/Playwright JSON report/);
  });
});
