/**
 * What `npm run bench` measures: the measurements that produce every key of bench/results.json
 * (their units and budgets are METRICS in bench/metrics.ts), in two set-ups run one after the other:
 * 1. **out of process**: the standalone mock gateway (`mock-gateway/server.ts`, what
 *    `npm run gateway` runs) and the portal pointed at it (GATEWAY_URL, GATEWAY_PUBLIC_KEY), so
 *    the portal's figures are its own cost;
 * 2. **embedded**: the portal alone with its embedded mock gateway (`npm start`), keys `*_embedded`.
 *
 * Load runs: 10 connections for 8 s after a 2 s warm-up (LOAD in bench/lib/figures.ts), for
 * throughput and CPU per request (a closed loop's latency is its own queueing, so no budget sits
 * on it: the seller's wait is the open-loop morning peak, bench/peak.ts). A
 * failed request never aborts the bench: it is counted in the run's `*_errors` key, and its
 * latency figures cover the 2xx answers only. CPU times are the process's own utime + stime
 * from /proc/<pid>/stat (10 ms resolution) across the load run, read with the process idle before
 * and after (so requests in flight at the end are counted whole), divided by the requests sent.
 * Server CPU is also given in table units (bench/lib/table-unit.ts: one `renderToString` of a
 * 1,000-row table, measured in the same run), so the figure means the same on any host.
 * To add a metric: add its key to bench/metrics.ts with TSDoc, and a measurement to SETUPS returning it.
 */
import type { Measurement } from "./lib/context";
import { firstLoadJs, measureLoad, measureTtfb, shellTarget, staticTarget } from "./lib/figures";
import { round } from "./lib/stats";
import { coldLoads, morningPeak } from "./ops";
import { morningPeakOpenLoop } from "./peak";
import { measureTableUnit, tableUnits } from "./lib/table-unit";
import { navCoreFigures } from "./nav-core";
import { tabSwitch } from "./tabs";
import { microAppHeap } from "./micro-heap";
import { measureMenuSearch } from "./menu-search";
import { bellOpen, noticesBurst } from "./notices";
import { streamFigures } from "./assistant";
import { wsProxyRss } from "./ws-rss-step";
import { exportFigures } from "./export";

import { LOGIN_PATH, SHELL_PATH } from "./metrics";

const step = (name: string, run: Measurement["run"]): Measurement => ({ name, run });

/** Measurements with the mock gateway out of process. */
const OUT_OF_PROCESS: Measurement[] = [
  step("first-load JS of /login (gzip -9)", (ctx) => firstLoadJs(ctx, LOGIN_PATH, false, "login_js_gzip_bytes")),
  step(`first-load JS of ${SHELL_PATH} (gzip -9)`, (ctx) => firstLoadJs(ctx, SHELL_PATH, true, "shell_js_gzip_bytes")),
  step(`TTFB of ${SHELL_PATH}, 1 connection`, async (ctx) => {
    const r = await measureTtfb(ctx, await shellTarget(ctx, SHELL_PATH), "shell_ttfb");
    return { shell_ttfb_ms_p50: round(r.p50Ms, 2), shell_ttfb_ms_p95: round(r.p95Ms, 2), shell_ttfb_errors: r.errors };
  }),
  step(`size of ${SHELL_PATH}`, async (ctx) => ({ shell_html_bytes: Buffer.byteLength((await ctx.page(SHELL_PATH, true)).html, "utf8") })),
  step(`load on ${SHELL_PATH} in table units, a static asset and /login`, async (ctx) => {
    const tableBefore = await measureTableUnit(ctx.root);
    const shell = await measureLoad(ctx, "shell", await shellTarget(ctx, SHELL_PATH));
    const tableAfter = await measureTableUnit(ctx.root);
    const tableMs = (tableBefore.msPerTable + tableAfter.msPerTable) / 2;
    ctx.details.table_unit = { before: tableBefore, after: tableAfter };
    const asset = await measureLoad(ctx, "static", await staticTarget(ctx, SHELL_PATH));
    const login = await measureLoad(ctx, "login", { path: LOGIN_PATH, url: new URL(LOGIN_PATH, ctx.portal.baseUrl).href, headers: { accept: "text/html" } });
    return {
      ssr_shell_rps: round(shell.rps, 1),
      ssr_shell_errors: shell.failures.total,
      shell_cpu_ms_per_request: round(shell.portalCpuMsPerRequest, 2),
      table_unit_cpu_ms: round(tableMs, 3),
      shell_cpu_table_units: tableUnits(shell.portalCpuMsPerRequest, tableMs),
      shell_gateway_cpu_ms_per_request: round(shell.gatewayCpuMsPerRequest, 2),
      ssr_static_rps: round(asset.rps, 1),
      ssr_static_errors: asset.failures.total,
      static_cpu_ms_per_request: round(asset.portalCpuMsPerRequest, 3),
      ssr_login_rps: round(login.rps, 1),
      ssr_login_p95_ms: round(login.p95Ms, 2),
      ssr_login_errors: login.failures.total,
      login_cpu_ms_per_request: round(login.portalCpuMsPerRequest, 2),
      login_static_ratio: round(login.rps / asset.rps, 3),
    };
  }),
  step("cold loads in Chromium (Lighthouse desktop throttling)", coldLoads),
  step("morning peak: 1,000 sessions arriving at 30, 60 and 90 a second (open loop)", morningPeakOpenLoop),
  step("closed-loop peak: 200 sessions for 60 s", morningPeak),
  step("bigco shell document and menu overlay long tasks", (ctx) => navCoreFigures(ctx)),
  step("tab switch among 20 open panes (Chromium)", (ctx) => tabSwitch(ctx)),
  step("menu search keystrokes on bigco's 5,000 menus (Chromium)", (ctx) => measureMenuSearch(ctx)),
  step("notices: 100 socket notices in 1 s, and bigco's bell", async (ctx) => ({ ...(await noticesBurst(ctx, SHELL_PATH)), ...(await bellOpen(ctx)) })),
  step("assistant: a 20,000-character answer streamed (Chromium)", (ctx) => streamFigures(ctx)),
  step("micro-app heap: 50 micro-app tabs opened and closed (Chromium)", (ctx) => microAppHeap(ctx)),
  step("notice socket proxy: RSS per idle socket, 2,000 sockets", async (ctx) => wsProxyRss(ctx)),
  step("export: 100,000 XLSX rows in the mock, a 200 MiB relay to a slow client, the download centre with 1,000 tasks", (ctx) => exportFigures(ctx)),
];

/** Measurements with the mock gateway embedded in the portal process. */
const EMBEDDED: Measurement[] = [
  step(`load on ${SHELL_PATH} and a static asset (embedded mock)`, async (ctx) => {
    const shell = await measureLoad(ctx, "shell_embedded", await shellTarget(ctx, SHELL_PATH));
    const asset = await measureLoad(ctx, "static_embedded", await staticTarget(ctx, SHELL_PATH));
    return {
      ssr_shell_rps_embedded: round(shell.rps, 1),
      ssr_shell_errors_embedded: shell.failures.total,
      shell_cpu_ms_per_request_embedded: round(shell.portalCpuMsPerRequest, 2),
      ssr_static_rps_embedded: round(asset.rps, 1),
      ssr_static_errors_embedded: asset.failures.total,
    };
  }),
];

/** A set-up: how the portal runs, and what is measured on it. */
export interface Setup {
  name: string;
  /** Start the standalone mock gateway and point the portal at it. */
  outOfProcess: boolean;
  measurements: Measurement[];
}

/** The set-ups, in the order they run (one portal at a time). */
export const SETUPS: Setup[] = [
  { name: "mock gateway out of process", outOfProcess: true, measurements: OUT_OF_PROCESS },
  { name: "embedded mock gateway", outOfProcess: false, measurements: EMBEDDED },
];
