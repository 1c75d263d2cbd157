/**
 * Demo mode everywhere (issue 29, DEMO-01): the demo user (demo/Demo2026ab) walks every action the
 * specification marks with the demo directive (shell §5/§6, assistant §5/§6), and each one shows
 * the demo tip instead of running, while the mock gateway's request log gets no call for it: the
 * bell, the version switch, every avatar item but logout (the menu style and the language on
 * their choice), adding a custom scene, binding menus into one and deleting it. App market and
 * money assistant are hidden. Hand-made writes to the account, purchase and sub-account routes are
 * refused by the server (403) with no gateway call. The issue-28 pages' changes (submitting an
 * order; adding, re-roling, disabling, enabling and deleting a sub-account) are walked by the
 * owner's account in demo mode, since the demo company's menus hold no such page. The user centre
 * and the app market only read.
 */
import type { Page, Request } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, openLeaf, test, type MockControl, type MockLogEntry } from "./support/fixtures";

test.describe.configure({ timeout: 100_000 });

const DEMO_LANDING = /\/entry\/4001\/ERP(?:[/?#]|$)/;
/** The demo tip, zh_CN (account:demoTip). */
const DEMO_TIP = "演示账号不支持此操作，请联系您的专属销售经理开通正式账号";
/** What the demo user's shell reads or sends by itself (socket frames, heartbeats, tracking). */
const BACKGROUND = /^(?:\/sso\/menuStatistics\/)/;

const tips = (page: Page) => page.locator("[data-scope=toast][data-part=root]").filter({ hasText: DEMO_TIP });

/** The log's entries after the first `from`, less the shell's own background traffic. */
async function callsSince(mock: MockControl, from: number): Promise<MockLogEntry[]> {
  return (await mock.log()).slice(from).filter((e) => e.status !== 0 && !BACKGROUND.test(e.path));
}

/** Waits until the page's own loading is over (the log has not grown for 800 ms); its length then. */
async function settled(page: Page, mock: MockControl): Promise<number> {
  let seen = -1;
  for (let i = 0; i < 20; i++) {
    const now = (await mock.log()).length;
    if (now === seen) return now;
    seen = now;
    await page.waitForTimeout(800);
  }
  throw new Error("the mock's log never settled");
}

/**
 * Runs `act` once the page is quiet, then checks that the demo tip shows, that the page sent no
 * request to the portal's routes, and that the mock saw no call meanwhile (a call
 * the action would send is made at once on a click: 500 ms is ample for it to reach the log).
 */
async function demoStep(page: Page, mock: MockControl, name: string, act: () => Promise<void>): Promise<void> {
  const from = await settled(page, mock);
  const sent: string[] = [];
  const record = (r: Request) => void (new URL(r.url()).pathname.startsWith("/api/") && sent.push(`${r.method()} ${r.url()}`));
  page.on("request", record);
  await act();
  await expect(tips(page).first(), name).toBeVisible();
  await page.waitForTimeout(500);
  page.off("request", record);
  expect(sent, `${name}: the portal's own routes`).toEqual([]);
  expect(await callsSince(mock, from), name).toEqual([]);
  for (const close of await tips(page).locator("[data-part=close-trigger]").all()) await close.click();
  await expect(tips(page), name).toHaveCount(0);
}

async function openAvatar(page: Page) {
  await page.getByRole("button", { name: "用户菜单" }).click();
  await expect(page.locator("[data-avatar-item=logout]")).toBeVisible();
}

test("[DEMO-01][DEMO-02][DEMO-03][DEMO-04][DEMO-05] the demo user walks every demo-directive action: each shows the demo tip and the gateway gets no call", async ({ page, mock }) => {
  // A scene of the demo's own to edit and delete: made while the account is briefly not in demo
  // mode (the portal refuses a demo user's scene), then demo mode is back before the walk.
  await mock.patchUser("demo", { isDemo: false, packageStyle: 1 });
  await loginAs(page, "demo", "zh_CN", DEMO_LANDING);
  const origin = new URL(page.url()).origin;
  const made = await page.request.post("/api/account/scenes", { form: { intent: "save", customMenuName: "演示场景", menuIds: String(SEED.menus.orderList.menuId), remark: "" }, headers: { Origin: origin } });
  expect(made.ok(), await made.text()).toBe(true);
  await mock.patchUser("demo", { isDemo: true });
  const walkStart = (await mock.log()).length;
  await page.reload();
  await expect(page.getByRole("button", { name: "用户菜单" })).toBeVisible();

  // Hidden, not warned (LAYOUT-27, LAYOUT-28): app market and money assistant.
  await expect(page.getByRole("button", { name: "应用市场" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "资金助手" })).toHaveCount(0);

  // The bell (DEMO-05's action): the tip, no panel.
  await demoStep(page, mock, "bell", () => page.locator("[data-notice-bell]").click());
  await expect(page.locator("[data-bell-panel]")).toHaveCount(0);

  // The version switch (DEMO-04): the tip, no modal.
  await demoStep(page, mock, "version switch", () => page.getByRole("button", { name: "切换版本" }).click());
  await expect(page.locator("[data-version-switch]")).toHaveCount(0);

  // Every avatar item but logout; the submenus on their choice.
  await openAvatar(page);
  await expect(page.locator("[data-avatar-item=moneyAssistant]")).toHaveCount(0);
  await expect(page.locator("[data-avatar-item=appMarket]")).toHaveCount(0);
  const items = (await page.locator("[data-avatar-item]").evaluateAll((els) => els.map((e) => e.getAttribute("data-avatar-item") ?? ""))).filter((i) => i !== "logout");
  expect(items).toEqual(expect.arrayContaining(["userCenter", "accountSettings", "liveReplay", "menuStyle", "language"]));
  await page.keyboard.press("Escape");
  for (const item of items) {
    await demoStep(page, mock, `avatar ${item}`, async () => {
      await openAvatar(page);
      await page.locator(`[data-avatar-item=${item}]`).click();
      if (item === "menuStyle") await page.getByRole("menuitemradio", { name: "顶部菜单" }).click();
      if (item === "language") await page.getByRole("menuitemradio", { name: "English" }).click();
    });
    await expect(page, item).toHaveURL(DEMO_LANDING);
    await expect(page.locator("html"), item).toHaveAttribute("lang", "zh-CN");
  }

  // Custom scenes: add (DEMO-02: no form), bind menus (DEMO-03: edit, no form), delete (no confirmation).
  const switcher = page.getByRole("button", { name: "切换系统" });
  await switcher.click(); // opening the switcher reads the scenes; adding one is the marked action
  await demoStep(page, mock, "add a custom scene", () => page.getByRole("menuitem", { name: "添加自定义场景" }).click());
  await expect(page.locator("[data-scene-form]")).toHaveCount(0);
  await switcher.click();
  await page.getByRole("menuitem", { name: "管理自定义场景" }).click();
  const dialog = page.locator("[data-scenes-dialog]");
  await expect(dialog.getByText("演示场景")).toBeVisible();
  await demoStep(page, mock, "bind menus into a custom scene", () => dialog.getByRole("button", { name: "编辑 演示场景" }).click());
  await expect(page.locator("[data-scene-form]")).toHaveCount(0);
  // (Closing the tip's toast dismisses the dialog: open it again.)
  if (!(await dialog.isVisible())) {
    await switcher.click();
    await page.getByRole("menuitem", { name: "管理自定义场景" }).click();
  }
  await demoStep(page, mock, "delete a custom scene", () => dialog.getByRole("button", { name: "删除 演示场景" }).click());
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Hand-made writes: refused by the server, no gateway call.
  const from = (await mock.log()).length;
  const writes: Array<[string, Record<string, string>]> = [
    ["/api/account/scenes", { intent: "save", customMenuName: "x", menuIds: String(SEED.menus.orderList.menuId), remark: "" }],
    ["/api/account/package-style", { styleCode: "2" }],
    ["/api/account/platform-code", { updatePlatformCode: "ERP_NEW" }],
    ["/api/purchase", { intent: "free", packageId: "12" }],
    ["/api/sub-accounts", { intent: "delete", userId: "100101" }],
  ];
  for (const [path, form] of writes) {
    const res = await page.request.post(path, { form, headers: { Origin: origin } });
    expect(res.status(), path).toBe(403);
    expect((await res.json()).ok, path).toBe(false);
  }
  const WRITE_CALLS = /\/sso\/(?:customGroup\/|user\/changePackageStyle|role\/updatePlatformCode|subjectService\/openFreePackage|serviceOrder\/create|subUser\/(?!query))/;
  expect((await mock.log()).slice(from).filter((e) => WRITE_CALLS.test(e.path))).toEqual([]);
  // Over the demo user's walk: no notification list or read-all call, no money-assistant lookup.
  expect((await mock.log()).slice(walkStart).filter((e) => /\/sso\/msgNotice\/(?:queryMsgNoticePage|saveAllRead)$|\/sso\/forward$/.test(e.path))).toEqual([]);

  // The issue-28 pages' changes. The demo company's menus hold no service or permissions page (the
  // route guard refuses them), so the owner's account in demo mode (DEMO-01's isDemo) walks them.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await mock.patchUser("owner", { isDemo: true });
  await loginAs(page, "owner", "zh_CN");
  await page.goto("/entry/1001/ERP/sso-web#/company/serve/buy-serve");
  await page.getByRole("button", { name: "下一步：确认订单" }).click();
  await expect(page).toHaveURL(/#\/company\/serve\/comfirm-order\?/);
  await demoStep(page, mock, "submit an order", () => page.getByRole("button", { name: "提交订单并支付" }).click());
  await expect(page).toHaveURL(/#\/company\/serve\/comfirm-order\?/);

  await openLeaf(page, SEED.menus.permissionsList.menuId);
  const root = page.locator("[data-sub-accounts]");
  await expect(root.locator("[data-total]")).toBeVisible();
  await demoStep(page, mock, "add a sub-account", () => root.locator("[data-add]").click());
  const enabled = root.locator("[data-sub-account][data-status='1']").first();
  const disabled = root.locator("[data-sub-account]:not([data-status='1'])").first();
  for (const [name, button] of [["edit roles", enabled.getByRole("button", { name: /^编辑 .+ 的角色$/ })], ["disable", enabled.getByRole("button", { name: /^禁用 / })], ["enable", disabled.getByRole("button", { name: /^启用 / })], ["delete", enabled.getByRole("button", { name: /^删除 / })]] as const) {
    await demoStep(page, mock, `sub-account: ${name}`, () => button.click());
    await expect(page.locator("[data-sub-account-form]"), name).toHaveCount(0);
    await expect(page.getByRole("alertdialog"), name).toHaveCount(0);
  }
});
