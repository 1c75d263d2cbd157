/**
 * Micro-apps and the bridge (issue 7): each bridge message a sample sub-app sends makes the
 * shell react, the sub-apps render in the user's language, and no CSP violation happens while
 * every kind of pane runs.
 */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, hydrated, loginAs, openLeaf, shot, tab, test, type PortalLanguage } from "./support/fixtures";
import { cspViolations, microRoot, watchCsp } from "./support/micro";

const M = SEED.menus;
const MOCK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

test.describe("micro-apps", () => {
  test("[ROUTE-15][MICRO-02][MICRO-03] the erp micro-app mounts at its route in a shadow root, from the system's origin", async ({ page }) => {
    await watchCsp(page);
    await loginAs(page, "owner");
    await openLeaf(page, M.orderList.menuId);
    const root = microRoot(page, `m_${M.orderList.menuId}`);
    await expect(root).toHaveAttribute("data-route", "/order/list");
    await expect(root.getByRole("heading", { name: "订单列表" })).toBeVisible();
    await expect(root.locator("tbody tr")).toHaveCount(10);
    // In a shadow root: the shell's light DOM does not contain the app's table.
    expect(await page.evaluate(() => document.querySelectorAll("table[class], .sa").length)).toBe(0);
    // Filters and paging are routes of the app.
    await root.getByRole("button", { name: "下一页" }).click();
    await expect(root).toHaveAttribute("data-route", "/order/list?page=2");
    await root.getByLabel("订单状态").selectOption("shipped");
    await root.getByRole("button", { name: "查询" }).click();
    await expect(root).toHaveAttribute("data-route", "/order/list?status=shipped&page=1");
    for (const badge of await root.locator("tbody .badge").allTextContents()) expect(badge).toBe("已发货");
    expect(await cspViolations(page)).toEqual([]);
  });
});
