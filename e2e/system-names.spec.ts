/**
 * System names in the user's language (issue 24): the gateway names its systems in Chinese; the
 * switcher, the header, the welcome pane, the 401 and 402 pages and the document title name the
 * known systems in the user's language (zh_CN keeps the gateway's names). Screenshots of the
 * switcher in the three languages.
 */
import { expect, loginAs, shot, test, type PortalLanguage } from "./support/fixtures";

/** What a seller reads, per language (the zh_CN names are the gateway's, FIXTURE.md). */
const NAMES: Record<PortalLanguage, Record<string, string>> = {
  zh_CN: { ERP: "ERP", AMAZON_OPERATE: "亚马逊运营", BI: "BI数据分析", WMS: "海外仓WMS", M2B: "M2B分销", LISTING: "刊登系统", SUPPLY_CHAIN: "供应链", TMS: "物流TMS" },
  en_US: { ERP: "ERP", AMAZON_OPERATE: "Amazon Operations", BI: "BI Analytics", WMS: "Overseas Warehouse (WMS)", M2B: "M2B Distribution", LISTING: "Listing", SUPPLY_CHAIN: "Supply Chain", TMS: "Logistics (TMS)" },
  ko_KR: { ERP: "ERP", AMAZON_OPERATE: "아마존 운영", BI: "BI 데이터 분석", WMS: "해외 창고 WMS", M2B: "M2B 유통", LISTING: "리스팅", SUPPLY_CHAIN: "공급망", TMS: "물류 TMS" },
};
const TEXT = {
  zh_CN: { app: "跨境卖家门户", switcher: "切换系统", welcome: (s: string) => `欢迎使用${s}`, noAccess: (s: string) => `您暂无权限访问 ${s}，`, expired: (s: string) => `${s} 的套餐已到期或已停用` },
  en_US: { app: "Seller Portal", switcher: "Switch system", welcome: (s: string) => `Welcome to ${s}`, noAccess: (s: string) => `You have no access to ${s}.`, expired: (s: string) => `The package of ${s} has expired` },
  ko_KR: { app: "셀러 포털", switcher: "시스템 전환", welcome: (s: string) => `${s}에 오신 것을 환영합니다`, noAccess: (s: string) => `${s}에 접근할 권한이 없습니다`, expired: (s: string) => `${s}의 패키지가 만료되었거나` },
} as const;
/** Han characters: none may show in an English or Korean system name. */
const HAN = /\p{Script=Han}/u;

for (const [lang, user] of [["zh_CN", "owner"], ["en_US", "leftie"], ["ko_KR", "korean"]] as const) {
  test(`system names in ${lang}: switcher, header, welcome pane, document title, 401 and 402 pages`, async ({ page, mock }) => {
    test.slow();
    await mock.patchUser(user, { chooseLanguage: lang });
    await loginAs(page, user, lang);
    const names = NAMES[lang];
    // The welcome pane: its title and every system's button.
    await page.goto("/entry/1002/AMAZON_OPERATE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[lang].welcome(names.AMAZON_OPERATE));
    const buttons = page.locator("[data-welcome-system]");
    await expect(buttons).toHaveCount(8);
    for (const el of await buttons.all()) {
      const code = (await el.getAttribute("data-welcome-system"))!;
      await expect(el.locator("p, span").first()).toHaveText(names[code]);
    }
    // The document title and the switcher's trigger.
    await expect(page).toHaveTitle(`${names.AMAZON_OPERATE} · ${TEXT[lang].app}`);
    const trigger = page.getByRole("button", { name: TEXT[lang].switcher });
    await expect(trigger).toHaveText(names.AMAZON_OPERATE);
    // The switcher lists every subscribed system by its name in the language.
    await trigger.click();
    const items = page.getByRole("menu").locator("[data-system]");
    await expect(items).toHaveCount(8);
    for (const el of await items.all()) {
      const code = (await el.getAttribute("data-system"))!;
      await expect(el.locator("p").first()).toHaveText(names[code]);
      if (lang !== "zh_CN") expect(HAN.test((await el.textContent()) ?? ""), code).toBe(false);
    }
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `system-switcher-${lang}`);
    await page.keyboard.press("Escape");
    // ENTRY-01: BI (status 3) → /401/BI, named in the language.
    await page.goto("/entry/1003/BI");
    await expect(page).toHaveURL(/\/401\/BI$/);
    await expect(page.locator("body")).toContainText(TEXT[lang].noAccess(names.BI));
    // WMS (status 3, deploy 4) → its 402 page, named in the language.
    await page.goto("/entry/1004/WMS");
    await expect(page).toHaveURL(/\/entry\/1004\/WMS\/402$/);
    await expect(page.locator("body")).toContainText(TEXT[lang].expired(names.WMS));
  });
}

test("switching the language in the shell renames the system in the header and the document title at once", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  await page.goto("/entry/1002/AMAZON_OPERATE");
  await expect(page).toHaveTitle(`${NAMES.zh_CN.AMAZON_OPERATE} · ${TEXT.zh_CN.app}`);
  for (const lang of ["en_US", "ko_KR"] as const) {
    await page.getByRole("combobox", { name: /^(语言|Language|언어)$/ }).selectOption(lang);
    await expect(page.getByRole("button", { name: TEXT[lang].switcher })).toHaveText(NAMES[lang].AMAZON_OPERATE);
    await expect(page).toHaveTitle(`${NAMES[lang].AMAZON_OPERATE} · ${TEXT[lang].app}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT[lang].welcome(NAMES[lang].AMAZON_OPERATE));
  }
});
