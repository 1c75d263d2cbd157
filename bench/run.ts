/**
 * `npm run bench`: builds if needed, then for each set-up of bench/measurements.ts (the mock
 * gateway out of process, then embedded) starts the production portal on free loopback ports,
 * logs in as the demo owner, runs the set-up's measurements and stops what it started. Prints a
 * table against BUDGETS and writes bench/results.json. A budget miss and failed requests under
 * load are reported, not fatal (exit 0); a measurement that cannot be taken, a missing key or a
 * run over 6 minutes exits 1 and leaves results.json as it was. Every process started is stopped,
 * on success, failure, SIGINT and SIGTERM.
 *
 * `BENCH_ONLY=<regex>` runs only the measurements whose step name matches (case-insensitive),
 * prints their figures and writes nothing: for working on one figure. Set-ups with no matching
 * step are not started.
 *
 * `BENCH_BUILD_DIR=<dir>` serves that build (made with `PORTAL_BUILD_DIR=<dir> npx remix
 * vite:build`, e.g. with `PORTAL_STOCK` set) instead of building `build/`: to compare a patch
 * with the published package's behaviour (docs/performance.md).
 */
import { writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/build";
import type { BenchContext, Figures } from "./lib/context";
import { getPage, login, type Page } from "./lib/http";
import { closeBrowser } from "./lib/browser";
import { stopAll } from "./lib/process";
import { startGateway, startPortal } from "./lib/server";
import { printTable, summary, withinBudget } from "./lib/report";
import { BUDGETS, METRICS, SETUPS, type Setup } from "./measurements";

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = join(BENCH_DIR, "..");
const USER = { name: "owner", password: "Owner2026" };
/** Milliseconds the whole bench may take before it gives up (≈ 8–10 min on a quiet 2-core host, 2–3× that on a loaded one). */
const WATCHDOG_MS = 30 * 60_000;
/** `BENCH_ONLY`: a case-insensitive pattern of step names to run, or undefined for all. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : undefined;
/** `BENCH_BUILD_DIR`: the build to serve, absolute (default: `build/`, built when stale). */
const BUILD_DIR = process.env.BENCH_BUILD_DIR ? resolve(ROOT, process.env.BENCH_BUILD_DIR) : undefined;

/** Starts a set-up, logs in, runs its measurements into `results`/`details`, stops it. */
async function runSetup(setup: Setup, results: Figures, details: Record<string, unknown>): Promise<void> {
  console.log(`\n== ${setup.name}: starting…`);
  try {
    const gateway = setup.outOfProcess ? await startGateway(ROOT) : undefined;
    const portal = await startPortal(ROOT, gateway, BUILD_DIR);
    console.log(`portal ${portal.baseUrl} (pid ${portal.pid}), gateway ${portal.gatewayUrl}${gateway ? ` (pid ${gateway.pid})` : " (embedded)"}`);
    const session = await login(portal.baseUrl, USER.name, USER.password);
    console.log(`logged in as ${USER.name}: ${session.status} → ${session.redirect}`);
    details[`login${portal.embedded ? "_embedded" : ""}`] = { status: session.status, redirect: session.redirect };
    if (!session.redirect.includes("/entry/")) console.warn(`warning: login redirected to ${session.redirect}, not /entry/…`);

    const pages = new Map<string, Promise<Page>>();
    const ctx: BenchContext = {
      root: ROOT,
      buildDir: BUILD_DIR ?? join(ROOT, "build"),
      portal,
      gateway,
      cookie: session.cookie,
      results,
      details,
      page: (path, withSession) => {
        const key = `${withSession ? "session" : "anonymous"} ${path}`;
        if (!pages.has(key)) pages.set(key, getPage(portal.baseUrl, path, withSession ? session.cookie : ""));
        return pages.get(key)!;
      },
    };
    for (const m of setup.measurements) {
      const started = Date.now();
      process.stdout.write(`measuring ${m.name}… `);
      Object.assign(results, await m.run(ctx));
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await closeBrowser();
    await stopAll();
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  if (!BUILD_DIR) ensureBuild(ROOT);
  const results: Figures = {};
  const details: Record<string, unknown> = {};
  if (ONLY) {
    for (const setup of SETUPS) {
      const measurements = setup.measurements.filter((m) => ONLY.test(m.name));
      if (measurements.length) await runSetup({ ...setup, measurements }, results, details);
    }
    console.log(JSON.stringify(details, null, 1));
    printTable(results, BUDGETS);
    console.log(`\nBENCH_ONLY=${process.env.BENCH_ONLY}: ${Object.keys(results).length} figures, results.json left as it was`);
    return Object.keys(results).length ? 0 : 1;
  }
  for (const setup of SETUPS) await runSetup(setup, results, details);

  const missing = Object.keys(METRICS).filter((k) => !(k in results));
  if (missing.length) throw new Error(`no figure for ${missing.join(", ")}`);
  printTable(results, BUDGETS);
  const out = {
    measured_at: new Date().toISOString(),
    node: process.version,
    duration_s: Math.round((Date.now() - started) / 1000),
    results,
    budgets: Object.fromEntries(Object.entries(BUDGETS).map(([k, { unit: _unit, ...b }]) => [k, b])),
    details,
  };
  await writeFile(join(BENCH_DIR, "results.json"), `${JSON.stringify(out, null, 2)}\n`);
  const over = Object.entries(results).filter(([k, v]) => BUDGETS[k] && !withinBudget(v, BUDGETS[k]));
  console.log(`\nwrote bench/results.json in ${out.duration_s} s`);
  console.log(over.length ? `over budget: ${over.map(([k]) => k).join(", ")}` : "every budget met");
  console.log(summary(results));
  return 0;
}

const fail = (why: string, code: number) => () =>
  void stopAll().finally(() => {
    console.error(`\nbench stopped: ${why}`);
    process.exit(code);
  });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, fail(signal, 130));
setTimeout(fail(`over ${WATCHDOG_MS / 60_000} minutes`, 1), WATCHDOG_MS).unref();

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`\nbench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    void stopAll().finally(() => process.exit(1));
  },
);
