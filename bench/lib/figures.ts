/**
 * The measurements behind the keys of bench/measurements.ts: first-load JS, time to first byte,
 * and load runs with the portal's (and the standalone gateway's) CPU time per request.
 */
import { join } from "node:path";
import { firstLoadScripts, gzipSizes, i18nFirstLoadScripts } from "./assets";
import type { MetricKey } from "../measurements";
import type { BenchContext, Figures } from "./context";
import { load, type LoadResult } from "./load";
import { withCpu } from "./proc";
import { round } from "./stats";
import { ttfb, type TtfbOptions } from "./ttfb";

/** Load-run shape: 10 connections (as issue 10 measures), 8 s, after a 2 s warm-up. */
export const LOAD = { connections: 10, duration: 8, timeout: 10 };
const WARM_UP = { connections: 10, duration: 2, timeout: 10 };
/** TTFB sampling: 1 connection, 5 warm-up GETs, then up to 200 GETs or 10 s. */
export const TTFB: Omit<TtfbOptions, "url" | "headers"> = { requests: 200, warmUp: 5, maxDurationMs: 10_000, timeoutMs: 10_000 };

/**
 * Sum of the gzip sizes of the page's first-load scripts, the translation chunks loaded before
 * hydration included; the file list goes to details.
 */
export async function firstLoadJs(ctx: BenchContext, path: string, withSession: boolean, key: MetricKey): Promise<Figures> {
  const page = await ctx.page(path, withSession);
  const clientDir = join(ctx.buildDir, "client");
  const html = firstLoadScripts(page.html);
  if (html.length === 0) throw new Error(`${page.path}: no /assets/*.js found in the SSR HTML`);
  const scripts = [...html, ...(await i18nFirstLoadScripts(page.html, clientDir, html))];
  const sizes = await gzipSizes(clientDir, scripts);
  ctx.details[key] = { path: page.path, files: sizes };
  return { [key]: Object.values(sizes).reduce((a, b) => a + b, 0) };
}

/** The shell's final path (after redirects) as an absolute URL, with the headers of the session. */
export async function shellTarget(ctx: BenchContext, path: string) {
  const shell = await ctx.page(path, true);
  return { path: shell.path, url: new URL(shell.path, ctx.portal.baseUrl).href, headers: { cookie: ctx.cookie, accept: "text/html" } };
}

/** A static asset the shell loads (entry.client when there), as an absolute URL. */
export async function staticTarget(ctx: BenchContext, shellPath: string) {
  const scripts = firstLoadScripts((await ctx.page(shellPath, true)).html);
  const asset = scripts.find((s) => s.includes("entry.client")) ?? scripts[0];
  if (!asset) throw new Error(`${shellPath}: no static asset to compare with`);
  return { path: asset, url: new URL(asset, ctx.portal.baseUrl).href, headers: {} };
}

/** Time to first byte at 1 connection, in ms, and the failed requests. */
export async function measureTtfb(ctx: BenchContext, target: { path: string; url: string; headers: Record<string, string> }, key: string) {
  const r = await ttfb({ url: target.url, headers: target.headers, ...TTFB });
  ctx.details[key] = { path: target.path, samples: r.samples, errors: r.errors, ...TTFB };
  return r;
}

/** A load run's figures, with the CPU ms per answer of the portal and of the standalone gateway. */
export interface MeasuredLoad extends LoadResult {
  portalCpuMsPerRequest: number;
  gatewayCpuMsPerRequest: number;
}

/**
 * Warms up, then loads `target` with LOAD while reading the CPU time of the portal (and of the
 * standalone gateway, if any) from /proc, idle before and after (see withCpu); CPU ms per
 * request = CPU ms ÷ requests sent (the ones in flight at the end were worked on too).
 * Details (path, answers, failures by kind, CPU) go to `ctx.details.load[label]`.
 */
export async function measureLoad(
  ctx: BenchContext,
  label: string,
  target: { path: string; url: string; headers: Record<string, string> },
): Promise<MeasuredLoad> {
  await load({ url: target.url, headers: target.headers, ...WARM_UP });
  const pids = ctx.gateway ? [ctx.portal.pid, ctx.gateway.pid] : [ctx.portal.pid];
  const { result, cpuMs } = await withCpu(pids, () => load({ url: target.url, headers: target.headers, ...LOAD }));
  const per = (ms: number | undefined) => (ms === undefined || result.sent === 0 ? NaN : ms / result.sent);
  const measured = { ...result, portalCpuMsPerRequest: per(cpuMs[0]), gatewayCpuMsPerRequest: per(cpuMs[1]) };
  const loads = (ctx.details.load ??= { ...LOAD, warm_up_s: WARM_UP.duration }) as Record<string, unknown>;
  loads[label] = {
    path: target.path,
    responses: result.responses,
    sent: result.sent,
    rps: round(result.rps, 1),
    p50_ms: round(result.p50Ms, 2),
    p95_ms: round(result.p95Ms, 2),
    failures: result.failures,
    portal_cpu_ms: cpuMs[0],
    ...(ctx.gateway && { gateway_cpu_ms: cpuMs[1] }),
  };
  return measured;
}
