/**
 * The account side of the shell: the switcher's warnings in English and Korean (zh_CN is in
 * header.spec.ts), custom scenes at their limits, the avatar items per condition and for the
 * demo user, the version switch, the menu-style switch, the toolbar's places; axe with the menus
 * and modals open; screenshots in three languages.
 */
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { axeCheck, expect, loginAs, shot, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const TEXT = {
  zh_CN: { switcher: "切换系统", avatar: "用户菜单", add: "添加自定义场景", manage: "管理自定义场景", done: "操作成功", demo: "演示账号不支持此操作", version: "切换版本", agree: "我已了解切换后的变化", switch: "切换", ai: "AI 助手", export: "导出中心", menuStyle: "菜单样式", left: "左侧菜单", top: "顶部菜单", nameRequired: "请输入场景名称", menusRequired: "请至少选择一个菜单" },
  en_US: { switcher: "Switch system", avatar: "User menu", add: "Add a custom scene", manage: "Manage custom scenes", done: "Done", demo: "This is not available in the demo account", version: "Switch version", agree: "I understand what changes after the switch", switch: "Switch", ai: "AI assistant", export: "Export centre", menuStyle: "Menu style", left: "Left menu", top: "Top menu", nameRequired: "Enter a scene name", menusRequired: "Choose at least one menu" },
  ko_KR: { switcher: "시스템 전환", avatar: "사용자 메뉴", add: "사용자 지정 장면 추가", manage: "사용자 지정 장면 관리", done: "완료되었습니다", demo: "데모 계정에서는 사용할 수 없습니다", version: "버전 전환", agree: "전환 후 변경 사항을 확인했습니다", switch: "전환", ai: "AI 어시스턴트", export: "내보내기 센터", menuStyle: "메뉴 스타일", left: "왼쪽 메뉴", top: "상단 메뉴", nameRequired: "장면 이름을 입력하세요", menusRequired: "메뉴를 하나 이상 선택하세요" },
} as const;

const SWITCHER_WARNINGS = {
  en_US: { WMS: "This system is suspended and cannot be opened. Please contact your account manager.", M2B: "This system has been retired…", TMS: "This system is being deployed and cannot be opened yet." },
  ko_KR: { WMS: "현재 시스템은 중지되어 볼 수 없습니다. 담당 영업 매니저에게 문의하세요.", M2B: "현재 시스템은 폐기되었습니다…", TMS: "현재 시스템은 배포 중이어서 볼 수 없습니다." },
} as const;

const DEMO_LANDING = /\/entry\/4001\/ERP(?:[/?#]|$)/;

async function openSwitcher(page: Page, lang: PortalLanguage) {
  await page.getByRole("button", { name: TEXT[lang].switcher }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

async function openAvatar(page: Page, lang: PortalLanguage) {
  await page.getByRole("button", { name: TEXT[lang].avatar }).click();
  await expect(page.locator("[data-avatar-item=logout]")).toBeVisible();
}

/** Adds scenes through the portal's own route: from `from` (scenes the user has) to `total`. */
async function fillScenes(page: Page, from: number, total: number) {
  const menuId = SEED.owner.customSceneMenuIds[0];
  const origin = new URL(page.url()).origin;
  const posts = Array.from({ length: total - from }, (_, i) =>
    page.request.post("/api/account/scenes", { form: { intent: "save", customMenuName: `Scene ${from + i + 1}`, menuIds: String(menuId), remark: "" }, headers: { Origin: origin } }));
  for (const res of await Promise.all(posts)) expect(res.ok(), await res.text()).toBe(true);
}

const logged = async (mock: MockControl, path: string) => (await mock.log()).filter((e) => e.path === path);

for (const [lang, username] of [["en_US", "leftie"], ["ko_KR", "korean"]] as const) {
  test(`[ENTRY-07][ENTRY-08][ENTRY-09][ENTRY-10] switcher warnings and the new window in ${lang}`, async ({ page, context }) => {
    await loginAs(page, username, lang);
    for (const code of ["WMS", "M2B", "TMS"] as const) {
      await openSwitcher(page, lang);
      await page.locator(`[role=menuitem][data-system="${code}"]`).click();
      await expect(page.getByText(SWITCHER_WARNINGS[lang][code])).toBeVisible();
    }
    await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
    await openSwitcher(page, lang);
    const popup = context.waitForEvent("page");
    await page.locator('[role=menuitem][data-system="LISTING"]').click();
    await expect(await popup).toHaveURL(/\/apps\/listing\/$/);
    await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  });
}

test("[MENU-30][MENU-32][MENU-33][MENU-35][MENU-36][MENU-37][MENU-39][MENU-40][LAYOUT-11] a custom scene at the 15-menu limit", async ({ page, mock }) => {
  await loginAs(page, "owner", "zh_CN");
  await openSwitcher(page, "zh_CN");
  await expect(page.locator("[data-scene=__common]")).toBeVisible();
  await expect(page.locator("[data-scene=c_default]")).toContainText("ERP quick start");
  await page.getByRole("menuitem", { name: TEXT.zh_CN.add }).click();
  const form = page.locator("[data-scene-form]");
  await expect(form).toBeVisible();
  // The dialog scales in: poll until its opening animation has settled.
  await expect.poll(async () => (await form.boundingBox())?.width).toBe(820);

  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText(TEXT.zh_CN.nameRequired, { exact: true }).last()).toBeVisible();
  await expect(page.getByText(TEXT.zh_CN.menusRequired)).toBeVisible();
  expect(await logged(mock, "/sso/customGroup/add")).toHaveLength(0);

  await form.getByPlaceholder(TEXT.zh_CN.nameRequired).fill("上新十五项");
  const boxes = form.locator("[data-menu-choice]");
  for (let i = 0; i < 15; i++) await boxes.nth(i).click();
  await expect(form.locator("[data-scene-count]")).toHaveText("已选 15/15 个菜单");
  await expect(boxes.nth(15).locator("input")).toBeDisabled();
  await expect(boxes.nth(0).locator("input")).toBeEnabled();
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText(TEXT.zh_CN.done)).toBeVisible();
  await expect(form).toBeHidden();
  const [add] = await logged(mock, "/sso/customGroup/add");
  expect(add.body).toMatchObject({ customMenuName: "上新十五项", type: 1 });
  expect((add.body as { menuIds: number[] }).menuIds).toHaveLength(15);
  await openSwitcher(page, "zh_CN");
  await expect(page.getByRole("menuitemradio", { name: /上新十五项/ })).toBeVisible();
});

test("[MENU-41] at 30 scenes adding warns instead of opening the form; a 31st saved meanwhile is refused by the gateway and shown", async ({ page, mock }) => {
  test.setTimeout(120_000);
  await loginAs(page, "owner", "zh_CN");
  await fillScenes(page, 2, 29);
  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitem", { name: TEXT.zh_CN.add }).click();
  const form = page.locator("[data-scene-form]");
  await expect(form).toBeVisible();
  await form.getByPlaceholder(TEXT.zh_CN.nameRequired).fill("第三十一个");
  await form.locator("[data-menu-choice]").first().click();
  await fillScenes(page, 29, 30); // another tab adds the 30th meanwhile
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("自定义场景最多 30 个", { exact: true })).toBeVisible();
  await expect(form).toBeVisible();
  await expect(form.getByPlaceholder(TEXT.zh_CN.nameRequired)).toHaveValue("第三十一个");
  await form.getByRole("button", { name: "取消" }).click();

  await page.reload();
  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitem", { name: TEXT.zh_CN.add }).click();
  await expect(page.getByText("自定义场景最多 30 个，请删除不用的场景后再添加")).toBeVisible();
  await expect(form).toBeHidden();
  expect((await logged(mock, "/sso/customGroup/add")).filter((e) => e.status === 200).length).toBeGreaterThan(0);
});

/** The menuIds under the header's group panels, each panel opened by keyboard. */
async function headerLeaves(page: Page): Promise<number[]> {
  const nav = page.getByRole("navigation");
  const triggers = nav.locator("[data-group-trigger]");
  const ids: number[] = [];
  for (let i = 0, n = await triggers.count(); i < n; i++) {
    await triggers.nth(i).focus();
    await page.keyboard.press("Enter");
    await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "true");
    await expect(nav.locator("[data-nav-panel] [aria-busy]")).toHaveCount(0);
    for (const id of await nav.locator("[data-nav-panel] a[data-menu-id]").evaluateAll((as) => as.map((a) => Number(a.getAttribute("data-menu-id"))))) ids.push(id);
    await page.keyboard.press("Escape");
  }
  return ids.sort((a, b) => a - b);
}

test("choosing a custom scene shows only its menus in the header, across a reload; the common menu shows them all again", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  const triggers = page.getByRole("navigation").locator("[data-group-trigger]");
  const all = await triggers.count();
  expect(all).toBeGreaterThan(3);
  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitemradio", { name: /Daily orders/ }).click();
  const scene = [...SEED.owner.customSceneMenuIds].sort((a, b) => a - b);
  await expect.poll(() => triggers.count()).toBeLessThan(all);
  expect(await headerLeaves(page)).toEqual(scene);
  await page.reload();
  await expect.poll(() => triggers.count()).toBeLessThan(all);
  expect(await headerLeaves(page)).toEqual(scene);
  // The search still finds a menu outside the scene.
  await page.getByRole("combobox", { name: "搜索菜单" }).fill("下载中心");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("下载中心");
  await page.keyboard.press("Escape");
  await openSwitcher(page, "zh_CN");
  await page.locator("[data-scene=__common]").click();
  await expect(triggers).toHaveCount(all);
});

test("[MENU-42][MENU-43][MENU-44][VALID-01] the active scene cannot be deleted; another asks first; the default offers no delete", async ({ page, mock }) => {
  await loginAs(page, "owner", "zh_CN");
  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitemradio", { name: /Daily orders/ }).click();
  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitem", { name: TEXT.zh_CN.manage }).click();
  const dialog = page.locator("[data-scenes-dialog]");
  await expect(dialog.locator("[data-scene=c_default]").getByRole("button", { name: /删除/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "删除 Daily orders" }).click();
  await expect(page.getByText("当前正在使用的场景不能删除")).toBeVisible();
  await page.keyboard.press("Escape");

  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitemradio", { name: "常用菜单" }).click();
  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitem", { name: TEXT.zh_CN.manage }).click();
  await dialog.getByRole("button", { name: "删除 Daily orders" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Daily orders");
  await confirm.getByRole("button", { name: "取消" }).click();
  expect(await logged(mock, "/sso/customGroup/del")).toHaveLength(0);
  await dialog.getByRole("button", { name: "删除 Daily orders" }).click();
  await confirm.getByRole("button", { name: "删除" }).click();
  await expect(page.getByText(TEXT.zh_CN.done)).toBeVisible();
  await expect(dialog.locator(`[data-scene=c_${SEED.owner.customSceneId}]`)).toHaveCount(0);
  expect((await logged(mock, "/sso/customGroup/del"))[0].body).toEqual({ groupId: SEED.owner.customSceneId });
});

test("[LAYOUT-24][LAYOUT-25][LAYOUT-26][LAYOUT-27][LAYOUT-28] the owner's avatar items in order, app market marked new", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  await expect(page.getByRole("button", { name: "资金助手" })).toBeVisible(); // the lookup answered authStatus 1
  await openAvatar(page, "zh_CN");
  const items = await page.locator("[data-avatar-item]").evaluateAll((els) => els.map((e) => e.getAttribute("data-avatar-item")));
  expect(items).toEqual(["userCenter", "accountSettings", "authority", "storeAuth", "moneyAssistant", "appMarket", "liveReplay", "menuStyle", "language", "logout"]);
  await expect(page.locator("[data-avatar-item=appMarket]")).toContainText("新");
  await page.locator("[data-avatar-item=authority]").click();
  await expect(page).toHaveURL(/sso-web#\/embel\/list$/);
});

test("[LAYOUT-27][LAYOUT-28][LAYOUT-29][LAYOUT-30][DEMO-02] the demo user: no money assistant or app market, warnings instead of actions, logout still confirms", async ({ page, mock }) => {
  await loginAs(page, "demo", "zh_CN", DEMO_LANDING);
  await expect(page.getByRole("button", { name: "应用市场" })).toHaveCount(0);
  await openAvatar(page, "zh_CN");
  await expect(page.locator("[data-avatar-item=moneyAssistant]")).toHaveCount(0);
  await expect(page.locator("[data-avatar-item=appMarket]")).toHaveCount(0);
  await page.locator("[data-avatar-item=userCenter]").click();
  await expect(page.getByText(TEXT.zh_CN.demo)).toBeVisible();
  await expect(page).toHaveURL(DEMO_LANDING);

  await openSwitcher(page, "zh_CN");
  await page.getByRole("menuitem", { name: TEXT.zh_CN.add }).click();
  await expect(page.getByText(TEXT.zh_CN.demo).first()).toBeVisible();
  await expect(page.locator("[data-scene-form]")).toHaveCount(0);

  await openAvatar(page, "zh_CN");
  await page.locator("[data-avatar-item=logout]").click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "取消" }).click();
  await expect(page).toHaveURL(DEMO_LANDING);
  expect(await logged(mock, "/sso/forward")).toHaveLength(0);
});

test("[DEMO-04] a demo user on the left layout gets the demo warning from the version switch", async ({ page, mock }) => {
  await mock.patchUser("demo", { packageStyle: 1 });
  await loginAs(page, "demo", "zh_CN", DEMO_LANDING);
  await page.getByRole("button", { name: TEXT.zh_CN.version }).click();
  await expect(page.getByText(TEXT.zh_CN.demo)).toBeVisible();
  await expect(page.locator("[data-version-switch]")).toHaveCount(0);
});

test("[MENU-45][MENU-46][MENU-47][MENU-48][MENU-49] version switch: agree first, a failure only re-enables, success reloads", async ({ page, mock }) => {
  await loginAs(page, "leftie", "en_US");
  await page.getByRole("button", { name: TEXT.en_US.version }).click();
  const modal = page.locator("[data-version-switch]");
  const button = modal.getByRole("button", { name: TEXT.en_US.switch, exact: true });
  await expect(button).toBeDisabled();
  await modal.getByText(TEXT.en_US.agree).click();
  await expect(button).toBeEnabled();
  await mock.fault({ match: "/sso/role/updatePlatformCode", kind: "code", value: "500", msg: "Version switch failed" });
  await button.click();
  await expect(page.getByText("Version switch failed")).toBeVisible();
  await expect(modal).toBeVisible();
  await expect(button).toBeEnabled();

  const reloaded = page.waitForEvent("load");
  await button.click();
  await reloaded;
  await expect(modal).toHaveCount(0);
  expect((await logged(mock, "/sso/role/updatePlatformCode")).map((e) => e.body)).toEqual([{ updatePlatformCode: "ERP_NEW" }, { updatePlatformCode: "ERP_NEW" }]);
});

test("[LAYOUT-03][MENU-49] choosing the left menu style saves styleCode 1 and reloads into the left layout", async ({ page, mock }) => {
  await loginAs(page, "korean", "ko_KR");
  await expect(page.getByRole("button", { name: TEXT.ko_KR.version })).toHaveCount(0); // top layout: no version switch
  await openAvatar(page, "ko_KR");
  await page.locator("[data-avatar-item=menuStyle]").click();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("menuitemradio", { name: TEXT.ko_KR.left }).click();
  await reloaded;
  expect((await logged(mock, "/sso/user/changePackageStyle")).map((e) => e.body)).toEqual([{ styleCode: 1 }]);
  await expect(page.getByRole("button", { name: TEXT.ko_KR.version })).toBeVisible();
});

test("[I18N-04] the language submenu saves the choice and switches the text", async ({ page, mock }) => {
  await loginAs(page, "owner", "zh_CN");
  await openAvatar(page, "zh_CN");
  await page.locator("[data-avatar-item=language]").click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("button", { name: TEXT.en_US.avatar })).toBeVisible();
  expect((await logged(mock, "/sso/user/chooseLanguage")).at(-1)?.body).toEqual({ language: "en_US" });
});

test("[LAYOUT-07][LAYOUT-39] the AI item opens the assistant drawer; the export centre opens its page", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  await page.getByRole("button", { name: TEXT.zh_CN.ai, exact: true }).click();
  const drawer = page.getByTestId("assistant-drawer");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: TEXT.zh_CN.export }).click();
  await expect(page).toHaveURL(/sso-web#\/user\/download-center$/);
});

test("[a11y] switcher, avatar menu, scene form and version modal open: no serious or critical axe violation; screenshots in three languages", async ({ page }) => {
  test.setTimeout(240_000); // three languages, four axe runs
  await loginAs(page, "leftie", "en_US");
  for (const lang of ["en_US", "zh_CN", "ko_KR"] as const) {
    if (lang !== "en_US") await page.locator("header select").selectOption(lang);
    await expect(page.getByRole("button", { name: TEXT[lang].avatar })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `nav-account-welcome-${lang}`);
    await openSwitcher(page, lang);
    await expect(page.locator("[data-scene=c_default]")).toHaveCount(0); // leftie has no scenes
    if (lang === "en_US") expect(await axeCheck(page), "switcher open").toEqual([]);
    await shot(page, `nav-account-switcher-${lang}`);
    await page.getByRole("menuitem", { name: TEXT[lang].add }).click();
    await expect(page.locator("[data-scene-form]")).toBeVisible();
    if (lang === "en_US") expect(await axeCheck(page), "scene form open").toEqual([]);
    await shot(page, `nav-account-scene-form-${lang}`);
    await page.keyboard.press("Escape");
    await openAvatar(page, lang);
    await page.locator("[data-avatar-item=menuStyle]").hover();
    if (lang === "en_US") expect(await axeCheck(page), "avatar menu open").toEqual([]);
    await shot(page, `nav-account-avatar-${lang}`);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: TEXT[lang].version }).click();
    await expect(page.locator("[data-version-switch]")).toBeVisible();
    if (lang === "en_US") expect(await axeCheck(page), "version modal open").toEqual([]);
    await shot(page, `nav-account-version-${lang}`);
    await page.keyboard.press("Escape");
  }
});
