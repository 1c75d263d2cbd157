/** Journey 1: login, the shell, opening and closing tabs — in zh_CN and en_US. */
import { SEED } from "../mock-gateway/seed/ids";
import { LANGUAGES, T, closeButton, expect, hydrated, login, loginAs, menuName, openLeaf, pane, revealLeaf, tab, test } from "./support/fixtures";
import { microRoot } from "./support/micro";

const { announcements, shopAuth } = SEED.menus;

for (const lang of LANGUAGES) {
  test.describe(`shell in ${lang}`, () => {
    test(`[ROUTE-04][LAYOUT-35][AUTH-01][ROUTE-13][ROUTE-14][I18N-06][TAB-01][TAB-15][LAYOUT-19] owner logs in, opens an sso-web and an iframe leaf, closes a tab (${lang})`, async ({ page, mock }) => {
      const t = T[lang];
      // Watch what the browser posts: the password must leave it encrypted (AUTH-02).
      const posted: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posted.push(r.postData() ?? "");
      });

      // The user's saved language wins after login (I18N-05): save `lang` for owner.
      await mock.patchUser("owner", { chooseLanguage: lang });
      await page.context().addCookies([{ name: "lng", value: lang, domain: "127.0.0.1", path: "/" }]);
      await page.goto("/login");
      // LAYOUT-35: logo, language selector, copyright footer.
      await expect(page.locator("img[src*='logo']").first()).toBeVisible();
      await expect(page.getByRole("combobox", { name: t.languageLabel })).toBeVisible();
      await expect(page.getByText("©")).toBeVisible();

      // Through the login form (this journey checks what the browser posts), not loginAs.
      await login(page, "owner", SEED.accounts.owner.password, lang);
      await page.waitForURL(/\/entry\/1001\/ERP(?:[/?#]|$)/);
      await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
      await hydrated(page);
      await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
      await expect(page.locator("html")).toHaveAttribute("lang", t.htmlLang);

      // AUTH-01 / AUTH-02: one login call with systemCode SSO_SYS_USER, no plaintext anywhere.
      const log = await mock.log();
      const logins = log.filter((e) => e.path === "/sso/user/login");
      expect(logins).toHaveLength(1);
      expect(logins[0].status).toBe(200);
      expect(logins[0].body).toMatchObject({ systemCode: "SSO_SYS_USER", userName: "owner" });
      // Status 200 means the gateway could decrypt the password (it answers 密码格式错误 to
      // anything else); the mock's log redacts passwords, so the browser's posts are the check.
      expect(posted.length).toBeGreaterThan(0);
      expect(posted.join("\n")).not.toContain(SEED.accounts.owner.password);

      // The menu tree and the home tab; the home tab has no close button.
      const nav = page.getByRole("navigation", { name: t.menu });
      await expect(nav.locator("[data-group-trigger]").first()).toBeVisible();
      await expect(page.getByRole("tab")).toHaveCount(1);
      await expect(tab(page, t.home)).toHaveAttribute("aria-selected", "true");
      await expect(closeButton(page, t.home, lang)).toHaveCount(0);

      // I18N-06: menu labels in the UI language.
      await expect(await revealLeaf(page, announcements.menuId)).toHaveText(menuName(announcements, lang));

      // ROUTE-13: an sso-web leaf.
      await openLeaf(page, announcements.menuId);
      await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/notice\/announcement$/);
      await expect(tab(page, menuName(announcements, lang))).toHaveAttribute("aria-selected", "true");
      const ssoPane = pane(page, announcements.menuId);
      await expect(ssoPane).toHaveAttribute("data-app", "sso-web");
      // The page of that path, the announcement list (features/notices), renders in the sso-web pane.
      await expect(ssoPane.locator("[data-announcement-page]")).toBeVisible();
      await expect(ssoPane.locator("[data-announcement-page]").getByRole("listitem").first()).toBeVisible();

      // ROUTE-14: an iframe leaf showing the mock's page.
      await openLeaf(page, shopAuth.menuId);
      await expect(page).toHaveURL(new RegExp(`/entry/1001/ERP/iframe#/m_${shopAuth.menuId}$`));
      await expect(tab(page, menuName(shopAuth, lang))).toHaveAttribute("aria-selected", "true");
      const framePane = pane(page, shopAuth.menuId);
      await expect(framePane).toHaveAttribute("data-app", "iframe");
      await expect(framePane.locator("iframe")).toHaveAttribute("src", `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}/apps/page/${shopAuth.menuId}`);
      // The embedded page actually loads (the portal's CSP must allow framing it).
      await expect.soft(framePane.frameLocator("iframe").getByTestId("menu-id")).toHaveText(String(shopAuth.menuId));
      await expect(page.getByRole("tab")).toHaveCount(3);
      // LAYOUT-19: the first tab is home, shown as its icon (no text), with no close control;
      // the others have theirs.
      const first = page.getByRole("tab").first();
      await expect(first).toHaveAttribute("data-pane-key", "home");
      await expect(first).toHaveAccessibleName(t.home);
      await expect(first.locator("svg")).toHaveCount(1);
      await expect(first).toHaveText("");
      await expect(first.locator("[data-close-tab]")).toHaveCount(0);
      await expect(page.locator("[role=tab] [data-close-tab]")).toHaveCount(2);

      // Closing the active tab activates the previous one.
      await closeButton(page, menuName(shopAuth, lang), lang).click();
      await expect(tab(page, menuName(shopAuth, lang))).toHaveCount(0);
      await expect(tab(page, menuName(announcements, lang))).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/sso-web#\/company\/notice\/announcement$/);
      await expect(closeButton(page, t.home, lang)).toHaveCount(0);

      // Keyboard: Delete closes the focused tab; the home tab cannot be closed (WAI-ARIA tabs).
      await tab(page, menuName(announcements, lang)).focus();
      await page.keyboard.press("Delete");
      await expect(page.getByRole("tab")).toHaveCount(1);
      await expect(tab(page, t.home)).toHaveAttribute("aria-selected", "true");
      await tab(page, t.home).press("Delete");
      await expect(page.getByRole("tab")).toHaveCount(1);
    });
  });
}

test("[ROUTE-12] /entry/{serviceId}/{systemCode}/{appName}#{path} renders the shell with app {appName} showing {path}", async ({ page }) => {
  test.slow(); // several document loads of the shell
  await loginAs(page, "owner");
  const M = SEED.menus;
  const nav = page.getByRole("navigation", { name: T.zh_CN.menu });
  const cases = [
    { url: "/entry/1001/ERP/erp#/order/list", app: "erp", menuId: M.orderList.menuId, shows: () => microRoot(page, `m_${M.orderList.menuId}`).getByRole("heading", { name: "订单列表" }) },
    { url: "/entry/1001/ERP/erp#/product/list", app: "erp", menuId: M.productList.menuId, shows: () => microRoot(page, `m_${M.productList.menuId}`).getByRole("heading", { name: "商品列表" }) },
    { url: "/entry/1001/ERP/sso-web#/company/notice/announcement", app: "sso-web", menuId: announcements.menuId, shows: () => pane(page, announcements.menuId).locator("[data-announcement-page]") },
    { url: `/entry/1001/ERP/iframe#/m_${shopAuth.menuId}`, app: "iframe", menuId: shopAuth.menuId, shows: () => pane(page, shopAuth.menuId).frameLocator("iframe").getByRole("heading", { name: "店铺授权" }) },
    { url: "/entry/1002/AMAZON_OPERATE/amazon#/ads/campaigns", app: "amazon", menuId: M.amazonCampaigns.menuId, shows: () => microRoot(page, `m_${M.amazonCampaigns.menuId}`).getByRole("heading", { name: "广告活动" }) },
  ];
  for (const c of cases) {
    await page.goto(c.url);
    await hydrated(page);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash, { message: c.url }).toBe(c.url);
    // The shell layout: the menu, the tab strip with home first, the page's tab active.
    await expect(nav.locator("[data-group-trigger]").first(), c.url).toBeVisible();
    await expect(page.getByRole("tab").first(), c.url).toHaveAttribute("data-pane-key", "home");
    await expect(page.locator(`[role=tab][data-pane-key="m_${c.menuId}"]`), c.url).toHaveAttribute("aria-selected", "true");
    // The app {appName}, showing {path}.
    await expect(pane(page, c.menuId), c.url).toHaveAttribute("data-app", c.app);
    await expect(pane(page, c.menuId), c.url).toHaveAttribute("data-mounted", "true");
    await expect(c.shows(), c.url).toBeVisible();
  }
});

test("[TAB-14] closing a tab removes its pane with its embedded page: the micro-app instance, the iframe", async ({ page }) => {
  test.slow(); // several document loads of the shell
  await loginAs(page, "owner");
  const M = SEED.menus;
  await page.goto(`/entry/1001/ERP/iframe#/m_${shopAuth.menuId}`);
  await expect(pane(page, shopAuth.menuId).locator("iframe")).toBeAttached();
  await page.goto("/entry/1001/ERP/erp#/order/list");
  await hydrated(page);
  const orders = pane(page, M.orderList.menuId);
  await expect(orders.getByRole("heading", { name: "订单列表" })).toBeVisible();
  await page.locator(`[role=tab][data-pane-key="m_${shopAuth.menuId}"]`).click();
  await expect(pane(page, shopAuth.menuId).locator("iframe")).toBeAttached();
  await expect(orders.getByRole("heading", { name: "订单列表", includeHidden: true })).toHaveCount(1); // the hidden micro-app stays mounted while its tab is open

  await page.locator(`[data-close-tab="m_${M.orderList.menuId}"]`).click();
  await expect(page.locator(`[role=tab][data-pane-key="m_${M.orderList.menuId}"]`)).toHaveCount(0);
  await expect(orders).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "订单列表", includeHidden: true })).toHaveCount(0);
  await page.locator(`[data-close-tab="m_${shopAuth.menuId}"]`).click();
  await expect(pane(page, shopAuth.menuId)).toHaveCount(0);
  await expect(page.locator("[role=tabpanel] iframe")).toHaveCount(0);
});
