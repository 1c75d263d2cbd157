/**
 * The tabs workspace: a dozen tabs of every kind the fixture offers, drag to reorder, the close
 * menu, a reload that restores the workspace lazily, the expiry confirms, the 401 modal and the
 * `tab` query parameter. Screenshots in the three languages.
 */
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, hydrated, loginAs, openLeaf, pane, shot, tab, test, type PortalLanguage } from "./support/fixtures";

const BASE = "/entry/1001/ERP";
const M = SEED.menus;

/** Texts of the tabs feature per language (app/i18n/resources/{lang}/tabs.json). */
const TT = {
  zh_CN: { prompt: "提示", iKnow: "我知道了", reminder: "温馨提示", renew: "续费", cancel: "取消", closeMenu: "关闭标签页", right: "关闭右侧", left: "关闭左侧", all: "关闭全部" },
  en_US: { prompt: "Prompt", iKnow: "I know", reminder: "Friendly reminder", renew: "Renew", cancel: "Cancel", closeMenu: "Close tabs", right: "Close right", left: "Close left", all: "Close all" },
  ko_KR: { prompt: "알림", iKnow: "알겠습니다", reminder: "안내", renew: "갱신", cancel: "취소", closeMenu: "탭 닫기", right: "오른쪽 탭 닫기", left: "왼쪽 탭 닫기", all: "모든 탭 닫기" },
} as const;

/** Twelve leaves of the three kinds: sso-web pages, iframes and `erp` micro-app pages. */
const TWELVE: Array<{ id: number; url: string }> = [
  { id: M.announcements.menuId, url: "sso-web#/company/notice/announcement" },
  { id: M.notifications.menuId, url: "sso-web#/company/notice/notification" },
  { id: M.downloadCenter.menuId, url: "sso-web#/user/download-center" },
  { id: M.helpCenter, url: "sso-web#/company/helper/center" },
  { id: M.shopAuth.menuId, url: `iframe#/m_${M.shopAuth.menuId}` },
  { id: M.iframeSyncLog.menuId, url: `iframe#/m_${M.iframeSyncLog.menuId}` },
  { id: 11003, url: "iframe#/m_11003" },
  { id: M.orderList.menuId, url: "erp#/order/list" },
  { id: M.orderDetail.menuId, url: "erp#/order/detail" },
  { id: M.productList.menuId, url: "erp#/product/list" },
  { id: M.appMarket, url: "sso-web#/app/home" },
  { id: M.serviceManage, url: "sso-web#/company/serve/serve-manage" },
];

/** A client-side navigation inside the shell (as a link or the bridge would do). */
async function go(page: Page, to: string) {
  await hydrated(page);
  await page.evaluate((url) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(url), to);
}

/** The pane keys in tab-strip order. */
async function order(page: Page): Promise<string[]> {
  return page.getByRole("tablist").getByRole("tab").evaluateAll((els) => els.map((el) => el.getAttribute("data-pane-key") ?? ""));
}

async function closeVia(page: Page, lang: PortalLanguage, item: "right" | "left" | "all") {
  await page.getByRole("button", { name: TT[lang].closeMenu }).click();
  await page.getByRole("menuitem", { name: TT[lang][item] }).click();
}

test.describe("tabs workspace", () => {
  test("[TAB-01][TAB-23][LAYOUT-20][LAYOUT-21][TAB-17] twelve tabs of every kind, drag to reorder, close right/left/all; a reload restores them lazily", async ({ page, mock }) => {
    // A long journey (a dozen tabs, a reload): more than the default minute on a shared machine.
    test.slow();
    // The narrowest layout (LAYOUT-04, 1200 px): twelve tabs overflow the strip there.
    await page.setViewportSize({ width: 1200, height: 900 });
    await loginAs(page, "owner", "zh_CN");
    await openLeaf(page, TWELVE[0].id);
    await expect(page).toHaveURL(new RegExp(`${BASE}/${TWELVE[0].url.replace(/[#/]/g, "\\$&")}$`));
    const tabs = page.getByRole("tablist").getByRole("tab");
    for (const [i, { url }] of TWELVE.entries()) {
      if (i === 0) continue;
      await go(page, `${BASE}/${url}`);
      await expect(tabs).toHaveCount(i + 2);
    }
    await expect(tabs).toHaveCount(13);
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    // Every kind of pane, each mounted once activated.
    for (const kind of ["sso-web", "iframe", "erp"]) await expect(page.locator(`[role=tabpanel][data-app="${kind}"]`).first()).toHaveAttribute("data-mounted", "true");
    // LAYOUT-21: twelve tabs overflow the strip; the arrows scroll it.
    await expect(page.getByRole("button", { name: "向左滚动标签页" })).toBeVisible();
    // The active tab (the last opened) is scrolled wholly into the strip's view.
    const inStrip = async (index: number) => {
      const strip = (await page.getByRole("tablist").boundingBox())!;
      const box = (await tabs.nth(index).boundingBox())!;
      return box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1;
    };
    await expect.poll(() => inStrip(12)).toBe(true);
    // TAB-23: activations are recorded with the menu statistics call.
    await expect.poll(async () => (await mock.log()).filter((e) => e.path === "/sso/menuStatistics/recordMenuOpt").length).toBeGreaterThanOrEqual(12);
    const recorded = JSON.stringify((await mock.log()).filter((e) => e.path === "/sso/menuStatistics/recordMenuOpt").map((e) => e.body));
    for (const { id } of TWELVE) expect(recorded, `menu ${id}`).toContain(String(id));
    // LAYOUT-21: the left arrow scrolls the strip back.
    const scrolled = () => page.getByRole("tablist").evaluate((el) => {
      let node: HTMLElement | null = el as HTMLElement;
      while (node && node.scrollWidth <= node.clientWidth) node = node.parentElement;
      return node ? node.scrollLeft : -1;
    });
    const end = await scrolled();
    expect(end).toBeGreaterThan(0);
    await page.getByRole("button", { name: "向左滚动标签页" }).click();
    await expect.poll(scrolled).toBeLessThan(end);
    const back = await scrolled();
    await page.getByRole("button", { name: "向右滚动标签页" }).click();
    await expect.poll(scrolled).toBeGreaterThan(back);

    // LAYOUT-20: a 10 px move is a click; a drag along x past 20 px reorders.
    await tab(page, "首页").click();
    await expect.poll(() => inStrip(0)).toBe(true);
    const before = await order(page);
    const first = tabs.nth(1);
    const box = (await first.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    expect(await order(page)).toEqual(before);
    await expect(first).toHaveAttribute("aria-selected", "true");
    const target = (await tabs.nth(3).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 25, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2 + 5, target.y + target.height / 2 + 30, { steps: 10 });
    // Along x only: the pointer went 30 px down, the dragged tab did not.
    expect(Math.round((await first.boundingBox())!.y)).toBe(Math.round(box.y));
    await page.mouse.up();
    const dragged = await order(page);
    expect(dragged).not.toEqual(before);
    expect(dragged[0]).toBe("home");
    expect(dragged[3]).toBe(before[1]);
    expect([...dragged].sort()).toEqual([...before].sort());

    // TAB-24: a reload restores the tabs, their order and the active tab; only the active pane mounts.
    await tabs.nth(5).click();
    const activeKey = dragged[5];
    await expect(page.locator('[role=tabpanel][data-mounted="true"]')).toHaveCount(13);
    await page.reload();
    await expect(tabs).toHaveCount(13);
    expect(await order(page)).toEqual(dragged);
    await expect(tabs.nth(5)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('[role=tabpanel][data-mounted="true"]')).toHaveCount(1);
    await expect(page.locator(`[role=tabpanel][data-pane="${activeKey}"]`)).toHaveAttribute("data-mounted", "true");
    // A restored tab mounts when first activated.
    await tabs.nth(8).click();
    await expect(page.locator(`[role=tabpanel][data-pane="${dragged[8]}"]`)).toHaveAttribute("data-mounted", "true");
    await expect(page.locator('[role=tabpanel][data-mounted="true"]')).toHaveCount(2);

    // Back and forward follow the active pane.
    await page.goBack();
    await expect(tabs.nth(5)).toHaveAttribute("aria-selected", "true");
    await page.goForward();
    await expect(tabs.nth(8)).toHaveAttribute("aria-selected", "true");

    // A failing statistics call is ignored (TAB-23): the tab still activates.
    await mock.fault({ match: "/sso/menuStatistics/recordMenuOpt", kind: "status", value: 500, times: -1 });
    await tabs.nth(5).click();
    await expect(tabs.nth(5)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`[role=tabpanel][data-pane="${activeKey}"]`)).toBeVisible();
    await mock.clearFaults();
    // Close right of the active tab, then close left; TAB-17: close all keeps home.
    await tabs.nth(5).click();
    await closeVia(page, "zh_CN", "right");
    await expect(tabs).toHaveCount(6);
    await expect(tabs.nth(5)).toHaveAttribute("aria-selected", "true");
    await closeVia(page, "zh_CN", "left");
    await expect(tabs).toHaveCount(2);
    expect(await order(page)).toEqual(["home", activeKey]);
    await closeVia(page, "zh_CN", "all");
    await expect(tabs).toHaveCount(1);
    await expect(tab(page, "首页")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  });

  test("a press made before the drag code has arrived still drags once it has; a short press still activates (LAYOUT-20 whole: the twelve-tab test)", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    const tabs = page.getByRole("tablist").getByRole("tab");
    await openLeaf(page, TWELVE[0].id);
    await expect(tabs).toHaveCount(2);
    for (const [i, { url }] of TWELVE.slice(1, 3).entries()) {
      await go(page, `${BASE}/${url}`);
      await expect(tabs).toHaveCount(i + 3);
    }
    // The drag code (its own chunk) is held back until the press has begun.
    // Held requests of the chunk; `release` lets them go once one has been asked for (the press
    // asks for it: releasing before the request arrived would hold it for ever).
    const held: Array<() => void> = [];
    await page.route(/\/assets\/sortable-[^/]+\.js$/, async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    const release = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const resume of held.splice(0)) resume();
    };
    const loaded = page.locator('[id^="DndDescribedBy"]');
    const reload = async () => {
      await page.reload();
      await hydrated(page);
      await expect(tabs).toHaveCount(4);
      await expect(loaded).toHaveCount(0);
    };
    // A short press (no move) before and across the arrival is a click.
    await reload();
    const before = await order(page);
    const second = (await tabs.nth(2).boundingBox())!;
    await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2);
    await page.mouse.down();
    const chunk = page.waitForResponse(/\/assets\/sortable-[^/]+\.js$/);
    await release();
    await chunk;
    await page.mouse.up();
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(loaded).toHaveCount(1);
    expect(await order(page)).toEqual(before);
    // A drag begun before the arrival goes on once the code is there.
    await reload();
    const box = (await tabs.nth(1).boundingBox())!;
    const target = (await tabs.nth(3).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 25, box.y + box.height / 2 + 30, { steps: 5 });
    await release();
    await expect(loaded).toHaveCount(1);
    await page.mouse.move(target.x + target.width / 2 + 5, target.y + target.height / 2 + 30, { steps: 10 });
    await page.mouse.up();
    const dragged = await order(page);
    expect(dragged[3]).toBe(before[1]);
    expect([...dragged].sort()).toEqual([...before].sort());
  });

  test("[TAB-09][TAB-10][TAB-11][TAB-12] expired platform and app assets show their confirms (TAB-08's confirm in both languages it names: spec/tabs/activate-key.test.tsx); cancel keeps the tab, renew opens the renewal page", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    await openLeaf(page, M.announcements.menuId);
    const dialog = page.getByRole("alertdialog");
    const tabs = page.getByRole("tablist").getByRole("tab");

    // TAB-08 / TAB-12: the platform confirm; cancel leaves the previous tab active and opens nothing.
    await openLeaf(page, M.platformExpired);
    await expect(dialog.getByRole("heading", { name: "温馨提示" })).toBeVisible();
    await expect(dialog).toContainText("该功能所属平台已过期，请尽快续费，以免影响团队成员使用");
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tabs).toHaveCount(2);
    await expect(tab(page, "公告")).toHaveAttribute("aria-selected", "true");
    // TAB-09: renew → service management.
    await openLeaf(page, M.platformExpired);
    await dialog.getByRole("button", { name: "续费" }).click();
    await expect(page).toHaveURL(/\/sso-web#\/company\/serve\/serve-manage$/);
    await expect(tab(page, "服务管理")).toHaveAttribute("aria-selected", "true");

    // TAB-10 / TAB-12: the app confirm, with renew and cancel; cancel leaves the previous tab active and opens nothing.
    await openLeaf(page, M.assetsExpiredApp);
    await expect(dialog.getByRole("heading", { name: "温馨提示" })).toBeVisible();
    await expect(dialog).toContainText("当前页面的选品分析应用已过期，暂不支持使用，请续费");
    await expect(dialog.getByRole("button")).toHaveText(["取消", "续费"]);
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tabs).toHaveCount(3);
    await expect(tab(page, "服务管理")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/sso-web#\/company\/serve\/serve-manage$/);
    // TAB-11: an app asset of assetsType 2 renews in the app store…
    await openLeaf(page, M.assetsExpiredApp);
    await expect(dialog).toContainText("当前页面的选品分析应用已过期，暂不支持使用，请续费");
    await dialog.getByRole("button", { name: "续费" }).click();
    await expect(page).toHaveURL(/\/sso-web#\/app\/home$/);
    // … any other in service management; a deep link to it is blocked the same way.
    await tab(page, "公告").click();
    await go(page, `${BASE}/erp#/analytics/stock-alert`);
    await expect(dialog).toContainText("当前页面的库存预警应用已过期，暂不支持使用，请续费");
    await expect(page).toHaveURL(/\/sso-web#\/company\/notice\/announcement$/);
    await dialog.getByRole("button", { name: "续费" }).click();
    await expect(page).toHaveURL(/\/sso-web#\/company\/serve\/serve-manage$/);
    await expect(tabs).toHaveCount(4);
  });

  test("[TAB-05][ENTRY-06][ROUTE-20][ROUTE-21] a page outside the menu shows the 401 modal; ?tab= keeps only that menu besides home", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    await openLeaf(page, M.announcements.menuId);
    await go(page, `${BASE}/sso-web#/company/not-in-the-menu`);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "提示" })).toBeVisible();
    await expect(dialog).toContainText("您没有访问该页面的权限");
    await expect(dialog.getByRole("button")).toHaveCount(1);
    await dialog.getByRole("button", { name: "我知道了" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/sso-web#\/company\/notice\/announcement$/);
    await expect(tab(page, "公告")).toHaveAttribute("aria-selected", "true");

    // ROUTE-20 / ROUTE-21: the tab query opens that menu and closes every other closable tab.
    await openLeaf(page, M.shopAuth.menuId);
    await page.goto(`${BASE}?tab=${M.orderList.tab}`);
    await expect(page).toHaveURL(/\/erp#\/order\/list$/);
    await expect.poll(() => order(page)).toEqual(["home", `m_${M.orderList.menuId}`]);
    await expect(pane(page, M.orderList.menuId)).toHaveAttribute("data-mounted", "true");
  });

  for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`[ROUTE-13] screenshots of the workspace, a page not built yet and the prompts (${lang})`, async ({ page, mock }) => {
      await page.setViewportSize({ width: 1440, height: 860 });
      await mock.patchUser("owner", { chooseLanguage: lang });
      await loginAs(page, "owner", lang);
      // Once the landing has settled (hydrated, the first requests done).
      await page.waitForLoadState("networkidle");
      const tabs = page.getByRole("tablist").getByRole("tab");
      for (const [i, { url }] of TWELVE.slice(0, 8).entries()) {
        await go(page, `${BASE}/${url}`);
        await expect(tabs).toHaveCount(i + 2);
      }
      await go(page, `${BASE}/${TWELVE[0].url}`);
      // An sso-web page (the announcement list) renders its content, never its raw path.
      const portal = pane(page, M.announcements.menuId);
      await expect(portal.getByRole("listitem").first()).toBeVisible();
      await expect(portal).not.toContainText("/company/notice/announcement");
      await shot(page, `tabs-workspace-${lang}`);
      await go(page, `${BASE}/sso-web#/nowhere`);
      await expect(page.getByRole("alertdialog").getByRole("button", { name: TT[lang].iKnow })).toBeVisible();
      await shot(page, `tabs-401-${lang}`);
      await page.getByRole("alertdialog").getByRole("button", { name: TT[lang].iKnow }).click();
      await openLeaf(page, M.assetsExpiredApp);
      await expect(page.getByRole("alertdialog").getByRole("heading", { name: TT[lang].reminder })).toBeVisible();
      await shot(page, `tabs-expiry-${lang}`);
    });
  }
});

test("[LAYOUT-22][LAYOUT-23] the tab strip's close menu offers close current, right, left and all; its live-replay and operation-guide links open /company/helper/live-roadcast and /company/helper/center", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  await openLeaf(page, M.orderList.menuId);
  await page.getByRole("button", { name: "关闭标签页" }).click();
  const items = page.getByRole("menu").getByRole("menuitem");
  await expect(items).toHaveText(["关闭当前", "关闭右侧", "关闭左侧", "关闭全部"]);
  await page.keyboard.press("Escape");
  const replay = page.locator("[data-tab-link=live-replay]");
  const guide = page.locator("[data-tab-link=guide]");
  await expect(replay).toHaveText("直播回放");
  await expect(replay).toHaveAttribute("href", "/entry/1001/ERP/sso-web#/company/helper/live-roadcast");
  await expect(guide).toHaveText("操作指南");
  await expect(guide).toHaveAttribute("href", "/entry/1001/ERP/sso-web#/company/helper/center");
  await replay.click();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/helper\/live-roadcast$/);
  const selected = page.getByRole("tablist").getByRole("tab", { selected: true });
  // The page's own menu tab (the links open the menu the page belongs to).
  await expect(selected).toHaveAttribute("data-pane-key", `m_${M.liveReplay}`);
  await guide.click();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/helper\/center$/);
  await expect(selected).toHaveAttribute("data-pane-key", `m_${M.helpCenter}`);
});
