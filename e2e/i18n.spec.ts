/** Journey 9: default language, the offered languages, switching on /login and in the shell, the saved language. */
import { SEED } from "../mock-gateway/seed/ids";
import { T, expect, hydrated, loginAs, menuName, revealLeaf, test } from "./support/fixtures";

test("[I18N-01][I18N-02][I18N-03][I18N-04] no cookie → zh_CN; three languages offered; switching on /login (not saved: nobody is logged in) and in the avatar submenu (saved)", async ({ browser, page, mock }) => {
  // I18N-02: no language chosen → zh_CN, even when the browser prefers English.
  const english = await browser.newContext({ locale: "en-US" });
  try {
    const p = await english.newPage();
    await p.goto("/login");
    await expect(p.locator("html")).toHaveAttribute("lang", T.zh_CN.htmlLang);
    await expect(p.getByRole("heading", { name: T.zh_CN.loginTitle })).toBeVisible();
  } finally {
    await english.close();
  }

  await page.goto("/login");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", T.zh_CN.htmlLang);
  await expect(page.getByRole("heading", { name: T.zh_CN.loginTitle })).toBeVisible();
  // The document title is translated too.
  await expect(page).toHaveTitle("跨境卖家门户");

  // I18N-01 / I18N-03: exactly zh_CN, en_US, ko_KR.
  const select = page.getByRole("combobox", { name: T.zh_CN.languageLabel });
  await expect(select.locator("option")).toHaveCount(3);
  expect(await select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
    "zh_CN",
    "en_US",
    "ko_KR",
  ]);
  await expect(select.locator('option[value="zh_TW"], option[value="pt_BR"]')).toHaveCount(0);

  // I18N-04: switching on /login switches the texts (and the cookie).
  await select.selectOption("en_US");
  await expect(page.getByRole("heading", { name: T.en_US.loginTitle })).toBeVisible();
  await expect(page.getByRole("combobox", { name: T.en_US.languageLabel })).toHaveValue("en_US");
  await expect(page.getByRole("button", { name: T.en_US.submit, exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", T.en_US.htmlLang);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "lng")?.value).toBe("en_US");
  await page.reload();
  await expect(page.getByRole("heading", { name: T.en_US.loginTitle })).toBeVisible();
  // Nobody is logged in: nothing is saved.
  expect((await mock.log()).filter((e) => e.path === "/sso/user/chooseLanguage")).toEqual([]);

  // Logged in, the avatar submenu switches the texts and saves the choice.
  await loginAs(page, "owner", "zh_CN");
  await page.getByRole("button", { name: T.zh_CN.userMenu }).click();
  await page.locator("[data-avatar-item=language]").click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", T.en_US.htmlLang);
  await expect(page.getByRole("button", { name: T.en_US.userMenu })).toBeVisible();
  await expect.poll(async () => (await mock.log()).filter((e) => e.path === "/sso/user/chooseLanguage").map((e) => e.body)).toEqual([{ language: "en_US" }]);
});

test("[I18N-06] switching to 한국어 in the shell switches texts and saves the choice", async ({ page, mock }) => {
  await loginAs(page, "owner");
  const { announcements } = SEED.menus;
  await expect(await revealLeaf(page, announcements.menuId)).toHaveText(announcements.zh);

  await page.getByRole("combobox", { name: T.zh_CN.languageLabel }).selectOption("ko_KR");
  await expect(page.getByRole("combobox", { name: T.ko_KR.languageLabel })).toHaveValue("ko_KR");
  await expect(page.getByRole("button", { name: T.ko_KR.userMenu })).toBeVisible();
  await expect(page.getByRole("tab", { name: T.ko_KR.home, exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: T.ko_KR.menu }).locator(`a[data-menu-id="${announcements.menuId}"]`),
  ).toHaveText(menuName(announcements, "ko_KR"));
  await expect(page.locator("html")).toHaveAttribute("lang", T.ko_KR.htmlLang);

  await expect
    .poll(async () => (await mock.log()).filter((e) => e.path === "/sso/user/chooseLanguage").map((e) => e.body))
    .toEqual([expect.objectContaining({ language: "ko_KR" })]);
});

test("[I18N-05] leftie (chooseLanguage en_US) gets English after login", async ({ page }) => {
  await loginAs(page, "leftie");
  await expect(page.locator("html")).toHaveAttribute("lang", T.en_US.htmlLang);
  await expect(page.getByRole("button", { name: T.en_US.userMenu })).toBeVisible();
  await expect(page.getByRole("navigation", { name: T.en_US.menu })).toBeVisible();
  await expect(page.getByRole("tab", { name: T.en_US.home, exact: true })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "lng")?.value).toBe("en_US");
});
