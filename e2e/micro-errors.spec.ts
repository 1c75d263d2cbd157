/** MICRO-07 in the browser (issue 30): the third unhandled 'Failed to fetch' since page load goes to /500. */
import { expect, loginAs, test } from "./support/fixtures";

test("[MICRO-07] two unhandled 'Failed to fetch' rejections and any others leave the page; the third 'Failed to fetch' goes to /500", async ({ page }) => {
  await loginAs(page, "owner");
  const url = page.url();
  const reject = (reason: "fetch" | "other") =>
    page.evaluate((r) => {
      void Promise.reject(r === "fetch" ? new TypeError("Failed to fetch") : new Error("something else"));
    }, reason);
  await reject("fetch");
  await reject("other");
  await reject("other");
  await reject("fetch");
  await page.waitForTimeout(500);
  expect(page.url()).toBe(url);
  await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
  await reject("fetch");
  await expect(page).toHaveURL(/\/500$/);
});
