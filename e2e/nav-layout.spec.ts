/** The shell's frame: both layouts, header groups, sider, the all-menu overlay, a big tenant. */
import { SEED } from "../mock-gateway/seed/ids";
import { T, axeCheck, expect, loginAs, menuName, shot, tab, test } from "./support/fixtures";
import type { PortalLanguage } from "./support/fixtures";
import type { Page } from "@playwright/test";

const ALL: readonly PortalLanguage[] = ["zh_CN", "en_US", "ko_KR"];
const { announcements } = SEED.menus;
/** The header's menu search box, by language (app/i18n/resources/{lang}/search.json). */
const SEARCH: Record<PortalLanguage, string> = { zh_CN: "搜索菜单", en_US: "Search menus", ko_KR: "메뉴 검색" };

/** Switches the shell to `lang` with the header's language selector (a user's saved language wins at login). */
async function useLanguage(page: Page, lang: PortalLanguage) {
  if ((await page.locator("html").getAttribute("lang")) === T[lang].htmlLang) return;
  await page.getByRole("combobox", { name: /^(语言|Language|언어)$/ }).selectOption(lang);
  await expect(page.locator("html")).toHaveAttribute("lang", T[lang].htmlLang);
}

test.describe("layouts", () => {
  for (const lang of ALL) {
    test(`[LAYOUT-06][LAYOUT-08] owner gets the top menu with packageStyle 2 (LAYOUT-02's "any other" value is not checked: the mock takes only 1 or 2): the first 8 groups as tabs each with its panel, an overflow, a 4-column dropdown (${lang})`, async ({ page }) => {
      await loginAs(page, "owner", lang);
      await useLanguage(page, lang);
      await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "top");
      await expect(page.locator("[data-sider]")).toHaveCount(0);
      const nav = page.getByRole("navigation", { name: T[lang].menu });
      await expect(nav.locator("[data-group-trigger]")).toHaveCount(9);
      await expect(nav.locator('[data-group-trigger="overflow"]')).toBeVisible();
      // LAYOUT-08: the inline tabs are the tree's first 8 groups, in order, each opening its dropdown panel.
      const tree = (await (await page.request.get("/api/menus/tree?serviceId=1001&systemCode=ERP")).json()) as Array<{ menuId: number }>;
      expect(tree.length).toBeGreaterThan(8);
      const inline = nav.locator('[data-group-trigger]:not([data-group-trigger="overflow"])');
      expect(await inline.evaluateAll((els) => els.map((e) => e.getAttribute("data-group-trigger")))).toEqual(tree.slice(0, 8).map((g) => String(g.menuId)));
      for (let i = 0; i < 8; i++) {
        await inline.nth(i).click();
        await expect(inline.nth(i)).toHaveAttribute("aria-expanded", "true");
        await expect(nav.locator("[data-nav-panel] a[data-menu-id]").first()).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(nav.locator("[data-nav-panel]")).toHaveCount(0);
      }
      await expect(page.locator('header [data-slot="ticker"]')).toBeAttached();
      await expect(page.locator("header").getByRole("combobox", { name: SEARCH[lang] })).toBeVisible();
      // A click opens the first group's panel: its menus in rows of at most 4, names in the UI language.
      const first = nav.locator("[data-group-trigger]").first();
      await first.click();
      await expect(first).toHaveAttribute("aria-expanded", "true");
      const panel = nav.locator("[data-nav-panel]");
      const cells = panel.locator(".nav-cells").first();
      await expect(cells).toBeVisible();
      expect(await cells.locator("a[data-menu-id]").count()).toBeLessThanOrEqual(4);
      await expect(cells).toHaveCSS("grid-template-columns", /^(\S+\s){3}\S+$/);
      await page.evaluate(() => document.fonts.ready);
      await shot(page, `nav-top-${lang}`);
      // Escape closes it and gives the focus back to the tab.
      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
      // The overflow lists the groups past the 8th with side tabs.
      await nav.locator('[data-group-trigger="overflow"]').click();
      await expect(panel.locator("[data-side-tab]").first()).toBeVisible();
      await shot(page, `nav-top-overflow-${lang}`);
    });

    test(`[LAYOUT-01][LAYOUT-13][LAYOUT-17] leftie gets the left menu: a 160 px sider with search, history, pins and group panels (${lang})`, async ({ page }) => {
      await loginAs(page, "leftie", lang);
      await useLanguage(page, lang);
      await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "left");
      const sider = page.locator("[data-sider]");
      expect((await sider.boundingBox())!.width).toBe(160);
      await expect(sider.locator('[data-sider-item="all"]')).toBeVisible(); // the all-applications panel
      await expect(sider.locator('[data-slot="sider-search"]')).toBeVisible();
      await expect(sider.locator('[data-sider-item="history"]')).toBeVisible();
      await expect(sider.locator('[data-sider-item="pinned"]')).toBeVisible();
      const group = sider.locator("[data-group-trigger]").nth(2);
      await group.click();
      await expect(group).toHaveAttribute("aria-expanded", "true");
      await expect(sider.locator("[data-nav-panel] .nav-cells").first()).toBeVisible();
      // LAYOUT-17: four columns; LAYOUT-13: a pin icon on each item.
      await expect(sider.locator("[data-nav-panel] .nav-cells").first()).toHaveCSS("grid-template-columns", /^(\S+\s){3}\S+$/);
      const leaves = await sider.locator("[data-nav-panel] a[data-menu-id]").count();
      expect(leaves).toBeGreaterThan(0);
      await expect(sider.locator("[data-nav-panel] [data-kind=pin]")).toHaveCount(leaves);
      await page.evaluate(() => document.fonts.ready);
      await shot(page, `nav-left-${lang}`);
      // Every cut name has its full text as a tooltip.
      const titles = await sider.locator("[data-nav-panel] a[data-menu-id]").evaluateAll((links) => links.map((a) => [a.textContent ?? "", a.getAttribute("title") ?? ""]));
      for (const [text, title] of titles) expect(title.startsWith(text.replace(/(未购买|Not purchased|미구매)$/, ""))).toBe(true);
    });
  }
});

test("[LAYOUT-14][LAYOUT-15] collapsing the sider saves it; a reload keeps it collapsed, expanding saves again", async ({ page, mock }) => {
  await loginAs(page, "leftie");
  const sider = page.locator("[data-sider]");
  await page.locator("[data-sider-toggle]").click();
  await expect.poll(async () => (await sider.boundingBox())!.width).toBe(48);
  await expect.poll(async () => (await mock.log()).filter((e) => e.path === "/sso/menu/addMenuStatus").map((e) => e.body)).toEqual([{ saveMenuStatus: 2 }]);
  await shot(page, "nav-left-collapsed");
  await page.reload();
  await expect(page.locator("[data-sider]")).toHaveAttribute("data-collapsed", "");
  expect((await page.locator("[data-sider]").boundingBox())!.width).toBe(48);
  await page.locator("[data-sider-toggle]").click();
  await expect.poll(async () => (await page.locator("[data-sider]").boundingBox())!.width).toBe(160);
  await expect.poll(async () => (await mock.log()).filter((e) => e.path === "/sso/menu/addMenuStatus").map((e) => e.body)).toEqual([{ saveMenuStatus: 2 }, { saveMenuStatus: 1 }]);
});

test("[LAYOUT-18] bigco opens a leaf deep in its 5,000 menus through the all-menu overlay", async ({ page }) => {
  await loginAs(page, "bigco", "zh_CN", /\/entry\/5001\/ERP(?:[/?#]|$)/);
  // The 17th group's last bought leaf, read from the menu index the overlay loads.
  const res = await page.request.get("/api/menus/tree?serviceId=5001&systemCode=ERP");
  const tree = (await res.json()) as Array<{ menuId: number; childMenus?: Array<{ menuId: number; menuName: string; updateFlag?: number }> }>;
  const group = tree[16];
  const target = [...(group.childMenus ?? [])].reverse().find((l) => l.updateFlag !== 2)!;
  await page.locator("[data-open-overlay]").click();
  const overlay = page.locator("[data-menu-overlay]");
  // A search box and, on the left, one side tab per top-level group.
  await expect(overlay.locator("[data-overlay-search]")).toBeVisible();
  await expect(overlay.locator("[data-side-tab]")).toHaveCount(tree.length);
  await overlay.locator(`[data-side-tab="${group.menuId}"]`).click();
  const grid = overlay.locator("[data-menu-grid]");
  await expect(grid).toBeVisible();
  expect((await overlay.locator("[data-side-tab]").first().boundingBox())!.x).toBeLessThan((await grid.boundingBox())!.x);
  // Virtualised: the deep leaf is not in the page until the grid is scrolled to it.
  const leaf = overlay.locator(`a[data-menu-id="${target.menuId}"]`);
  await expect(leaf).toHaveCount(0);
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(leaf).toBeVisible();
  await shot(page, "nav-bigco-overlay");
  await leaf.click();
  await expect(overlay).toHaveCount(0);
  await expect(tab(page, target.menuName)).toHaveAttribute("aria-selected", "true");
  // Searching in the overlay finds it as well.
  await page.locator("[data-open-overlay]").click();
  await overlay.locator("[data-overlay-search]").fill(target.menuName);
  await expect(overlay.locator(`a[data-menu-id="${target.menuId}"]`)).toBeVisible();
});

test("axe: no serious or critical violation with a dropdown, the overflow, a sider panel and the overlay open", async ({ page }) => {
  test.setTimeout(150_000);
  await loginAs(page, "owner");
  const nav = page.getByRole("navigation", { name: T.zh_CN.menu });
  await nav.locator("[data-group-trigger]").first().click();
  await expect(nav.locator("[data-nav-panel] a[data-menu-id]").first()).toBeVisible();
  expect(await axeCheck(page), "header dropdown open").toEqual([]);
  await nav.locator('[data-group-trigger="overflow"]').click();
  await expect(nav.locator("[data-nav-panel] [data-side-tab]").first()).toBeVisible();
  expect(await axeCheck(page), "overflow open").toEqual([]);
  await page.keyboard.press("Escape");
  await page.locator("[data-open-overlay]").click();
  await expect(page.locator("[data-menu-overlay] a[data-menu-id]").first()).toBeVisible();
  expect(await axeCheck(page), "overlay open").toEqual([]);
  await page.locator("[data-menu-overlay] [data-overlay-search]").fill(menuName(announcements, "zh_CN"));
  await expect(page.locator(`[data-menu-overlay] a[data-menu-id="${announcements.menuId}"]`)).toBeVisible();
  expect(await axeCheck(page), "overlay search").toEqual([]);

  await page.context().clearCookies();
  await loginAs(page, "leftie");
  await page.locator("[data-sider] [data-group-trigger]").nth(2).click();
  await expect(page.locator("[data-sider] [data-nav-panel] a[data-menu-id]").first()).toBeVisible();
  expect(await axeCheck(page), "sider panel open").toEqual([]);
});

/** The names in the open sider panel that are cut (their box holds less than their text). */
async function cutNames(page: Page, leaf = ".nav-leaf"): Promise<string[]> {
  return page.locator(`[data-sider] [data-nav-panel] ${leaf} .nav-leaf-label`).evaluateAll((els) =>
    els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent ?? ""),
  );
}

for (const lang of ["en_US", "zh_CN", "ko_KR"] as const) {
  test(`the sider's menu panels show every menu name whole, on up to two lines (leftie, ${lang})`, async ({ page, mock }) => {
    await mock.patchUser("leftie", { chooseLanguage: lang });
    await loginAs(page, "leftie", lang);
    await expect(page.locator("html")).toHaveAttribute("lang", T[lang].htmlLang);
    await page.evaluate(() => document.fonts.ready);
    const sider = page.locator("[data-sider]");
    const groups = sider.locator("[data-group-trigger]:not([data-group-trigger=history]):not([data-group-trigger=pinned])");
    const count = await groups.count();
    expect(count).toBeGreaterThan(8);
    for (let i = 0; i < count; i++) {
      await groups.nth(i).click();
      const panel = sider.locator("[data-nav-panel]");
      await expect(panel.locator("a[data-menu-id]").first()).toBeVisible();
      // A name of two lines is taller than the one-line rows, never cut.
      expect(await cutNames(page), `group ${i + 1}`).toEqual([]);
      if (i === 1) await shot(page, `sider-panel-${lang}`);
      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);
    }
    // The sider's own items show their names whole too (two lines at most).
    const items = await sider.locator(".nav-sitem > .nav-text").evaluateAll((els) => els.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent));
    expect(items).toEqual([]);
  });
}

test("a name longer than two lines shows whole under its link on hover and on keyboard focus (leftie, en_US)", async ({ page }) => {
  await loginAs(page, "leftie", "en_US");
  // A narrower panel than the shell's, so some English names need three lines.
  await page.addStyleTag({ content: "[data-sider] [data-nav-panel] { width: 400px !important; }" });
  const sider = page.locator("[data-sider]");
  await sider.locator("[data-group-trigger]:not([data-group-trigger=history]):not([data-group-trigger=pinned])").nth(1).click();
  const panel = sider.locator("[data-nav-panel]");
  await expect(panel.locator("a[data-menu-id]").first()).toBeVisible();
  const cut = await cutNames(page, ".nav-leaf:not([data-unbought])");
  expect(cut.length).toBeGreaterThan(0);
  const link = panel.locator("a[data-menu-id]", { has: page.locator(".nav-leaf-label", { hasText: cut[0] }) }).first();
  const full = link.locator(".nav-leaf-full");
  await expect(full).toBeHidden();
  await link.hover({ position: { x: 6, y: 6 } });
  await expect(full).toBeVisible();
  expect(await full.evaluate((el) => getComputedStyle(el, "::after").content)).toBe(JSON.stringify(cut[0]));
  await expect(link).toHaveAttribute("title", cut[0]);
  // The link's name is said once.
  await expect(link).toHaveAccessibleName(cut[0]);
  await panel.hover({ position: { x: 4, y: 4 } });
  await expect(full).toBeHidden();
  // Keyboard: focus moves onto the link with Tab.
  await link.evaluate((el) => {
    const prev = el.closest(".nav-cells")?.querySelector<HTMLElement>("a[data-menu-id]");
    (prev && prev !== el ? prev : el).focus();
  });
  for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await expect(full).toBeVisible();
  await shot(page, "sider-panel-long-name-focus-en_US");
});

test("a menu panel opened from the keyboard closes on a press outside it; the page under it is reached again", async ({ page }) => {
  await loginAs(page, "owner", "zh_CN");
  const nav = page.getByRole("navigation", { name: T.zh_CN.menu });
  const trigger = nav.locator("[data-group-trigger]").nth(1);
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(nav.locator("[data-nav-panel] a[data-menu-id]").first()).toBeVisible();
  // A press on the page below the panel closes it (and does nothing else).
  const welcome = page.locator("[data-welcome-system]").last();
  const box = (await welcome.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(nav.locator("[data-nav-panel]")).toHaveCount(0);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
});

/** Stops the page's clock (after install): from here its time moves only when the test moves it. */
const freeze = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000)); // a margin for a slow machine

test("[LAYOUT-10] a header submenu opens 450 ms after the pointer enters its trigger, not earlier", async ({ page }) => {
  await page.clock.install();
  await loginAs(page, "owner");
  await freeze(page);
  const trigger = page.getByRole("navigation", { name: T.zh_CN.menu }).locator("[data-group-trigger]").nth(1);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.hover();
  await page.clock.runFor(440);
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(20);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
});

test("[LAYOUT-16] a sider item opens its panel 100 ms after the pointer enters it, not earlier", async ({ page }) => {
  await page.clock.install();
  await loginAs(page, "leftie");
  await freeze(page);
  const item = page.locator("[data-sider] [data-group-trigger]").nth(2);
  await expect(item).toHaveAttribute("aria-expanded", "false");
  await item.hover();
  await page.clock.runFor(90);
  await expect(item).toHaveAttribute("aria-expanded", "false");
  await page.clock.runFor(20);
  await expect(item).toHaveAttribute("aria-expanded", "true");
});
