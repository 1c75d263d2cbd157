/**
 * CONST-01 in the browser (issue 30): after a journey that makes every local-storage writer of
 * the shell write (tabs, menu-search history, the assistant button's place, the hidden live
 * notice), every key in local storage starts with `pro__`.
 */
import { expect, loginAs, openLeaf, test } from "./support/fixtures";
import { SEED } from "../mock-gateway/seed/ids";

test("[CONST-01] every key the shell writes to local storage starts with pro__", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, "owner", "zh_CN");
  // Tabs.
  await openLeaf(page, SEED.menus.orderList.menuId);
  // Menu-search history.
  const search = page.getByRole("combobox", { name: "搜索菜单" });
  await search.click();
  await page.keyboard.type("商品列表");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("商品列表");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/erp#\/product\/list/);
  // The assistant button dragged to a new place.
  const fab = page.getByTestId("assistant-fab");
  const box = (await fab.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 100, box.y - 100, { steps: 5 });
  await page.mouse.up();
  // The live notice hidden for the day.
  const live = page.locator("[data-live-notice]");
  await expect(live).toBeVisible();
  await live.getByRole("button", { name: "今日不再显示" }).click();
  await expect(live).toHaveCount(0);

  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  // Each writer wrote (so the check below is about real keys) …
  for (const written of [/^pro__tabs/, /^pro__menuSearchHistory/, /^pro__assistantFab$/, /^pro__liveHiddenAt$/]) {
    expect(keys.some((k) => written.test(k)), `${written} in ${keys.join(", ")}`).toBe(true);
  }
  // … and no key lacks the prefix.
  expect(keys.filter((k) => !k.startsWith("pro__"))).toEqual([]);
});
