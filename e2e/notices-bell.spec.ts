/**
 * The bell in demo mode (DEMO-05) and the notification list page (issue 24: a heading, unread
 * rows that look unread, and the classification and read-state filters).
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, shot, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const DEMO_LANDING = /\/entry\/4001\/ERP(?:[/?#]|$)/;
/** The demo tip (account:demoTip) per language; zh_CN is the product's text. */
const DEMO_TIP: Record<PortalLanguage, string> = {
  zh_CN: "演示账号不支持此操作，请联系您的专属销售经理开通正式账号",
  en_US: "This is not available in the demo account. Please contact your sales manager for a full account.",
  ko_KR: "데모 계정에서는 사용할 수 없습니다. 정식 계정은 전담 영업 담당자에게 문의하세요.",
};
const NOTIFICATION_CALLS = /\/sso\/msgNotice\/(?:queryMsgNoticePage|saveAllRead)$/;
const notificationCalls = async (mock: MockControl) => (await mock.log()).filter((e) => NOTIFICATION_CALLS.test(e.path));

const HTML_LANG: Record<PortalLanguage, string> = { zh_CN: "zh-CN", en_US: "en-US", ko_KR: "ko-KR" };

/** Switches the signed-in user's language with the header's selector (the account's own language wins at login). */
async function useLanguage(page: Page, lang: PortalLanguage): Promise<void> {
  if ((await page.locator("html").getAttribute("lang")) === HTML_LANG[lang]) return;
  await page.getByRole("combobox", { name: /^(语言|Language|언어)$/ }).selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
}

/** Records the page's requests to the portal's notification routes. */
function portalNotificationRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/notices\/(?:bell|list|read-all)\b/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test("[DEMO-05] the demo user's bell shows the demo tip and makes no notification call; owner's bell opens the list", async ({ page, mock }) => {
  const requests = portalNotificationRequests(page);
  await loginAs(page, "demo", "zh_CN", DEMO_LANDING);
  const bell = page.locator("[data-notice-bell]");
  await expect(bell).toHaveAttribute("data-socket", "on");
  // Past the bell's first-load wait (1 s after mounting) and its idle warm-up.
  await page.waitForTimeout(1_500);
  await bell.click();
  await expect(page.getByText(DEMO_TIP.zh_CN, { exact: true })).toBeVisible();
  await expect(page.locator("[data-bell-panel]")).toHaveCount(0);
  await expect(bell.locator("[data-bell-badge]")).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await notificationCalls(mock)).toEqual([]);
  expect(requests).toEqual([]);

  // The owner (no demo mode): the same bell opens the preview list, read from the gateway.
  await page.context().clearCookies();
  await loginAs(page, "owner");
  await page.locator("[data-notice-bell]").click();
  await expect(page.locator("[data-bell-panel]").getByRole("listitem")).toHaveCount(4);
  expect((await notificationCalls(mock)).map((e) => e.body)).toContainEqual({ pageNum: 1, pageSize: 4, hasRead: 2 });
  await expect(page.getByText(DEMO_TIP.zh_CN)).toHaveCount(0);
});

for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
  test(`the demo bell's tip in ${lang}`, async ({ page, mock }) => {
    await loginAs(page, "demo", lang, DEMO_LANDING);
    await useLanguage(page, lang);
    const bell = page.locator("[data-notice-bell]");
    // As the zh_CN journey above: the bell has connected and is past its first-load wait (a click
    // before that showed no tip once in a full run).
    await expect(bell).toHaveAttribute("data-socket", "on");
    await page.waitForTimeout(1_500);
    await bell.click();
    await expect(page.getByText(DEMO_TIP[lang], { exact: true })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `notices-bell-demo-${lang}`);
    expect(await notificationCalls(mock)).toEqual([]);
  });
}

const PAGE_TEXT = {
  zh_CN: { viewAll: "查看全部", heading: "消息通知", unread5: "5 条未读", type: "分类", state: "状态", all: "全部", orders: "订单提醒", system: "系统通知", unread: "未读" },
  en_US: { viewAll: "View all", heading: "Notifications", unread5: "5 unread", type: "Type", state: "Status", all: "All", orders: "Order alerts", system: "System notices", unread: "Unread" },
  ko_KR: { viewAll: "전체 보기", heading: "알림", unread5: "읽지 않은 알림 5개", type: "분류", state: "상태", all: "전체", orders: "주문 알림", system: "시스템 알림", unread: "읽지 않음" },
} as const;

for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
  test(`the notification page (${lang}): a heading with the unread count, unread rows marked, filters by classification and read state`, async ({ page, mock }) => {
    const x = PAGE_TEXT[lang];
    await loginAs(page, "owner", lang);
    await useLanguage(page, lang);
    await page.locator("[data-notice-bell]").click();
    await page.locator("[data-bell-panel]").getByRole("button", { name: x.viewAll }).click();
    const list = page.locator("[data-notification-page]");
    await expect(list.getByRole("heading", { level: 1, name: x.heading })).toBeVisible();
    await expect(list.locator("[data-unread-count]")).toHaveText(x.unread5);
    const rows = list.getByRole("listitem");
    await expect(rows).toHaveCount(10);
    // owner's first 5 (newest) are unread: a dot, a bold title on a tinted row; the rest are plain.
    await expect(list.locator('[data-notification-row="unread"]')).toHaveCount(5);
    const weight = (i: number) => rows.nth(i).locator("p").first().evaluate((e) => getComputedStyle(e).fontWeight);
    expect([await weight(0), await weight(9)]).toEqual(["600", "400"]);
    expect(await rows.nth(0).evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(await rows.nth(9).evaluate((e) => getComputedStyle(e).backgroundColor));
    // Each row names its classification, in the user's language.
    await expect(rows.nth(0)).toContainText(x.system);
    await expect(rows.nth(1)).toContainText(x.orders);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `notices-notification-page-${lang}`);

    const types = list.getByRole("group", { name: x.type });
    const states = list.getByRole("group", { name: x.state });
    await types.getByRole("button", { name: x.orders }).click();
    await expect(types.getByRole("button", { name: x.orders })).toHaveAttribute("aria-pressed", "true");
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) await expect(row).toContainText(x.orders);
    await states.getByRole("button", { name: x.unread }).click();
    await expect(rows).toHaveCount(2);
    await expect(list.locator('[data-notification-row="read"]')).toHaveCount(0);
    const last = (await mock.log()).filter((e) => e.path.endsWith("/sso/msgNotice/queryMsgNoticePage")).at(-1);
    expect(last?.body).toMatchObject({ pageNum: 1, pageSize: 10, hasRead: 2, msgType: 4 });
    await shot(page, `notices-notification-page-filtered-${lang}`);
    await types.getByRole("button", { name: x.all }).click();
    await expect(rows).toHaveCount(5);
    await states.getByRole("button", { name: x.all }).click();
    await expect(rows).toHaveCount(10);
  });
}
