/**
 * The service pages (issue 28; ROUTE-27, ROUTE-32, USER-04..06): package purchase → order
 * confirmation → payment QR code → result, with the QR code's countdown, the payment arriving by
 * polling (no reload), the result reloaded; an upgrade bought from an unbought menu's buy button
 * (new window) makes its menus usable in both windows without signing out; renewing the expired
 * WMS from its 402 page lets it be entered again; an expired QR code and a failed payment each
 * say so and offer a new code. zh_CN and en_US; ko_KR screenshots; axe on every page.
 * Screenshots: /work/wt/shots/i28-pay/.
 */
import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { axeCheck, expect, loginAs, pane, revealLeaf, test, type PortalLanguage } from "./support/fixtures";

const SHOTS = "/work/wt/shots/i28-pay";

test.describe.configure({ timeout: 180_000 });

const TEXT = {
  zh_CN: {
    next: "下一步：确认订单", submit: "提交订单并支付", paid: "我已支付", newCode: "获取新二维码", paidTitle: "支付成功",
    expired: "二维码已失效，请获取新二维码后支付。", failed: "支付失败，未产生扣款。请获取新二维码重新支付。", renew: "续费",
    expiresIn: /^二维码将在 (\d\d):(\d\d) 后失效$/, notYet: "暂未收到付款。如果刚刚支付，请稍候几秒。", enterWms: "进入WMS",
    total12: "¥999.00", total13: "¥699.00", totalWms: "¥1299.00",
  },
  en_US: {
    next: "Next: confirm the order", submit: "Submit order and pay", paid: "I have paid", newCode: "Get a new code", paidTitle: "Payment received",
    expired: "The QR code has expired. Get a new code to pay.", failed: "The payment failed. Nothing was charged; get a new code to try again.", renew: "Renew",
    expiresIn: /^The code expires in (\d\d):(\d\d)$/, notYet: "No payment has arrived yet. If you have just paid, it may take a few seconds.", enterWms: "Enter WMS",
    total12: "¥999.00", total13: "¥699.00", totalWms: "¥1299.00",
  },
} as const;

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${MOCK_CONTROL_URL}${path}`, { method, headers: body ? { "content-type": "application/json" } : undefined, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
/** The mock's payment behaviour: pay `autoPayMs` after the code shows (0 never), fail the next `failNext`. */
const payRule = (body: { autoPayMs?: number; failNext?: number }) => control("POST", "/orders/settings", body);
const lastOrderId = async () => ((await control("GET", "/orders")) as { orderId: string }[]).at(-1)!.orderId;

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}
const servePage = (page: Page, id: string) => page.locator(`[data-serve-page="${id}"]`);
async function noAxe(page: Page, id: string) {
  await expect(servePage(page, id)).toBeVisible();
  expect(await axeCheck(page, { include: `[data-serve-page="${id}"]` })).toEqual([]);
}
/** Whether the menu leaf `menuId` is unbought (greyed, aria-disabled) as the menu shows it now; closes the panel again. */
async function unbought(page: Page, menuId: number): Promise<boolean> {
  const leaf = await revealLeaf(page, menuId);
  const disabled = (await leaf.getAttribute("aria-disabled")) === "true";
  await page.keyboard.press("Escape");
  return disabled;
}
/** The countdown in seconds, read from the page. */
async function countdown(page: Page, lang: "zh_CN" | "en_US"): Promise<number> {
  const text = (await page.locator("[data-countdown]").textContent()) ?? "";
  const m = TEXT[lang].expiresIn.exec(text.trim());
  expect(m, `countdown text "${text}"`).not.toBeNull();
  return Number(m![1]) * 60 + Number(m![2]);
}

for (const lang of ["zh_CN", "en_US"] as const) {
  const p = TEXT[lang];

  test(`[USER-04] buy-serve → comfirm-order → pay-qrcode (countdown, paid by polling, no reload) → pay-result safe to reload (${lang})`, async ({ page, mock }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    expect(await unbought(page, 10501)).toBe(true);
    await page.goto("/entry/1001/ERP/sso-web#/company/serve/buy-serve");
    await noAxe(page, "choose-buy");
    await page.locator('[data-choice="13"]').click();
    await page.getByRole("button", { name: p.next }).click();
    await expect(page).toHaveURL(/#\/company\/serve\/comfirm-order\?orderType=1&serviceId=1001&packageId=13&periods=1$/);
    await expect(page.locator("[data-order-total]")).toHaveText(p.total13);
    await noAxe(page, "confirm-order");
    // The QR page must learn of the payment without a reload: a marker on the window survives only then.
    await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
    await payRule({ autoPayMs: 0 });
    await page.getByRole("button", { name: p.submit }).click();
    await expect(page).toHaveURL(/#\/company\/serve\/pay-qrcode\?orderId=SO/);
    const qr = page.locator('svg[role="img"][data-qr-text]');
    await expect(qr).toBeVisible();
    expect(await qr.locator("path").getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    // 15 minutes on the code: 15:00 or just under, then ticking down.
    const first = await countdown(page, lang);
    expect(first).toBeGreaterThan(14 * 60 + 50);
    expect(first).toBeLessThanOrEqual(15 * 60);
    await expect.poll(() => countdown(page, lang), { timeout: 5_000 }).toBeLessThan(first);
    await noAxe(page, "pay-qrcode");
    await snap(page, `${lang}-pay-qrcode`);
    // "I have paid" before the money arrived: says so, the code stays.
    await page.getByRole("button", { name: p.paid }).click();
    await expect(page.getByText(p.notYet)).toBeVisible();
    // The payment arrives at the gateway; the poll brings the page to the result by itself.
    await control("POST", `/orders/${await lastOrderId()}/pay`);
    await expect(page).toHaveURL(/#\/company\/serve\/pay-result\?orderId=SO/, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);
    await expect(page.locator('[data-result-phase="paid"]')).toBeVisible();
    await expect(page.getByText(p.paidTitle)).toBeVisible();
    await noAxe(page, "pay-result");
    await snap(page, `${lang}-pay-result`);
    // Reloaded, the result is the same.
    await page.reload();
    await expect(page.locator('[data-result-phase="paid"]')).toBeVisible();
    await expect(page.getByText(p.paidTitle)).toBeVisible();
    await expect(page.locator("[data-serve-page=pay-result]")).toContainText(p.total13);
    // The formerly unbought menu of that package opens now.
    await expect.poll(() => unbought(page, 10501)).toBe(false);
    await (await revealLeaf(page, 10501)).click();
    await expect(pane(page, 10501)).toBeVisible();
  });

  test(`[USER-05] an unbought menu's buy button opens buy-additional in a new window; paid, its menus open in both windows without signing out (${lang})`, async ({ page, context, mock }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    await payRule({ autoPayMs: 0 });
    const leaf = await revealLeaf(page, 10203);
    await expect(leaf).toHaveAttribute("aria-disabled", "true");
    const buy = leaf.locator("xpath=..").locator(".nav-buy");
    await leaf.hover();
    const [popup] = await Promise.all([context.waitForEvent("page"), buy.click({ force: true })]);
    await popup.waitForLoadState();
    await expect(popup).toHaveURL(/#\/company\/serve\/buy-additional\?packageId=11&serviceId=1001&systemCode=ERP&updatePackageIds=12%2C13$/, { timeout: 20_000 });
    await noAxe(popup, "choose-upgrade");
    await expect(popup.locator('[data-choice="12"] input')).toBeChecked();
    await snap(popup, `${lang}-buy-additional`);
    await popup.getByRole("button", { name: p.next }).click();
    await expect(popup.locator("[data-order-total]")).toHaveText(p.total12);
    await popup.getByRole("button", { name: p.submit }).click();
    await expect(popup.locator('svg[role="img"][data-qr-text]')).toBeVisible();
    await control("POST", `/orders/${await lastOrderId()}/pay`);
    await expect(popup.locator('[data-result-phase="paid"]')).toBeVisible({ timeout: 10_000 });
    // The three menus of package 12 are usable in the new window and in the first one, still signed in.
    for (const win of [popup, page]) {
      for (const id of [10203, 10302, 10401]) await expect.poll(() => unbought(win, id)).toBe(false);
      expect(await unbought(win, 10501)).toBe(true);
    }
    await expect(page).toHaveURL(/\/entry\/1001\/ERP/);
    await (await revealLeaf(page, 10203)).click();
    await expect(page).toHaveURL(/\/entry\/1001\/ERP\/erp#\/order\/auto-review/);
    await expect(pane(page, 10203)).toBeVisible();
  });

  test(`the expired WMS (USER-06, the 402 side only): 402 → renew → buy-renew → paid → WMS enters, the 402 page is gone (${lang})`, async ({ page, mock }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    await page.goto("/entry/1004/WMS");
    await expect(page).toHaveURL(/\/entry\/1004\/WMS\/402$/);
    await page.getByRole("link", { name: p.renew }).click();
    await expect(page).toHaveURL(/#\/company\/serve\/buy-renew\?serviceId=1004&packageId=41$/);
    await noAxe(page, "choose-renew");
    await expect(page.locator('[data-choice="41"] input')).toBeChecked();
    await snap(page, `${lang}-buy-renew`);
    await page.getByRole("button", { name: p.next }).click();
    await expect(page.locator("[data-order-total]")).toHaveText(p.totalWms);
    await page.getByRole("button", { name: p.submit }).click();
    // Paid by the mock 5 mock seconds after the code shows (FIXTURE.md).
    await expect(page.locator('[data-result-phase="paid"]')).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: p.enterWms }).click();
    await expect(page).toHaveURL(/\/entry\/1004\/WMS(?:[/?#]|$)/);
    await expect(page).not.toHaveURL(/\/402/);
    await page.goto("/entry/1004/WMS");
    await expect(page).not.toHaveURL(/\/402/);
    await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
  });

  test(`the QR code expires → a clear message and a new code; a failed payment says so (${lang})`, async ({ page, mock }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    await payRule({ autoPayMs: 0 });
    await page.goto("/entry/1001/ERP/sso-web#/company/serve/comfirm-order?orderType=1&serviceId=1001&packageId=12&periods=2");
    await expect(page.locator("[data-order-total]")).toHaveText("¥1998.00");
    await page.getByRole("button", { name: p.submit }).click();
    const qr = page.locator('svg[role="img"][data-qr-text]');
    const code1 = await qr.getAttribute("data-qr-text");
    await mock.clock(15 * 60_000);
    await expect(page.getByText(p.expired)).toBeVisible({ timeout: 10_000 });
    await noAxe(page, "pay-qrcode");
    await snap(page, `${lang}-qr-expired`);
    await page.getByRole("button", { name: p.newCode }).click();
    await expect(page.locator("[data-countdown]")).toBeVisible();
    expect(await countdown(page, lang)).toBeGreaterThan(14 * 60 + 50);
    expect(await qr.getAttribute("data-qr-text")).not.toBe(code1);
    await payRule({ failNext: 1 });
    await control("POST", `/orders/${await lastOrderId()}/pay`);
    await expect(page.getByText(p.failed)).toBeVisible({ timeout: 10_000 });
    await snap(page, `${lang}-pay-failed`);
    await page.getByRole("button", { name: p.newCode }).click();
    await expect(page.locator("[data-countdown]")).toBeVisible();
    await control("POST", `/orders/${await lastOrderId()}/pay`);
    await expect(page.locator('[data-result-phase="paid"]')).toBeVisible({ timeout: 10_000 });
  });
}

test("service pages in ko_KR (screenshots)", async ({ page, mock }) => {
  const lang: PortalLanguage = "ko_KR";
  await mock.patchUser("owner", { chooseLanguage: lang });
  await loginAs(page, "owner", lang);
  await page.goto("/entry/1001/ERP/sso-web#/company/serve/serve-manage");
  await noAxe(page, "serve-manage");
  await snap(page, "ko_KR-serve-manage");
  await page.goto("/entry/1001/ERP/sso-web#/company/serve/buy-serve");
  await expect(page.locator('[data-choice="12"]')).toBeVisible();
  await snap(page, "ko_KR-buy-serve");
  await page.getByRole("button", { name: "다음: 주문 확인" }).click();
  await expect(page.locator("[data-order-total]")).toBeVisible();
  await snap(page, "ko_KR-confirm-order");
  await page.getByRole("button", { name: "주문 제출 및 결제" }).click();
  await expect(page.locator('svg[role="img"][data-qr-text]')).toBeVisible();
  await snap(page, "ko_KR-pay-qrcode");
  await expect(page.locator('[data-result-phase="paid"]')).toBeVisible({ timeout: 20_000 });
  await snap(page, "ko_KR-pay-result");
});
