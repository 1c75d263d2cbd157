#!/usr/bin/env node
/**
 * `.ci/run`'s closing summary: reads the log of `npm test` (the path is the first argument) and
 * prints `tests: P passed, F failed, K flaky (passed on retry)` and the clause report's last
 * `clauses: …` line (or says the report was not reached).
 *
 * Counts: vitest's ` Tests  12 passed | 1 failed (13)` line and Playwright's list-reporter lines
 * `  7 passed (41.2s)`, `  2 failed`, `  1 flaky`, ANSI colours stripped. A log without one of
 * them counts 0 (no match is not an error: the stop-33 CI failed when a bash `grep` without a
 * match ended `.ci/run` under `set -o pipefail`). Always exits 0; a missing log prints nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * @param {string} log the whole output of `npm test`
 * @returns {{ passed: number, failed: number, flaky: number, clauses: string | null }}
 */
export function summarise(log) {
  const lines = log.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "").split(/\r?\n/);
  const count = (re) => lines.reduce((s, l) => s + (re.test(l) ? Number(re.exec(l)[1]) : 0), 0);
  /** vitest's "Tests" line holds several counts: "Tests  3 failed | 12 passed (15)". */
  const vitest = (word) =>
    lines
      .filter((l) => /^\s*Tests\s/.test(l))
      .reduce((s, l) => s + Number(new RegExp(`(\\d+) ${word}`).exec(l)?.[1] ?? 0), 0);
  const clauses = lines.filter((l) => l.startsWith("clauses: ")).at(-1) ?? null;
  return {
    passed: vitest("passed") + count(/^\s+(\d+) passed/),
    failed: vitest("failed") + count(/^\s+(\d+) failed/),
    flaky: count(/^\s+(\d+) flaky/),
    clauses,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = process.argv[2];
  if (path && existsSync(path)) {
    const s = summarise(readFileSync(path, "utf8"));
    console.log(`\ntests: ${s.passed} passed, ${s.failed} failed, ${s.flaky} flaky (passed on retry)`);
    console.log(s.clauses ?? "clauses: no report (npm test did not reach spec:report)");
  }
}
