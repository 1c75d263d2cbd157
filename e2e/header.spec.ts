/** The shell header: logo, minimum width and the system switcher's checks. */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, openLeaf, test } from "./support/fixtures";

test("[LAYOUT-04][LAYOUT-05] the layout keeps 1200 px in a narrow window; the logo returns home", async ({ page }) => {
  await loginAs(page, "owner");
  await page.setViewportSize({ width: 1000, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeGreaterThanOrEqual(1200);

  await openLeaf(page, SEED.menus.announcements.menuId);
  await expect(page).toHaveURL(/sso-web#/);
  await page.locator("header").getByRole("link", { name: "首页" }).click();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  await expect(page.getByRole("tab", { name: "首页", exact: true })).toHaveAttribute("aria-selected", "true");
});

test("[ENTRY-07][ENTRY-08][ENTRY-09][ENTRY-10][ENTRY-11] the switcher warns for stopped, abandoned and deploying systems, opens embedded-2 in a window, enters the rest", async ({ page, context, mock }) => {
  await loginAs(page, "owner");
  const choose = async (systemCode: string) => {
    await page.getByRole("button", { name: "切换系统" }).click();
    await page.locator(`[role=menuitem][data-system="${systemCode}"]`).click();
  };

  await choose("WMS");
  await expect(page.getByText("当前系统已停用，不支持查看，请联系您的专属销售经理处理")).toBeVisible();
  await choose("M2B");
  await expect(page.getByText(/^当前系统已废弃/)).toBeVisible();
  await choose("TMS");
  await expect(page.getByText("当前系统正在部署中，不支持查看")).toBeVisible();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);

  const popup = context.waitForEvent("page");
  await choose("LISTING");
  const listing = await popup;
  await expect(listing).toHaveURL(/\/apps\/listing\/$/);
  await listing.close();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);

  await choose("AMAZON_OPERATE");
  await expect(page).toHaveURL(new RegExp(`/entry/${SEED.serviceIds.amazonA}/AMAZON_OPERATE$`));

  // ENTRY-09's limit, both sides: serviceDeploy 1 (like the seeded 2) warns and stays; 3 enters.
  await page.goto("/entry/1001/ERP");
  await mock.patchSystem(SEED.serviceIds.tmsA, { serviceDeploy: 1 });
  await page.reload();
  await choose("TMS");
  await expect(page.getByText("当前系统正在部署中，不支持查看")).toBeVisible();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
  await mock.patchSystem(SEED.serviceIds.tmsA, { serviceDeploy: 3 });
  await page.reload();
  await choose("TMS");
  await expect(page).toHaveURL(new RegExp(`/entry/${SEED.serviceIds.tmsA}/TMS$`));
});
