/**
 * Browser measurements of the notices feature (issue 8 "Performance"):
 * - `notices_burst_long_tasks`: 100 notice-socket messages pushed within 1 s (through the mock
 *   gateway's control API) while the owner's shell is open, once the landed shell is quiet (no
 *   long task for 1 s); long tasks over 50 ms while they arrive, and
 *   `notices_burst_toasts_max`, the most toasts seen at once (sampled every 50 ms);
 * - `bell_open_long_tasks`: bigco (400 notifications) opens the bell, the full list, and pages
 *   through 3 pages, once the landed shell is quiet (no long task for 1 s).
 * @module bench/notices
 */
import type { Page } from "@playwright/test";
import type { BenchContext, Figures } from "./lib/context";
import { countLongTasks, loggedInContext, waitQuiet } from "./lib/browser";

/** The seeded announcements were seen (their modal would cover the page): the closed-ids cookie. */
export async function seenAnnouncements(page: Page, baseUrl: string): Promise<void> {
  await page.context().addCookies([{ name: "portal_ann_closed", value: "8001.8002.8003.8004", url: baseUrl }]);
}

async function openShell(page: Page, baseUrl: string, landing: string): Promise<void> {
  await seenAnnouncements(page, baseUrl);
  await page.goto(new URL(landing, baseUrl).href);
  await page.locator('[data-notice-bell][data-socket="on"]').waitFor({ timeout: 30_000 });
}

/** 100 socket notices in 1 s with the shell open. */
export async function noticesBurst(ctx: BenchContext, shellPath: string): Promise<Figures> {
  const { context, page } = await loggedInContext(ctx);
  try {
    await openShell(page, ctx.portal.baseUrl, shellPath);
    // The burst's cost, not the tail of the landing (idle warm-ups, late chunks).
    const settled = await waitQuiet(page);
    await page.evaluate(() => {
      const w = window as unknown as { __benchToastsMax: number };
      w.__benchToastsMax = 0;
      setInterval(() => {
        w.__benchToastsMax = Math.max(w.__benchToastsMax, document.querySelectorAll("[data-scope=toast][data-part=root]").length);
      }, 50);
    });
    const pushUrl = `${ctx.portal.gatewayUrl}/__mock/push`;
    const longTasks = await countLongTasks(page, async () => {
      const sent: Promise<unknown>[] = [];
      for (let i = 0; i < 100; i++) {
        const message = { msgType: 5, msgTitle: `库存预警 ${i + 1}`, msgInfo: `SKU A-${1000 + i} 库存低于安全库存` };
        sent.push(fetch(pushUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "owner", socket: "notice", message }) }));
        await new Promise((r) => setTimeout(r, 10));
      }
      await Promise.all(sent);
      await page.waitForTimeout(700);
    });
    const toastsMax = await page.evaluate(() => (window as unknown as { __benchToastsMax: number }).__benchToastsMax);
    ctx.details.notices_burst = { maxLongTaskMs: longTasks.maxMs, settledBefore: settled };
    return { notices_burst_long_tasks: longTasks.count, notices_burst_toasts_max: toastsMax };
  } finally {
    await context.close();
  }
}

/** bigco opens the bell, then the full list, and pages through it. */
export async function bellOpen(ctx: BenchContext): Promise<Figures> {
  const { context, page, landing } = await loggedInContext(ctx, { user: { name: "bigco", password: "Bigco2026ab" } });
  try {
    await openShell(page, ctx.portal.baseUrl, landing);
    // The bell's own cost, not the tail of bigco's landing (its 5,000-menu tree arrives after
    // the first paint).
    const settled = await waitQuiet(page);
    const result = await countLongTasks(page, async () => {
      await page.locator("[data-notice-bell]").click();
      await page.locator("[data-bell-panel] li").nth(3).waitFor();
      await page.locator("[data-bell-panel] button").last().click();
      const indicator = page.locator("[data-page-indicator]");
      await indicator.waitFor();
      for (let p = 2; p <= 4; p++) {
        await page.locator('[data-notification-page] nav button').last().click();
        await page.locator("[data-page-indicator]", { hasText: new RegExp(`\\b${p}\\b`) }).waitFor();
      }
    });
    ctx.details.bell_open = { maxLongTaskMs: result.maxMs, settledBefore: settled };
    return { bell_open_long_tasks: result.count };
  } finally {
    await context.close();
  }
}
