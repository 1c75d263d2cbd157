/**
 * Menus marked `external` (MENU-10), as the seller meets them: the fixture's two external leaves
 * of ERP A's shop group — one whose menuUrl is a page the mock serves, one whose menuUrl is
 * `javascript:…` (FIXTURE.md). Screenshots of the refusal in the three languages go to
 * /work/wt/shots/i30-menus/ when that folder exists.
 */
import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, openLeaf, test, type PortalLanguage } from "./support/fixtures";

const M = SEED.menus;
const SHOTS = "/work/wt/shots/i30-menus";

/** The refusal, verbatim (app/i18n/resources/{lang}/tabs.json externalBlocked / externalBlockedWhy). */
const REFUSAL: Record<PortalLanguage, { title: string; why: string }> = {
  zh_CN: { title: "无法打开「外部结算报表」", why: "该菜单的外部地址不是安全的 http(s) 网址，已阻止打开。" },
  en_US: { title: "Cannot open “External settlement report”", why: "This menu's external address is not a safe http(s) address, so it was not opened." },
  ko_KR: { title: "「외부 정산 보고서」을(를) 열 수 없습니다", why: "이 메뉴의 외부 주소가 안전한 http(s) 주소가 아니어서 열지 않았습니다." },
};

/** The pane keys of the tab strip, in order. */
async function tabKeys(page: Page): Promise<string[]> {
  return page.getByRole("tablist").getByRole("tab").evaluateAll((els) => els.map((el) => el.getAttribute("data-pane-key") ?? ""));
}

test.describe("[MENU-10] a menu marked external opens its menuUrl in a new window, not a tab; a url failing the safe-url check opens nothing and says why", () => {
  for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`${lang}: the safe one opens in a new window (no opener, no tab in the shell); the hostile one opens nothing and says why`, async ({ page, context, mock }) => {
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      // Every window.open the portal makes, with its arguments.
      await page.addInitScript(() => {
        const w = window as unknown as { __opens: unknown[][] };
        w.__opens = [];
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          w.__opens.push(args.map((a) => (a === undefined ? "" : String(a))));
          return open(...args);
        };
      });
      // The account's saved language is the one login applies.
      await mock.patchUser("owner", { chooseLanguage: lang });
      await loginAs(page, "owner", lang);
      const before = await tabKeys(page);
      const address = page.url();

      // The safe one: a new window (a popup window has no menu bar or toolbar; a browser tab has).
      const popupPromise = context.waitForEvent("page");
      await openLeaf(page, M.externalPage.menuId);
      const popup = await popupPromise;
      await popup.waitForLoadState("domcontentloaded");
      expect(popup.url()).toBe(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}/apps/page/${M.externalPage.menuId}`);
      // A window, not a tab: the portal asks the browser for a popup window (headless Chromium
      // draws no window chrome to tell the two apart, so the request itself is checked), without
      // an opener (the page cannot reach the portal).
      const opens = await page.evaluate(() => (window as unknown as { __opens: string[][] }).__opens);
      expect(opens).toHaveLength(1);
      expect(opens[0][0]).toBe(popup.url());
      expect(opens[0][1]).toBe("_blank");
      expect(opens[0][2].split(",").map((f) => f.trim().split("=")[0])).toEqual(expect.arrayContaining(["popup", "noopener", "noreferrer"]));
      expect(opens[0][2]).not.toMatch(/popup=(0|no|false)/);
      expect(await popup.evaluate(() => window.opener === null)).toBe(true);
      await popup.close();
      expect(await tabKeys(page), "no tab of the shell for an external menu").toEqual(before);
      expect(page.url()).toBe(address);

      // The hostile one (`javascript:`): no window, no script, no tab; the seller is told why.
      const pagesBefore = context.pages().length;
      await openLeaf(page, M.externalHostile.menuId);
      const toast = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: REFUSAL[lang].title });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(REFUSAL[lang].why);
      expect(context.pages().length).toBe(pagesBefore);
      expect(await page.evaluate(() => (window as unknown as { __opens: unknown[] }).__opens.length), "no window.open for the hostile url").toBe(1);
      expect(dialogs).toEqual([]);
      expect(await tabKeys(page)).toEqual(before);
      expect(page.url()).toBe(address);
      if (existsSync(SHOTS)) await page.screenshot({ path: `${SHOTS}/menu-10-refused-${lang}.png`, animations: "disabled" });
    });
  }
});
