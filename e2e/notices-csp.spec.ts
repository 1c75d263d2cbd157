/**
 * The seeded hostile announcement (FIXTURE: a `<script>`, an `<img onerror>`, a `javascript:`
 * link with an `onclick`) shown in the popup and in the announcement list (issue 24): nothing of
 * it runs, and showing it causes no Content-Security-Policy violation at all. The hostile HTML is
 * sanitised by the portal's server before it reaches the page; the browser never parses the
 * event-handler attributes (DOMPurify's DOMParser did, and every parse of `onerror`/`onclick`
 * was a `script-src-attr` report).
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, loginAs, test } from "./support/fixtures";

/** One `securitypolicyviolation` event, as the page saw it. */
interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation event of the page (capture phase, from the first script on). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: Violation[] };
    w.__violations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (e) => w.__violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` }),
      true,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

/** Nothing of the hostile HTML ran, and none of its active parts is in the page. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(await page.locator('[data-safe-html] script, [data-safe-html] [onerror], [data-safe-html] [onclick], a[href^="javascript:" i]').count()).toBe(0);
}

test("the hostile announcement, in the popup and in the list: nothing runs and no CSP violation is reported", async ({ page }) => {
  await recordViolations(page);
  await loginAs(page, "owner");
  // The popup: forget the seeded announcements' closed cookie (login() sets it) and reload.
  await page.context().clearCookies({ name: "portal_ann_closed" });
  await page.reload();
  await hydrated(page);
  const modal = page.locator("[data-announcement-modal]");
  const title = modal.locator("[data-announcement-title]");
  await expect(title).toHaveText("AI 助手上线");
  for (const next of ["V3.8 版本更新说明", "春节物流时效提醒", "系统维护通知"]) {
    await modal.getByRole("button", { name: "下一条" }).click();
    await expect(title).toHaveText(next);
  }
  const body = modal.locator("[data-safe-html]");
  await expect(body).toContainText("系统维护通知");
  await expect(body.getByText("详情")).toBeVisible();
  await expect(body.getByText("详情")).not.toHaveAttribute("href");
  await expectInert(page);
  await modal.getByRole("button", { name: "关闭" }).click();
  await expect(modal).toBeHidden();

  // The list page (from the header's ticker), the same announcement opened there.
  await page.locator("[data-announcement-ticker]").getByRole("button").click();
  const list = page.locator("[data-announcement-page]");
  await list.getByRole("button", { name: /系统维护通知/ }).click();
  const opened = list.locator("[data-announcement-body] [data-safe-html]");
  await expect(opened).toContainText("系统维护通知");
  await expect(opened.getByText("详情")).toBeVisible();
  await expectInert(page);
  // Give a late parse (a lazily loaded sanitiser) time to report.
  await page.waitForTimeout(500);
  expect(await violations(page)).toEqual([]);
});
