/**
 * The toolbar entries of issue 29 in the browser: the guide button's product tour (driver.js)
 * for the right sellers only, the initialization guide's /guide page, and the online-service
 * button's chat window with its query.
 */
import type { Page } from "@playwright/test";
import { axeCheck, expect, loginAs, shot, test, type PortalLanguage } from "./support/fixtures";

const MOCK_ORIGIN = `http://127.0.0.1:${process.env.MOCK_GATEWAY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1}`;
const toolbar = (page: Page) => page.locator("[data-shell-toolbar]");
const popover = (page: Page) => page.locator(".driver-popover");

const TOUR = {
  zh_CN: {
    button: "新手指引", next: "下一步", done: "完成", close: "关闭引导",
    progress: (n: number) => `第 ${n} 步，共 6 步`,
    titles: ["菜单", "菜单搜索", "标签页", "工具栏", "AI 助手", "操作指南"],
  },
  en_US: {
    button: "Getting started", next: "Next", done: "Done", close: "Close tour",
    progress: (n: number) => `Step ${n} of 6`,
    titles: ["Menu", "Menu search", "Tabs", "Toolbar", "AI assistant", "Operation guide"],
  },
  ko_KR: {
    button: "시작 가이드", next: "다음", done: "완료", close: "안내 닫기",
    progress: (n: number) => `6단계 중 ${n}단계`,
    titles: ["메뉴", "메뉴 검색", "탭", "도구 모음", "AI 어시스턴트", "사용 가이드"],
  },
} satisfies Record<PortalLanguage, { button: string; next: string; done: string; close: string; progress: (n: number) => string; titles: string[] }>;

/** The element each stop highlights, in order (owner has the top menu layout). */
const HIGHLIGHTED = ["[data-header-menus]", "header [role='combobox']", "[data-tab-strip]", "[data-shell-toolbar]", "[data-testid='assistant-fab']", "[data-tab-link='guide']"];

async function ownerIn(page: Page, mock: { patchUser: (u: string, b: Record<string, unknown>) => Promise<unknown> }, lang: PortalLanguage) {
  await mock.patchUser("owner", { chooseLanguage: lang });
  await loginAs(page, "owner", lang);
  await expect(page.locator("[data-tab-strip]")).toBeVisible();
}

for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
  test(`the guide button opens a six-stop tour of the shell and steps through it to the end (${lang})`, async ({ page, mock }) => {
    const text = TOUR[lang];
    await ownerIn(page, mock, lang);
    await toolbar(page).getByRole("button", { name: text.button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: text.titles[0] });
    await expect(dialog).toBeVisible();
    expect(await axeCheck(page, { include: ".driver-popover" })).toEqual([]);
    await expect(popover(page).getByRole("button", { name: text.close })).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await expect(popover(page).locator(".driver-popover-title")).toHaveText(text.titles[i]!);
      await expect(popover(page).locator(".driver-popover-description")).not.toBeEmpty();
      await expect(popover(page).locator(".driver-popover-progress-text")).toHaveText(text.progress(i + 1));
      await expect(page.locator(HIGHLIGHTED[i]!).first()).toHaveClass(/driver-active-element/);
      if (i === 0 || i === 3) await shot(page, `toolbar-tour-${i + 1}-${lang}`);
      await popover(page).getByRole("button", { name: i < 5 ? text.next : text.done, exact: true }).click();
    }
    await expect(popover(page)).toHaveCount(0);
    await expect(page.locator(".driver-active-element")).toHaveCount(0);
    // It can be taken again, and closed with its close button.
    await toolbar(page).getByRole("button", { name: text.button, exact: true }).click();
    await expect(dialog).toBeVisible();
    await popover(page).getByRole("button", { name: text.close }).click();
    await expect(popover(page)).toHaveCount(0);
  });
}

test("[GUIDE-21][GUIDE-22] the guide button shows only for classification TIKTOK with ERP activated on 2023-12-16 or later, judged by ERP's serviceActive", async ({ page, mock }) => {
  const button = () => toolbar(page).getByRole("button", { name: "新手指引", exact: true });
  const aiButton = () => toolbar(page).getByRole("button", { name: "AI 助手", exact: true });
  // TIKTOK, ERP activated 2023-12-16: shown.
  await mock.patchSystem(1001, { serviceActive: "2023-12-16" });
  await loginAs(page, "owner", "zh_CN");
  await expect(aiButton()).toBeVisible();
  await expect(button()).toBeVisible();
  // TIKTOK, ERP activated 2023-12-15: "after" excludes the day itself.
  await mock.patchSystem(1001, { serviceActive: "2023-12-15" });
  await loginAs(page, "owner", "zh_CN");
  await expect(aiButton()).toBeVisible();
  await expect(button()).toHaveCount(0);
  // In the Amazon system (its own serviceActive 2024-01-10) the date read is still ERP's 2023-12-15.
  await page.goto("/entry/1002/AMAZON_OPERATE");
  await expect(aiButton()).toBeVisible();
  await expect(button()).toHaveCount(0);
  // Any other classification, ERP activated 2024-03-01: not shown.
  await mock.patchSystem(1001, { serviceActive: "2024-03-01" });
  for (const classification of ["NORMAL", "YST_PLUS", "tiktok", ""]) {
    await mock.patchUser("owner", { classification });
    await loginAs(page, "owner", "zh_CN");
    await expect(aiButton()).toBeVisible();
    await expect(button(), classification).toHaveCount(0);
  }
  await mock.patchUser("owner", { classification: "TIKTOK" });
  await loginAs(page, "owner", "zh_CN");
  await expect(button()).toBeVisible();
});

test("[LAYOUT-07] with each entry's own condition met, the toolbar holds in order the guide button, version switch, live-broadcast notice, AI assistant, new function, export centre, bell, online service, help centre, app market, initialization guide, money assistant and user dropdown; the AI floating button is there too", async ({ page, mock }) => {
  // The conditions: TIKTOK with ERP from 2024-03-01 (guide), packageStyle 1 in ERP with only home
  // open (version switch), the seed's running broadcast (live), company A (money assistant), ERP (app market).
  await mock.patchSystem(1001, { serviceActive: "2024-03-01" });
  await mock.patchUser("owner", { classification: "TIKTOK", packageStyle: 1 });
  await loginAs(page, "owner", "zh_CN");
  const bar = toolbar(page);
  const button = (name: string) => bar.getByRole("button", { name, exact: true });
  const entries = [
    button("新手指引"), button("切换版本"), bar.locator("[data-live-button]"), button("AI 助手"), button("新功能"), button("导出中心"),
    bar.locator("[data-notice-bell]"), button("在线客服"), button("帮助中心"), button("应用市场"), button("初始化引导"), button("资金助手"), button("用户菜单"),
  ];
  // All there first (the live button and the money assistant come after their lookups), then measured.
  for (const [i, entry] of entries.entries()) await expect(entry, `entry ${i + 1}`).toBeVisible();
  const xs: number[] = [];
  for (const entry of entries) xs.push((await entry.boundingBox())!.x);
  expect(new Set(xs).size).toBe(entries.length);
  expect(xs).toEqual([...xs].sort((a, b) => a - b));
  await expect(page.getByTestId("assistant-fab")).toBeVisible();
});

const INIT_GUIDE = {
  zh_CN: { button: "初始化引导", first: "仓库与收货地址", last: "物流渠道" },
  en_US: { button: "Initial guide", first: "Warehouses and receiving address", last: "Logistics channels" },
  ko_KR: { button: "초기 설정 가이드", first: "창고 및 입고 주소", last: "물류 채널" },
} satisfies Record<PortalLanguage, { button: string; first: string; last: string }>;

for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
  test(`[LAYOUT-41][ROUTE-29] the initialization-guide button opens the /guide pane titled initial guide, with its five setup steps; so does its sso-web address (${lang})`, async ({ page, mock }) => {
    const text = INIT_GUIDE[lang];
    await ownerIn(page, mock, lang);
    await toolbar(page).getByRole("button", { name: text.button, exact: true }).click();
    const guidePage = page.getByRole("region", { name: text.button });
    await expect(guidePage).toBeVisible();
    await expect(page.locator("[data-portal-page-drawer]").getByRole("heading", { name: text.button })).toBeVisible();
    await expect(guidePage.locator("[data-init-step]")).toHaveCount(5);
    await expect(guidePage.locator("[data-init-step]").first()).toContainText(text.first);
    await expect(guidePage.locator("[data-init-step]").last()).toContainText(text.last);
    expect(await axeCheck(page, { include: "[data-portal-page-drawer]" })).toEqual([]);
    await shot(page, `toolbar-init-guide-${lang}`);
    // ROUTE-29: the sso-web address /guide opens the same pane.
    await page.goto("about:blank");
    await page.goto("/entry/1001/ERP/sso-web#/guide");
    await expect(page.locator("[data-portal-page-drawer]").getByRole("heading", { name: text.button })).toBeVisible();
    await expect(page.getByRole("region", { name: text.button }).locator("[data-init-step]")).toHaveCount(5);
  });
}

const CHAT = {
  accountId: "100001",
  AgentId: "agent-seller-01",
  nickName: "深圳跨境优选科技有限公司 (ERP旗舰版)",
  visitorId: "U100001",
};

for (const [system, path, chatId] of [["ERP", "/entry/1001/ERP", "chat-erp-001"], ["Amazon operation", "/entry/1002/AMAZON_OPERATE", "chat-amazon-001"]] as const) {
  test(`[LAYOUT-31] online service opens a new window whose query carries accountId, AgentId, nickName, the current system's chatId and visitorId (${system})`, async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    await page.goto(path);
    const button = toolbar(page).getByRole("button", { name: "在线客服", exact: true });
    await expect(button).toBeVisible();
    const opened = page.waitForEvent("popup");
    await button.click();
    const chat = await opened;
    await chat.waitForLoadState("domcontentloaded");
    const url = new URL(chat.url());
    expect(url.origin + url.pathname).toBe(`${MOCK_ORIGIN}/apps/chat/`);
    const expected = { ...CHAT, chatId };
    for (const [k, v] of Object.entries(expected)) {
      expect(url.searchParams.getAll(k), k).toEqual([v]);
      await expect(chat.locator(`[data-chat-param="${k}"]`), k).toHaveText(v);
    }
    // Opened without a handle back to the portal.
    expect(await chat.evaluate(() => window.opener)).toBeNull();
    expect((await mock.log()).some((e) => e.path.endsWith("/sso/systemParams/querySystemParamsPage") && (e.body as { systemGroup?: string } | undefined)?.systemGroup === "ECS_CUSTOMER_CONFIG")).toBe(true);
    await shot(chat, `toolbar-chat-${system.replace(/\s+/g, "-")}`);
    await chat.close();
  });
}

const DEMO_LANDING = /\/entry\/4001\/ERP(?:[/?#]|$)/;
/** The flagship entry's label in each language (the demo account is zh_CN; the others through its language). */
const FLAGSHIP = { zh_CN: "体验旗舰版", en_US: "Try the flagship edition", ko_KR: "플래그십 버전 체험" } satisfies Record<PortalLanguage, string>;

test("[DEMO-06] the demo seller's flagship entry sends {demoEnvironment: 'FLAGSHIP'} and opens a new window at the returned url with serviceId and token; the page there accepts the token once", async ({ page, mock }) => {
  // Not for a seller outside demo mode.
  await loginAs(page, "owner", "zh_CN");
  await expect(toolbar(page).getByRole("button", { name: "AI 助手", exact: true })).toBeVisible();
  await expect(toolbar(page).getByRole("button", { name: FLAGSHIP.zh_CN })).toHaveCount(0);
  await page.goto("about:blank");
  await page.context().clearCookies();
  await loginAs(page, "demo", "zh_CN", DEMO_LANDING);
  const entry = toolbar(page).getByRole("button", { name: FLAGSHIP.zh_CN, exact: true });
  await expect(entry).toBeVisible();
  const opened = page.waitForEvent("popup");
  await entry.click();
  const flagship = await opened;
  await flagship.waitForURL(/\/apps\/flagship\//);
  const url = new URL(flagship.url());
  expect(url.origin + url.pathname).toBe(`${MOCK_ORIGIN}/apps/flagship/`);
  expect(url.searchParams.getAll("serviceId")).toEqual(["9001"]);
  expect(url.searchParams.getAll("token")).toHaveLength(1);
  expect(url.searchParams.get("token")).toMatch(/^fs_[A-Za-z0-9_-]{24}$/);
  // The token is the one the lookup issued: the page accepts it and shows the serviceId it got.
  await expect(flagship.locator("[data-flagship-state]")).toHaveAttribute("data-flagship-state", "accepted");
  await expect(flagship.locator("[data-flagship-param=serviceId]")).toHaveText("9001");
  expect(await flagship.evaluate(() => window.opener)).toBeNull();
  // One lookup, with exactly the body DEMO-06 names.
  const lookups = (await mock.log()).filter((e) => e.path.endsWith("/sso/subjectService/queryDemoEnvironment"));
  expect(lookups.map((e) => e.body)).toEqual([{ demoEnvironment: "FLAGSHIP" }]);
  // A second load of the same address is refused: the token was used.
  await flagship.reload();
  await expect(flagship.locator("[data-flagship-state]")).toHaveAttribute("data-flagship-state", "used");
  await flagship.close();
});

test("the flagship entry and the flagship page in three languages (screenshots), and a failed lookup closes the window with a message", async ({ page, mock }) => {
  test.setTimeout(120_000); // three logins, six screenshots and an axe run
  for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
    await mock.patchUser("demo", { chooseLanguage: lang });
    await loginAs(page, "demo", lang, DEMO_LANDING);
    const entry = toolbar(page).getByRole("button", { name: FLAGSHIP[lang], exact: true });
    await expect(entry).toBeVisible();
    if (lang === "zh_CN") expect(await axeCheck(page, { include: "[data-shell-toolbar]" })).toEqual([]);
    await shot(page, `flagship-entry-${lang}`);
    const opened = page.waitForEvent("popup");
    await entry.click();
    const flagship = await opened;
    await expect(flagship.locator("[data-flagship-state=accepted]")).toBeVisible();
    await shot(flagship, `flagship-page-${lang}`);
    await flagship.close();
  }
  // The lookup fails: the window opened by the click closes and the seller is told, in their language.
  await mock.fault({ match: "/sso/subjectService/queryDemoEnvironment", kind: "malformed" });
  const opened = page.waitForEvent("popup");
  await toolbar(page).getByRole("button", { name: FLAGSHIP.ko_KR, exact: true }).click();
  const blank = await opened;
  // The failed lookup may close the window before a "close" listener could be attached: poll.
  await expect.poll(() => blank.isClosed()).toBe(true);
  await expect(page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "지금은 플래그십 데모 환경을 열 수 없습니다. 잠시 후 다시 시도해 주세요." })).toBeVisible();
});
