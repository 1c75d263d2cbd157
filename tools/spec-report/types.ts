/**
 * Shapes shared by the clause report (`npm run spec:report`): the catalogue's clauses, the test
 * records read from the runners' JSON reports, and the report written to `reports/clauses.json`.
 */

/** A test's outcome in one run. `flaky`: Playwright saw it fail, then pass on a retry. */
export type Outcome = "passed" | "failed" | "skipped" | "flaky";

/**
 * A clause's status in one run: `holds` (at least one naming test ran and every one passed),
 * `fails` (a naming test failed or was flaky), `untested` (no naming test ran).
 */
export type Status = "holds" | "fails" | "untested";

/** One section `## PREFIX — title` of the catalogue. */
export interface Family {
  prefix: string;
  title: string;
}

/** One clause line `- **PREFIX-NN** — text …` of the catalogue. */
export interface Clause {
  id: string;
  /** The ID's prefix, e.g. `ENTRY`. */
  family: string;
  /** The statement, without its Resolution and its source. */
  text: string;
  /** The text after `Resolution:`, when the clause has one. */
  resolution: string | null;
  /** The `(source: …)` citation, when present. */
  source: string | null;
  /** The reason of a `(retired: reason)` mark; null for a live clause. */
  retired: string | null;
  /** 1-based line in the catalogue. */
  line: number;
}

/** One test as a runner reported it. */
export interface TestRecord {
  runner: "vitest" | "playwright";
  /** Path relative to the repository root, `/`-separated. */
  file: string;
  title: string;
  /** The enclosing describe titles, outermost first. */
  suite: string[];
  outcome: Outcome;
  /** Playwright project name; absent for vitest. */
  project?: string;
}

/** Something wrong with the catalogue, the results or a tag. Errors make the CLI exit 1. */
export interface Problem {
  severity: "error" | "warning";
  kind: "unknown-id" | "malformed-id" | "retired-id" | "catalogue" | "results";
  message: string;
  file?: string;
  title?: string;
}

/** Counts of clauses by status; `retired` clauses are counted apart from the three statuses. */
export interface Counts {
  total: number;
  holds: number;
  fails: number;
  untested: number;
  /** Clauses whose `fails` comes (also) from a flaky test. */
  flaky: number;
  retired: number;
}

/** How many test records name a clause, per runner (a Playwright test counts once per project). */
export interface NamedBy {
  vitest: number;
  playwright: number;
}

export interface ClauseReport extends Clause {
  familyTitle: string;
  status: Status;
  /** True when a naming test was flaky. */
  flaky: boolean;
  /** The tests naming the clause, counted per runner (skipped ones included). */
  namedBy: NamedBy;
  tests: TestRecord[];
}

/** Where a runner's results came from. */
export interface SourceInfo {
  runner: TestRecord["runner"];
  path: string;
  found: boolean;
  /** ISO time the results file was last written. */
  modified: string | null;
  tests: number;
}

/** The whole report, as written to `reports/clauses.json`. */
export interface Report {
  generatedAt: string;
  catalogue: string;
  sources: SourceInfo[];
  totals: Counts;
  tests: { total: number; tagged: number; untagged: number };
  families: (Family & Counts)[];
  clauses: ClauseReport[];
  problems: Problem[];
}
