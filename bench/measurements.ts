/**
 * What `npm run bench` measures and the budgets it checks. To add a metric, add a budget (if it
 * has one) and a measurement to MEASUREMENTS; a measurement may return several keys and read
 * earlier results from `ctx.results`.
 */
import { join } from "node:path";
import { firstLoadScripts, gzipSizes } from "./lib/assets";
import type { Page } from "./lib/http";
import { load } from "./lib/load";

/** What every measurement gets. */
export interface BenchContext {
  root: string;
  baseUrl: string;
  /** Cookie header of the logged-in demo session (owner). */
  cookie: string;
  /** Results so far, by metric key. */
  results: Record<string, number>;
  /** Non-numeric facts worth keeping in results.json (paths used, file sizes…). */
  details: Record<string, unknown>;
  /** SSR page fetched with the session (cached per path). */
  page(path: string, withSession: boolean): Promise<Page>;
}

/** One step of the bench: returns metric key → number. */
export interface Measurement {
  name: string;
  run(ctx: BenchContext): Promise<Record<string, number>>;
}

/** A budget: the value must be ≤ max and/or ≥ min. */
export interface Budget {
  max?: number;
  min?: number;
  unit: string;
}

export const LOGIN_PATH = "/login";
export const SHELL_PATH = "/entry/1001/ERP";
const LOAD = { connections: 20, duration: 10 };
const WARM_UP = { connections: 20, duration: 2 };

/** Budgets by metric key (set in the issues). */
export const BUDGETS: Record<string, Budget> = {
  login_js_gzip_bytes: { max: 150 * 1024, unit: "B" },
  shell_js_gzip_bytes: { max: 180 * 1024, unit: "B" },
  shell_static_ratio: { min: 0.25, unit: "" },
  ssr_shell_p95_ms: { max: 50, unit: "ms" },
};

/** Sum of the gzip sizes of the page's first-load scripts; the file list goes to details. */
async function firstLoadJs(ctx: BenchContext, path: string, withSession: boolean, key: string) {
  const page = await ctx.page(path, withSession);
  const scripts = firstLoadScripts(page.html);
  if (scripts.length === 0) throw new Error(`${page.path}: no /assets/*.js found in the SSR HTML`);
  const sizes = await gzipSizes(join(ctx.root, "build", "client"), scripts);
  ctx.details[key] = { path: page.path, files: sizes };
  return { [key]: Object.values(sizes).reduce((a, b) => a + b, 0) };
}

export const MEASUREMENTS: Measurement[] = [
  {
    name: "first-load JS of /login (gzip -9)",
    run: (ctx) => firstLoadJs(ctx, LOGIN_PATH, false, "login_js_gzip_bytes"),
  },
  {
    name: `first-load JS of ${SHELL_PATH} (gzip -9)`,
    run: (ctx) => firstLoadJs(ctx, SHELL_PATH, true, "shell_js_gzip_bytes"),
  },
  {
    name: `SSR throughput of ${SHELL_PATH} vs a static asset (${LOAD.connections} connections, ${LOAD.duration} s each)`,
    run: async (ctx) => {
      const shell = await ctx.page(SHELL_PATH, true);
      const scripts = firstLoadScripts(shell.html);
      const asset = scripts.find((s) => s.includes("entry.client")) ?? scripts[0];
      if (!asset) throw new Error(`${shell.path}: no static asset to compare with`);
      const headers = { cookie: ctx.cookie, accept: "text/html" };
      const shellUrl = new URL(shell.path, ctx.baseUrl).href;
      await load({ url: shellUrl, headers, ...WARM_UP });
      const ssr = await load({ url: shellUrl, headers, ...LOAD });
      const staticLoad = await load({ url: new URL(asset, ctx.baseUrl).href, ...LOAD });
      ctx.details.load = {
        shell: { path: shell.path, requests: ssr.requests, p50_ms: ssr.p50Ms },
        static: { path: asset, requests: staticLoad.requests, p95_ms: staticLoad.p95Ms },
        ...LOAD,
      };
      return {
        ssr_shell_rps: round(ssr.rps, 1),
        ssr_shell_p95_ms: round(ssr.p95Ms, 2),
        ssr_static_rps: round(staticLoad.rps, 1),
        shell_static_ratio: round(ssr.rps / staticLoad.rps, 3),
      };
    },
  },
];

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
