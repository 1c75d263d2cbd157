/** Redirect paths in the browser: `/#/{path}` hashes (ROUTE-33) and `redirectPath` (ROUTE-45). */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, hydrated, loginAs, pane, test } from "./support/fixtures";

const announcements = SEED.menus.announcements.menuId;

test("[ROUTE-33] a logged-in /#/company/notice/announcement?x=1 opens that page with its query", async ({ page }) => {
  await loginAs(page, "owner");
  await page.goto("/#/company/notice/announcement?x=1");
  await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/notice\/announcement\?x=1$/);
  await expect(pane(page, announcements)).toBeVisible();
});

test("[ROUTE-33] a /#/… hash survives the login form", async ({ page }) => {
  await page.goto("/#/company/notice/announcement?x=1");
  await expect(page).toHaveURL(/\/login/);
  await hydrated(page);
  await page.locator('input[name="userName"]').fill("owner");
  await page.locator('input[name="password"]').fill(SEED.accounts.owner.password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/notice\/announcement\?x=1$/);
  await expect(pane(page, announcements)).toBeVisible();
});

test("/login?redirectPath=1 then logging in lands on 1007 SUPPLY_CHAIN (one fixture case of ROUTE-45; the rule whole: spec/access/entry-rules.test.ts)", async ({ page }) => {
  await page.goto("/login?redirectPath=1");
  await hydrated(page);
  await page.locator('input[name="userName"]').fill("owner");
  await page.locator('input[name="password"]').fill(SEED.accounts.owner.password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/entry\/1007\/SUPPLY_CHAIN(?:[/?#]|$)/);
});
