/**
 * The set-up step of `npm test` (issue 5 §7): with Chromium present it passes silently; when the
 * browser is missing and cannot be installed here, it stops at once with the one command to run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = "scripts/ensure-browser.mjs";
/** A PATH holding only `node`: no apt-get, no sudo, no fc-list. */
function nodeOnlyPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "node-only-"));
  symlinkSync(process.execPath, join(dir, "node"));
  return dir;
}

describe("npm test's browser set-up", () => {
  it("passes when Chromium and the CJK fonts are there", () => {
    const r = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(r.status).toBe(0);
  });

  it("stops at once with the install command when the browser is missing and apt is not available", () => {
    const r = spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { PATH: nodeOnlyPath(), CHROMIUM_PATH: "/nonexistent/chromium", NODE_ENV: "test" },
      timeout: 10_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("apt-get install -y chromium fonts-noto-cjk fontconfig");
  });
});
