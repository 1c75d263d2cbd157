/**
 * The set-up step of `npm test` (issue 24 §1): with every system package present it passes
 * silently; when packages are missing and cannot be installed here, it stops at once with the
 * one command to run, naming every missing package.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const script = "scripts/ensure-system.mjs";
/** A PATH holding only `node`: no apt-get, no sudo. */
function nodeOnlyPath(): string {
  const dir = mkdtempSync(join(tmpdir(), "node-only-"));
  symlinkSync(process.execPath, join(dir, "node"));
  return dir;
}

/** A root directory holding only `files` (empty files). */
function rootWith(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "system-root-"));
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), "");
  }
  return root;
}

const runIn = (root: string) =>
  spawnSync(process.execPath, [script], { encoding: "utf8", env: { PATH: nodeOnlyPath(), ENSURE_SYSTEM_ROOT: root, NODE_ENV: "test" }, timeout: 10_000 });

describe("npm test's system set-up", () => {
  it("passes without a word when every package is there", () => {
    const r = runIn(rootWith(["/usr/bin/chromium", "/usr/bin/fc-list", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/sbin/nginx", "/usr/bin/redis-server"]));
    expect(r.status).toBe(0);
    expect(r.stdout + r.stderr).toBe("");
  });

  it("stops at once with the one install command when packages are missing and apt is not available", () => {
    const r = runIn(rootWith([]));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("sudo apt-get update && sudo apt-get install -y chromium fontconfig fonts-noto-cjk nginx-light redis-server");
  });

  it("names only what is missing: nginx and Redis on a machine that has the browser", () => {
    const r = runIn(rootWith(["/usr/bin/chromium", "/usr/bin/fc-list", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"]));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("nginx-light");
    expect(r.stderr).toContain("sudo apt-get update && sudo apt-get install -y nginx-light redis-server\n");
  });
});
