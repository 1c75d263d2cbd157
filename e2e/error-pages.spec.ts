/**
 * Error pages (issue 5 §4): every status page sits in the login layout (logo, language select,
 * footer) with one sentence and the action that helps, in the user's language; GW-08 (a failed
 * user config is a warning, the shell stands) and GW-10 (0015 on the menu offers 返回首页).
 * Screenshots of every page in the three languages go to e2e/screenshots/error-*.png.
 */
import type { Page } from "@playwright/test";
import { LANGUAGES, T, axeCheck, expect, hydrated, loginAs, setLanguage, shot, test } from "./support/fixtures";
import type { MockControl, PortalLanguage } from "./support/fixtures";
import { startPortalProcess, type PortalProcess } from "./support/portal-process";

const ALL: readonly PortalLanguage[] = ["zh_CN", "en_US", "ko_KR"];
const SUBJECT_CODE = "saas.sso.subject.service.info.error.code.0015";
const statusPage = '[data-testid="status-page"]';

/** The texts each page shows, per language (from the resources; a change here is a wording change). */
const PAGE = {
  zh_CN: {
    noAccess: "无访问权限", packageExpired: "套餐已到期", notFound: "页面不存在", serverError: "服务器错误",
    gateway: "请求未能完成", timeout: "服务响应超时", subject: "异常提醒",
    noAccessBody: "您暂无权限访问 BI数据分析，请联系管理员或您的专属销售经理。",
    packageBody: "续费后即可继续使用", notFoundBody: "您访问的页面不存在或已被移除。",
    serverBody: "服务暂时不可用，请稍后再试。", timeoutBody: "服务器长时间没有响应",
    subjectBody: "当前公司的服务信息异常", home: "返回首页", retry: "重试", login: "重新登录", renew: "续费",
    code: (c: string) => `错误代码 ${c}`, menuError: "菜单加载失败", configFallback: "个人设置加载失败，已使用默认布局。",
  },
  en_US: {
    noAccess: "No access", packageExpired: "Package expired", notFound: "Page not found", serverError: "Server error",
    gateway: "Request not completed", timeout: "The service timed out", subject: "Exception notice",
    noAccessBody: "You have no access to BI Analytics. Contact your administrator or your account manager.",
    packageBody: "Renew it to continue", notFoundBody: "The page you asked for does not exist or was removed.",
    serverBody: "The service is temporarily unavailable. Please try again later.", timeoutBody: "The server took too long to respond",
    subjectBody: "Your company's service information is not valid", home: "Back to home", retry: "Retry", login: "Sign in again", renew: "Renew",
    code: (c: string) => `Error code ${c}`, menuError: "The menu could not be loaded", configFallback: "the default layout is used",
  },
} as const;

/** Opens `path` in `lang` and waits for the status page and hydration. */
async function open(page: Page, path: string, lang: PortalLanguage): Promise<void> {
  await setLanguage(page, lang);
  await page.goto(path);
  await expect(page.locator(statusPage)).toBeVisible();
  await hydrated(page);
}

/** Logs the owner in with `lang` as the account's saved language (login applies it). */
async function ownerIn(page: Page, mock: MockControl, lang: PortalLanguage): Promise<void> {
  await mock.patchUser("owner", { chooseLanguage: lang });
  await loginAs(page, "owner", lang);
}

/** The login layout around a status page: logo, language select, footer. */
async function expectLoginLayout(page: Page, lang: PortalLanguage) {
  await expect(page.locator("header img[src='/logo.svg']")).toBeVisible();
  await expect(page.getByRole("combobox", { name: T[lang].languageLabel })).toBeVisible();
  await expect(page.locator("footer")).toContainText("©");
}

for (const lang of LANGUAGES) {
  const p = PAGE[lang];
  test(`[ROUTE-03][ROUTE-09][ROUTE-18] 401, 404 and 500 pages: layout, sentence and action (${lang}) (/401/{systemCode} only; ROUTE-19 with /401 too: e2e/routes.spec.ts)`, async ({ page }) => {
    await open(page, "/401/BI", lang);
    await expectLoginLayout(page, lang);
    await expect(page.getByRole("heading", { level: 1, name: p.noAccess })).toBeVisible();
    await expect(page.locator(statusPage)).toContainText(p.noAccessBody);
    await expect(page.getByRole("link", { name: p.home })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: p.login })).toBeVisible();

    for (const path of ["/404", "/entry/1001/ERP/404", "/no/such/page"]) {
      await open(page, path, lang);
      await expectLoginLayout(page, lang);
      await expect(page.getByRole("heading", { level: 1, name: p.notFound })).toBeVisible();
      await expect(page.locator(statusPage)).toContainText(p.notFoundBody);
      await expect(page.locator(statusPage)).toContainText(p.code("404"));
      await expect(page.getByRole("link", { name: p.home })).toHaveAttribute("href", "/");
    }

    await open(page, "/500", lang);
    await expectLoginLayout(page, lang);
    await expect(page.getByRole("heading", { level: 1, name: p.serverError })).toBeVisible();
    await expect(page.locator(statusPage)).toContainText(p.serverBody);
    await expect(page.getByRole("link", { name: p.retry })).toHaveAttribute("href", "/500");
    await page.getByRole("link", { name: p.home }).click();
    await expect(page).toHaveURL(/\/login/); // home, then the guard: not logged in
  });

  test(`[ROUTE-17] the 402 page offers renew (the system's renewal page) and home (${lang})`, async ({ page, mock }) => {
    await ownerIn(page, mock, lang);
    await page.goto("/entry/1004/WMS");
    await expect(page).toHaveURL(/\/entry\/1004\/WMS\/402$/);
    await expect(page.getByRole("heading", { level: 1, name: p.packageExpired })).toBeVisible();
    await expectLoginLayout(page, lang);
    await expect(page.locator(statusPage)).toContainText(p.packageBody);
    await expect(page.getByRole("link", { name: p.renew })).toHaveAttribute("href", "/entry/1001/ERP/sso-web#/company/serve/buy-renew?serviceId=1004&packageId=41");
    await expect(page.getByRole("link", { name: p.home })).toHaveAttribute("href", "/");
  });

  test(`[GW-10] account-load failures: the server's message (502) and 异常提醒 with 返回首页 (${lang}) (GW-08 whole: the userActionConfig test below)`, async ({ page, mock }) => {
    await ownerIn(page, mock, lang);
    await mock.fault({ match: "getUserInfoByHideCode", kind: "code", value: "E.UNKNOWN.1", msg: "服务维护中", times: -1 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: p.gateway })).toBeVisible();
    await expectLoginLayout(page, lang);
    await expect(page.locator(statusPage)).toContainText("服务维护中");
    await expect(page.getByRole("link", { name: p.retry })).toBeVisible();
    await expect(page.getByRole("link", { name: p.home })).toHaveAttribute("href", "/");
    await mock.clearFaults();

    await mock.fault({ match: "getUserInfoByHideCode", kind: "code", value: SUBJECT_CODE, times: -1 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: p.subject })).toBeVisible();
    await expect(page.locator(statusPage)).toContainText(p.subjectBody);
    await expectLoginLayout(page, lang);
    await mock.clearFaults();
    await hydrated(page);
    await page.getByRole("link", { name: p.home }).click();
    await expect(page).toHaveURL(/\/entry\/1001\/ERP/);
    await expect(page.locator(statusPage)).toHaveCount(0);
  });

  test(`[GW-08] a business error on userActionConfig is a warning with the server's message and the shell stands; only a failed account load (user info) ends on an error page with the logo, the language select and a way home (${lang})`, async ({ page, mock }) => {
    await ownerIn(page, mock, lang);
    await mock.fault({ match: "userActionConfig", kind: "code", value: "E.CONFIG.7", msg: "配置服务维护中", times: 1 });
    await page.reload();
    await expect(page.getByRole("navigation", { name: T[lang].menu })).toBeVisible();
    await expect(page.locator(statusPage)).toHaveCount(0);
    const toast = page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "配置服务维护中" });
    await expect(toast.first()).toBeVisible();
    await expect(toast.first()).toContainText(p.configFallback);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `gw08-config-warning-${lang}`);

    // The account load itself failing (user info): the error page, with the server's message,
    // the logo, the language select and a way home.
    await mock.fault({ match: "getUserInfoByHideCode", kind: "code", value: "E.UNKNOWN.1", msg: "服务维护中", times: -1 });
    await page.reload();
    await expect(page.locator(statusPage)).toBeVisible();
    await expect(page.locator(statusPage)).toContainText("服务维护中");
    await expectLoginLayout(page, lang);
    await expect(page.getByRole("link", { name: p.home })).toHaveAttribute("href", "/");
    await mock.clearFaults();
  });

  test(`[GW-10] code 0015 on the menu call: 菜单加载失败, 异常提醒, 重试 and 返回首页 to / (${lang})`, async ({ page, mock }) => {
    await ownerIn(page, mock, lang);
    await mock.fault({ match: "getMenuTreeByServiceAndRole", kind: "code", value: SUBJECT_CODE, times: -1 });
    await page.reload();
    const notice = page.getByRole("alert").filter({ hasText: p.menuError });
    await expect(notice).toContainText(p.subject);
    await expect(notice.getByRole("button", { name: p.retry })).toBeVisible();
    const home = notice.getByRole("link", { name: p.home });
    await expect(home).toHaveAttribute("href", "/");
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `gw10-menu-failure-${lang}`);
    await mock.clearFaults();
    await hydrated(page);
    await home.click();
    await expect(page).toHaveURL(/\/entry\/1001\/ERP/);
    await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
    await expect(page.getByRole("alert").filter({ hasText: p.menuError })).toHaveCount(0);
  });
}

test.describe("gateway timeout", () => {
  // GW-06's 60 s is what a seller waits; this journey checks the page the wait ends on, on a
  // portal of its own whose calls time out after GATEWAY_TIMEOUT_MS (the 60 s default has its
  // own test: spec/gateway/request-timeout.test.ts).
  const TIMEOUT_MS = 8_000;
  let portal: PortalProcess | undefined;
  test.beforeAll(async () => {
    portal = await startPortalProcess({ GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS), MOCK_CLODOP_PORT: "off" });
  });
  test.afterAll(() => portal?.kill());

  test("a gateway timeout on the account load ends on the 504 page with retry (zh_CN, en_US, ko_KR)", async ({ browser }, info) => {
    test.setTimeout(120_000);
    // One logged-in browser context per language, all waiting on the same delayed call at once.
    const pages: { lang: PortalLanguage; page: Page }[] = [];
    for (const lang of ALL) {
      const context = await browser.newContext({ ...info.project.use, baseURL: portal!.base });
      const page = await context.newPage();
      await loginAs(page, "owner");
      await setLanguage(page, lang);
      pages.push({ lang, page });
    }
    const fault = await fetch(`${portal!.mockUrl.replace(/\/$/, "")}/__mock/fault`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ match: "getUserInfoByHideCode", kind: "delay", value: TIMEOUT_MS + 20_000, times: ALL.length }),
    });
    expect(fault.ok, "the fault is set").toBe(true);
    await Promise.all(pages.map(({ page }) => page.reload({ timeout: 60_000 })));
    for (const { lang, page } of pages) {
      await expect(page.locator(statusPage)).toBeVisible();
      await expect(page.locator(statusPage)).toContainText(lang === "ko_KR" ? "서비스 응답 시간 초과" : PAGE[lang].timeout);
      await expect(page.locator(statusPage)).toContainText(lang === "ko_KR" ? "서버가 오랫동안 응답하지 않습니다" : PAGE[lang].timeoutBody);
      await expect(page.locator(statusPage)).toHaveAttribute("data-status", "504");
      await expect(page.getByRole("link", { name: lang === "ko_KR" ? "다시 시도" : PAGE[lang].retry })).toBeVisible();
      await expectLoginLayout(page, lang);
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      await shot(page, `error-504-${lang}`);
      expect(await axeCheck(page), `504 ${lang}`).toEqual([]);
      await page.context().close();
    }
  });
});

test("[screens] every error page in zh_CN, en_US and ko_KR, with no serious axe violation", async ({ page, mock }) => {
  test.setTimeout(180_000);
  const screens: { name: string; path: string; login?: boolean; fault?: Parameters<typeof mock.fault>[0] }[] = [
    { name: "401", path: "/401/BI" },
    { name: "404", path: "/404" },
    { name: "500", path: "/500" },
    { name: "402", path: "/entry/1004/WMS/402", login: true },
    { name: "502", path: "/entry/1001/ERP", login: true, fault: { match: "getUserInfoByHideCode", kind: "code", value: "E.UNKNOWN.1", msg: "服务维护中", times: -1 } },
    { name: "subject", path: "/entry/1001/ERP", login: true, fault: { match: "getUserInfoByHideCode", kind: "code", value: SUBJECT_CODE, times: -1 } },
  ];
  for (const lang of ALL) {
    await page.context().clearCookies();
    await loginAs(page, "owner");
    for (const screen of screens) {
      if (screen.fault) await mock.fault(screen.fault);
      await open(page, screen.path, lang);
      await page.evaluate(() => document.fonts.ready);
      await shot(page, `error-${screen.name}-${lang}`);
      expect(await axeCheck(page), `${screen.name} ${lang}`).toEqual([]);
      await mock.clearFaults();
    }
  }
});
