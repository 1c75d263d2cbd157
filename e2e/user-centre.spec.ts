/**
 * The user centre, the app market and the help centre in the browser (issue 28): what the owner
 * of company A sees on each, the renewal reminders, the market's filters and its "new" marker,
 * the help documents by group with search, `docId`, and the help link bound to the page in front
 * of the seller. Screenshots in the three languages.
 */
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { axeCheck, expect, loginAs, openLeaf, shot, test, type PortalLanguage } from "./support/fixtures";

const BASE = "/entry/1001/ERP";
const M = SEED.menus;
const DAY = 86_400_000;

/** The date (UTC+8, `yyyy-MM-dd`) `days` days from today. */
const dateIn = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

const T = {
  zh_CN: {
    home: "用户中心", company: "深圳跨境优选科技有限公司", owner: "主账号",
    erpNotice: (d: string) => `ERP（ERP旗舰版）将于 ${d} 到期，剩余 20 天。`,
    wmsNotice: (d: string) => `海外仓WMS（海外仓 WMS 基础版）已于 ${d} 到期，续费后即可继续使用。`,
    biNotice: (d: string) => `BI数据分析（BI 数据分析版）已于 ${d} 到期，续费后即可继续使用。`,
    states: { ERP: "使用中", WMS: "已到期", SUPPLY_CHAIN: "未开通", M2B: "已停用" }, renew: "续费",
    market: "应用市场", installed: "已安装", available: "未安装", all: "全部", open: "打开", authorize: "去授权", search: "搜索应用", noResult: "没有符合条件的应用",
    help: "帮助中心", groups: ["快速入门", "订单与商品", "账号与服务"], orderDoc: "订单列表说明", printDoc: "打印面单与 C-Lodop", aiDoc: "AI 助手使用指南",
    docSearch: "搜索文档", notFound: "该文档不存在或已下线，请从左侧目录选择其他文档。", tooLong: "搜索内容不能超过 50 个字", noDoc: "没有找到相关文档", toolbarHelp: "帮助中心",
  },
  en_US: {
    home: "User centre", company: "深圳跨境优选科技有限公司", owner: "Owner",
    erpNotice: (d: string) => `ERP (ERP Flagship) expires on ${d}, in 20 days.`,
    wmsNotice: (d: string) => `Overseas Warehouse (WMS) (Overseas WMS Basic) expired on ${d}. Renew it to keep using it.`,
    biNotice: (d: string) => `BI Analytics (BI Analytics) expired on ${d}. Renew it to keep using it.`,
    states: { ERP: "In use", WMS: "Expired", SUPPLY_CHAIN: "Not opened", M2B: "Discontinued" }, renew: "Renew",
    market: "App market", installed: "Installed", available: "Not installed", all: "All", open: "Open", authorize: "Authorise", search: "Search apps", noResult: "No app matches",
    help: "Help centre", groups: ["Getting started", "Orders and products", "Account and services"], orderDoc: "The order list", printDoc: "Printing labels with C-Lodop", aiDoc: "Using the AI assistant",
    docSearch: "Search documents", notFound: "This document does not exist or was taken down. Choose another one on the left.", tooLong: "A search is at most 50 characters", noDoc: "No document found", toolbarHelp: "Help centre",
  },
} satisfies Partial<Record<PortalLanguage, unknown>>;

async function ownerIn(page: Page, mock: { patchUser: (u: string, b: Record<string, unknown>) => Promise<unknown> }, lang: PortalLanguage) {
  await mock.patchUser("owner", { chooseLanguage: lang });
  await loginAs(page, "owner", lang);
}

const portalPane = (page: Page, marker: string) => page.locator(`[role="tabpanel"]:visible [${marker}]`);

for (const lang of ["zh_CN", "en_US"] as const) {
  const text = T[lang];

  test(`[USER-01] the user centre shows the company, each system's package, status and expiry, and the renewal reminders (${lang})`, async ({ page, mock }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await ownerIn(page, mock, lang);
    await page.goto(`${BASE}/sso-web#/embel/home`);
    const centre = portalPane(page, "data-user-centre");
    await expect(centre.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(centre.locator("[data-company]")).toContainText(text.company);
    await expect(centre.locator("[data-company]")).toContainText(text.owner);
    // Reminders: ERP expiring in 20 days, BI and WMS expired 5 and 12 days ago; the systems far from expiry have none.
    const notices = centre.locator("[data-renew-notices]");
    await expect(notices.locator("[data-renew-notice='1001']")).toHaveText(text.erpNotice(dateIn(20)));
    await expect(notices.locator("[data-renew-notice='1003']")).toHaveText(text.biNotice(dateIn(-5)));
    await expect(notices.locator("[data-renew-notice='1004']")).toHaveText(text.wmsNotice(dateIn(-12)));
    await expect(notices.locator("[data-renew-notice]")).toHaveCount(3);
    // Every subscribed system, with its package, status and expiry.
    const rows = centre.locator("[data-systems] tbody tr");
    await expect(rows).toHaveCount(8);
    const erp = centre.locator("[data-system=ERP]");
    await expect(erp).toContainText(lang === "zh_CN" ? "ERP旗舰版" : "ERP Flagship");
    await expect(erp).toContainText("2024-03-01");
    await expect(erp).toContainText(dateIn(20));
    for (const [code, state] of Object.entries(text.states)) await expect(centre.locator(`[data-system=${code}]`)).toContainText(state);
    await expect(centre.locator("[data-system=WMS]")).toContainText(dateIn(-12));
    await expect(centre.locator("[data-system=WMS]").getByRole("button", { name: text.renew })).toBeVisible();
    await expect(centre.locator("[data-system=AMAZON_OPERATE]").getByRole("button", { name: text.renew })).toHaveCount(0);
    await expect(centre.locator("[data-system=M2B]")).toContainText("—");
    await expect(centre.locator("[data-system=SUPPLY_CHAIN] td").nth(4)).toHaveText("—");
    expect(await axeCheck(page, { include: "[role='tabpanel']:not([hidden])" })).toEqual([]);
    await shot(page, `user-centre-home-${lang}`);
    // Renew opens the renewal of that system.
    await centre.locator("[data-system=WMS]").getByRole("button", { name: text.renew }).click();
    await expect(page.locator("[role='tabpanel']:visible [data-choice]").first()).toBeVisible();
  });

  test(`[USER-07] the app market lists the third-party apps and banners with their installed state; search, filter; visiting clears its new marker (${lang})`, async ({ page, mock, context }) => {
    await ownerIn(page, mock, lang);
    const toolbarMarket = page.locator("[data-shell-toolbar]").getByRole("button", { name: text.market, exact: true });
    await expect(toolbarMarket.locator("xpath=..")).toContainText(lang === "zh_CN" ? "新" : "New");
    await toolbarMarket.click();
    const market = portalPane(page, "data-app-market");
    await expect(market.locator("[data-app]")).toHaveCount(6);
    await expect(market.locator("[data-banner]")).toHaveCount(2);
    await expect(market.locator("[data-installed='1']")).toHaveCount(2);
    await expect(market.locator("[data-installed='1']").first()).toContainText(text.installed);
    await expect(market.locator("[data-installed='0']").first()).toContainText(text.available);
    await expect(market.locator("[data-installed='0']").first().getByRole("button", { name: text.authorize })).toBeVisible();
    // Filters.
    await market.getByRole("radio", { name: text.installed, exact: true }).click();
    await expect(market.locator("[data-app]")).toHaveCount(2);
    await market.getByRole("radio", { name: text.all, exact: true }).click();
    await market.getByRole("searchbox", { name: text.search }).or(market.getByRole("textbox", { name: text.search })).fill("PingPong");
    await expect(market.locator("[data-app]")).toHaveCount(1);
    await market.getByRole("textbox", { name: text.search }).fill("zzz-none");
    await expect(market.getByRole("status")).toContainText(text.noResult);
    await market.getByRole("textbox", { name: text.search }).fill("");
    await expect(market.locator("[data-app]")).toHaveCount(6);
    expect(await axeCheck(page, { include: "[role='tabpanel']:not([hidden])" })).toEqual([]);
    await shot(page, `user-centre-market-${lang}`);
    // An installed app opens in a new window.
    const popup = context.waitForEvent("page");
    await market.locator("[data-app='501']").getByRole("button", { name: text.open }).click();
    await expect(await popup).toHaveURL(/\/apps\/third\/501\/$/);
    // Visited: the toolbar's marker is gone, and stays gone after a reload.
    await expect(toolbarMarket.locator("xpath=..")).not.toContainText(lang === "zh_CN" ? "新" : "New");
    await page.reload();
    await expect(page.locator("[data-shell-toolbar]").getByRole("button", { name: text.market, exact: true }).locator("xpath=..")).not.toContainText(lang === "zh_CN" ? "新" : "New");
  });

  test(`[USER-08][ROUTE-24] the help centre lists documents by group with search; docId opens that document; the help link opens the page's bound document (${lang})`, async ({ page, mock }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await ownerIn(page, mock, lang);
    await page.goto(`${BASE}/sso-web#/company/helper/center?docId=203`);
    const help = portalPane(page, "data-help-centre");
    const nav = help.locator("[data-help-documents]");
    for (const g of text.groups) await expect(nav).toContainText(g);
    await expect(nav.locator("[data-doc]")).toHaveCount(8);
    await expect(help.locator("[data-help-document='203']").locator("[data-doc-title]")).toHaveText(text.printDoc);
    await expect(nav.locator("[data-doc='203']")).toHaveAttribute("aria-current", "page");
    expect(await axeCheck(page, { include: "[role='tabpanel']:not([hidden])" })).toEqual([]);
    await shot(page, `user-centre-help-${lang}`);
    // Search narrows the list; a search past 50 characters is refused with a message, keeping what was typed.
    const box = help.getByRole("textbox", { name: text.docSearch });
    await box.fill("C-Lodop");
    await box.press("Enter");
    await expect(nav.locator("[data-doc]")).toHaveCount(1);
    await box.fill("x".repeat(51));
    await expect(help.getByRole("alert")).toHaveText(text.tooLong);
    await box.press("Enter");
    await expect(nav.locator("[data-doc]")).toHaveCount(1);
    await expect(box).toHaveValue("x".repeat(51));
    await box.fill("x".repeat(50));
    await box.press("Enter");
    await expect(help.getByRole("status")).toHaveText(text.noDoc);
    // Another document by choosing it.
    await box.fill("");
    await box.press("Enter");
    await nav.locator("[data-doc='101']").click();
    await expect(help.locator("[data-help-document='101']").locator("[data-doc-title]")).toHaveText(text.aiDoc);
    // An unknown docId and a malformed one say so, the list stays.
    await page.goto(`${BASE}/sso-web#/company/helper/center?docId=999`);
    await expect(portalPane(page, "data-help-centre").getByRole("alert")).toHaveText(text.notFound);
    await expect(portalPane(page, "data-help-centre").locator("[data-doc]")).toHaveCount(8);
    await page.goto(`${BASE}/sso-web#/company/helper/center?docId=abc`);
    await expect(portalPane(page, "data-help-centre").getByRole("alert")).toHaveText(text.notFound);
    // The page-bound link: on the order list, the toolbar's help opens the order list's document.
    await page.goto(BASE);
    await openLeaf(page, M.orderList.menuId);
    await page.locator("[data-shell-toolbar]").getByRole("button", { name: text.toolbarHelp, exact: true }).click();
    await expect(portalPane(page, "data-help-centre").locator("[data-help-document='201']").locator("[data-doc-title]")).toHaveText(text.orderDoc);
    // On home (no bound document) it opens the help centre at its first document.
    await page.getByRole("tablist").getByRole("tab").first().click();
    await page.locator("[data-shell-toolbar]").getByRole("button", { name: text.toolbarHelp, exact: true }).click();
    await expect(portalPane(page, "data-help-centre").locator("[data-help-document='102']")).toBeVisible();
  });
}

test("the user centre, app market and help centre in ko_KR (screenshots)", async ({ page, mock }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await ownerIn(page, mock, "ko_KR");
  for (const [path, marker, name] of [["/embel/home", "data-user-centre", "home"], ["/app/home", "data-app-market", "market"], ["/company/helper/center?docId=201", "data-help-centre", "help"]] as const) {
    await page.goto(`${BASE}/sso-web#${path}`);
    await expect(portalPane(page, marker).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(portalPane(page, marker).locator("[aria-busy='true']")).toHaveCount(0);
    await shot(page, `user-centre-${name}-ko_KR`);
  }
  await expect(portalPane(page, "data-help-centre").locator("[data-help-document='201']").locator("[data-doc-title]")).toHaveText("주문 목록 안내");
});

test("[USER-06] renewing from the user centre: the expired WMS enters again (no 402 page), and ERP's expired-platform prompt no longer applies", async ({ page, mock }) => {
  test.setTimeout(180_000);
  await ownerIn(page, mock, "zh_CN");
  const dialog = page.getByRole("alertdialog");
  // Before: WMS's entry is the 402 page; ERP's expired-platform page asks to renew and opens nothing.
  await page.goto("/entry/1004/WMS");
  await expect(page).toHaveURL(/\/entry\/1004\/WMS\/402$/);
  await page.goto(BASE);
  await openLeaf(page, M.platformExpired);
  await expect(dialog.getByRole("heading", { name: "温馨提示" })).toBeVisible();
  await expect(dialog).toContainText("该功能所属平台已过期，请尽快续费，以免影响团队成员使用");
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(page.locator(`[role="tabpanel"][data-pane="m_${M.platformExpired}"]`)).toHaveCount(0);

  // Renew WMS, then ERP, each from its row of the user centre; the mock pays 5 mock seconds after the code shows.
  for (const code of ["WMS", "ERP"]) {
    await page.goto(`${BASE}/sso-web#/embel/home`);
    const centre = portalPane(page, "data-user-centre");
    await centre.locator(`[data-system=${code}]`).getByRole("button", { name: "续费" }).click();
    await expect(page).toHaveURL(/#\/company\/serve\/buy-renew\?serviceId=\d+$/);
    await page.getByRole("button", { name: "下一步：确认订单" }).click();
    await page.getByRole("button", { name: "提交订单并支付" }).click();
    await expect(page.locator('[data-result-phase="paid"]')).toBeVisible({ timeout: 30_000 });
  }

  // After: WMS enters; ERP's page opens without the prompt; the user centre shows no reminder for either.
  await page.goto("/entry/1004/WMS");
  await expect(page).not.toHaveURL(/\/402/);
  await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
  await page.goto(BASE);
  await openLeaf(page, M.platformExpired);
  await expect(page.locator(`[role="tabpanel"][data-pane="m_${M.platformExpired}"]`)).toHaveCount(1);
  await expect(dialog).toHaveCount(0);
  await page.goto(`${BASE}/sso-web#/embel/home`);
  const centre = portalPane(page, "data-user-centre");
  await expect(centre.locator("[data-system=WMS]")).toContainText("使用中");
  await expect(centre.locator("[data-renew-notice='1004']")).toHaveCount(0);
  await expect(centre.locator("[data-renew-notice='1001']")).toHaveCount(0);
  await expect(centre.locator("[data-renew-notice='1003']")).toHaveCount(1);
});
