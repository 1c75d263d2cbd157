/**
 * The e2e journeys in shards side by side (`npm run test:e2e`, after the builds).
 *
 * One mock gateway state is shared by every test of a Playwright run (reset before each), so a run
 * has one worker. To use both cores of the CI machine the suite is split into `E2E_SHARDS`
 * Playwright runs (`--shard=i/N`, default 2 on a machine with 4 or more cores, else 1), each with its own
 * portal, `/pre` portal and mock gateways on its own ports (`E2E_PORT` + 10 × (i − 1): each run
 * takes four ports) and its own server-log directory (`reports/e2e-logs/shard-i`, checked for
 * secrets by its own teardown). Each shard's lines are printed as they come, prefixed
 * `[e2e i/N]`; at the end the shards' blob reports are merged (`playwright merge-reports`) into
 * one summary (`N passed`, the failures) and, under `npm test` (`SPEC_REPORT=1`), the
 * `reports/playwright.json` the clause report reads.
 *
 * Arguments (a file, `-g pattern`, …) are passed to Playwright; with arguments the run is one
 * process, as `npx playwright test …` would be, unless `E2E_SHARDS` says otherwise.
 * Exit code: the first non-zero of the shards' (a test that failed, on its retry too in CI), else the merge's.
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3210);
// One by default: on the 2-core CI machine two shards' Chromiums and servers contend for the CPU and
// the timing-sensitive journeys flake (measured 2026-11-27); more cores, more shards.
const defaultShards = args.length > 0 || availableParallelism() < 4 ? 1 : 2;
const shards = Math.max(1, Math.floor(Number(process.env.E2E_SHARDS ?? defaultShards)) || 1);
const BLOBS = "reports/e2e-blobs";
const playwright = join("node_modules", ".bin", "playwright");

/** Runs shard `i` of `n`; resolves with its exit code. */
function runShard(i: number, n: number): Promise<number> {
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + 10 * (i - 1)),
    E2E_LOG_DIR: `reports/e2e-logs/shard-${i}`,
    E2E_BLOB_FILE: `shard-${i}.zip`,
    E2E_BLOB_DIR: `${BLOBS}/shard-${i}`,
    E2E_OUTPUT_DIR: `test-results/shard-${i}`,
  };
  const child = spawn(playwright, ["test", `--shard=${i}/${n}`, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = `[e2e ${i}/${n}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(prefix + line + "\n"));
  }
  return new Promise((resolve) => {
    child.on("error", (err) => {
      console.error(`${prefix}${err.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

if (shards === 1) {
  const r = spawnSync(playwright, ["test", ...args], { stdio: "inherit" });
  process.exitCode = r.status ?? 1;
} else {
  rmSync(BLOBS, { recursive: true, force: true });
  const codes = await Promise.all(Array.from({ length: shards }, (_, k) => runShard(k + 1, shards)));
  // One directory of blobs for the merge.
  const merged = join(BLOBS, "all");
  mkdirSync(merged, { recursive: true });
  for (let i = 1; i <= shards; i++) {
    const dir = join(BLOBS, `shard-${i}`);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir)) copyFileSync(join(dir, f), join(merged, f));
  }
  const json = process.env.SPEC_REPORT === "1";
  console.log(`\nThe ${shards} shards together:`);
  const merge = spawnSync(playwright, ["merge-reports", "--reporter", json ? "dot,json" : "dot", merged], {
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: "reports/playwright.json" },
  });
  process.exitCode = codes.find((c) => c !== 0) ?? merge.status ?? 1;
}
