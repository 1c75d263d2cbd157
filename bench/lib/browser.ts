/**
 * Browser measurements of `npm run bench`: Debian's Chromium driven by Playwright, a logged-in
 * page of the portal under measurement, and long-task counting.
 * Timings here are measured, never asserted (tests never time anything).
 */
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import type { BenchContext } from "./context";
import { login } from "./http";

/** Chromium of the machine (DESIGN.md §4); never a downloaded one. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let shared: Promise<Browser> | null = null;

/** One headless Chromium for the whole bench run (closed by {@link closeBrowser}). */
export function browser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
  return shared;
}

/** Closes the shared Chromium, if one was started. */
export async function closeBrowser(): Promise<void> {
  const b = shared;
  shared = null;
  if (b) await (await b).close().catch(() => undefined);
}

/**
 * A fresh browser context (empty cache) logged in as `user` (default: the bench's owner session),
 * in `language` (`zh_CN` default), 1440×900. Close the returned context when done.
 */
export async function loggedInContext(
  ctx: BenchContext,
  opts: { user?: { name: string; password: string }; language?: "zh_CN" | "en_US" | "ko_KR" } = {},
): Promise<{ context: BrowserContext; page: Page; landing: string }> {
  const session = opts.user ? await login(ctx.portal.baseUrl, opts.user.name, opts.user.password) : null;
  const cookieHeader = session?.cookie ?? ctx.cookie;
  const context = await (await browser()).newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  const cookies = cookieHeader
    .split(/;\s*/)
    .map((pair) => pair.split("="))
    .filter(([name]) => name)
    .map(([name, ...rest]) => ({ name, value: rest.join("="), url: ctx.portal.baseUrl }));
  cookies.push({ name: "lng", value: opts.language ?? "zh_CN", url: ctx.portal.baseUrl });
  await context.addCookies(cookies);
  const page = await context.newPage();
  return { context, page, landing: session?.redirect ?? "/" };
}

/**
 * Runs `action` in the page and counts the long tasks (main-thread tasks over `thresholdMs`,
 * default 50 ms) that started while it ran, plus `settleMs` (default 300 ms) after it.
 * @returns `{ count, maxMs }`, durations in ms
 */
export async function countLongTasks(page: Page, action: () => Promise<void>, thresholdMs = 50, settleMs = 300): Promise<{ count: number; maxMs: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __benchLongTasks?: number[]; __benchObserver?: PerformanceObserver };
    w.__benchLongTasks = [];
    w.__benchObserver?.disconnect();
    w.__benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__benchLongTasks!.push(entry.duration);
    });
    w.__benchObserver.observe({ type: "longtask", buffered: false });
  });
  await action();
  await page.waitForTimeout(settleMs);
  const durations = await page.evaluate(() => {
    const w = window as unknown as { __benchLongTasks?: number[]; __benchObserver?: PerformanceObserver };
    w.__benchObserver?.disconnect();
    return w.__benchLongTasks ?? [];
  });
  const over = durations.filter((d) => d > thresholdMs);
  return { count: over.length, maxMs: Math.round(Math.max(0, ...durations)) };
}

/**
 * Waits until the page has run no long task (over 50 ms) for `quietMs` (default 1,000 ms) and
 * has no request in flight, at most `maxMs` (default 15,000 ms): a measurement of one
 * interaction then starts after the page's own loading (hydration, idle warm-ups, the menu
 * tree of a big tenant), not in the middle of it.
 * @returns whether the page went quiet within `maxMs`
 */
export async function waitQuiet(page: Page, quietMs = 1_000, maxMs = 15_000): Promise<boolean> {
  await page.waitForLoadState("networkidle", { timeout: maxMs }).catch(() => undefined);
  return page.evaluate(`(${WAIT_QUIET_SCRIPT})(${quietMs}, ${maxMs})`) as Promise<boolean>;
}

/** The in-page wait of {@link waitQuiet}: a string, so the bundler's helpers (esbuild's `__name`) never reach the page. */
const WAIT_QUIET_SCRIPT = `(quiet, max) => new Promise((resolve) => {
  let last = performance.now();
  const started = last;
  const observer = new PerformanceObserver((list) => { if (list.getEntries().length) last = performance.now(); });
  observer.observe({ type: "longtask", buffered: false });
  const tick = () => {
    const now = performance.now();
    if (now - last >= quiet || now - started >= max) {
      observer.disconnect();
      resolve(now - last >= quiet);
    } else setTimeout(tick, 100);
  };
  setTimeout(tick, 100);
})`;
