#!/usr/bin/env node
/**
 * First step of `npm test`, `npm run test:e2e` and `.ci/run` (issue 24 §1): every system package
 * a suite spawns or needs, in one list. When one is missing it installs the missing packages with
 * apt (as root, or through passwordless sudo); when it cannot, it stops at once with the one
 * command to run. Never downloads a browser of its own (no `npx playwright install`).
 *
 * | file checked | Debian package | needed by |
 * |---|---|---|
 * | /usr/bin/chromium | chromium | the Playwright journeys and the bench (playwright.config.ts, bench/lib/browser.ts) |
 * | /usr/bin/fc-list | fontconfig | the font lookup of Chromium |
 * | /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc | fonts-noto-cjk | Chinese and Korean text (boxes without it) |
 * | /usr/sbin/nginx | nginx-light | the two-instance journey's load balancer (e2e/support/nginx.ts) |
 * | /usr/bin/redis-server | redis-server | the limits shared between instances (e2e/ops-instances.spec.ts, spec/support/redis.ts) |
 *
 * `spec/tooling/system-packages.test.ts` scans e2e/, spec/, bench/ and tools/ for the system
 * binaries they spawn and fails when one is not in {@link SYSTEM_PACKAGES}.
 *
 * Env: `ENSURE_SYSTEM_ROOT` (tests only) looks the files up under another root directory.
 * Exit codes: 0 ready, 1 missing and not installable here.
 */
import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The system packages of the test suites: the file whose presence shows the package is installed
 * (a binary for those a suite spawns), and the Debian package that provides it.
 * @type {ReadonlyArray<{ path: string; package: string; why: string }>}
 */
export const SYSTEM_PACKAGES = [
  { path: "/usr/bin/chromium", package: "chromium", why: "the browser of the journeys and the bench" },
  { path: "/usr/bin/fc-list", package: "fontconfig", why: "Chromium's font lookup" },
  { path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk", why: "Chinese and Korean glyphs" },
  { path: "/usr/sbin/nginx", package: "nginx-light", why: "the load balancer of the two-instance journey" },
  { path: "/usr/bin/redis-server", package: "redis-server", why: "the shared limits of several instances" },
];

/** The one command that installs every package of the list. */
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${SYSTEM_PACKAGES.map((p) => p.package).join(" ")}`;

/** The entries whose file is missing under `root` ("/" normally). */
export function missingPackages(root = process.env.ENSURE_SYSTEM_ROOT ?? "/") {
  return SYSTEM_PACKAGES.filter((p) => !existsSync(join(root, p.path)));
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return r.status === 0;
}

/** Installs what is missing when it can; returns the process exit code (see the module doc). */
function ensure() {
  const missing = missingPackages();
  if (missing.length === 0) return 0;
  const names = missing.map((p) => p.package);
  console.log(`[system] missing: ${missing.map((p) => `${p.package} (${p.why})`).join(", ")}; installing with apt-get…`);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = isRoot ? [] : spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status === 0 ? ["sudo", "-n"] : null;
  const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (sudo && hasApt) {
    const apt = (args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), "apt-get", ...args]) : run("apt-get", args));
    if (apt(["update"]) && apt(["install", "-y", ...names]) && missingPackages().length === 0) {
      console.log(`[system] installed: ${names.join(" ")}`);
      return 0;
    }
  }
  const command = `sudo apt-get update && sudo apt-get install -y ${names.join(" ")}`;
  console.error(`[system] cannot install the test suites' system packages here. Run this once, then npm test again:\n\n  ${command}\n`);
  return 1;
}

// Run as a script (not imported by the test of the list): the main module's URL is its real path.
if (process.argv[1] && existsSync(process.argv[1]) && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(ensure());
