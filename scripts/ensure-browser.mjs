#!/usr/bin/env node
/**
 * Set-up step of `npm run test:e2e` (issue 5 §7): the journeys need Debian's Chromium at
 * /usr/bin/chromium and the Noto CJK fonts (without them Chinese and Korean render as boxes).
 * When either is missing it installs them with apt (as root, or through passwordless sudo);
 * when it cannot, it stops at once with the one command to run. Never downloads a browser of
 * its own (no `npx playwright install`).
 *
 * Exit codes: 0 ready, 1 missing and not installable here.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Where the journeys expect the browser (playwright.config.ts); CHROMIUM_PATH overrides it for tests. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PACKAGES = ["chromium", "fonts-noto-cjk", "fontconfig"];
const COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(" ")}`;

function hasCjkFont() {
  try {
    return /noto.*cjk/i.test(execFileSync("fc-list", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }));
  } catch {
    return false;
  }
}

function ready() {
  return existsSync(CHROMIUM) && hasCjkFont();
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return r.status === 0;
}

if (ready()) process.exit(0);

const missing = [!existsSync(CHROMIUM) && "Chromium", !hasCjkFont() && "the Noto CJK fonts"].filter(Boolean).join(" and ");
console.log(`[e2e] ${missing} missing: installing ${PACKAGES.join(" ")} with apt-get…`);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const sudo = isRoot ? [] : spawnSync("sudo", ["-n", "true"]).status === 0 ? ["sudo", "-n"] : null;
const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
if (sudo && hasApt) {
  const apt = (args) => (sudo.length ? run(sudo[0], [...sudo.slice(1), "apt-get", ...args]) : run("apt-get", args));
  if (apt(["update"]) && apt(["install", "-y", ...PACKAGES]) && ready()) {
    console.log("[e2e] Chromium and the CJK fonts are installed.");
    process.exit(0);
  }
}
console.error(`[e2e] cannot set up the browser here. Run this once, then npm test again:\n\n  ${COMMAND}\n`);
process.exit(1);
