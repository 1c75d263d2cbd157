/**
 * Issue 10's seller-facing measures: cold loads in Chromium under Lighthouse's desktop network
 * throttling (40 ms RTT, 10 Mbit/s both ways via CDP Network.emulateNetworkConditions), with the
 * CPU slowed down via Emulation.setCPUThrottlingRate by the factor Lighthouse recommends for this
 * host's benchmark index (bench/lib/cpu-index.ts, issue 25: the same target device on any
 * host), cache empty (a fresh context), and the closed-loop peak: 200 distinct logged-in
 * sessions loading their shell for 60 s.
 */
import autocannon from "autocannon";
import type { CDPSession, Page } from "@playwright/test";
import { browser, loggedInContext } from "./lib/browser";
import { calibrateCpu } from "./lib/cpu-index";
import type { BenchContext, Figures } from "./lib/context";
import { getPage, login } from "./lib/http";
import { withCpu } from "./lib/proc";
import { percentile, round } from "./lib/stats";

/** Lighthouse desktop network: 40 ms RTT, 10 240 kbit/s down and up (the CPU slowdown is calibrated per host). */
export const THROTTLING = { latencyMs: 40, bytesPerSecond: (10_240 * 1024) / 8 };

/** A cold load's figures, ms. */
export interface ColdLoad {
  lcpMs: number;
  tbtMs: number;
  path: string;
  /** First contentful paint, ms from navigation start. */
  fcpMs: number;
  /** The document's first byte, ms from navigation start. */
  ttfbMs: number;
  /** The LCP element: tag, and the start of its text (for the README's "where it goes"). */
  lcpElement: string;
  /** Each long task: [start, duration], ms. */
  longTasks: [number, number][];
  /** Bytes over the wire of every script loaded until idle (first-load and lazy chunks). */
  jsTransferBytes: number;
  /**
   * ms: CPU time of the page's main thread until idle (CDP Performance metrics
   * `ThreadTime`), and the parts spent in scripts and in style recalculation (`ScriptDuration`,
   * `RecalcStyleDuration`, wall time of those tasks). CPU time is real work, unthrottled and far
   * less moved by other load on the host than TBT: the figure to compare two builds with.
   */
  mainThreadCpuMs: number;
  scriptMs: number;
  recalcStyleMs: number;
}

/** CDP `Performance.getMetrics` as a record, seconds (durations) or counts. */
async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

/** Observers installed before any page script: LCP candidates and long tasks, buffered. */
const OBSERVE = `(() => {
  const w = window; w.__lcp = 0; w.__long = []; w.__lcpEl = "";
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { w.__lcp = Math.max(w.__lcp, e.renderTime || e.loadTime || e.startTime); const el = e.element; w.__lcpEl = el ? el.tagName + " " + (el.textContent || "").trim().slice(0, 40) : "?"; } }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__long.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });
})();`;

/**
 * Loads `path` in `page` under {@link THROTTLING} and `cpuSlowdown`× CPU, waits until the network is idle and the main
 * thread has been quiet for 1 s, and reads LCP (ms from navigation start) and TBT (sum of each
 * long task's time over 50 ms, until idle).
 */
async function coldLoad(page: Page, url: string, cpuSlowdown: number): Promise<ColdLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.bytesPerSecond,
    uploadThroughput: THROTTLING.bytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await cdp.send("Performance.enable");
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
  // Idle: no long task started in the last second (at most 10 s more).
  for (let i = 0; i < 20; i++) {
    const quiet = await page.evaluate(() => {
      const long = (window as unknown as { __long: [number, number][] }).__long;
      const last = long.length ? long[long.length - 1][0] + long[long.length - 1][1] : 0;
      return performance.now() - last > 1000;
    });
    if (quiet) break;
    await page.waitForTimeout(500);
  }
  const { ttfb, lcp, long, lcpEl, fcp, jsBytes } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __long: [number, number][]; __lcpEl: string };
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const js = performance.getEntriesByType("resource").filter((e) => /\.js(\?|$)/.test(e.name)) as PerformanceResourceTiming[];
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return { ttfb: nav ? nav.responseStart : 0, lcp: w.__lcp, long: w.__long, lcpEl: w.__lcpEl, fcp: paint ? paint.startTime : 0, jsBytes: js.reduce((n, e) => n + e.encodedBodySize, 0) };
  });
  const after = await metrics(cdp);
  // The fresh context's renderer did nothing before this navigation (or the navigation started
  // a new one), so its totals are this load's.
  const spent = (name: string) => Math.round((after[name] ?? NaN) * 1000);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  return {
    mainThreadCpuMs: spent("ThreadTime"),
    scriptMs: spent("ScriptDuration"),
    recalcStyleMs: spent("RecalcStyleDuration"),
    lcpMs: Math.round(lcp),
    tbtMs: Math.round(long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)),
    path: new URL(page.url()).pathname,
    fcpMs: Math.round(fcp),
    ttfbMs: Math.round(ttfb),
    lcpElement: lcpEl,
    longTasks: long.map(([start, d]) => [Math.round(start), Math.round(d)]),
    jsTransferBytes: jsBytes,
  };
}

/**
 * Cold loads: the owner's shell, bigco's shell (5,000 menus) and the anonymous login page, after
 * measuring the host's benchmark index in a blank page at 1× CPU; the figures carry the index
 * and the slowdown used (`host_benchmark_index`, `cold_load_cpu_slowdown`).
 */
export async function coldLoads(ctx: BenchContext): Promise<Figures> {
  const blank = await (await browser()).newContext();
  const cpu = await calibrateCpu(await blank.newPage()).finally(() => blank.close());
  const slowdown = cpu.cpuSlowdown;
  const owner = await loggedInContext(ctx);
  const shell = await coldLoad(owner.page, new URL("/entry/1001/ERP", ctx.portal.baseUrl).href, slowdown).finally(() => owner.context.close());
  const big = await loggedInContext(ctx, { user: { name: "bigco", password: "Bigco2026ab" } });
  const bigco = await coldLoad(big.page, new URL(big.landing, ctx.portal.baseUrl).href, slowdown).finally(() => big.context.close());
  const anonymous = await (await browser()).newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const loginPage = await coldLoad(await anonymous.newPage(), new URL("/login", ctx.portal.baseUrl).href, slowdown).finally(() => anonymous.close());
  ctx.details.cold_loads = { throttling: { ...THROTTLING, cpuSlowdown: slowdown, benchmarkIndexRuns: cpu.runs }, shell, bigco, login: loginPage };
  return {
    host_benchmark_index: cpu.benchmarkIndex,
    cold_load_cpu_slowdown: slowdown,
    shell_lcp_ms: shell.lcpMs,
    shell_tbt_ms: shell.tbtMs,
    shell_main_thread_cpu_ms: shell.mainThreadCpuMs,
    bigco_shell_lcp_ms: bigco.lcpMs,
    login_lcp_ms: loginPage.lcpMs,
  };
}

/** Accounts that land in a shell without a company choice (FIXTURE.md). */
export const PEAK_USERS = [
  ["owner", "Owner2026"],
  ["leftie", "Leftie2026"],
  ["korean", "Korean2026"],
  ["lite", "Lite2026ab"],
  ["demo", "Demo2026ab"],
  ["bigco", "Bigco2026ab"],
] as const;

/** The morning peak: 200 sessions, 200 connections, 60 s (after 200 logins through /login). */
export const PEAK = { sessions: 200, connections: 200, duration: 60, timeout: 10 };

/**
 * Logs 200 sessions in through the login form (the bench's portal raises the login rate limit
 * by env, as Playwright does), fetches each one's shell once, then loads the shells for 60 s,
 * every request with the next session's cookie. Reports requests/s, p95 latency, errors and the
 * portal's CPU ms per request.
 */
export async function morningPeak(ctx: BenchContext): Promise<Figures> {
  const sessions: { cookie: string; path: string }[] = [];
  for (let i = 0; i < PEAK.sessions; i++) {
    const [name, password] = PEAK_USERS[i % PEAK_USERS.length];
    const s = await login(ctx.portal.baseUrl, name, password);
    const page = await getPage(ctx.portal.baseUrl, s.redirect, s.cookie);
    sessions.push({ cookie: page.cookie, path: page.path });
  }
  let next = 0;
  let responses = 0;
  const latencies: number[] = [];
  const pids = ctx.gateway ? [ctx.portal.pid, ctx.gateway.pid] : [ctx.portal.pid];
  const { result, cpuMs } = await withCpu(pids, () =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: ctx.portal.baseUrl,
          connections: PEAK.connections,
          duration: PEAK.duration,
          timeout: PEAK.timeout,
          requests: [
            {
              setupRequest: (req) => {
                const s = sessions[next++ % sessions.length];
                return { ...req, method: "GET", path: s.path, headers: { ...req.headers, cookie: s.cookie, accept: "text/html" } };
              },
            },
          ],
        },
        (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
      );
      instance.on("response", (_c, status, _b, ms) => {
        responses++;
        if (status >= 200 && status < 300) latencies.push(ms);
      });
    }),
  );
  const errors = result.non2xx + result.errors;
  ctx.details.morning_peak = { ...PEAK, users: PEAK_USERS.map(([n]) => n), sent: result.requests.sent, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, portal_cpu_ms: cpuMs[0], gateway_cpu_ms: cpuMs[1] };
  return {
    // autocannon's average counts only seconds with an answer; answers ÷ duration is the rate.
    shell_rps_200_sessions: round(responses / PEAK.duration, 1),
    shell_p95_ms_200_sessions: round(percentile(latencies, 95), 1),
    shell_errors_200_sessions: errors,
    shell_cpu_ms_per_request_200_sessions: round(cpuMs[0] / Math.max(1, result.requests.sent), 2),
  };
}
