/**
 * axe (WCAG 2.2 AA) on the shell's surfaces open, not only pages at rest (issue 24): a header
 * menu panel, a sider panel, the all-menu overlay, the bell panel, the user dropdown, the system
 * switcher, the tab close menu, the assistant drawer, a micro-app pane (the ERP sample app's order
 * list) and an iframe pane. No serious or critical violation on any of them.
 */
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { axeCheck, expect, hydrated, loginAs, openLeaf, pane, test } from "./support/fixtures";

const BASE = "/entry/1001/ERP";
const M = SEED.menus;

/** A client-side navigation inside the shell (as a menu link does). */
async function go(page: Page, to: string) {
  await hydrated(page);
  await page.evaluate((url) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(url), to);
}

async function clean(page: Page, surface: string) {
  expect(await axeCheck(page), surface).toEqual([]);
}

test("axe (WCAG 2.2 AA): header menu panel, all-menu overlay, bell panel, user dropdown, system switcher and tab close menu open (owner, top layout)", async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, "owner", "zh_CN");
  const nav = page.getByRole("navigation", { name: "菜单" });
  // A header menu panel, with a leaf hovered (its star and pin show) and one focused.
  await nav.locator("[data-group-trigger]").nth(1).click();
  const leaf = nav.locator("[data-nav-panel] a[data-menu-id]").first();
  await expect(leaf).toBeVisible();
  await leaf.hover();
  await clean(page, "header menu panel");
  await page.keyboard.press("Escape");
  // The all-menu overlay.
  await page.locator("[data-open-overlay]").click();
  await expect(page.locator("[data-menu-overlay] a[data-menu-id]").first()).toBeVisible();
  await clean(page, "all-menu overlay");
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-menu-overlay]")).toHaveCount(0);
  // The bell panel.
  await page.locator("[data-notice-bell]").click();
  await expect(page.locator("[data-bell-panel]").getByRole("listitem").first()).toBeVisible();
  await clean(page, "bell panel");
  await page.keyboard.press("Escape");
  // The user dropdown.
  await page.getByRole("button", { name: "用户菜单" }).click();
  await expect(page.locator("[data-avatar-item=logout]")).toBeVisible();
  await clean(page, "user dropdown");
  await page.keyboard.press("Escape");
  // The system switcher.
  await page.getByRole("button", { name: "切换系统" }).click();
  await expect(page.getByRole("menu").locator("[data-system]").first()).toBeVisible();
  await clean(page, "system switcher");
  await page.keyboard.press("Escape");
  // The tab close menu, with tabs open.
  await go(page, `${BASE}/sso-web#/company/notice/announcement`);
  await expect(page.getByRole("tablist").getByRole("tab")).toHaveCount(2);
  await page.getByRole("button", { name: "关闭标签页" }).click();
  await expect(page.getByRole("menuitem", { name: "关闭全部" })).toBeVisible();
  await clean(page, "tab close menu");
  await page.keyboard.press("Escape");
});

test("axe (WCAG 2.2 AA): sider panel (leftie, left layout) and the assistant drawer", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, "leftie", "en_US");
  const sider = page.locator("[data-sider]");
  await sider.locator("[data-group-trigger]:not([data-group-trigger=history]):not([data-group-trigger=pinned])").nth(1).click();
  const leaf = sider.locator("[data-nav-panel] a[data-menu-id]").first();
  await expect(leaf).toBeVisible();
  await leaf.hover();
  await clean(page, "sider panel");
  await page.keyboard.press("Escape");
  await page.getByTestId("assistant-fab").click();
  const drawer = page.getByTestId("assistant-drawer");
  await expect(drawer.getByTestId("assistant-chat")).toBeVisible();
  await clean(page, "assistant drawer");
});

test("axe (WCAG 2.2 AA): a micro-app pane (the ERP sample app's order list) and an iframe pane", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, "owner", "zh_CN");
  // Opened from the menu, as a seller does. (A router navigation made the moment the shell had
  // hydrated opened no tab, twice in one full run and never alone: noted in the stop note.)
  await openLeaf(page, M.orderList.menuId);
  const orders = page.locator(`[role="tabpanel"][data-pane="m_${M.orderList.menuId}"] .sa`);
  await expect(orders.locator("tbody tr").first()).toBeVisible();
  await clean(page, "ERP order list (micro-app)");
  await openLeaf(page, M.shopAuth.menuId);
  const frame = pane(page, M.shopAuth.menuId).locator("iframe");
  await expect(frame).toBeVisible();
  await expect(frame.contentFrame().locator("body")).not.toBeEmpty();
  await clean(page, "shop authorization (iframe)");
});
