/**
 * Every key of bench/results.json: its unit and, where an issue set one, its budget (METRICS),
 * and the two paths the measurements load. Kept apart from the measurements (bench/measurements.ts)
 * so that bench/lib, which reads the keys, imports no measurement back (no import circle).
 * To add a metric: add its key here with TSDoc, and a measurement to SETUPS returning it.
 */
/** A metric's unit and, when the issues set one, its budget (value ≤ max and/or ≥ min). */
export interface Budget {
  max?: number;
  min?: number;
  unit: string;
}

export const LOGIN_PATH = "/login";
export const SHELL_PATH = "/entry/1001/ERP";

/** Every key of results.json. Out-of-process set-up unless the key ends in `_embedded`. */
export const METRICS = {
  /**
   * Bytes: gzip -9 size of every /assets/*.js the anonymous /login SSR HTML loads up front, and
   * of the translation chunks fetched before hydration (its `<meta name="i18n-ns">`).
   */
  login_js_gzip_bytes: { unit: "B", max: 150_000 },
  /**
   * Bytes: the same for the owner's shell document /entry/1001/ERP. A ceiling (issue 25): the
   * fixed stack is 135 KB of it, and every capability from here on loads on demand.
   */
  shell_js_gzip_bytes: { unit: "B", max: 215_000 },
  /** Bytes: the owner's shell document /entry/1001/ERP as served (HTML, uncompressed). */
  shell_html_bytes: { unit: "B", max: 120_000 },
  /** ms: median time to first byte (status line) of the owner's shell document, 1 connection. */
  shell_ttfb_ms_p50: { unit: "ms" },
  /** ms: 95th percentile of the same. */
  shell_ttfb_ms_p95: { unit: "ms", max: 30 },
  /** Count: failed requests (non-2xx, errors, timeouts) of the TTFB sampling. */
  shell_ttfb_errors: { unit: "" },
  /** Requests/s: the owner's shell document under load. */
  ssr_shell_rps: { unit: "req/s" },
  /** Count: failed requests of the shell load run: non-2xx answers + errors (timeouts included). */
  ssr_shell_errors: { unit: "" },
  /** ms: the portal process's CPU time per shell document requested under load. */
  shell_cpu_ms_per_request: { unit: "ms" },
  /** ms: CPU of one `renderToString` of a 1,000-row table (bench/lib/table-unit.ts), the mean of one reading before and one after the shell load run. */
  table_unit_cpu_ms: { unit: "ms" },
  /** Tables: shell_cpu_ms_per_request ÷ table_unit_cpu_ms, the document's CPU on any host (issue 25). */
  shell_cpu_table_units: { unit: "tables", max: 4 },
  /** ms: the standalone mock gateway's CPU time per shell document (the backend's share). */
  shell_gateway_cpu_ms_per_request: { unit: "ms" },
  /** Requests/s: a static asset (entry.client JS) under load. */
  ssr_static_rps: { unit: "req/s" },
  /** Count: failed requests of the static-asset load run. */
  ssr_static_errors: { unit: "" },
  /** ms: the portal process's CPU time per static asset requested under load. */
  static_cpu_ms_per_request: { unit: "ms" },
  /** Requests/s: anonymous GET /login (no gateway call) under load. */
  ssr_login_rps: { unit: "req/s" },
  /** ms: 95th percentile latency of anonymous /login under load. */
  ssr_login_p95_ms: { unit: "ms" },
  /** Count: failed requests of the /login load run. */
  ssr_login_errors: { unit: "" },
  /** ms: the portal process's CPU time per anonymous /login requested under load. */
  login_cpu_ms_per_request: { unit: "ms" },
  /** Ratio: ssr_login_rps ÷ ssr_static_rps. */
  login_static_ratio: { unit: "", min: 0.25 },
  /** Requests/s: the shell document with the mock gateway embedded in the portal process. */
  ssr_shell_rps_embedded: { unit: "req/s" },
  /** Count: failed requests of the embedded shell load run. */
  ssr_shell_errors_embedded: { unit: "" },
  /** ms: CPU time per shell document of the one process serving portal and mock together. */
  shell_cpu_ms_per_request_embedded: { unit: "ms" },
  /** Requests/s: the static asset, embedded set-up (the ratio's denominator, same minute). */
  ssr_static_rps_embedded: { unit: "req/s" },
  /** Count: failed requests of the embedded static-asset load run. */
  ssr_static_errors_embedded: { unit: "" },
  /** Index: the host's speed as Lighthouse's benchmark index (bench/lib/cpu-index.ts), measured in the bench's Chromium at 1×. */
  host_benchmark_index: { unit: "" },
  /** ×: the CPU slowdown of the cold loads, Lighthouse's recommendation for that index (the same target device on any host). */
  cold_load_cpu_slowdown: { unit: "×" },
  /** ms: largest contentful paint of the owner's shell, cold (bench/ops.ts: Lighthouse desktop network throttling, CPU slowed to the target device, empty cache). */
  shell_lcp_ms: { unit: "ms", max: 1000 },
  /** ms: total blocking time (Σ long task − 50 ms) of that load, until idle. */
  shell_tbt_ms: { unit: "ms", max: 100 },
  /** ms: CPU time of the main thread during that load, navigation to idle (CDP `ThreadTime`): the work behind TBT, little moved by the host's other load. */
  shell_main_thread_cpu_ms: { unit: "ms" },
  /** ms: largest contentful paint of bigco's shell (5,000 menus), cold. */
  bigco_shell_lcp_ms: { unit: "ms", max: 1500 },
  /** ms: largest contentful paint of the anonymous /login, cold. */
  login_lcp_ms: { unit: "ms", max: 800 },
  /** ms: p95 (scheduled departure → last byte) of 1,000 distinct sessions each loading its shell once, arriving at 60/s in an open loop (bench/peak.ts). */
  morning_peak_p95_ms: { unit: "ms", max: 300 },
  /** Count: failed requests (non-2xx, errors, timeouts of 30 s) of that run. */
  morning_peak_errors: { unit: "", max: 0 },
  /** ms: the same p95 at 30 arrivals a second. */
  morning_peak_p95_ms_30: { unit: "ms" },
  /** Count: failed requests at 30/s. */
  morning_peak_errors_30: { unit: "" },
  /** ms: the same p95 at 90 arrivals a second. */
  morning_peak_p95_ms_90: { unit: "ms" },
  /** Count: failed requests at 90/s. */
  morning_peak_errors_90: { unit: "" },
  /** Requests/s: 200 distinct logged-in sessions (six accounts) loading their shell, 200 connections, 60 s. */
  shell_rps_200_sessions: { unit: "req/s" },
  /** ms: 95th percentile latency of that run. */
  shell_p95_ms_200_sessions: { unit: "ms" },
  /** Count: failed requests (non-2xx, errors, timeouts) of that run: must be 0. */
  shell_errors_200_sessions: { unit: "", max: 0 },
  /** ms: the portal's CPU time per shell document of that run. */
  shell_cpu_ms_per_request_200_sessions: { unit: "ms" },
  /** Bytes: bigco's (5,000 menus) shell document, first-paint menus only (issue 6). */
  bigco_shell_html_bytes: { unit: "B", max: 150_000 },
  /** Count: long tasks (> 50 ms) opening a header dropdown and the all-menu overlay at bigco (issue 6). */
  menu_overlay_long_tasks: { unit: "", max: 0 },
  /** ms: median time from a tab's activation to the frame painted with its pane, among 20 open panes (Chromium). */
  tab_switch_ms_median: { unit: "ms", max: 50 },
  /** ms: 95th percentile of the same. */
  tab_switch_ms_p95: { unit: "ms", max: 100 },
  /** ms: median per keystroke in the header menu search on bigco's 5,000 menus, Chromium, input → results laid out (bench/menu-search.ts). */
  menu_search_keystroke_ms_median: { unit: "ms", max: 5 },
  /** Count: long tasks (> 50 ms) while 100 notice-socket messages arrive within 1 s in the owner's shell. */
  notices_burst_long_tasks: { unit: "", max: 0 },
  /** Count: the most toasts shown at once during that burst (sampled every 50 ms). */
  notices_burst_toasts_max: { unit: "", max: 3 },
  /** Count: long tasks while bigco (400 notifications) opens the bell and pages the full list. */
  bell_open_long_tasks: { unit: "", max: 0 },
  /** Count: long tasks (> 50 ms) while the assistant streams a 20,000-character answer (bench/assistant.ts). */
  stream_long_tasks: { unit: "", max: 0 },
  /** Count: the most DOM update batches (React commits) between two animation frames during that stream. */
  stream_commits_per_frame_max: { unit: "", max: 1 },
  /** ms: from the question's Enter to the frame painting the answer's first characters, minus the mock's wait. */
  stream_first_token_ms: { unit: "ms", max: 50 },
  /** %: the JS heap (after a GC) after opening and closing 50 micro-app tabs, against before (bench/micro-heap.ts). */
  micro_app_heap_growth_pct: { unit: "%", max: 10 },
  /** KB: extra RSS of one portal process per idle proxied notice socket, 2,000 sockets (bench/ws-proxy-rss.ts). */
  ws_proxy_rss_kb_per_socket: { unit: "KB", max: 40 },
  /**
   * MB: peak RSS of the mock gateway's own process (`npm run gateway`, under tsx: about 180 MB
   * before the export) while it writes bigco's 100,000-row XLSX (issue 26). bench/export-rows.ts.
   */
  export_100k_rows_rss_mb: { unit: "MB", max: 200 },
  /** s: the same export, from the first byte asked to the last received. */
  export_100k_rows_s: { unit: "s" },
  /**
   * MB: the portal's RSS growth (peak − before) while it relays a 200 MiB file to a slow client
   * (about 6 MiB/s), on a portal that has relayed a file before (its second relay of the run).
   */
  download_stream_rss_growth_mb: { unit: "MB", max: 20 },
  /**
   * MB: the same growth on the portal's first relay since it started: about 30 MB whatever the
   * file's size (50, 200 or 400 MiB), given back afterwards (docs/performance.md).
   */
  download_stream_first_rss_growth_mb: { unit: "MB" },
  /** Count: long tasks (over 50 ms) while the owner opens the download centre with 1,000 tasks from the toolbar. */
  download_centre_long_tasks: { unit: "", max: 0 },
} satisfies Record<string, Budget>;

/** A key of results.json. */
export type MetricKey = keyof typeof METRICS;

/** Budgets by metric key (set in the issues); metrics without one are reported only. */
export const BUDGETS: Record<string, Budget> = Object.fromEntries(
  Object.entries(METRICS).filter(([, m]) => "max" in m || "min" in m),
);
