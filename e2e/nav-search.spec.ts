/** Menu search, favourites, pins and paid pages in the shell (issue 6). */
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { axeCheck, expect, hydrated, loginAs, pane, revealLeaf, setLanguage, shot, tab, test, type DemoUsername, type PortalLanguage } from "./support/fixtures";

const TEXT = {
  zh_CN: { search: "搜索菜单", results: "菜单", related: "相关推荐", history: "搜索历史", done: "操作成功", bookmarks: "收藏夹", empty: /还没有收藏/ },
  en_US: { search: "Search menus", results: "Menus", related: "Related", history: "Recent searches", done: "Done", bookmarks: "Bookmarks", empty: /No bookmarks yet/ },
  ko_KR: { search: "메뉴 검색", results: "메뉴", related: "관련 추천", history: "최근 검색", done: "작업이 완료되었습니다", bookmarks: "즐겨찾기", empty: /즐겨찾기한 메뉴가 없습니다/ },
} as const;

const M = SEED.menus;
const unbought = 10203; // 订单自动审核, updateFlag 2, updatePackageIds "12,13"

const searchBox = (page: Page, lang: PortalLanguage) => page.locator("header").getByRole("combobox", { name: TEXT[lang].search });
const listbox = (page: Page) => page.locator("header").getByRole("listbox");

/** Logs in and shows the shell in `lang` (the login applies the account's own language first). */
async function enter(page: Page, user: DemoUsername, lang: PortalLanguage, landing?: RegExp) {
  await loginAs(page, user, lang, landing);
  if ((await page.locator("html").getAttribute("lang")) !== lang.replace("_", "-")) {
    await setLanguage(page, lang);
    await page.reload();
    await hydrated(page);
  }
  await expect(page.locator("html")).toHaveAttribute("lang", lang.replace("_", "-"));
}

/** Moves the focus into the header search box with Tab only (no pointer). */
async function tabToSearch(page: Page, lang: PortalLanguage) {
  const box = searchBox(page, lang);
  for (let i = 0; i < 30 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(box).toBeFocused();
}

test.describe("menu search", () => {
  test("[MENU-24][MENU-26][MENU-27] owner finds menus by Chinese and English terms with the keyboard only; suggestions, history (newest first, kept locally) and view all show", async ({ page }) => {
    await enter(page, "owner", "zh_CN");
    await tabToSearch(page, "zh_CN");
    await page.keyboard.type("订单列表");
    const first = listbox(page).getByRole("option").first();
    await expect(first).toContainText("订单列表");
    await expect(first.locator("mark")).toHaveText("订单列表");
    const related = listbox(page).getByRole("group", { name: TEXT.zh_CN.related });
    // relationMenuList names of the hit: a name the tree has opens that leaf, the others show as typed
    await expect(related.getByRole("option")).toHaveText(["订单详情", "售后工单列表", "退款列表"]);
    await expect(listbox(page).getByRole("option", { name: "查看全部结果" })).toBeVisible();
    expect(await axeCheck(page, { include: "header" })).toEqual([]);
    await shot(page, "nav-search-popover-zh_CN");
    await page.keyboard.press("ArrowDown");
    await expect(searchBox(page, "zh_CN")).toHaveAttribute("aria-activedescendant", /m10201$/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/erp#\/order\/list/);
    await expect(tab(page, "订单列表")).toHaveAttribute("aria-selected", "true");

    // English term in the Chinese UI: the hit shows its Chinese name, the English one marked beside it
    await tabToSearch(page, "zh_CN");
    await page.keyboard.press("ArrowDown");
    await expect(listbox(page).getByRole("group", { name: TEXT.zh_CN.history }).getByRole("option")).toHaveText(["订单列表"]);
    await page.keyboard.type("product list");
    await expect(listbox(page).getByRole("option").first()).toContainText("商品列表");
    await expect(listbox(page).getByRole("option").first().locator("mark")).toHaveText("Product list");
    await page.keyboard.press("Enter");
    await expect(tab(page, "商品列表")).toHaveAttribute("aria-selected", "true");
    await expect(pane(page, M.productList.menuId)).toBeVisible();
    // MENU-27: the history, newest first, is still there after a reload (kept in the browser).
    const history = () => listbox(page).getByRole("group", { name: TEXT.zh_CN.history }).getByRole("option");
    await tabToSearch(page, "zh_CN");
    await page.keyboard.press("ArrowDown");
    await expect(history()).toHaveText(["product list", "订单列表"]);
    await page.keyboard.press("Escape");
    await page.reload();
    await hydrated(page);
    await tabToSearch(page, "zh_CN");
    await page.keyboard.press("ArrowDown");
    await expect(history()).toHaveText(["product list", "订单列表"]);
  });

  test("[MENU-28] the view-all link opens the all-menu overlay filtered by the typed text", async ({ page }) => {
    await enter(page, "owner", "zh_CN");
    await tabToSearch(page, "zh_CN");
    await page.keyboard.type("列表");
    await listbox(page).getByRole("option", { name: "查看全部结果" }).click();
    const overlay = page.locator("[data-menu-overlay]");
    await expect(overlay).toBeVisible();
    await expect(overlay.locator("[data-overlay-search]")).toHaveValue("列表");
    const links = overlay.locator("a[data-menu-id]");
    // The overlay renders its groups after it opens: wait for the filtered links, then read them.
    await expect.poll(() => links.count()).toBeGreaterThan(1);
    const names = await links.allTextContents();
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name).toContain("列表");
  });

  test("[MENU-29] the popover closes 200 ms after the box loses focus, so a click on a result still opens it", async ({ page }) => {
    await page.clock.install();
    await enter(page, "owner", "zh_CN");
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const box = searchBox(page, "zh_CN");
    await box.fill("订单列表");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.blur();
    await page.clock.runFor(190);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(20);
    await expect(box).toHaveAttribute("aria-expanded", "false");
    // A click on a result (the box loses its focus to it) still opens the menu.
    await box.fill("订单列表");
    await listbox(page).getByRole("option").first().click();
    await expect(tab(page, "订单列表")).toHaveAttribute("aria-selected", "true");
  });

  test("leftie (English) finds by English and Chinese terms; Esc closes, then clears", async ({ page }) => {
    await enter(page, "leftie", "en_US");
    await tabToSearch(page, "en_US");
    await page.keyboard.type("order li");
    await expect(listbox(page).getByRole("option").first()).toContainText("Order list");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(tab(page, "Order list")).toHaveAttribute("aria-selected", "true");

    await tabToSearch(page, "en_US");
    await page.keyboard.type("商品列表");
    const hit = listbox(page).getByRole("option").first();
    await expect(hit).toContainText("Product list");
    await expect(hit.locator("mark")).toHaveText("商品列表");
    await shot(page, "nav-search-popover-en_US");
    expect(await axeCheck(page, { include: "header" })).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(searchBox(page, "en_US")).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(searchBox(page, "en_US")).toHaveValue("");
  });

  test("in Korean, a Korean term finds its menu and nothing found says so", async ({ page }) => {
    await enter(page, "owner", "ko_KR");
    await tabToSearch(page, "ko_KR");
    await page.keyboard.type("주문 목록");
    await expect(listbox(page).getByRole("option").first()).toContainText("주문 목록");
    await shot(page, "nav-search-popover-ko_KR");
    await page.keyboard.press("Enter");
    await expect(tab(page, "주문 목록")).toHaveAttribute("aria-selected", "true");
    await tabToSearch(page, "ko_KR");
    await page.keyboard.type("zzqxv");
    await expect(page.locator("header")).toContainText("“zzqxv”와 일치하는 메뉴가 없습니다");
  });

  test("bigco finds a leaf deep in its 5,000 menus and opens it", async ({ page }) => {
    await loginAs(page, "bigco", "zh_CN", /\/entry\/\d+\/ERP(?:[/?#]|$)/);
    // A leaf of a late group whose Chinese name no other leaf has (names repeat across groups).
    const target = await page.evaluate(async () => {
      type Node = { menuId: number; menuName: string; childMenus?: Node[] };
      // The document carries only the first-paint groups of a big tenant: the whole tree is the
      // shell's menu resource route.
      const [, , serviceId, systemCode] = window.location.pathname.split("/");
      const res = await fetch(`/api/menus/tree?serviceId=${serviceId}&systemCode=${systemCode}`);
      const tree = (await res.json()) as Node[];
      const leaves: Node[] = [];
      const walk = (ns: Node[]) => ns.forEach((n) => (n.childMenus?.length ? walk(n.childMenus) : leaves.push(n)));
      walk(tree);
      const count = new Map<string, number>();
      for (const l of leaves) count.set(l.menuName, (count.get(l.menuName) ?? 0) + 1);
      const deep = leaves.slice(-600).reverse().find((l) => count.get(l.menuName) === 1 && (l as { updateFlag?: number }).updateFlag !== 2);
      return deep ? { menuId: deep.menuId, name: deep.menuName, total: leaves.length } : null;
    });
    expect(target).not.toBeNull();
    expect(target!.total).toBe(5000);
    await tabToSearch(page, "zh_CN");
    await page.keyboard.type(target!.name);
    await expect(listbox(page).getByRole("option").first()).toContainText(target!.name);
    await page.keyboard.press("Enter");
    await expect(tab(page, target!.name)).toHaveAttribute("aria-selected", "true");
    await expect(pane(page, target!.menuId)).toBeVisible();
  });
});

/** A leaf of the menu tree as the shell's resource route gives it. */
type TreeNode = { menuId: number; menuName: string; menuEnName?: string; menuKrName?: string; lastMenu?: number; childMenus?: TreeNode[] };
const SLOTS = { zh_CN: 0, en_US: 1, ko_KR: 2 } as const;
const LANG_ATTR = ["zh-CN", "en-US", "ko-KR"] as const;
/** The three names by language (menuName, menuEnName, menuKrName), an empty translation being menuName. */
const names3 = (l: TreeNode): [string, string, string] => [l.menuName, l.menuEnName || l.menuName, l.menuKrName || l.menuName];
/** Case-insensitive containment, written out character by character. */
function containsIgnoringCase(name: string, query: string): boolean {
  const n = [...name];
  const q = [...query];
  for (let at = 0; at + q.length <= n.length; at++) if (q.every((ch, k) => ch.toLowerCase() === n[at + k].toLowerCase())) return true;
  return false;
}
function leavesOf(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((n) => (n.childMenus?.length ? leavesOf(n.childMenus) : n.lastMenu === 1 ? [] : [n]));
}
/** The menu hits of the open popover as the seller sees them: the first name, the name beside it (with its language) and the marked text. */
async function shownHits(page: Page, lang: PortalLanguage) {
  const options = listbox(page).getByRole("group", { name: TEXT[lang].results }).getByRole("option");
  return options.evaluateAll((els) =>
    els.map((el) => {
      const name = el.querySelector(".ms-name")!;
      const alt = name.querySelector(".ms-alt");
      const own = [...name.childNodes].filter((n) => n !== alt).map((n) => n.textContent).join("");
      return { menuId: Number(/-m(\d+)$/.exec(el.id)?.[1]), own, alt: alt?.textContent ?? null, altLang: alt?.getAttribute("lang") ?? null, marked: [...el.querySelectorAll("mark")].map((m) => m.textContent).join("") };
    }),
  );
}

test.describe("menu search matches", () => {
  for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`[MENU-25] matches are the leaves whose name in any of the three languages contains the typed text, ignoring case; the current language's name first, another language's matched name beside it (${lang})`, async ({ page }) => {
      await enter(page, "owner", lang);
      const tree = (await (await page.request.get("/api/menus/tree?serviceId=1001&systemCode=ERP")).json()) as TreeNode[];
      const all = leavesOf(tree);
      const slot = SLOTS[lang];
      const box = searchBox(page, lang);
      const other = (slot + 1) % 3;
      const third = (slot + 2) % 3;
      const [zh, en, ko] = [M.orderList.zh, M.orderList.en, M.orderList.ko];
      const byLang = [zh, en, ko];
      // The current language's name in another case; the other two languages' names; a piece of a
      // group's name only; texts contained in no name (a skipped letter, letters out of order).
      const queries = [
        byLang[slot].toUpperCase(), byLang[slot].slice(1).toLowerCase(), ` ${byLang[other].toUpperCase()} `, byLang[third], "ORDER", "prdct", "单表", "list order",
      ];
      for (const q of queries) {
        await box.fill(q);
        const typed = q.trim();
        const expected = all.filter((l) => names3(l).some((n) => containsIgnoringCase(n, typed)));
        if (expected.length === 0) {
          await expect(page.locator("header [data-testid=menu-search-panel]")).toContainText(typed);
          await expect(listbox(page).getByRole("group", { name: TEXT[lang].results })).toHaveCount(0);
          continue;
        }
        await expect(listbox(page).getByRole("group", { name: TEXT[lang].results }).getByRole("option")).toHaveCount(Math.min(8, expected.length));
        const hits = await shownHits(page, lang);
        // Every hit is one of them (the popover shows the first 8; the view-all link the rest).
        for (const hit of hits) {
          const leaf = expected.find((l) => l.menuId === hit.menuId);
          expect(leaf, `${q}: ${hit.own}`).toBeDefined();
          const names = names3(leaf!);
          expect(hit.own).toBe(names[slot]);
          if (containsIgnoringCase(names[slot], typed)) {
            expect(hit.alt, `${q}: ${hit.own}`).toBeNull();
          } else {
            // Found through another language's name: that name beside, in its language.
            const via = [0, 1, 2].filter((k) => k !== slot && names[k] === hit.alt && containsIgnoringCase(names[k], typed));
            expect(via.map((k) => LANG_ATTR[k]), `${q}: ${hit.own}`).toContain(hit.altLang);
          }
          expect(hit.marked.toLowerCase()).toBe(typed.toLowerCase());
        }
        if (expected.length > 8) await expect(listbox(page).getByRole("option").last()).toHaveAttribute("data-kind", "all");
        // The order list itself, for its names: first among them when its own name was typed.
        if (q === queries[0]) expect(hits[0]).toMatchObject({ menuId: M.orderList.menuId, own: byLang[slot], alt: null });
        if (q === queries[2]) {
          const hit = hits.find((h) => h.menuId === M.orderList.menuId)!;
          expect(hit).toMatchObject({ own: byLang[slot], alt: byLang[other], altLang: LANG_ATTR[other] });
          await shot(page, `nav-search-other-language-${lang}`);
        }
      }
    });
  }
});

/** Closes the toast on screen with its close button (labelled in Chinese); that click, outside
 * the menu panel, also closes the panel. */
async function dismissToasts(page: Page) {
  const close = page.getByRole("button", { name: "关闭提示" });
  await close.first().click();
  await expect(close).toHaveCount(0);
}

test.describe("favourites and pins", () => {
  test("[MENU-18][MENU-19][MENU-20][GW-14] the bookmarks popover lists owner's favourites (MENU-21's paging and key matching: spec/menu-search/favourites-routes; LAYOUT-12 whole: the Korean test below); the star adds and removes after the gateway's success (toast 操作成功), a refusal says 操作失败", async ({ page, mock }) => {
    await enter(page, "owner", "zh_CN");
    const bookmarks = page.locator("header").getByRole("button", { name: TEXT.zh_CN.bookmarks });
    await bookmarks.click();
    const panel = page.locator("header").getByRole("region", { name: TEXT.zh_CN.bookmarks });
    await expect(panel.locator(".bm-item")).toHaveText(["订单列表", "商品列表", M.announcements.zh]);
    await expect(panel.getByRole("button", { name: "管理收藏" })).toBeVisible();
    expect(await axeCheck(page, { include: "header" })).toEqual([]);
    await shot(page, "nav-bookmarks-zh_CN");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    await revealLeaf(page, M.orderDetail.menuId);
    const star = page.getByRole("navigation").getByRole("button", { name: "收藏 订单详情" });
    await mock.fault({ match: "addFavorites", kind: "code", value: "500", msg: "收藏失败", times: 1 });
    await star.click();
    // GW-14: the generic failure notice titles the toast, the gateway's reason under it.
    const failed = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "操作失败" });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("收藏失败");
    await expect(page.getByText("操作成功")).toHaveCount(0);
    await expect(star).toHaveAttribute("aria-pressed", "false");
    // A toast stays while the pointer is over it; the seller closes it to reach what it covers.
    await dismissToasts(page);
    await revealLeaf(page, M.orderDetail.menuId);
    await star.click();
    // GW-14: the generic success notice, written here as the spec gives it.
    await expect(page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "操作成功" })).toBeVisible();
    await expect(page.getByText("操作失败")).toHaveCount(0);
    const unstar = page.getByRole("navigation").getByRole("button", { name: "取消收藏 订单详情" });
    await expect(unstar).toHaveAttribute("aria-pressed", "true");
    await dismissToasts(page);
    await bookmarks.click();
    await expect(panel.locator(".bm-item")).toHaveText(["订单列表", "商品列表", M.announcements.zh, "订单详情"]);
    await bookmarks.click();
    await revealLeaf(page, M.orderDetail.menuId);
    await unstar.click();
    await expect(page.getByRole("navigation").getByRole("button", { name: "收藏 订单详情" })).toHaveAttribute("aria-pressed", "false");
    const log = await mock.log();
    expect(log.filter((e) => /Favorites$/.test(e.path) && !/query/.test(e.path)).map((e) => [e.path, e.body])).toEqual([
      ["/sso/customGroup/addFavorites", { menuId: M.orderDetail.menuId }],
      ["/sso/customGroup/addFavorites", { menuId: M.orderDetail.menuId }],
      ["/sso/customGroup/delFavorites", { menuId: M.orderDetail.menuId }],
    ]);
  });

  test("[LAYOUT-12] the bookmarks popover shows the empty text without favourites and lists them once there is one; the manage link is always there and opens the management (Korean)", async ({ page }) => {
    const manage = { label: "즐겨찾기 관리", done: "완료" };
    await enter(page, "leftie", "ko_KR");
    const bookmarks = page.locator("header").getByRole("button", { name: TEXT.ko_KR.bookmarks });
    const panel = page.locator("header").getByRole("region", { name: TEXT.ko_KR.bookmarks });
    await bookmarks.click();
    // No favourites: the empty text, and the manage link.
    await expect(panel).toContainText(TEXT.ko_KR.empty);
    await expect(panel.locator(".bm-item")).toHaveCount(0);
    await shot(page, "nav-bookmarks-ko_KR");
    await panel.getByRole("button", { name: manage.label }).click();
    await expect(panel.getByRole("button", { name: manage.done })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    // One favourite (added through the portal's own route): listed, and the manage link opens the
    // management, where it can be taken off.
    const added = await page.request.post("/api/favourites", { form: { menuId: String(M.orderList.menuId), op: "add" } });
    expect(added.status()).toBe(200);
    await page.reload();
    await hydrated(page);
    await bookmarks.click();
    await expect(panel.locator(".bm-item")).toHaveText([M.orderList.ko]);
    await expect(panel).not.toContainText(TEXT.ko_KR.empty);
    await expect(panel.getByRole("button", { name: `${M.orderList.ko} 즐겨찾기 해제` })).toHaveCount(0);
    await panel.getByRole("button", { name: manage.label }).click();
    await expect(panel.getByRole("button", { name: manage.done })).toHaveAttribute("aria-pressed", "true");
    await expect(panel.getByRole("button", { name: `${M.orderList.ko} 즐겨찾기 해제` })).toBeVisible();
  });

  test("[MENU-22][MENU-23] a pinned leaf shows pinned; unpin and pin post collectMenu and survive a reload", async ({ page, mock }) => {
    await enter(page, "owner", "en_US");
    await revealLeaf(page, M.orderDetail.menuId);
    const nav = page.getByRole("navigation");
    await expect(nav.getByRole("button", { name: `Unpin ${M.orderDetail.en}` })).toHaveAttribute("aria-pressed", "true");
    await nav.getByRole("button", { name: `Unpin ${M.orderDetail.en}` }).click();
    await expect(nav.getByRole("button", { name: `Pin ${M.orderDetail.en}` })).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText(TEXT.en_US.done).first()).toBeVisible();
    await page.reload();
    await revealLeaf(page, M.orderDetail.menuId);
    await expect(nav.getByRole("button", { name: `Pin ${M.orderDetail.en}` })).toHaveAttribute("aria-pressed", "false");
    await nav.getByRole("button", { name: `Pin ${M.orderDetail.en}` }).click();
    await expect(nav.getByRole("button", { name: `Unpin ${M.orderDetail.en}` })).toHaveAttribute("aria-pressed", "true");
    const pins = (await mock.log()).filter((e) => e.path === "/sso/customGroup/collectMenu").map((e) => e.body);
    expect(pins).toEqual([{ menuId: M.orderDetail.menuId, optType: 2 }, { menuId: M.orderDetail.menuId, optType: 1 }]);
  });
});

test.describe("paid pages", () => {
  test("[MENU-12][MENU-13][MENU-14][MENU-15] the eye button hides unbought pages, is saved, and survives a reload", async ({ page, mock }) => {
    await enter(page, "owner", "zh_CN");
    const leaf = await revealLeaf(page, unbought);
    await expect(leaf).toBeVisible();
    const eye = page.getByTestId("paid-toggle");
    await expect(eye).toHaveAttribute("aria-pressed", "false");
    await eye.click();
    await expect(eye).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(`a[data-menu-id="${unbought}"]`)).toHaveCount(0);
    await expect(page.locator(`a[data-menu-id="${M.orderList.menuId}"]`)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("paid-toggle")).toHaveAttribute("aria-pressed", "true");
    await revealLeaf(page, M.orderList.menuId);
    await expect(page.locator(`a[data-menu-id="${unbought}"]`)).toHaveCount(0);
    await page.getByTestId("paid-toggle").click();
    await expect(page.getByTestId("paid-toggle")).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator(`a[data-menu-id="${unbought}"]`)).toBeVisible();
    const saves = (await mock.log()).filter((e) => e.path === "/sso/role/updateSystemUpdateFlag").map((e) => e.body);
    expect(saves).toEqual([
      { serviceId: 1001, systemCode: "ERP", showUpdateFlag: 1 },
      { serviceId: 1001, systemCode: "ERP", showUpdateFlag: 2 },
    ]);
  });

  for (const lang of ["zh_CN", "en_US"] as const) {
    test(`[MENU-16][MENU-17][ROUTE-32] an unbought leaf opens no tab; its buy button opens the upgrade page in a new window (${lang})`, async ({ page, context }) => {
      // Record what window.open receives (the new window's first address), then let it open.
      await page.addInitScript(() => {
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          ((window as unknown as { opened?: string[] }).opened ??= []).push(String(args[0]));
          return open(...args);
        };
      });
      await enter(page, "owner", lang);
      const leaf = await revealLeaf(page, unbought);
      // Greyed out: disabled, in another colour than a bought leaf of the same panel.
      await expect(leaf).toHaveAttribute("aria-disabled", "true");
      const colour = (id: number) => page.locator(`a[data-menu-id="${id}"]`).evaluate((el) => getComputedStyle(el).color);
      expect(await colour(unbought)).not.toBe(await colour(M.orderDetail.menuId));
      const url = page.url();
      const tabs = await page.getByRole("tablist").getByRole("tab").count();
      // The leaf is aria-disabled (no address), yet a click says why: force skips the enabled check.
      await leaf.click({ force: true });
      const notice = page.getByText(lang === "zh_CN" ? "该页面未购买" : "This page is not in your plan");
      await expect(notice).toBeVisible();
      expect(page.url()).toBe(url);
      await expect(page.getByRole("tablist").getByRole("tab")).toHaveCount(tabs);
      await shot(page, `nav-unbought-${lang}`);
      // The toast shows at the bottom end, beside the open panel (issue 24: no longer over it).
      // The pointer going onto it does not close the panel: the buy button the toast points to
      // is still there after the panel's close grace (200 ms).
      const buy = page.getByRole("button", { name: lang === "zh_CN" ? "购买 订单自动审核" : "Buy Auto order review" });
      await notice.hover();
      await page.waitForTimeout(400);
      await expect(buy).toBeVisible();
      const popup = context.waitForEvent("page");
      await buy.click();
      const win = await popup;
      const [first] = await page.evaluate(() => (window as unknown as { opened?: string[] }).opened ?? []);
      const opened = new URL(first, url);
      expect(opened.origin).toBe(new URL(url).origin);
      expect(opened.pathname).toBe("/");
      expect(opened.hash).toMatch(/^#\/user\/home\?type=upGrade&packageId=11&serviceId=1001&systemCode=ERP&updatePackageIds=12%2C13$/);
      await win.close();
    });
  }
});
