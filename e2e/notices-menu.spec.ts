/**
 * NOTIF-09 in the header: the bell's "view all" and previews and the announcement ticker link to
 * the notification and announcement lists only while the user's menu holds the notice menus
 * (ERP A's `message` group holds both). The same owner with and without that group (the mock's
 * `hiddenGroups` user patch), in the three languages. Screenshots go to
 * /work/wt/shots/i30-menus/ when that folder exists.
 */
import { existsSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, loginAs, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const SHOTS = "/work/wt/shots/i30-menus";
/** "View all" and the list pages' tab names (app/i18n/resources/{lang}/notices.json). */
const TEXT: Record<PortalLanguage, { viewAll: string; notifications: string; announcements: string }> = {
  zh_CN: { viewAll: "查看全部", notifications: "消息通知", announcements: "公告" },
  en_US: { viewAll: "View all", notifications: "Notifications", announcements: "Announcements" },
  ko_KR: { viewAll: "전체 보기", notifications: "알림", announcements: "공지사항" },
};

async function ownerIn(page: Page, mock: MockControl, lang: PortalLanguage, hiddenGroups: string[]) {
  await mock.patchUser("owner", { chooseLanguage: lang, hiddenGroups });
  await loginAs(page, "owner", lang);
  const bell = page.locator("[data-notice-bell]");
  await expect(bell).toHaveAttribute("data-socket", "on");
  // Past the bell's first-load wait (1 s after mounting) and its idle warm-up.
  await page.waitForTimeout(1_500);
  await bell.click();
  const panel = page.locator("[data-bell-panel]");
  await expect(panel.getByRole("listitem")).toHaveCount(4);
  return { panel, ticker: page.locator("[data-announcement-ticker]") };
}

test.describe("[NOTIF-09] the notification and announcement list pages are offered only when the user's menu tree holds the notice menu; otherwise their links are hidden", () => {
  for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`${lang}: with the message group the bell and the ticker open the lists; without it neither offers them`, async ({ page: first, context, mock }) => {
      const t = TEXT[lang];
      let page = first;
      // With the menu: "view all" opens the notification list as a tab; the ticker opens the announcement list.
      let { panel, ticker } = await ownerIn(page, mock, lang, []);
      await expect(panel.getByRole("button", { name: t.viewAll })).toBeVisible();
      await expect(panel.getByRole("listitem").first().getByRole("button")).toBeVisible();
      await panel.getByRole("button", { name: t.viewAll }).click();
      await expect(page).toHaveURL(/\/sso-web#\/company\/notice\/notification$/);
      await expect(page.getByRole("tablist").getByRole("tab", { name: t.notifications, exact: true })).toHaveAttribute("aria-selected", "true");
      await ticker.getByRole("button").click();
      await expect(page).toHaveURL(/\/sso-web#\/company\/notice\/announcement\?id=\d+$/);
      await expect(page.getByRole("tablist").getByRole("tab", { name: t.announcements, exact: true })).toHaveAttribute("aria-selected", "true");

      // Without it: no "view all", previews and ticker are text; nothing opens either list.
      // A new session in a new page (the old one would follow its signed-out session to /login).
      await page.close();
      await context.clearCookies();
      page = await context.newPage();
      ({ panel, ticker } = await ownerIn(page, mock, lang, ["message"]));
      const address = page.url();
      await expect(panel.getByRole("button", { name: t.viewAll })).toHaveCount(0);
      await expect(panel.getByText(t.viewAll, { exact: true })).toHaveCount(0);
      await expect(panel.getByRole("listitem").getByRole("button")).toHaveCount(0);
      await expect(ticker).toBeVisible();
      await expect(ticker.getByRole("button")).toHaveCount(0);
      await expect(ticker.getByRole("link")).toHaveCount(0);
      if (existsSync(SHOTS)) await page.screenshot({ path: `${SHOTS}/notif-09-hidden-${lang}.png`, animations: "disabled" });
      await panel.getByRole("listitem").first().click();
      await page.keyboard.press("Escape");
      await ticker.click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(address);
      expect(await page.getByRole("tablist").getByRole("tab").count()).toBe(1);
    });
  }
});
