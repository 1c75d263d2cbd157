/** Progressive enhancement: the login form and the menu work before (or without) JavaScript. */
import type { BrowserContext, Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, test } from "./support/fixtures";

/** Logs `userName` in through the plain form of a context without scripts; lands on `entry`. */
async function loginWithoutScripts(context: BrowserContext, userName: "owner" | "bigco", entry: RegExp): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/login");
  await page.locator('input[name="userName"]').fill(userName);
  await page.locator('input[name="password"]').fill(SEED.accounts[userName].password);
  await page.locator("button[type=submit]").click();
  await expect(page).toHaveURL(entry);
  return page;
}

/** Follows the workspace's `<noscript>` link to the all-menus page of `serviceId`'s ERP. */
async function openAllMenus(page: Page, serviceId: number): Promise<void> {
  await page.getByRole("link", { name: "全部菜单" }).click();
  await expect(page).toHaveURL(new RegExp(`/menus/${serviceId}/ERP$`));
  await expect(page.getByRole("heading", { level: 1, name: "全部菜单" })).toBeVisible();
  await expect(page.getByRole("link", { name: "返回工作台" })).toHaveAttribute("href", `/entry/${serviceId}/ERP`);
}

/** Clicks the second leaf link and checks it opens that pane's URL. */
async function openSecondLeaf(page: Page, serviceId: number): Promise<void> {
  const leaf = page.getByRole("navigation").locator("a[data-menu-id]").nth(1);
  const href = await leaf.getAttribute("href");
  expect(href).toMatch(new RegExp(`^/entry/${serviceId}/ERP/[a-z0-9-]+#/`));
  await leaf.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}

test("without JavaScript, login still works (the portal encrypts), and the workspace links to the all-menus page, whose leaves open their panes", async ({ browser, mock }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await loginWithoutScripts(context, "owner", /\/entry\/1001\/ERP$/);
    // The gateway got ciphertext even though the browser could not encrypt: the mock answers a
    // password that does not decrypt with 密码格式错误, never 200.
    const logins = (await mock.log()).filter((e) => e.path === "/sso/user/login" && e.status === 200);
    expect(logins.length).toBe(1);
    await openAllMenus(page, 1001);
    await expect(page.getByRole("navigation").locator("a[data-menu-id]").first()).toBeVisible();
    expect(await page.getByRole("navigation").locator("a[data-menu-id]").count()).toBeGreaterThanOrEqual(200);
    await openSecondLeaf(page, 1001);
  } finally {
    await context.close();
  }
});

test("without JavaScript, a big tenant's workspace (only its groups in the page) links to the all-menus page, whose leaves open their panes", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await loginWithoutScripts(context, "bigco", /\/entry\/5001\/ERP$/);
    await openAllMenus(page, 5001);
    const leaves = page.getByRole("navigation").locator("a[data-menu-id]");
    // bigco: 20 groups × 250 leaves; those not bought (updateFlag 2) are left out, as in the workspace.
    type Node = { menuId: number; updateFlag?: number; childMenus?: Node[] | null };
    const tree = (await (await context.request.get("/api/menus/tree?serviceId=5001&systemCode=ERP")).json()) as Node[];
    const leafNodes = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.childMenus?.length ? leafNodes(n.childMenus) : [n]));
    expect(leafNodes(tree)).toHaveLength(5000);
    const shown = leafNodes(tree).filter((l) => l.updateFlag !== 2);
    expect(shown.length).toBeGreaterThan(4000);
    await expect(leaves).toHaveCount(shown.length);
    await openSecondLeaf(page, 5001);
  } finally {
    await context.close();
  }
});
