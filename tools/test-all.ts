/**
 * `npm test`: first the system set-up (`scripts/ensure-system.mjs`: Chromium, the CJK fonts, nginx
 * and Redis installed with apt when possible, else a stop at once with the command to run), then the unit
 * suites (vitest), then — when they pass — build + the e2e journeys
 * (Playwright), then always the clause report's totals line (`npm run spec:report -- --totals`).
 *
 * The e2e suite is skipped after a unit failure, as `test:unit && test:e2e` did (the run has
 * failed already; CI time is kept). The previous run's JSON results are deleted first, so the
 * report never mixes runs: skipped e2e shows as missing results, not stale ones.
 * Exit code: the first failing step's (unit, e2e, then report: 1 for a bad clause tag).
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs `npm run <script>` in this terminal; returns its exit code (1 for a signal). */
function run(script: string, ...args: string[]): number {
  // SPEC_REPORT=1: vitest and Playwright write the JSON results the clause report reads.
  const env = { ...process.env, SPEC_REPORT: "1" };
  const r = spawnSync(npm, ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], { stdio: "inherit", env });
  if (r.error) console.error(`npm test: ${script}: ${r.error.message}`);
  if (r.signal) process.kill(process.pid, r.signal);
  return r.status ?? 1;
}

for (const f of ["reports/vitest.json", "reports/playwright.json"]) rmSync(f, { force: true });
// Before anything else: a machine that cannot run the suites is told so at once.
const system = spawnSync(process.execPath, ["scripts/ensure-system.mjs"], { stdio: "inherit" });
if (system.status !== 0) {
  process.exitCode = system.status ?? 1;
  process.exit();
}
const unit = run("test:unit");
const e2e = unit === 0 ? run("test:e2e") : 0;
if (unit !== 0) console.error("npm test: unit tests failed; e2e not run");
const report = run("spec:report", "--totals");
process.exitCode = unit || e2e || report;
