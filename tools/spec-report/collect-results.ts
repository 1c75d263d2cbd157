/**
 * Turns the runners' JSON reports into test records: vitest's `json` reporter
 * (`reports/vitest.json`) and Playwright's (`reports/playwright.json`).
 *
 * Outcomes: vitest `passed`/`failed`, and `skipped`/`pending`/`todo`/`disabled` as skipped
 * (vitest runs no retries here, so nothing is flaky). Playwright `expected` is passed (or
 * skipped for a `test.skip`, and failed for a `test.fail()`: a known failure does not hold),
 * `unexpected` is failed, `flaky` (failed, then passed on a retry) is flaky.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";
import { z } from "zod";
import type { Outcome, Problem, TestRecord } from "./types";

/** Records and problems (suites that failed to load, runner errors) from one report. */
export interface Collected {
  tests: TestRecord[];
  problems: Problem[];
}

const vitestSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string().optional(),
      message: z.string().optional(),
      assertionResults: z.array(
        z.object({
          ancestorTitles: z.array(z.string()),
          title: z.string(),
          status: z.string(),
        }),
      ),
    }),
  ),
});

interface PwSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { projectName?: string; status: string; expectedStatus?: string }[] }[];
  suites?: PwSuite[];
}
const pwSuite: z.ZodType<PwSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string().optional(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          file: z.string().optional(),
          tests: z.array(
            z.object({
              projectName: z.string().optional(),
              status: z.string(),
              expectedStatus: z.string().optional(),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(pwSuite).optional(),
  }),
);
const playwrightSchema = z.object({
  config: z.object({ rootDir: z.string().optional() }).passthrough().optional(),
  suites: z.array(pwSuite),
  errors: z.array(z.object({ message: z.string().optional() }).passthrough()).optional(),
});

/** `file` relative to `root`, `/`-separated; relative input is taken as relative to `root`. */
function repoPath(root: string, file: string): string {
  const abs = isAbsolute(file) ? file : resolve(root, file);
  return relative(root, abs).split(sep).join("/");
}

function invalid(runner: string, error: z.ZodError): never {
  const first = error.issues[0];
  throw new Error(`${runner} results are not a ${runner} JSON report (${first.path.join(".")}: ${first.message})`);
}

/**
 * Test records of a vitest JSON report.
 * @param root the repository root, to make file paths relative
 * @throws Error when `json` is not shaped like a vitest JSON report
 */
export function collectVitest(json: unknown, root: string): Collected {
  const parsed = vitestSchema.safeParse(json);
  if (!parsed.success) invalid("vitest", parsed.error);
  const tests: TestRecord[] = [];
  const problems: Problem[] = [];
  for (const file of parsed.data.testResults) {
    const path = repoPath(root, file.name);
    if (file.status === "failed" && file.assertionResults.length === 0) {
      problems.push({
        severity: "warning",
        kind: "results",
        file: path,
        message: `vitest: ${path} did not run (${(file.message ?? "").split("\n")[0] || "suite failed"})`,
      });
    }
    for (const t of file.assertionResults) {
      const outcome: Outcome = t.status === "passed" ? "passed" : t.status === "failed" ? "failed" : "skipped";
      tests.push({ runner: "vitest", file: path, title: t.title, suite: t.ancestorTitles, outcome });
    }
  }
  return { tests, problems };
}

function playwrightOutcome(status: string, expected: string | undefined): Outcome {
  if (status === "flaky") return "flaky";
  if (status === "skipped") return "skipped";
  if (status === "expected") return expected === "skipped" ? "skipped" : expected === "failed" ? "failed" : "passed";
  return "failed";
}

/**
 * Test records of a Playwright JSON report (every project's run of a test is one record).
 * @param root the repository root, to make file paths relative
 * @throws Error when `json` is not shaped like a Playwright JSON report
 */
export function collectPlaywright(json: unknown, root: string): Collected {
  const parsed = playwrightSchema.safeParse(json);
  if (!parsed.success) invalid("Playwright", parsed.error);
  const testDir = parsed.data.config?.rootDir ?? root;
  const tests: TestRecord[] = [];
  const walk = (suite: PwSuite, path: string[], file: string | undefined): void => {
    for (const spec of suite.specs ?? []) {
      const specFile = repoPath(root, resolve(testDir, spec.file ?? file ?? suite.title));
      for (const t of spec.tests) {
        const outcome = playwrightOutcome(t.status, t.expectedStatus);
        tests.push({ runner: "playwright", file: specFile, title: spec.title, suite: path, outcome, project: t.projectName });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title], file);
  };
  // Top-level suites are files: their title is the file path, not a describe.
  for (const top of parsed.data.suites) walk(top, [], top.file ?? top.title);
  const problems: Problem[] = (parsed.data.errors ?? []).map((e) => ({
    severity: "warning" as const,
    kind: "results" as const,
    message: `playwright: ${(e.message ?? "error").split("\n")[0]}`,
  }));
  return { tests, problems };
}
