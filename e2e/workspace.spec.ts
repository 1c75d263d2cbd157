/** The workspace belongs to one system: entering another system starts with only its home tab. */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, menuName, openLeaf, test } from "./support/fixtures";

test("entering another system within the page resets the tabs to that system's home", async ({ page }) => {
  await loginAs(page, "owner");
  await openLeaf(page, SEED.menus.announcements.menuId);
  const tabs = page.getByRole("tablist").getByRole("tab");
  await expect(tabs).toHaveCount(2);
  await expect(page.getByRole("tablist").getByRole("tab", { name: menuName(SEED.menus.announcements, "zh_CN") })).toBeVisible();
  // Once the page has settled (the tab's tracking post and its revalidation are done): a
  // client-side navigation (no document load) into the Amazon operation system.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/entry/1002/AMAZON_OPERATE"));
  await expect(page).toHaveURL(/\/entry\/1002\/AMAZON_OPERATE$/);
  await expect(tabs).toHaveCount(1);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
});
