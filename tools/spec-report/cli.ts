/**
 * `npm run spec:report [-- --totals]`: reads the last test run's results (`reports/vitest.json`,
 * `reports/playwright.json`) and the clause catalogue, writes `reports/clauses.json` and
 * `reports/clauses.html`, and prints the one-line totals.
 *
 * The catalogue is `$SPEC_CLAUSES`, else `../shared/spec-clauses.md`, else
 * `/work/shared/spec-clauses.md`. Exit code: 0; 1 when a tag is malformed, unknown or retired
 * (or the catalogue has errors); 2 when the catalogue or every results file is missing or a
 * results file is not a runner's JSON report.
 * `--totals` prints only the totals line (after any problems); `--out DIR` writes elsewhere.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildReport, totalsLine } from "./build-report";
import { collectPlaywright, collectVitest, type Collected } from "./collect-results";
import { parseCatalogue } from "./parse-catalogue";
import { renderHtml } from "./render-html";
import type { Problem, SourceInfo, TestRecord } from "./types";

/** Where the CLI looks and writes; defaults are relative to `root`. */
export interface CliOptions {
  root: string;
  env: Record<string, string | undefined>;
  argv: string[];
  log: (line: string) => void;
  error: (line: string) => void;
  /** Catalogues tried after `../shared/` (tests pass `[]`). */
  fallbacks?: string[];
}

/** The catalogue used when neither `$SPEC_CLAUSES` nor `../shared/` has one (this machine's). */
export const FALLBACK_CATALOGUES = ["/work/shared/spec-clauses.md"];

/**
 * The catalogue to read: `$SPEC_CLAUSES` (which must exist when set), else
 * `<root>/../shared/spec-clauses.md`, else the first existing `fallbacks` entry.
 * @throws Error naming every place looked at when none exists
 */
export function findCatalogue(root: string, env: Record<string, string | undefined>, fallbacks = FALLBACK_CATALOGUES): string {
  if (env.SPEC_CLAUSES) {
    if (existsSync(env.SPEC_CLAUSES)) return env.SPEC_CLAUSES;
    throw new Error(`SPEC_CLAUSES=${env.SPEC_CLAUSES} does not exist`);
  }
  const candidates = [resolve(root, "../shared/spec-clauses.md"), ...fallbacks];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`no clause catalogue (looked for ${candidates.join(", ")}; set SPEC_CLAUSES to its path)`);
  return found;
}

/** `path` relative to `root` when inside it, else absolute. */
function display(root: string, path: string): string {
  const rel = relative(root, path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

const RUNNERS = [
  { runner: "vitest" as const, file: "vitest.json", collect: collectVitest },
  { runner: "playwright" as const, file: "playwright.json", collect: collectPlaywright },
];

/** Runs the report; returns the exit code. */
export function runCli({ root, env, argv, log, error, fallbacks }: CliOptions): number {
  const { values } = parseArgs({ args: argv, options: { totals: { type: "boolean" }, out: { type: "string" } } });
  const out = resolve(root, values.out ?? "reports");
  let cataloguePath: string;
  try {
    cataloguePath = findCatalogue(root, env, fallbacks);
  } catch (e) {
    error(`spec:report: ${(e as Error).message}`);
    return 2;
  }
  const catalogue = parseCatalogue(readFileSync(cataloguePath, "utf8"));
  const tests: TestRecord[] = [];
  const problems: Problem[] = [];
  const sources: SourceInfo[] = [];
  for (const { runner, file, collect } of RUNNERS) {
    const path = join(out, file);
    const shown = display(root, path);
    if (!existsSync(path)) {
      sources.push({ runner, path: shown, found: false, modified: null, tests: 0 });
      problems.push({ severity: "warning", kind: "results", message: `${shown} is missing: the ${runner} suite did not run, so clauses only it names show as untested` });
      continue;
    }
    let collected: Collected;
    try {
      collected = collect(JSON.parse(readFileSync(path, "utf8")), root);
    } catch (e) {
      error(`spec:report: ${shown}: ${(e as Error).message}`);
      return 2;
    }
    tests.push(...collected.tests);
    problems.push(...collected.problems);
    sources.push({ runner, path: shown, found: true, modified: statSync(path).mtime.toISOString(), tests: collected.tests.length });
  }
  if (!sources.some((s) => s.found)) {
    error(`spec:report: no test results in ${display(root, out)}: run \`npm test\` first`);
    return 2;
  }
  const report = buildReport({ catalogue, cataloguePath, tests, sources, problems });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "clauses.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(out, "clauses.html"), renderHtml(report));
  for (const p of report.problems) error(`spec:report: ${p.severity}: ${p.message}`);
  if (!values.totals) log(`spec:report: wrote ${display(root, join(out, "clauses.json"))} and ${display(root, join(out, "clauses.html"))}`);
  log(totalsLine(report.totals));
  return report.problems.some((p) => p.severity === "error") ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "cli.ts")) {
  process.exitCode = runCli({
    root: process.cwd(),
    env: process.env,
    argv: process.argv.slice(2),
    log: (l) => console.log(l),
    error: (l) => console.error(l),
  });
}
