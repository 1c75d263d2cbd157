/**
 * Micro-app memory in Chromium (issue 7 "Performance"): the JS heap of the owner's ERP shell
 * after opening and closing 50 micro-app tabs (`erp` pages, each shown, so mounted as a
 * single-spa parcel in its shadow root; the LRU pool unmounts the least recently used ones on
 * the way), against the heap before. Both heaps are read after a forced garbage collection
 * (CDP `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`), and the baseline after one
 * warm-up round of 20 tabs: the app's module, the parcel code and the shell's lazy chunks are
 * loaded by then, and V8 has compiled the open/close path to its optimised tiers. After a 5-tab
 * warm-up the growth was 8.4–10.3 %, of which a heap-snapshot diff put ≈ 960 KB in V8's
 * compiled code of the shell's existing functions (no new scripts, functions or objects a
 * closed tab holds); after 20 it is ≈ 5 %, so the figure now measures what closed tabs leave.
 * Key: micro_app_heap_growth_pct (%).
 */
import type { CDPSession, Page } from "@playwright/test";
import { ERP_GROUPS, VIEWS } from "../mock-gateway/seed/erp-menu-names";
import { loggedInContext } from "./lib/browser";
import type { BenchContext, Figures } from "./lib/context";
import { round } from "./lib/stats";

const SHELL = "/entry/1001/ERP";
/** The tabs of the shell's tab strip (a dialog may hold tabs of its own). */
const STRIP_TABS = '[data-tab-strip] [role="tab"]';
/** Micro-app tabs opened and closed in the measured round. */
const TABS = 50;
/** Micro-app tabs of the warm-up round (see the module comment). */
const WARM_UP_TABS = 20;

/** `erp#/{entity}/{view}` addresses of the ERP menu's generated leaves, in menu order. */
function erpPages(n: number): string[] {
  const all = ERP_GROUPS.flatMap((g) => g.entities.flatMap((e) => VIEWS.map((v) => `erp#/${e[3]}/${v[3]}`)));
  if (all.length < n) throw new Error(`only ${all.length} erp pages in the seed, ${n} needed`);
  return all.slice(0, n);
}

/** Opens `pages` one by one as tabs (each shown, so mounted), then closes every closable tab (the
 * workspace's fixed tabs stay). */
async function openAndClose(page: Page, pages: readonly string[]): Promise<void> {
  for (const path of pages) {
    const before = await page.locator(STRIP_TABS).count();
    await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to), `${SHELL}/${path}`);
    await page.waitForFunction(([sel, n]) => document.querySelectorAll(sel).length > n, [STRIP_TABS, before] as const);
    await page.locator('[role="tabpanel"]:not([aria-hidden="true"]) [data-micro-state="mounted"]').waitFor({ timeout: 15_000 });
  }
  // TAB-19: the strip's close menu, close all (one action).
  await page.locator('[data-tab-strip] button[aria-haspopup="menu"]').click();
  await page.locator('[role="menuitem"][data-value="all"]').click();
  await page.waitForFunction(() => document.querySelectorAll("[data-tab-strip] [data-close-tab]").length === 0 && document.querySelectorAll("[data-micro-app]").length === 0);
}

/** Used JS heap (bytes) after garbage collection, taken twice to let finalisers run. */
async function heapAfterGc(cdp: CDPSession, page: Page): Promise<number> {
  for (let i = 0; i < 3; i++) {
    await cdp.send("HeapProfiler.collectGarbage");
    await page.waitForTimeout(200);
  }
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize;
}

/** micro_app_heap_growth_pct: heap after 50 micro-app tabs opened and closed, against before. */
export async function microAppHeap(ctx: BenchContext): Promise<Figures> {
  const { context, page } = await loggedInContext(ctx);
  try {
    await page.goto(new URL(SHELL, ctx.portal.baseUrl).href, { waitUntil: "networkidle" });
    await page.waitForFunction(() => "__remixRouter" in window && document.querySelector('[role="tablist"] [role="tab"]') !== null);
    // The arrival popups (announcements) would cover the tab strip.
    await page.waitForTimeout(1000);
    for (let i = 0; i < 5 && (await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) > 0; i++) {
      await page.keyboard.press("Escape");
      await page.waitForTimeout(300);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("HeapProfiler.enable");
    const pages = erpPages(TABS);
    await openAndClose(page, pages.slice(0, WARM_UP_TABS));
    const before = await heapAfterGc(cdp, page);
    await openAndClose(page, pages);
    await page.waitForLoadState("networkidle");
    const after = await heapAfterGc(cdp, page);
    ctx.details.micro_app_heap = { tabs: TABS, warmUpTabs: WARM_UP_TABS, beforeBytes: before, afterBytes: after };
    return { micro_app_heap_growth_pct: round(((after - before) / before) * 100, 1) };
  } finally {
    await context.close();
  }
}
