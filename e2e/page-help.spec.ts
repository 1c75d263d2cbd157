/**
 * The active page's help-document link (LAYOUT-38): the shell asks queryPageBindDocument for the
 * active tab's menu; a bound document shows the tab strip's link to
 * `/company/helper/center?docId={documentId}`, none shows no link. The mock binds the order list
 * (10201) to document 201; the product list (10301) and home have none.
 */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, openLeaf, tab, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const M = SEED.menus;
const BIND_PATH = "/sso/pageDocumentRelation/queryPageBindDocument";
const SHOTS = "/work/wt/shots/i30-shell";
const TEXT: Record<PortalLanguage, { link: string; orderDoc: string; orders: string; products: string }> = {
  zh_CN: { link: "本页帮助", orderDoc: "订单列表说明", orders: "订单列表", products: "商品列表" },
  en_US: { link: "Help for this page", orderDoc: "The order list", orders: "Order list", products: "Product list" },
  ko_KR: { link: "이 페이지 도움말", orderDoc: "주문 목록 안내", orders: "주문 목록", products: "상품 목록" },
};

/** The menuIds queryPageBindDocument was posted with, in order. */
async function askedFor(mock: MockControl): Promise<unknown[]> {
  return (await mock.log()).filter((e) => e.path === BIND_PATH).map((e) => (e.body as { menuId?: unknown }).menuId);
}

for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
  const text = TEXT[lang];
  test(`[LAYOUT-38] the active page's bound document shows a help link to /company/helper/center?docId=201; a page without one shows none (${lang})`, async ({ page, mock }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    const link = page.locator("[data-tab-strip]").getByRole("link", { name: text.link, exact: true });

    // Home: asked for its menu, nothing bound, no link.
    await expect.poll(() => askedFor(mock)).toContain(M.home.menuId);
    await expect(link).toHaveCount(0);

    // The order list: document 201 is bound → the link, to the help centre at that document.
    await openLeaf(page, M.orderList.menuId);
    await expect(tab(page, text.orders)).toHaveAttribute("aria-selected", "true");
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/entry/1001/ERP/sso-web#/company/helper/center?docId=201");
    expect(await askedFor(mock)).toContain(M.orderList.menuId);
    await page.screenshot({ path: `${SHOTS}/page-help-${lang}.png` });

    // The product list: nothing bound → no link (the order list's link goes with its tab).
    await openLeaf(page, M.productList.menuId);
    await expect(tab(page, text.products)).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => askedFor(mock)).toContain(M.productList.menuId);
    await expect(link).toHaveCount(0);

    // Back on the order list the link shows again; following it opens document 201.
    await tab(page, text.orders).click();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/helper\/center\?docId=201$/);
    await expect(page.locator('[role="tabpanel"]:visible [data-help-centre] [data-help-document="201"] [data-doc-title]')).toHaveText(text.orderDoc);
  });
}
