/**
 * The installer's list against what the suites spawn (issue 24 §1): every system binary that
 * e2e/, spec/, bench/ and tools/ (and playwright.config.ts) start — an absolute `/usr/bin/…`,
 * `/usr/sbin/…` or `/bin/…` path, or the literal command of a `spawn`/`execFile`/`exec` call — is
 * either installed by `scripts/ensure-system.mjs` or part of every Debian system and Node install.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SYSTEM_PACKAGES } from "../../scripts/ensure-system.mjs";

const ROOT = join(import.meta.dirname, "../..");
const SELF = relative(ROOT, import.meta.filename);
const SCANNED = ["e2e", "spec", "bench", "tools", "playwright.config.ts"];

/**
 * Commands present wherever the suites can run at all: Debian's essential packages (coreutils,
 * bash, dash, libc-bin, procps…) and Node itself.
 */
const BASE_SYSTEM = new Set(["node", "npm", "npx", "sh", "bash", "env", "sleep", "getconf", "kill", "true", "false", "cat", "ps", "sudo", "apt-get"]);

/** The system commands `source` starts or names by absolute path. */
function spawnedCommands(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/(?<![\w./-])\/(?:usr\/(?:local\/)?)?s?bin\/[\w.+-]+/g)) found.add(m[0]);
  for (const m of source.matchAll(/\b(?:spawn|spawnSync|execFile|execFileSync|exec|execSync|execa)\(\s*(["'`])([^"'`]+?)\1/g)) {
    const command = m[2]!.trim().split(/\s+/)[0]!;
    if (!command.startsWith("$")) found.add(command);
  }
  return [...found];
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) =>
    e.name === "node_modules" || e.name.startsWith(".") ? [] : e.isDirectory() ? filesUnder(join(path, e.name)) : /\.(ts|tsx|mts|mjs|js)$/.test(e.name) ? [join(path, e.name)] : [],
  );
}

const installed = new Set(SYSTEM_PACKAGES.flatMap((p) => [p.path, basename(p.path)]));
const covered = (command: string) => installed.has(command) || BASE_SYSTEM.has(basename(command));

describe("scripts/ensure-system.mjs installs what the suites spawn", () => {
  it("finds a spawned binary by path, by a spawn call's command, and not in ordinary strings", () => {
    const source = [
      'spawn("/usr/sbin/nginx", ["-p", prefix]);',
      "execFileSync('ffmpeg', ['-i', file]);",
      "spawnSync(`redis-server --port ${port}`)",
      'const note = "run the binary later"; const url = "/api/bin/x";',
    ].join("\n");
    expect(spawnedCommands(source).sort()).toEqual(["/usr/sbin/nginx", "ffmpeg", "redis-server"]);
    expect(covered("ffmpeg")).toBe(false);
    // Built, not written out: this file names no binary the installer lacks.
    expect(covered(["", "usr", "bin", "convert"].join("/"))).toBe(false);
  });

  it("every system binary spawned in e2e/, spec/, bench/ and tools/ is in the installer's list", () => {
    const files = SCANNED.flatMap(filesUnder).filter((f) => f !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const uses = files.flatMap((file) => spawnedCommands(readFileSync(join(ROOT, file), "utf8")).map((command) => ({ file, command })));
    // The suites do spawn nginx, Redis and Chromium: the scan sees them.
    for (const needed of ["/usr/sbin/nginx", "/usr/bin/redis-server", "/usr/bin/chromium"]) expect(uses.map((u) => u.command)).toContain(needed);
    expect(uses.filter((u) => !covered(u.command))).toEqual([]);
  });

  it("lists each file with the Debian package that provides it", () => {
    expect(SYSTEM_PACKAGES.map((p) => p.package).sort()).toEqual(["chromium", "fontconfig", "fonts-noto-cjk", "nginx-light", "redis-server"]);
    for (const p of SYSTEM_PACKAGES) expect(p.path).toMatch(/^\/usr\//);
  });
});
