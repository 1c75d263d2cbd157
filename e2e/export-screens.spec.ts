/**
 * The download centre, the async order task list and the export notices as a seller sees them
 * in zh_CN, en_US and ko_KR (issue 26's "must show": screenshots looked at). Each journey checks
 * what it shows (the centre's address and status badges, the list's rows, the notices' texts)
 * and saves full-page shots under SHOTS_DIR (default e2e/screenshots/).
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, hydrated, loginAs, test, type PortalLanguage } from "./support/fixtures";
import { MOCK_CONTROL_URL } from "./support/mock-client";

const DIR = process.env.SHOTS_DIR ?? "e2e/screenshots";
const shot = async (page: Page, name: string) => {
  await mkdir(DIR, { recursive: true });
  await page.screenshot({ path: join(DIR, `${name}.png`), animations: "disabled" });
};
const downloads = (body: unknown) =>
  fetch(`${MOCK_CONTROL_URL}/downloads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const ACCOUNT = { zh_CN: "owner", en_US: "leftie", ko_KR: "korean" } as const;
const TEXT = {
  zh_CN: { centre: "导出中心", asyncTasks: "异步任务", preparing: "正在准备导出文件，完成后将通知您", done: "导出文件已生成", failed: "导出文件失败", badges: ["已完成", "处理中", "处理失败", "未开始"] },
  en_US: { centre: "Export centre", asyncTasks: "Async tasks", preparing: "Preparing the export file. We will let you know when it is ready.", done: "The export file is ready", failed: "Export failed", badges: ["Completed", "Processing", "Failed", "Not started"] },
  ko_KR: { centre: "내보내기 센터", asyncTasks: "비동기 작업", preparing: "내보내기 파일을 준비하고 있습니다. 완료되면 알려 드립니다.", done: "내보내기 파일이 준비되었습니다", failed: "파일 내보내기에 실패했습니다", badges: ["완료", "처리 중", "실패", "시작 전"] },
} as const;

const toast = (page: Page, title: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

for (const lang of ["zh_CN", "en_US", "ko_KR"] as PortalLanguage[]) {
  test(`${lang}: the export notices, the async task list and the download centre`, async ({ page, mock }) => {
    test.setTimeout(120_000);
    const x = TEXT[lang];
    const user = ACCOUNT[lang];
    await downloads({ startAfterMs: 1500, completeAfterMs: 4000, bulk: { username: user, count: 24 } });
    await loginAs(page, user, lang);
    await page.goto("/entry/1001/ERP/erp#/order/list");
    await hydrated(page);
    const list = page.locator('[role="tabpanel"] .sa[data-route^="/order/list"]');
    await expect(list.locator("tbody tr")).toHaveCount(10);
    await list.locator('[data-bridge="pushByAsync"]').click();
    const notices = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(notices.first()).toBeVisible();
    await expect(toast(page, x.preparing)).toBeVisible();
    await shot(page, `export-preparing-${lang}`);
    await expect(toast(page, x.done)).toBeVisible({ timeout: 20_000 });
    await shot(page, `export-done-${lang}`);
    // Three more rows from the download socket: the list keeps the latest 3, newest first.
    for (const n of [1, 2, 3]) {
      await expect
        .poll(async () => ((await mock.push({ username: user, socket: "download", message: { source: "asyncTask", batchCode: `B2026112${n}`, type: "orders", user_name: user, total: 86 * n, already_total: 40 * n, statusName: n === 3 ? "处理中" : "已完成" } })) as { delivered?: number }).delivered ?? 0)
        .toBeGreaterThan(0);
    }
    await page.getByRole("button", { name: x.asyncTasks }).click();
    const rows = page.locator("[data-async-task]");
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute("data-async-task", "B20261123");
    await shot(page, `export-async-list-${lang}`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: x.centre }).first().click();
    await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/user\/download-center$/);
    const centre = page.locator("[data-download-centre]");
    await expect(centre.locator("[data-task]").first()).toBeVisible();
    const badges = await centre.locator("[data-badge]").allInnerTexts();
    for (const b of badges) expect(x.badges).toContain(b);
    await shot(page, `export-centre-${lang}`);
  });
}

test("zh_CN: a failed export's notice", async ({ page }) => {
  await downloads({ failNext: 1, startAfterMs: 500, completeAfterMs: 1500 });
  await loginAs(page, "owner", "zh_CN");
  await page.goto("/entry/1001/ERP/erp#/order/list");
  await hydrated(page);
  await page.locator('[role="tabpanel"] .sa[data-route^="/order/list"] [data-bridge="pushByAsync"]').click();
  await expect(toast(page, "导出文件失败").getByRole("button", { name: "重试" })).toBeVisible({ timeout: 15_000 });
  await shot(page, "export-failed-zh_CN");
});

for (const lang of ["zh_CN", "en_US", "ko_KR"] as PortalLanguage[]) {
  test(`${lang}: the msgType 8 export notice is one of the export toasts and stays clear of the tab strip`, async ({ page, mock }) => {
    const user = ACCOUNT[lang];
    await loginAs(page, user, lang);
    await expect
      .poll(async () => ((await mock.push({ username: user, socket: "notice", message: { msgType: 8, msgTitle: "Orders 2026-11", msgInfo: "orders.xlsx", fileUrl: "https://files.example.com/orders.xlsx" } })) as { delivered?: number }).delivered ?? 0)
      .toBeGreaterThan(0);
    const notice = toast(page, "Orders 2026-11");
    await expect(notice).toBeVisible();
    const strip = (await page.locator("[data-tab-strip]").boundingBox())!;
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(strip.y + strip.height);
    await shot(page, `export-msgtype8-${lang}`);
  });
}
