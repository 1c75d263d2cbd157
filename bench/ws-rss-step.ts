/**
 * The bench step of `ws_proxy_rss_kb_per_socket` (issue 8): runs bench/ws-proxy-rss.ts (2,000
 * idle proxied sockets through one portal process of its own) as a child and reads its figure.
 * @throws when the child fails or prints no figure
 */
import { spawnSync } from "node:child_process";
import type { BenchContext, Figures } from "./lib/context";

/** Sockets opened (the 2,000). */
const SOCKETS = 2000;

export function wsProxyRss(ctx: BenchContext): Figures {
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/ws-proxy-rss.ts", String(SOCKETS)], { cwd: ctx.root, encoding: "utf8", timeout: 180_000 });
  const line = run.stdout.trim().split("\n").reverse().find((l) => l.startsWith("{"));
  if (run.status !== 0 || !line) throw new Error(`bench/ws-proxy-rss.ts failed (${run.status ?? run.signal}): ${run.stderr.slice(-500)}`);
  const figure = JSON.parse(line) as { ws_proxy_rss_kb_per_socket: number; rssBeforeKb: number; rssAfterKb: number };
  ctx.details.ws_proxy_rss = { sockets: SOCKETS, rss_before_kb: figure.rssBeforeKb, rss_after_kb: figure.rssAfterKb };
  return { ws_proxy_rss_kb_per_socket: figure.ws_proxy_rss_kb_per_socket };
}
