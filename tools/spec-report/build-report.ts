/**
 * Joins the catalogue with the test records: which tests name each clause, and its status.
 *
 * A test names the clauses tagged in its own title and in its describe titles (see ids.ts).
 * Status: `untested` when no naming test ran (skipped tests do not count), `fails` when one
 * failed or was flaky (it failed in this run before passing on a retry, so the clause did not
 * reliably hold; the clause is flagged `flaky`), else `holds`. Retired clauses keep a status but
 * are counted apart. Errors: a tag that is malformed, names no clause of the catalogue, or names
 * a retired clause.
 */
import { parseTags } from "./ids";
import type { Catalogue } from "./parse-catalogue";
import type { ClauseReport, Counts, Problem, Report, SourceInfo, Status, TestRecord } from "./types";

export interface BuildInput {
  catalogue: Catalogue;
  cataloguePath: string;
  tests: TestRecord[];
  sources: SourceInfo[];
  /** Problems found while collecting (kept in the report). */
  problems?: Problem[];
  generatedAt?: Date;
}

function statusOf(tests: TestRecord[]): Status {
  const ran = tests.filter((t) => t.outcome !== "skipped");
  if (ran.length === 0) return "untested";
  return ran.some((t) => t.outcome === "failed" || t.outcome === "flaky") ? "fails" : "holds";
}

function count(clauses: ClauseReport[]): Counts {
  const c: Counts = { total: clauses.length, holds: 0, fails: 0, untested: 0, flaky: 0, retired: 0 };
  for (const cl of clauses) {
    if (cl.retired !== null) {
      c.retired += 1;
      continue;
    }
    c[cl.status] += 1;
    if (cl.flaky) c.flaky += 1;
  }
  return c;
}

function where(t: TestRecord): string {
  return `${t.file}: ${[...t.suite, t.title].join(" › ")}`;
}

/** Builds the report. Pure: the same input gives the same report. */
export function buildReport(input: BuildInput): Report {
  const { catalogue, tests } = input;
  const problems: Problem[] = [...catalogue.problems, ...(input.problems ?? [])];
  const byId = new Map<string, ClauseReport>();
  const clauses: ClauseReport[] = catalogue.clauses.map((c) => {
    const familyTitle = catalogue.families.find((f) => f.prefix === c.family)?.title ?? "";
    const report: ClauseReport = { ...c, familyTitle, status: "untested", flaky: false, namedBy: { vitest: 0, playwright: 0 }, tests: [] };
    byId.set(c.id, report);
    return report;
  });
  let tagged = 0;
  for (const t of tests) {
    const ids = new Set<string>();
    for (const title of [...t.suite, t.title]) {
      const parsed = parseTags(title);
      parsed.ids.forEach((id) => ids.add(id));
      for (const bad of parsed.malformed) {
        problems.push({ severity: "error", kind: "malformed-id", file: t.file, title: t.title, message: `malformed clause tag ${bad} in ${where(t)} (write one ID per bracket: [GW-17][GW-18])` });
      }
    }
    if (ids.size > 0) tagged += 1;
    for (const id of ids) {
      const clause = byId.get(id);
      if (!clause) {
        problems.push({ severity: "error", kind: "unknown-id", file: t.file, title: t.title, message: `${id} is not in the catalogue, named by ${where(t)}` });
        continue;
      }
      if (clause.retired !== null) {
        problems.push({ severity: "error", kind: "retired-id", file: t.file, title: t.title, message: `${id} is retired (${clause.retired}), named by ${where(t)}` });
      }
      clause.tests.push(t);
      clause.namedBy[t.runner] += 1;
    }
  }
  for (const c of clauses) {
    c.status = statusOf(c.tests);
    c.flaky = c.tests.some((t) => t.outcome === "flaky");
  }
  const prefixes = [...new Set([...catalogue.families.map((f) => f.prefix), ...clauses.map((c) => c.family)])];
  const families = prefixes.map((prefix) => ({
    prefix,
    title: catalogue.families.find((f) => f.prefix === prefix)?.title ?? "",
    ...count(clauses.filter((c) => c.family === prefix)),
  }));
  return {
    generatedAt: (input.generatedAt ?? new Date()).toISOString(),
    catalogue: input.cataloguePath,
    sources: input.sources,
    totals: count(clauses),
    tests: { total: tests.length, tagged, untagged: tests.length - tagged },
    families: families.filter((f) => f.total > 0),
    clauses,
    problems,
  };
}

/**
 * The one-line totals, e.g. `clauses: 212 hold, 0 fail, 248 untested`; a flaky count follows the
 * fails and a retired count comes last, each only when not zero.
 */
export function totalsLine(c: Counts): string {
  const fail = `${c.fails} fail${c.flaky > 0 ? ` (${c.flaky} flaky)` : ""}`;
  const retired = c.retired > 0 ? `, ${c.retired} retired` : "";
  return `clauses: ${c.holds} hold, ${fail}, ${c.untested} untested${retired}`;
}
