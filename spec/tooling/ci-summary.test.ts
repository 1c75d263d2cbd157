/**
 * `.ci/run`'s closing summary (scripts/ci-summary.mjs and the EXIT trap that calls it). Stop 33's
 * CI ran every test green and still failed: the trap's flaky count was a grep pipeline that, with
 * no flaky test to match, ended the trap with status 1 under `set -o pipefail`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { summarise } from "../../scripts/ci-summary.mjs";

const GREEN = [
  " Test Files  202 passed (202)",
  "      Tests  1890 passed (1890)",
  "log secret check: 31972 lines in 3 log files",
  "",
  "  320 passed (34.4m)",
  "clauses: 402 hold, 0 fail, 73 untested",
].join("\n");

const MIXED = [
  "\x1b[32m      Tests  \x1b[31m2 failed\x1b[39m | 10 passed (12)",
  "  1 failed",
  "  3 flaky",
  "  316 passed (37.5m)",
  "clauses: 1 hold, 0 fail, 0 untested",
  "clauses: 399 hold, 3 fail (3 flaky), 73 untested",
].join("\n");

describe("ci summary", () => {
  it("counts vitest and Playwright together; no flaky line is 0 flaky, not an error", () => {
    expect(summarise(GREEN)).toEqual({ passed: 2210, failed: 0, flaky: 0, clauses: "clauses: 402 hold, 0 fail, 73 untested" });
  });

  it("strips colours, reads failed and flaky, keeps the last clauses line", () => {
    expect(summarise(MIXED)).toEqual({ passed: 326, failed: 3, flaky: 3, clauses: "clauses: 399 hold, 3 fail (3 flaky), 73 untested" });
  });

  it("a log without the report says the report was not reached", () => {
    expect(summarise("npm test: unit tests failed; e2e not run").clauses).toBeNull();
  });

  /** Runs .ci/run's own `summary` trap under its own shell options, the run ending with `status`. */
  function trap(log: string, status: number) {
    const dir = mkdtempSync(join(tmpdir(), "ci-summary-"));
    const file = join(dir, "test.log");
    writeFileSync(file, log);
    const source = readFileSync(".ci/run", "utf8");
    const fn = /^summary\(\) \{[\s\S]*?^\}$/m.exec(source)?.[0];
    expect(fn, ".ci/run defines summary()").toBeTruthy();
    const script = `set -euo pipefail\nLOG=${JSON.stringify(file)}\n${fn}\ntrap summary EXIT\nexit ${status}\n`;
    return spawnSync("bash", ["-c", script], { encoding: "utf8" });
  }

  it(".ci/run's trap passes a green run with no flaky test as CI OK, exit 0", () => {
    const r = trap(GREEN, 0);
    expect(r.stdout).toContain("tests: 2210 passed, 0 failed, 0 flaky (passed on retry)");
    expect(r.stdout).toContain("clauses: 402 hold, 0 fail, 73 untested");
    expect(r.stdout).toContain("==> CI OK");
    expect(r.status).toBe(0);
  });

  it(".ci/run's trap keeps a failed run's status", () => {
    const r = trap(MIXED, 1);
    expect(r.stdout).toContain("tests: 326 passed, 3 failed, 3 flaky (passed on retry)");
    expect(r.stdout).toContain("==> CI FAILED (exit 1)");
    expect(r.status).toBe(1);
  });
});
