/**
 * MICRO-01: the sub-applications are hosted inside the shell, as micro-apps (an ES module in a
 * shadow root of a pane) or iframes (a pane's iframe on the system's domain). ERP and Amazon
 * operation run the sample micro-apps; warehouse (WMS), transport (TMS), supply chain and
 * listing have no sample module, so a stand-in module is served at their systems' module URL
 * (what is checked is the shell hosting it, not the sub-app's own screens).
 */
import { SEED } from "../mock-gateway/seed/ids";
import { T, expect, hydrated, loginAs, pane, test } from "./support/fixtures";

const MOCK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const M = SEED.menus;
const S = SEED.serviceIds;

/** A stand-in module: renders its app name and route as a heading. */
const STAND_IN = `
export async function bootstrap() {}
export async function mount(p) { const h = document.createElement("h1"); h.textContent = p.name + " " + p.route; p.container.replaceChildren(h); }
export async function unmount(p) { p.container.replaceChildren(); }
`;

test("[MICRO-01] ERP, listing, Amazon operation, warehouse, transport and supply chain are hosted inside the shell, as micro-apps or as an iframe", async ({ page, mock }) => {
  test.slow(); // seven document loads of the shell
  await page.route(/\/apps\/micro\/(wms|tms|supply|listing)\.js$/, (route) =>
    route.fulfill({ body: STAND_IN, headers: { "Content-Type": "text/javascript; charset=utf-8", "Access-Control-Allow-Origin": "*" } }),
  );
  // The fixture keeps WMS stopped, TMS deploying and listing external (ENTRY-03, ENTRY-09, ENTRY-10):
  // made enterable here, so each can be hosted.
  await mock.patchSystem(S.wmsA, { status: 4 });
  await mock.patchSystem(S.tmsA, { serviceDeploy: 4 });
  await mock.patchSystem(S.listingA, { embedded: 1 });
  await loginAs(page, "owner");
  const nav = page.getByRole("navigation", { name: T.zh_CN.menu });

  const micro = [
    { url: "/entry/1001/ERP/erp#/order/list", app: "erp", shows: "订单列表" },
    { url: "/entry/1002/AMAZON_OPERATE/amazon#/ads/campaigns", app: "amazon", shows: "广告活动" },
    { url: "/entry/1004/WMS/wms#/overview", app: "wms", shows: "wms /overview" },
    { url: "/entry/1008/TMS/tms#/overview", app: "tms", shows: "tms /overview" },
    { url: "/entry/1007/SUPPLY_CHAIN/supply#/overview", app: "supply", shows: "supply /overview" },
    { url: "/entry/1006/LISTING/listing#/overview", app: "listing", shows: "listing /overview" },
  ];
  for (const c of micro) {
    const moduleLoad = page.waitForResponse((r) => r.url() === `${MOCK}/apps/micro/${c.app}.js`);
    await page.goto(c.url);
    await hydrated(page);
    expect((await moduleLoad).status(), c.url).toBe(200);
    // Inside the shell: the shell's own document and menu, the app in its pane's shadow root.
    expect(new URL(page.url()).origin, c.url).not.toBe(MOCK);
    await expect(nav.locator("[data-group-trigger]").first(), c.url).toBeVisible();
    const panel = page.locator(`[role="tabpanel"][data-app="${c.app}"]`);
    await expect(panel.locator(`[data-micro-app="${c.app}"]`), c.url).toHaveAttribute("data-micro-state", "mounted");
    await expect(panel.getByRole("heading", { name: c.shows }), c.url).toBeVisible();
    expect(await panel.evaluate((el) => el.querySelectorAll("h1").length), c.url).toBe(0); // in a shadow root, not the shell's DOM
    await expect(page.locator("iframe"), c.url).toHaveCount(0);
  }

  // An iframe page of ERP: the pane's iframe shows the menu's page on the system's domain.
  await page.goto(`/entry/1001/ERP/iframe#/m_${M.shopAuth.menuId}`);
  await hydrated(page);
  await expect(nav.locator("[data-group-trigger]").first()).toBeVisible();
  const frame = pane(page, M.shopAuth.menuId).locator("iframe");
  await expect(frame).toHaveAttribute("src", new RegExp(`^${MOCK}/`));
  await expect(pane(page, M.shopAuth.menuId).frameLocator("iframe").getByRole("heading", { name: "店铺授权" })).toBeVisible();
});
