/** Journeys 13 and 14: accessibility (axe) and screenshots of /login and the shell in three languages. */
import { SEED } from "../mock-gateway/seed/ids";
import { T, axeCheck, expect, hydrated, loginAs, menuName, openLeaf, pane, setLanguage, shot, tab, test } from "./support/fixtures";
import type { PortalLanguage } from "./support/fixtures";

const ALL: readonly PortalLanguage[] = ["zh_CN", "en_US", "ko_KR"];
const { announcements } = SEED.menus;

test("[a11y] /login and the shell have no serious or critical axe violation", async ({ page }) => {
  await page.goto("/login");
  await hydrated(page);
  expect(await axeCheck(page), "/login").toEqual([]);

  await loginAs(page, "owner");
  await openLeaf(page, announcements.menuId);
  // The announcement list page (features/notices) is rendered in its pane.
  await expect(pane(page, announcements.menuId).getByRole("listitem").first()).toBeVisible();
  expect(await axeCheck(page), "shell with a tab open").toEqual([]);
});

test("[screens] /login and the shell with a tab open in zh_CN, en_US and ko_KR", async ({ page }) => {
  for (const lang of ALL) {
    await setLanguage(page, lang);
    await page.goto("/login");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: T[lang].loginTitle })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `login-${lang}`);
  }

  await loginAs(page, "owner", "zh_CN");
  await openLeaf(page, announcements.menuId);
  for (const lang of ALL) {
    if (lang !== "zh_CN") {
      await page.getByRole("combobox", { name: T.zh_CN.languageLabel }).or(
        page.getByRole("combobox", { name: T.en_US.languageLabel }),
      ).selectOption(lang);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", T[lang].htmlLang);
    await expect(tab(page, menuName(announcements, lang))).toHaveAttribute("aria-selected", "true");
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `shell-${lang}`);
  }
});
