/**
 * `npm run bench`: builds if needed, starts the production portal with its embedded mock
 * gateway on free ports, logs in as the demo owner, runs MEASUREMENTS, prints a table against
 * BUDGETS and writes bench/results.json. A budget miss is reported, not fatal (exit 0); a
 * measurement that cannot be taken exits 1 and leaves results.json as it was.
 */
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./lib/build";
import { getPage, login, type Page } from "./lib/http";
import { startPortal, type Portal } from "./lib/server";
import { BUDGETS, MEASUREMENTS, type Budget, type BenchContext } from "./measurements";

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = join(BENCH_DIR, "..");
const USER = { name: "owner", password: "Owner2026" };

function withinBudget(value: number, budget: Budget): boolean {
  return (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
}

function describeBudget(budget: Budget | undefined): string {
  if (!budget) return "—";
  const parts: string[] = [];
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}${budget.unit ? ` ${budget.unit}` : ""}`);
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}${budget.unit ? ` ${budget.unit}` : ""}`);
  return parts.join(", ");
}

function printTable(results: Record<string, number>): void {
  const rows = Object.entries(results).map(([metric, value]) => {
    const budget = BUDGETS[metric];
    return [metric, String(value), describeBudget(budget), budget ? (withinBudget(value, budget) ? "ok" : "OVER") : "—"];
  });
  const header = ["metric", "value", "budget", "ok?"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  ensureBuild(ROOT);
  let portal: Portal | undefined;
  const stop = async () => {
    const p = portal;
    portal = undefined;
    await p?.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  try {
    console.log("starting the portal (production build, embedded mock gateway)…");
    portal = await startPortal(ROOT);
    console.log(`portal on ${portal.baseUrl}, mock gateway on port ${portal.mockGatewayPort}`);
    const session = await login(portal.baseUrl, USER.name, USER.password);
    console.log(`logged in as ${USER.name}: ${session.status} → ${session.redirect}`);
    const details: Record<string, unknown> = { login: { status: session.status, redirect: session.redirect } };
    if (!session.redirect.includes("/entry/")) {
      console.warn(`warning: login redirected to ${session.redirect}, not /entry/…`);
    }

    const pages = new Map<string, Promise<Page>>();
    const baseUrl = portal.baseUrl;
    const ctx: BenchContext = {
      root: ROOT,
      baseUrl,
      cookie: session.cookie,
      results: {},
      details,
      page: (path, withSession) => {
        const key = `${withSession ? "session" : "anonymous"} ${path}`;
        let page = pages.get(key);
        if (!page) {
          page = getPage(baseUrl, path, withSession ? session.cookie : "");
          pages.set(key, page);
        }
        return page;
      },
    };

    for (const m of MEASUREMENTS) {
      const started = Date.now();
      process.stdout.write(`measuring ${m.name}… `);
      Object.assign(ctx.results, await m.run(ctx));
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    printTable(ctx.results);
    const budgets = Object.fromEntries(
      Object.entries(BUDGETS).map(([k, b]) => [k, { ...(b.max !== undefined && { max: b.max }), ...(b.min !== undefined && { min: b.min }) }]),
    );
    const out = {
      measured_at: new Date().toISOString(),
      node: process.version,
      results: ctx.results,
      budgets,
      details: ctx.details,
    };
    await writeFile(join(BENCH_DIR, "results.json"), `${JSON.stringify(out, null, 2)}\n`);
    const over = Object.entries(ctx.results).filter(([k, v]) => BUDGETS[k] && !withinBudget(v, BUDGETS[k]));
    console.log(
      `\nwrote bench/results.json; ${over.length ? `over budget: ${over.map(([k]) => k).join(", ")}` : "every budget met"}`,
    );
    return 0;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`\nbench failed: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
    process.exit(1);
  },
);
