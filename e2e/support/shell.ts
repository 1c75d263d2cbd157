/**
 * Shell helpers and the UI texts the journeys assert, per language (copied from the product's
 * wording in spec-clauses.md where it gives one, else from the app's resources — a journey
 * failing on a text is a wording change to confirm, not a reason to loosen the check).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { SEED, type SeedMenu } from "../../mock-gateway/seed/ids";
import type { PortalLanguage } from "./accounts";
import { hydrated, loginByPost } from "./page";

/** The languages the core journeys run in. */
export const LANGUAGES = ["zh_CN", "en_US"] as const satisfies readonly PortalLanguage[];

/** UI texts per language. */
export const T = {
  zh_CN: {
    htmlLang: "zh-CN",
    languageLabel: "语言",
    menu: "菜单",
    home: "首页",
    userMenu: "用户菜单",
    signOut: "退出登录",
    cancel: "取消",
    confirmSignOut: "确定",
    close: (name: string) => `关闭 ${name}`,
    loginTitle: "账号登录",
    submit: "登录",
    expired: "登录已失效，请重新登录",
    requestError: "请求出现错误，请稍后再试",
    subjectService: "异常提醒",
    backHome: "返回首页",
    wrongPassword: /账号或密码错误/,
    locked: /15/,
    notFound: "页面不存在",
  },
  en_US: {
    htmlLang: "en-US",
    languageLabel: "Language",
    menu: "Menu",
    home: "Home",
    userMenu: "User menu",
    signOut: "Sign out",
    cancel: "Cancel",
    confirmSignOut: "Sign out",
    close: (name: string) => `Close ${name}`,
    loginTitle: "Sign in",
    submit: "Sign in",
    expired: "Your session has expired. Please sign in again.",
    requestError: "The request failed. Please try again later.",
    subjectService: "Exception notice",
    backHome: "Back to home",
    wrongPassword: /Incorrect account or password/,
    locked: /15/,
    notFound: "Page not found",
  },
  ko_KR: {
    htmlLang: "ko-KR",
    languageLabel: "언어",
    menu: "메뉴",
    home: "홈",
    userMenu: "사용자 메뉴",
    signOut: "로그아웃",
    cancel: "취소",
    confirmSignOut: "로그아웃",
    close: (name: string) => `${name} 닫기`,
    loginTitle: "로그인",
    submit: "로그인",
    expired: "로그인이 만료되었습니다. 다시 로그인하세요.",
    requestError: "요청 중 오류가 발생했습니다. 잠시 후 다시 시도하세요.",
    subjectService: "예외 알림",
    backHome: "홈으로",
    wrongPassword: /올바르지 않습니다/,
    locked: /15/,
    notFound: "페이지를 찾을 수 없습니다",
  },
} as const;

/** A seed menu's name in `lang` (I18N-06). */
export function menuName(menu: SeedMenu, lang: PortalLanguage): string {
  return lang === "en_US" ? menu.en : lang === "ko_KR" ? menu.ko : menu.zh;
}

/**
 * Logs in (in `lang` when given) without the login page ({@link loginByPost}: the journeys of
 * login itself use the form, see e2e/auth.spec.ts), opens the landing page the portal redirects
 * to, and waits until the shell of `landing` shows its menu. Returns after the page has hydrated.
 * Single-company accounts only (the company picker is the form's: `login` in page.ts).
 */
export async function loginAs(
  page: Page,
  username: keyof typeof SEED.accounts,
  lang?: PortalLanguage,
  landing: RegExp = /\/entry\/1001\/ERP(?:[/?#]|$)/,
): Promise<void> {
  const { password } = SEED.accounts[username];
  await page.goto(await loginByPost(page, username, password, lang));
  await page.waitForURL(landing);
  await expect(page.getByRole("navigation").locator("[data-group-trigger]").first()).toBeAttached();
  await hydrated(page);
}

/** The tab (role=tab) named `name` in the tab strip. */
export function tab(page: Page, name: string): Locator {
  return page.getByRole("tablist").getByRole("tab", { name, exact: true });
}

/**
 * The mouse close control of the tab named `name` (hidden from assistive technology: keyboard
 * users close with Delete on the tab).
 */
export function closeButton(page: Page, name: string, lang: PortalLanguage): Locator {
  return page.getByRole("tablist").locator(`[data-close-tab][title="${T[lang].close(name)}"]`);
}

/** The pane of a menu (`home` for the home pane). */
export function pane(page: Page, menuId: number | "home"): Locator {
  return page.locator(`[role="tabpanel"][data-pane="${menuId === "home" ? "home" : `m_${menuId}`}"]`);
}

/**
 * Shows a leaf of the menu and returns it, in either layout: the group panels (header tabs in the
 * top layout, sider items in the left one, then the overflow's side tabs) are opened one after
 * another until the leaf appears, once the full tree is there (`data-menus="complete"`). Panels
 * render their menus only when open.
 */
export async function revealLeaf(page: Page, menuId: number): Promise<Locator> {
  // The document carries only the groups; their menus arrive right after hydration.
  await expect(page.locator("[data-layout]")).toHaveAttribute("data-menus", "complete");
  const nav = page.getByRole("navigation");
  const leaf = nav.locator(`a[data-menu-id="${menuId}"]`);
  if (await leaf.isVisible()) return leaf;
  const triggers = nav.locator("[data-group-trigger]");
  const count = await triggers.count();
  for (let i = 0; i < count && !(await leaf.isVisible()); i++) {
    // By keyboard (focus + Enter), as the panels are meant to be reachable without a pointer.
    await triggers.nth(i).focus();
    await page.keyboard.press("Enter");
    await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "true");
    // A panel paints its frame first and its menus right after (aria-busy until then).
    const settled = () => expect(nav.locator("[data-nav-panel] [aria-busy]")).toHaveCount(0);
    await settled();
    const sideTabs = nav.locator("[data-nav-panel] [data-side-tab]");
    for (let j = 0, n = await sideTabs.count(); j < n && !(await leaf.isVisible()); j++) {
      await sideTabs.nth(j).click();
      await expect(sideTabs.nth(j)).toHaveAttribute("aria-selected", "true");
      await settled();
    }
  }
  await expect(leaf, `menu ${menuId} shows once its group is open`).toBeVisible();
  return leaf;
}

/** Opens a leaf of the menu (see {@link revealLeaf}). */
export async function openLeaf(page: Page, menuId: number): Promise<void> {
  await (await revealLeaf(page, menuId)).click();
}

/** Opens the assistant drawer from its floating button and waits for its chat; returns the drawer. */
export async function openAssistantDrawer(page: Page): Promise<Locator> {
  await page.getByTestId("assistant-fab").click();
  const drawer = page.getByTestId("assistant-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("assistant-chat")).toBeVisible();
  return drawer;
}
