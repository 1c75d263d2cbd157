/** Journey 1: login, the shell, opening and closing tabs — in zh_CN and en_US. */
import { SEED } from "../mock-gateway/seed/ids";
import { LANGUAGES, T, closeButton, expect, loginAs, menuName, openLeaf, pane, revealLeaf, tab, test } from "./support/fixtures";

const { announcements, shopAuth } = SEED.menus;

for (const lang of LANGUAGES) {
  test.describe(`shell in ${lang}`, () => {
    test(`[ROUTE-04][LAYOUT-35][AUTH-01][AUTH-02][ROUTE-13][ROUTE-14][I18N-06][TAB-01][TAB-15][TAB-19] owner logs in, opens an sso-web and an iframe leaf, closes a tab (${lang})`, async ({ page, mock }) => {
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

      await loginAs(page, "owner", lang);
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
      // The announcement list page (features/notices) renders in the sso-web pane.
      await expect(ssoPane.getByRole("listitem").first()).toBeVisible();

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
