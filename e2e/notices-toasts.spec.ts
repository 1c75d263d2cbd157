/**
 * Where toasts show and how identical ones merge (issue 24). They sit at the bottom end, above
 * the corner's live notice and assistant button, so they cover none of the shell's controls in
 * either layout: not an open menu panel, the system switcher, the header or the tab strip (they
 * used to sit at the top centre, over all of these). The same message again while its toast
 * shows is counted on it ("×3"); different messages all show (at most 3 at once, LAYOUT-37).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, loginAs, shot, test, type MockControl, type PortalLanguage } from "./support/fixtures";

/** Pushes a notice until it reached an open socket of `username` (see notices.spec.ts). */
const push = (mock: MockControl, username: string, msgTitle: string, msgInfo = "") =>
  expect
    .poll(async () => ((await mock.push({ username, socket: "notice", message: { msgType: 5, msgTitle, msgInfo } })) as { delivered?: number }).delivered ?? 0)
    .toBeGreaterThan(0);

const HTML_LANG: Record<PortalLanguage, string> = { zh_CN: "zh-CN", en_US: "en-US", ko_KR: "ko-KR" };

/** Switches the signed-in user's language with the header's selector (the account's own language wins at login). */
async function useLanguage(page: Page, lang: PortalLanguage): Promise<void> {
  if ((await page.locator("html").getAttribute("lang")) === HTML_LANG[lang]) return;
  await page.getByRole("combobox", { name: /^(语言|Language|언어)$/ }).selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
}

const toasts = (page: Page) => page.locator("[data-scope=toast][data-part=root]");
const socketUp = (page: Page) => expect(page.locator("[data-notice-bell]")).toHaveAttribute("data-socket", "on");

/** The toasts' boxes once they stopped moving (a toast slides in, and the stack moves up for it). */
async function settledBoxes(page: Page): Promise<DOMRect[]> {
  const read = () => toasts(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  let last = "";
  await expect.poll(async () => {
    const now = JSON.stringify(await read());
    const still = now === last;
    last = now;
    return still;
  }, { intervals: [250] }).toBe(true);
  return JSON.parse(last) as DOMRect[];
}

/** Asserts that no toast overlaps `what` (each visible one), by their boxes on screen. */
async function expectClear(page: Page, what: Record<string, Locator>): Promise<void> {
  const boxes = await settledBoxes(page);
  expect(boxes.length).toBeGreaterThan(0);
  for (const [name, locator] of Object.entries(what)) {
    for (const el of await locator.all()) {
      if (!(await el.isVisible())) continue;
      const b = (await el.boundingBox())!;
      for (const t of boxes) {
        const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
        expect(overlaps, `a toast ${JSON.stringify(t)} covers ${name} ${JSON.stringify(b)}`).toBe(false);
      }
    }
  }
}

/** The shell's furniture no toast may cover, in both layouts. */
const furniture = (page: Page) => ({
  header: page.locator("header").first(),
  "tab strip": page.getByRole("tablist").first(),
  "live notice": page.locator("[data-live-notice]"),
  "assistant button": page.getByTestId("assistant-fab"),
  sider: page.locator("[data-sider]"),
});

/** Three identical failures and two other notices: one merged toast counting 3, and the two others. */
async function burst(page: Page, mock: MockControl, username: string, texts: { failed: string; a: string; b: string }): Promise<void> {
  for (let i = 0; i < 3; i++) await push(mock, username, texts.failed);
  const merged = toasts(page).filter({ hasText: texts.failed });
  await expect(merged.locator("[data-toast-repeat]")).toHaveText("×3");
  await expect(merged).toHaveCount(1);
  await push(mock, username, texts.a, "SKU A-1002");
  await push(mock, username, texts.b, "SKU B-2001");
  await expect(toasts(page)).toHaveCount(3);
  await expect(toasts(page).filter({ hasText: texts.a })).toBeVisible();
  await expect(toasts(page).filter({ hasText: texts.b })).toBeVisible();
  await expect(merged).toHaveCount(1);
}

const TEXTS: Record<PortalLanguage, { failed: string; a: string; b: string; switcher: string }> = {
  zh_CN: { failed: "操作失败", a: "库存预警", b: "订单提醒", switcher: "切换系统" },
  en_US: { failed: "Operation failed", a: "Stock alert", b: "Order alert", switcher: "Switch system" },
  ko_KR: { failed: "작업 실패", a: "재고 경고", b: "주문 알림", switcher: "시스템 전환" },
};

for (const [username, lang] of [["owner", "zh_CN"], ["owner", "en_US"], ["korean", "ko_KR"]] as const) {
  test(`top menu (${lang}): toasts show at the bottom end, clear of an open menu panel, the switcher and the header; identical ones merge`, async ({ page, mock }) => {
    await loginAs(page, username, lang);
    await useLanguage(page, lang);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "top");
    await socketUp(page);
    const group = page.getByRole("navigation").locator("[data-group-trigger]").first();
    await group.click();
    const panel = page.locator("header [data-nav-panel]");
    await expect(panel.locator("a[data-menu-id]").first()).toBeVisible();
    await burst(page, mock, username, TEXTS[lang]);
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expectClear(page, { ...furniture(page), "menu panel": panel });
    // Bottom end: the toasts' right edges are 16 px from the page's, above the corner's furniture.
    for (const box of await settledBoxes(page)) expect(box.x + box.width).toBe(page.viewportSize()!.width - 16);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `notices-toasts-menu-open-top-${lang}`);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: TEXTS[lang].switcher }).click();
    const switcher = page.getByRole("menu").filter({ has: page.locator("[data-system]") });
    await expect(switcher).toBeVisible();
    // (The burst's toasts may be gone by now: one more, with the switcher open.)
    await push(mock, username, TEXTS[lang].failed);
    await expect(toasts(page).filter({ hasText: TEXTS[lang].failed })).toBeVisible();
    await expect(switcher).toBeVisible();
    await expectClear(page, { ...furniture(page), switcher });
    await shot(page, `notices-toasts-switcher-open-top-${lang}`);
  });
}

for (const lang of ["en_US", "zh_CN", "ko_KR"] as const) {
  test(`left menu (${lang}): toasts clear the sider, its open group panel and the header`, async ({ page, mock }) => {
    await loginAs(page, "leftie", lang);
    await useLanguage(page, lang);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "left");
    await socketUp(page);
    const group = page.locator("[data-sider] [data-group-trigger]").nth(2);
    await group.click();
    const panel = page.locator("[data-sider] [data-nav-panel]");
    await expect(panel.locator("a[data-menu-id]").first()).toBeVisible();
    await burst(page, mock, "leftie", TEXTS[lang]);
    await expectClear(page, { ...furniture(page), "menu panel": panel });
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `notices-toasts-menu-open-left-${lang}`);
  });
}

test("a merged toast shows for 6 s from the last time its message came, then closes", async ({ page, mock }) => {
  // The page's clock runs on its own (the toaster's timers need it to), and jumps when told to.
  await page.clock.install();
  await loginAs(page, "owner");
  await socketUp(page);
  await push(mock, "owner", "操作失败");
  const toast = toasts(page).filter({ hasText: "操作失败" });
  await expect(toast).toBeVisible();
  await page.clock.runFor(3_000);
  await push(mock, "owner", "操作失败");
  await expect(toast.locator("[data-toast-repeat]")).toHaveText("×2");
  await expect(toast).toHaveCount(1);
  // More than 7 s after the first (its own 6 s are over), 4 s after the second: still there.
  await page.clock.runFor(4_000);
  await expect(toast).toBeVisible();
  // More than 6 s after the second (and its 200 ms exit): gone.
  await page.clock.runFor(2_500);
  await expect(toast).toHaveCount(0);
});
