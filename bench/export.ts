/**
 * Issue 26's figures (the out-of-process set-up):
 * - `export_100k_rows_rss_mb`, `export_100k_rows_s`: bench/export-rows.ts bundled by esbuild (as
 *   `npm run build:server` bundles the embedded mock for `npm start`) and run as a child under plain
 *   node, writing bigco's 100,000-row XLSX. Run under tsx instead, the same process weighs about
 *   35 MB more: the TypeScript loader's, not the mock's;
 * - `download_stream_rss_growth_mb`, `download_stream_first_rss_growth_mb`: the portal relays a
 *   200 MiB file (a finished task the mock's control API adds) through `POST /upload/download` to a
 *   slow client (64 KiB read every 10 ms, about 6 MiB/s), twice, while the portal's VmRSS is
 *   sampled every 50 ms; growth = peak − the median of the 10 readings before; the budget is on
 *   the second relay (see `relayGrowth`);
 * - `download_centre_long_tasks`: long tasks (over 50 ms) while the owner, with 1,000 tasks, opens
 *   the download centre from the toolbar, until its first page of rows shows.
 * @throws when a child fails, the relay refuses, or the centre does not show
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { request } from "node:http";
import type { BenchContext, Figures } from "./lib/context";
import { countLongTasks, loggedInContext, waitQuiet } from "./lib/browser";
import { round } from "./lib/stats";
import { seenAnnouncements } from "./notices";

/** The relayed file's size, MiB (the 200 MB). */
const BIG_FILE_MB = 200;
/** Tasks of the download centre (the 1,000). */
const CENTRE_TASKS = 1000;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function mockControl(ctx: BenchContext, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${ctx.portal.gatewayUrl}/__mock/downloads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`/__mock/downloads answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The 100,000-row export in the mock's own process (bench/export-rows.ts, bundled as the demo's). */
async function exportRows(ctx: BenchContext): Promise<Figures> {
  // Inside node_modules so that the bundle's bare imports resolve to the project's packages.
  const bundle = join(ctx.root, "node_modules/.cache/bench/export-rows.mjs");
  await build({ entryPoints: [join(ctx.root, "bench/export-rows.ts")], bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", outfile: bundle, logLevel: "warning" });
  // Imported from `-e`, so the mock's "run as a program" check stays false and it opens no port of its own.
  const run = spawnSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", `await import(${JSON.stringify(pathToFileURL(bundle).href)})`], { cwd: ctx.root, encoding: "utf8", timeout: 300_000 });
  const line = run.stdout.trim().split("\n").reverse().find((l) => l.startsWith("{"));
  if (run.status !== 0 || !line) throw new Error(`bench/export-rows.ts failed (${run.status ?? run.signal}): ${run.stderr.slice(-500)}`);
  const f = JSON.parse(line) as { export_100k_rows_rss_mb: number; export_100k_rows_s: number; baseline_rss_mb: number; file_bytes: number };
  ctx.details.export_100k_rows = { baseline_rss_mb: f.baseline_rss_mb, file_bytes: f.file_bytes };
  return { export_100k_rows_rss_mb: f.export_100k_rows_rss_mb, export_100k_rows_s: f.export_100k_rows_s };
}

/**
 * Reads `url` as a slow client: after each chunk (at most 64 KiB, the socket's), reading pauses for
 * 10 ms, so about 6 MiB/s at most; resolves with the status and bytes read.
 */
function slowRead(url: string, cookie: string, body: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { cookie, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        res.pause();
        setTimeout(() => res.resume(), 10);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** One sampled relay of the big file: the portal's VmRSS before (median of 10 readings, 100 ms apart) and its peak during, MB. */
async function sampledRelay(ctx: BenchContext, url: string): Promise<{ baseline_rss_mb: number; peak_rss_mb: number; seconds: number }> {
  const pid = ctx.portal.pid;
  const before: number[] = [];
  for (let i = 0; i < 10; i++) {
    before.push(rssMb(pid));
    await sleep(100);
  }
  const baseline = before.sort((a, b) => a - b)[5]!;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const t0 = performance.now();
  const read = await slowRead(new URL("/upload/download", ctx.portal.baseUrl).href, ctx.cookie, new URLSearchParams({ fileName: url, saveAs: "big.bin" }).toString()).finally(() => clearInterval(sampler));
  if (read.status !== 200 || read.bytes !== BIG_FILE_MB * 1024 * 1024) throw new Error(`the relay answered ${read.status} with ${read.bytes} bytes`);
  return { baseline_rss_mb: round(baseline, 1), peak_rss_mb: round(peak, 1), seconds: round((performance.now() - t0) / 1000, 1) };
}

/**
 * The portal's memory growth while it relays the big file, twice. The first relay since the
 * portal started grows it by about 30 MB whatever the file's size (socket buffers that wait for
 * V8's first collections, given back afterwards); a second relay of the same file, as on any
 * portal that has served a download before, grows it by a few MB. Both are reported; the budget
 * is on the second.
 */
async function relayGrowth(ctx: BenchContext): Promise<Figures> {
  const answer = await mockControl(ctx, { bigFile: { username: "owner", mb: BIG_FILE_MB } });
  const url = (answer.bigFile as { url: string }).url;
  // The file is written on its first request: a 1-byte Range read makes it, outside the measure.
  await fetch(url, { headers: { range: "bytes=0-0" } }).then((r) => r.arrayBuffer());
  const first = await sampledRelay(ctx, url);
  const steady = await sampledRelay(ctx, url);
  ctx.details.download_stream = { file_mb: BIG_FILE_MB, first, steady };
  return {
    download_stream_rss_growth_mb: round(steady.peak_rss_mb - steady.baseline_rss_mb, 1),
    download_stream_first_rss_growth_mb: round(first.peak_rss_mb - first.baseline_rss_mb, 1),
  };
}

/** Long tasks while the download centre with 1,000 tasks opens from the toolbar. */
async function centreLongTasks(ctx: BenchContext): Promise<Figures> {
  await mockControl(ctx, { bulk: { username: "owner", count: CENTRE_TASKS } });
  const { context, page, landing } = await loggedInContext(ctx);
  try {
    await seenAnnouncements(page, ctx.portal.baseUrl);
    await page.goto(new URL(landing === "/" ? "/entry/1001/ERP" : landing, ctx.portal.baseUrl).href);
    const settled = await waitQuiet(page);
    const result = await countLongTasks(page, async () => {
      await page.getByRole("button", { name: "导出中心" }).first().click();
      await page.locator("[data-download-centre] [data-task]").first().waitFor({ timeout: 30_000 });
    });
    ctx.details.download_centre = { tasks: CENTRE_TASKS, maxLongTaskMs: result.maxMs, settledBefore: settled };
    return { download_centre_long_tasks: result.count };
  } finally {
    await context.close();
  }
}

/** Issue 26's figures (see the module comment). */
export async function exportFigures(ctx: BenchContext): Promise<Figures> {
  return { ...(await exportRows(ctx)), ...(await relayGrowth(ctx)), ...(await centreLongTasks(ctx)) };
}
