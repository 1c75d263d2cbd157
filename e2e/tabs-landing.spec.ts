/**
 * Landing on an address (issue 24): a document load restores the system's saved workspace (its
 * tabs, active tab and history) before the address is handled. A page outside the menu, or a
 * `?tab=` name no menu has, shows the 401 notice over that workspace and closes nothing; a known
 * `?tab=` opens its menu, active, and closes every other closable tab (home stays). Another
 * system's workspace is its own. leftie (en_US, left layout: the sider shows the history list).
 */
import type { Locator, Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, hydrated, loginAs, pane, test } from "./support/fixtures";

const BASE = "/entry/1001/ERP";
const M = SEED.menus;
const ANN = `m_${M.announcements.menuId}`;
const SHOP = `m_${M.shopAuth.menuId}`;
const ORDERS = `m_${M.orderList.menuId}`;
const LIVE = `m_${M.noCache.menuId}`;
/** The 401 notice (TAB-05) in en_US, app/i18n/resources/en_US/tabs.json. */
const NOTICE = { title: "Prompt", body: "You do not have access to this page. Ask your administrator to grant it, then try again.", ok: "I know" };

/** A client-side navigation inside the shell (as a menu link does). */
async function go(page: Page, to: string) {
  await hydrated(page);
  await page.evaluate((url) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(url), to);
}

/** The tab strip as the seller sees it, also under the modal (which hides it from assistive technology). */
const strip = (page: Page) => page.locator("[role=tablist] [role=tab][data-pane-key]");
async function keys(page: Page): Promise<string[]> {
  return strip(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-pane-key") ?? ""));
}
const activeTab = (page: Page): Locator => page.locator('[role=tablist] [role=tab][aria-selected="true"]');

/** The menus of the sider's history list, in order. */
async function historyList(page: Page): Promise<string[]> {
  const trigger = page.locator('[data-sider] [data-sider-item="history"]');
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  const panel = page.locator('[data-sider] [data-nav-panel="history"]');
  await expect(panel).toBeVisible();
  await expect(panel.locator("[aria-busy]")).toHaveCount(0);
  const ids = await panel.locator("a[data-menu-id]").evaluateAll((els) => els.map((el) => `m_${el.getAttribute("data-menu-id")}`));
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  return ids;
}

/** The 401 notice is up, over the given workspace; "I know" closes it and leaves that workspace. */
async function noticeOver(page: Page, tabs: string[], active: string, url: RegExp) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: NOTICE.title })).toBeVisible();
  await expect(dialog).toContainText(NOTICE.body);
  await expect(dialog.getByRole("button")).toHaveCount(1);
  // Under the notice: the saved tabs, the saved active tab and its page.
  await expect.poll(() => keys(page)).toEqual(tabs);
  await expect(activeTab(page)).toHaveAttribute("data-pane-key", active);
  await expect(page).toHaveURL(url);
  await dialog.getByRole("button", { name: NOTICE.ok }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => keys(page)).toEqual(tabs);
  await expect(activeTab(page)).toHaveAttribute("data-pane-key", active);
  await expect(page).toHaveURL(url);
}

test("[TAB-24][ROUTE-20][ROUTE-21][ENTRY-06] a reload on a refused page or an unknown ?tab= shows the 401 notice over the restored workspace; a known ?tab= keeps only that menu besides home; another system has its own", async ({ page }) => {
  test.slow();
  await loginAs(page, "leftie", "en_US");
  // Visits: announcements 2, shop authorization 2 (second), order list 1; the live dashboard is noCache (TAB-22).
  const visits: Array<[string, string]> = [
    ["sso-web#/company/notice/announcement", ANN], [`iframe#/m_${M.shopAuth.menuId}`, SHOP], ["erp#/order/list", ORDERS],
    ["sso-web#/company/notice/announcement", ANN], [M.noCache.path, LIVE], [`iframe#/m_${M.shopAuth.menuId}`, SHOP],
  ];
  for (const [url, key] of visits) {
    await go(page, `${BASE}/${url}`);
    await expect(page).toHaveURL(`${BASE}/${url}`);
    // As a seller does, the next page is asked for once this one's tab shows (two router
    // navigations in one frame render only the last: React skips the address in between).
    await expect(activeTab(page)).toHaveAttribute("data-pane-key", key);
  }
  const saved = ["home", ANN, SHOP, ORDERS, LIVE];
  await expect.poll(() => keys(page)).toEqual(saved);
  await expect(activeTab(page)).toHaveAttribute("data-pane-key", SHOP);
  expect(await historyList(page)).toEqual([ANN, SHOP, ORDERS]);
  const shopUrl = new RegExp(`${BASE}/iframe#/m_${M.shopAuth.menuId}$`);

  // A document load on a page outside the menu: the notice, over the restored workspace.
  await page.goto(`${BASE}/iframe#/m_999999`);
  await noticeOver(page, saved, SHOP, shopUrl);
  await expect(pane(page, M.shopAuth.menuId)).toHaveAttribute("data-mounted", "true");
  expect(await historyList(page)).toEqual([ANN, SHOP, ORDERS]);

  // An unknown ?tab= name opens nothing, so it closes nothing.
  await page.goto(`${BASE}?tab=nope`);
  await noticeOver(page, saved, SHOP, shopUrl);
  expect(await historyList(page)).toEqual([ANN, SHOP, ORDERS]);

  // A known ?tab= (ROUTE-20): that menu, active, at its route; every other closable tab closed,
  // the home tab (not closable) kept (ROUTE-21). No notice.
  await page.goto(`${BASE}?tab=${M.orderList.tab}`);
  await expect(page).toHaveURL(`${BASE}/erp#/order/list`);
  await expect.poll(() => keys(page)).toEqual(["home", ORDERS]);
  await expect(activeTab(page)).toHaveAttribute("data-pane-key", ORDERS);
  await expect(pane(page, M.orderList.menuId)).toHaveAttribute("data-mounted", "true");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  // The history keeps every page, the order list now visited twice.
  expect(await historyList(page)).toEqual([ANN, SHOP, ORDERS]);

  // TAB-24: another system's workspace is its own: only its home, no history.
  await page.goto("/entry/1002/AMAZON_OPERATE");
  await expect.poll(() => keys(page)).toEqual(["home"]);
  expect(await historyList(page)).toEqual([]);
  // Back in ERP: its workspace as it was left, the saved active tab shown.
  await page.goto(BASE);
  await expect(page).toHaveURL(`${BASE}/erp#/order/list`);
  await expect.poll(() => keys(page)).toEqual(["home", ORDERS]);
  await expect(activeTab(page)).toHaveAttribute("data-pane-key", ORDERS);
  expect(await historyList(page)).toEqual([ANN, SHOP, ORDERS]);
});

test("bigco: a reload restores tabs that lie outside the first-paint part of its 5,000 menus (tabs and active tab only: TAB-24 whole in the test above)", async ({ page }) => {
  const BIG = "/entry/5001/ERP";
  await loginAs(page, "bigco", "zh_CN", /\/entry\/5001\/ERP(?:[/?#]|$)/);
  const res = await page.request.get("/api/menus/tree?serviceId=5001&systemCode=ERP");
  type Leaf = { menuId: number; path: string; updateFlag?: number };
  const tree = (await res.json()) as Array<{ childMenus?: Leaf[] }>;
  const [a, b] = [tree[16], tree[18]].map((g) => [...(g.childMenus ?? [])].reverse().find((l) => l.updateFlag !== 2)!);
  for (const leaf of [a, b]) {
    await go(page, `${BIG}/${leaf.path}`);
    await expect(page).toHaveURL(`${BIG}/${leaf.path}`);
    // The next page once this one's tab shows (React renders only the last of two quick addresses).
    await expect(activeTab(page)).toHaveAttribute("data-pane-key", `m_${leaf.menuId}`);
  }
  const saved = ["home", `m_${a.menuId}`, `m_${b.menuId}`];
  await expect.poll(() => keys(page)).toEqual(saved);
  await activeTab(page).waitFor();
  await page.reload();
  await expect(page).toHaveURL(`${BIG}/${b.path}`);
  await expect.poll(() => keys(page)).toEqual(saved);
  await expect(activeTab(page)).toHaveAttribute("data-pane-key", `m_${b.menuId}`);
  // And once more from the system's entry: the saved active tab shows.
  await page.goto(BIG);
  await expect(page).toHaveURL(`${BIG}/${b.path}`);
  await expect.poll(() => keys(page)).toEqual(saved);
});
