/** Progressive enhancement: the login form and the menu work before (or without) JavaScript. */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, test } from "./support/fixtures";

test("without JavaScript, login still works (the portal encrypts) and menu leaves are links to their panes", async ({ browser, mock }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await page.locator('input[name="userName"]').fill("owner");
    await page.locator('input[name="password"]').fill(SEED.accounts.owner.password);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
    // The gateway got ciphertext even though the browser could not encrypt: the mock answers a
    // password that does not decrypt with 密码格式错误, never 200.
    const logins = (await mock.log()).filter((e) => e.path === "/sso/user/login" && e.status === 200);
    expect(logins.length).toBe(1);

    const leaf = page.getByRole("navigation").locator("a[data-menu-id]").nth(1);
    const href = await leaf.getAttribute("href");
    expect(href).toMatch(/^\/entry\/1001\/ERP\/[a-z-]+#\//);
    await leaf.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  } finally {
    await context.close();
  }
});
