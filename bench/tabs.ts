/**
 * Tab switching in Chromium (issue 7 "Performance"): the owner's ERP shell with 20 open panes of
 * the three kinds (sso-web pages, iframes, `erp` micro-app pages), then 60 activations of a
 * random other tab, each timed in the page from the click to the first frame painted after the
 * pane shows (two animation frames: the frame with the pane, then the paint).
 * Keys: tab_switch_ms_median, tab_switch_ms_p95 (ms).
 */
import type { Page } from "@playwright/test";
import { ERP_GROUPS, VIEWS } from "../mock-gateway/seed/erp-menu-names";
import { SEED } from "../mock-gateway/seed/ids";
import { loggedInContext } from "./lib/browser";
import type { BenchContext, Figures } from "./lib/context";
import { percentile, round } from "./lib/stats";

const SHELL = "/entry/1001/ERP";
/** Activations timed (after 5 untimed warm-up switches). */
const SAMPLES = 60;
const M = SEED.menus;

/** 20 pane addresses: 7 portal pages, 3 iframes, 10 micro-app pages. */
function paneUrls(): string[] {
  const sso = ["/company/notice/announcement", "/company/notice/notification", "/user/download-center", "/company/helper/center", "/company/helper/live-roadcast", "/app/home", "/company/serve/serve-manage"];
  const iframes = [M.shopAuth.menuId, M.iframeSyncLog.menuId, 11003];
  const generated = ERP_GROUPS[0].entities.flatMap((e) => VIEWS.map((v) => `/${e[3]}/${v[3]}`)).slice(0, 7);
  const erp = ["/order/list", "/order/detail", "/product/list", ...generated];
  return [...sso.map((p) => `sso-web#${p}`), ...iframes.map((id) => `iframe#/m_${id}`), ...erp.map((p) => `erp#${p}`)];
}

async function openPanes(page: Page, urls: readonly string[]) {
  for (const [i, url] of urls.entries()) {
    await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), `${SHELL}/${url}`);
    await page.waitForFunction((n) => document.querySelectorAll('[role="tablist"] [role="tab"]').length >= n, i + 2);
  }
}

/**
 * In-page timing of one activation: click, wait until the panel shows, then two animation
 * frames. A string, so the bundler's helpers (esbuild's `__name`) never reach the page.
 */
const SWITCH_SCRIPT = `(i) => new Promise((resolve) => {
  const tab = document.querySelectorAll('[role="tablist"] [role="tab"]')[i];
  const panel = document.getElementById(tab.getAttribute("aria-controls") || "");
  const t0 = performance.now();
  tab.click();
  const check = () => {
    if (panel && getComputedStyle(panel).display !== "none") {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
    } else requestAnimationFrame(check);
  };
  check();
})`;

/** One activation of the tab `index`, timed in the page (ms). */
function switchTo(page: Page, index: number): Promise<number> {
  return page.evaluate(`(${SWITCH_SCRIPT})(${index})`) as Promise<number>;
}

/** tab_switch_ms_median / tab_switch_ms_p95 among 20 open panes. */
export async function tabSwitch(ctx: BenchContext): Promise<Figures> {
  const { context, page } = await loggedInContext(ctx);
  try {
    await page.goto(new URL(SHELL, ctx.portal.baseUrl).href, { waitUntil: "networkidle" });
    await page.waitForFunction(() => "__remixRouter" in window && document.querySelector('[role="tablist"] [role="tab"]') !== null);
    const urls = paneUrls();
    await openPanes(page, urls);
    await page.waitForLoadState("networkidle");
    const count = urls.length + 1;
    let current = count - 1;
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const pick = 1 + (seed % (count - 1));
      return pick === current ? 1 + (pick % (count - 1)) : pick;
    };
    const times: number[] = [];
    for (let i = 0; i < SAMPLES + 5; i++) {
      current = next();
      const ms = await switchTo(page, current);
      if (i >= 5) times.push(ms);
    }
    // The floor of the method on this machine: two animation frames with nothing to do.
    const floorMs = (await page.evaluate("new Promise((r) => { const t0 = performance.now(); requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now() - t0))); })")) as number;
    ctx.details.tab_switch = { panes: count, samples: times.length, maxMs: round(Math.max(...times), 1), twoFramesFloorMs: round(floorMs, 1) };
    return { tab_switch_ms_median: round(percentile(times, 50), 1), tab_switch_ms_p95: round(percentile(times, 95), 1) };
  } finally {
    await context.close();
  }
}
