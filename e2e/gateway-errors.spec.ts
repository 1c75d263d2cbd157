/** Journey 6: malformed replies, unknown codes, the subject-service code and HTTP errors. */
import { SEED } from "../mock-gateway/seed/ids";
import { LANGUAGES, T, expect, loginAs, openLeaf, test } from "./support/fixtures";

const statusPage = '[data-testid="status-page"]';
const MALFORMED = {
  zh_CN: /服务器返回的数据格式有误|菜单加载失败/,
  en_US: /unexpected format|menu could not be loaded/,
} as const;
const RETRY = { zh_CN: "重试", en_US: "Retry" } as const;
/** The home pane's notice (nav.json `menuError`). */
const MENU_ERROR = { zh_CN: "菜单加载失败", en_US: "The menu could not be loaded" } as const;

for (const lang of LANGUAGES) {
  test(`[TAB-29][GW-13] malformed menu reply and HTTP 503, in the UI language (${lang})`, async ({ page, mock }) => {
    const t = T[lang];
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);

    // A saved workspace with a tab besides home.
    await openLeaf(page, SEED.menus.announcements.menuId);
    await expect(page.getByRole("tab")).toHaveCount(2);
    // TAB-29: a 200 reply whose data is not a menu tree. The shell still renders, home tab only.
    await mock.fault({ match: "getMenuTreeByServiceAndRole", kind: "malformed", times: -1 });
    await page.goto("/entry/1001/ERP");
    await expect(page.getByRole("navigation", { name: t.menu })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(1);
    await expect(page.getByRole("tab", { name: t.home, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("alert").filter({ hasText: MALFORMED[lang] })).toBeVisible();
    // The home pane says, in the UI language, that the menu could not load, with a Retry.
    const home = page.locator('[role="tabpanel"][data-pane="home"]');
    await expect(home.getByText(MENU_ERROR[lang], { exact: true })).toBeVisible();
    await expect(home.getByRole("button", { name: RETRY[lang], exact: true })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
    await expect(page.locator(statusPage)).toHaveCount(0);
    await mock.clearFaults();

    // GW-13: any other HTTP error → a status page with the generic text.
    await mock.fault({ match: "getUserInfoByHideCode", kind: "status", value: 503, times: -1 });
    await page.reload();
    await expect(page.locator(statusPage)).toBeVisible();
    await expect(page.locator(statusPage)).toContainText(t.requestError);
    await expect(page).not.toHaveURL(/\/login/);
  });
}

test("[GW-10] an unknown code shows the server's message (part of GW-08); code 0015 shows 异常提醒 with 返回首页", async ({ page, mock }) => {
  await loginAs(page, "owner");

  await mock.fault({ match: "getUserInfoByHideCode", kind: "code", value: "E.UNKNOWN.1", msg: "服务维护中", times: -1 });
  await page.reload();
  await expect(page.locator(statusPage)).toBeVisible();
  await expect(page.locator(statusPage)).toContainText("服务维护中");
  await mock.clearFaults();

  await mock.fault({
    match: "getUserInfoByHideCode",
    kind: "code",
    value: "saas.sso.subject.service.info.error.code.0015",
    times: -1,
  });
  await page.reload();
  await expect(page.getByText(T.zh_CN.subjectService).first()).toBeVisible();
  const home = page.getByRole("link", { name: T.zh_CN.backHome });
  await expect(home).toHaveAttribute("href", "/");
  await mock.clearFaults();
  await home.click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith("/login"));
  await expect(page.locator(statusPage)).toHaveCount(0);
});

for (const lang of LANGUAGES) {
  test(`[GW-09] a failed reply with no message warns with the catalogue text (请求出现错误，请稍后再试 in zh_CN); the shell stands (${lang})`, async ({ page, mock }) => {
    const t = T[lang];
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    if (lang === "zh_CN") expect(t.requestError).toBe("请求出现错误，请稍后再试");
    await mock.fault({ match: "userActionConfig", kind: "code", value: "E.NO.MESSAGE", times: 1 });
    await page.reload();
    await expect(page.getByRole("navigation", { name: t.menu })).toBeVisible();
    await expect(page.locator(statusPage)).toHaveCount(0);
    const warning = page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: t.requestError });
    await expect(warning.first()).toBeVisible();
  });
}
