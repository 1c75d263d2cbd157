/**
 * The keep-alive pool of micro-app panes (issue 7), on a portal of its own started with a pool
 * of one hidden pane (MICRO_APP_POOL_SIZE=1) on this checkout's ports E2E_PORT+5 and +6.
 */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, hydrated, openLeaf, tab, test } from "./support/fixtures";
import { microRoot } from "./support/micro";
import { closeSeededAnnouncements } from "./support/page";
import { portalLogin, startPortalProcess, type PortalProcess } from "./support/portal-process";

const M = SEED.menus;
const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
let portal: PortalProcess | undefined;

test.beforeAll(async () => {
  portal = await startPortalProcess({ MICRO_APP_POOL_SIZE: "1", PORT: String(E2E_PORT + 5), MOCK_GATEWAY_PORT: String(E2E_PORT + 6) });
});
test.afterAll(() => portal?.kill());

test("the pool evicts the least recently used hidden micro-app and mounts it again at its route", async ({ page, context }) => {
  const base = portal!.base;
  const session = await portalLogin(base, "owner", SEED.accounts.owner.password);
  const at = session.indexOf("=");
  await context.addCookies([{ name: session.slice(0, at), value: session.slice(at + 1), url: base }]);
  await closeSeededAnnouncements(page);
  await page.goto(`${base}/entry/1001/ERP`);
  await hydrated(page);
  const state = (menuId: number) => page.locator(`[role="tabpanel"][data-pane="m_${menuId}"] [data-micro-state]`);

  await openLeaf(page, M.orderList.menuId);
  const list = microRoot(page, `m_${M.orderList.menuId}`);
  await list.getByRole("button", { name: "下一页" }).click();
  await expect(list).toHaveAttribute("data-route", "/order/list?page=2");
  // One hidden pane fits: the order list stays mounted behind the product list.
  await openLeaf(page, M.productList.menuId);
  await expect(state(M.productList.menuId)).toHaveAttribute("data-micro-state", "mounted");
  await expect(state(M.orderList.menuId)).toHaveAttribute("data-micro-state", "mounted");
  // A third: the least recently used hidden pane (the order list) is unmounted.
  await openLeaf(page, M.orderDetail.menuId);
  await expect(state(M.orderList.menuId)).toHaveAttribute("data-micro-state", "evicted");
  await expect(list).toHaveCount(0);
  await expect(state(M.productList.menuId)).toHaveAttribute("data-micro-state", "mounted");
  // Activating it mounts it again, back at its route; now the product list is the LRU.
  await tab(page, "订单列表").click();
  await expect(state(M.orderList.menuId)).toHaveAttribute("data-micro-state", "mounted");
  await expect(list).toHaveAttribute("data-route", "/order/list?page=2");
  await expect(list.locator("[data-page]")).toHaveAttribute("data-page", "2");
  await expect(state(M.productList.menuId)).toHaveAttribute("data-micro-state", "evicted");

  // The token hand-out is logged by the server (user and origin, never the token).
  await list.locator('[data-bridge="getCookie"]').click();
  await expect(list.getByRole("status")).toContainText("已使用当前登录授权完成同步");
  await expect.poll(() => portal!.lines.filter((l) => l.msg === "bridge token handed out").length).toBe(1);
  const entry = portal!.lines.find((l) => l.msg === "bridge token handed out")!;
  expect(entry).toMatchObject({ user: "owner", origin: portal!.mockUrl.replace(/\/$/, ""), systemCode: "ERP" });
  expect(JSON.stringify(entry)).not.toMatch(/token"\s*:/);
});
