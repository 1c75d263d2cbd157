/** Journeys 2 and 12: entry access rules, entry redirects and the error / registered routes. */
import { SEED } from "../mock-gateway/seed/ids";
import { T, expect, hydrated, loginAs, loginByPost, test } from "./support/fixtures";

const statusPage = '[data-testid="status-page"]';

test("[ROUTE-10][ROUTE-11] entry rules of company A send owner to the right page (ENTRY-01, ENTRY-03, ENTRY-04, ENTRY-05 and ROUTE-45 in one fixture case each; whole in spec/access/entry-rules.test.ts)", async ({ page }) => {
  await loginAs(page, "owner");

  // ENTRY-01 / ENTRY-05: BI with status 3 and a package → /401/BI (not 402).
  await page.goto(`/entry/${SEED.serviceIds.biA}/BI`);
  await expect(page).toHaveURL(/\/401\/BI$/);
  await expect(page.locator(statusPage)).toBeVisible();

  // ENTRY-03: WMS status 3 with a package → its 402 page.
  await page.goto(`/entry/${SEED.serviceIds.wmsA}/WMS`);
  await expect(page).toHaveURL(/\/entry\/1004\/WMS\/402$/);
  await expect(page.locator(statusPage)).toBeVisible();

  // ENTRY-04: M2B status 9 without a package → /401.
  await page.goto(`/entry/${SEED.serviceIds.m2bA}/M2B`);
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.locator(statusPage)).toBeVisible();

  // ROUTE-10: /entry/{serviceId} → /entry/{serviceId}/ERP.
  await page.goto(`/entry/${SEED.serviceIds.erpA}`);
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
  // ROUTE-11: /entry/{serviceId}/{systemCode} is the welcome page of that system.
  await expect(page.getByRole("heading", { name: "欢迎使用ERP" })).toBeVisible();
  await page.goto(`/entry/${SEED.serviceIds.amazonA}/AMAZON_OPERATE`);
  await expect(page.getByRole("heading", { name: "欢迎使用亚马逊运营" })).toBeVisible();

  // ROUTE-45: redirectPath → the first system with status 2 and serviceDeploy 4.
  await page.goto(`/entry/${SEED.serviceIds.erpA}/ERP?redirectPath=${encodeURIComponent("/some/where")}`);
  await expect(page).toHaveURL(/\/entry\/1007\/SUPPLY_CHAIN(?:[/?#]|$)/);
});

test("[ENTRY-02] noquota's ERP (packageQuantity 0, unlimitedUse 0) → /401/ERP; a quantity of 1, or unlimitedUse 1, lets it in", async ({ page, mock }) => {
  // Not a test of login: logged in without the login page.
  await page.goto(await loginByPost(page, "noquota", SEED.accounts.noquota.password));
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const erp = `/entry/${SEED.serviceIds.erpC}/ERP`;
  await page.goto(erp);
  await expect(page).toHaveURL(/\/401\/ERP$/);
  await expect(page.locator(statusPage)).toBeVisible();
  for (const patch of [{ packageQuantity: 1, unlimitedUse: 0 }, { packageQuantity: 0, unlimitedUse: 1 }]) {
    await mock.patchSystem(SEED.serviceIds.erpC, patch);
    await page.goto(erp);
    await expect(page, JSON.stringify(patch)).toHaveURL(new RegExp(`${erp}(?:[/?#]|$)`));
    await expect(page.locator(statusPage)).toHaveCount(0);
    await expect(page.getByRole("tab", { name: T.zh_CN.home, exact: true })).toBeVisible();
  }
});

test("[ROUTE-03][ROUTE-08][ROUTE-09][ROUTE-19] error pages and registered routes", async ({ page }) => {
  const t = T.zh_CN;
  for (const path of ["/404", "/some/unknown/path"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.locator(statusPage)).toBeVisible();
    await expect(page.getByRole("heading", { name: t.notFound })).toBeVisible();
  }

  await page.goto("/500");
  await expect(page.locator(statusPage)).toBeVisible();
  await expect(page.getByRole("heading", { name: "服务器错误" })).toBeVisible();
  await expect(page.locator(`${statusPage} a[href="/"]`)).toBeVisible();

  // ROUTE-19: /401 and /401/{systemCode} are the no-access page.
  for (const path of ["/401", "/401/ERP"]) {
    await page.goto(path);
    await expect(page.locator(statusPage)).toBeVisible();
    await expect(page.getByRole("heading", { name: "无访问权限" })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.notFound })).toHaveCount(0);
  }

  // ROUTE-08: registered, never not-found (logged in, so they render rather than bounce to /login).
  await loginAs(page, "owner");
  for (const path of ["/check-token", "/transfer", "/oauth/center"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).not.toBe(404);
    await expect(page.getByRole("heading", { name: t.notFound }), path).toHaveCount(0);
    await expect(page.locator("body"), path).not.toContainText(t.notFound);
  }
});

test("[ROUTE-02][ROUTE-31][ROUTE-18][ENTRY-06] Index, named entry pages and a page outside the menu (the 402 page's status and links here; ROUTE-17 whole: e2e/error-pages.spec.ts)", async ({ page }) => {
  await loginAs(page, "owner");

  // ROUTE-02 (and ROUTE-01's redirect; its "loads a micro-app" is not checked here): the Index route takes a logged-in user into the landing system's shell.
  await page.goto("/");
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  // ROUTE-31: /#/user/home returns to home (the home tab is active).
  await page.goto("/#/user/home");
  await expect(page).toHaveURL(/\/entry\/1001\/ERP#\/user\/home$/);
  await expect(page.getByRole("tab", { name: T.zh_CN.home, exact: true })).toHaveAttribute("aria-selected", "true");

  // ROUTE-17: the 402 page names the system and offers renewal and home.
  const expired = await page.goto("/entry/1004/WMS/402");
  expect(expired?.status()).toBe(402);
  await expect(page.locator(statusPage)).toContainText("WMS");
  await expect(page.locator(`${statusPage} a[href="/"]`)).toBeVisible();

  // ROUTE-18: the entry 404 page.
  const missing = await page.goto("/entry/1001/ERP/404");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: T.zh_CN.notFound })).toBeVisible();

  // ENTRY-06: a page that is not in the user's menu is refused with TAB-05's 401 modal; home stays.
  await page.goto("/entry/1001/ERP/sso-web#/not/in/the/menu");
  const refused = page.getByRole("alertdialog", { name: "提示" });
  await expect(refused).toContainText("您没有访问该页面的权限");
  await refused.getByRole("button", { name: "我知道了" }).click();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  await expect(page.getByRole("tab")).toHaveCount(1);
});

test("[ROUTE-06][ROUTE-07] /oauth/login is the login page; backEmail is a flag that keeps login working", async ({ page }) => {
  // ROUTE-06: backEmail is a flag: present (whatever its value, even empty) it is true, absent false.
  for (const query of ["backEmail=0", "backEmail"]) {
    await page.goto(`/login?${query}`);
    await expect(page.getByText("邮箱验证已完成，请登录"), query).toBeVisible();
  }
  await page.goto("/login");
  await expect(page.locator('input[name="userName"]')).toBeVisible();
  await expect(page.getByText("邮箱验证已完成，请登录")).toHaveCount(0);
  await page.goto("/oauth/login?backEmail=1");
  await expect(page.getByText("邮箱验证已完成，请登录")).toBeVisible();
  await hydrated(page);
  await page.locator('input[name="userName"]').fill("owner");
  await page.locator('input[name="password"]').fill(SEED.accounts.owner.password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);

  // ROUTE-07: /oauth/login handles `source` as /login does (ROUTE-05). Any other source leaves the
  // login as it is (a logged-in seller is sent on); the parent company's source (the server's
  // PARENT_COMPANY_SOURCE, "parent" unless configured, as ROUTE-05 allows) clears it first.
  await page.goto("/oauth/login?source=other");
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  await page.goto("/oauth/login?source=parent");
  await expect(page).toHaveURL(/\/oauth\/login\?source=parent$/);
  await expect(page.locator('input[name="userName"]')).toBeVisible();
  await page.goto("/entry/1001/ERP");
  await expect(page).toHaveURL(/\/login/);
});

/** The sso-web pages the shell document names, each with the page the seller sees there (zh_CN). */
const SSO_WEB_PAGES: Array<[path: string, marker: string, heading: string]> = [
  // ROUTE-26
  ["/app/home", "[data-app-market]", "应用市场"],
  ["/embel/home", "[data-user-centre]", "用户中心"],
  ["/embel/list", "[data-sub-accounts]", "角色权限"],
  // ROUTE-27
  ["/company/serve/buy-serve", '[data-serve-page="choose-buy"]', "套餐购买"],
  ["/company/serve/serve-manage", '[data-serve-page="serve-manage"]', "服务管理"],
  ["/company/serve/comfirm-order?orderType=1&serviceId=1001&packageId=12&periods=1", '[data-serve-page="confirm-order"]', "确认订单"],
  ["/company/serve/pay-qrcode", '[data-serve-page="pay-qrcode"]', "扫码支付"],
  ["/company/serve/pay-result", '[data-serve-page="pay-result"]', "支付结果"],
  ["/company/serve/buy-additional", '[data-serve-page="choose-upgrade"]', "选择升级套餐"],
  ["/company/serve/buy-renew", '[data-serve-page="choose-renew"]', "续费"],
  // ROUTE-28, EXPORT-01
  ["/user/basics-info", "[data-account-settings]", "账号设置"],
  ["/user/download-center", "[data-download-centre]", "下载中心"],
];

test("[ROUTE-26][ROUTE-27][ROUTE-28][EXPORT-01] each sso-web page the shell names opens at /entry/{serviceId}/{systemCode}/sso-web#{path} as that page", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  for (const [path, marker, heading] of SSO_WEB_PAGES) {
    await page.goto(`/entry/${SEED.serviceIds.erpA}/ERP/sso-web#${path}`);
    const shown = page.locator(marker);
    await expect(shown, path).toBeVisible();
    await expect(shown.getByRole("heading", { level: 1 }).first(), path).toHaveText(heading);
    await expect(page, path).toHaveURL(new RegExp(`/entry/1001/ERP/sso-web#${path.replace(/[?]/g, "\\?")}$`));
  }
});
