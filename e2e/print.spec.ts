/**
 * The print-plugin check (issue 26, PRINT-01..08): a seller prints an order's shipping label in
 * the ERP sample app; the shell looks for C-Lodop in a sandboxed probe frame and tells the seller
 * what to do, in a toast. Against two fake C-Lodop services on free ports (the portal's
 * PRINT_LODOP_PORTS, first then second), on a portal of its own (free ports) whose minimum cloud
 * version is injected (PRINT_CLOUD_MIN_VERSION=4.0.0.0). No CSP violation in any state, and the
 * shell document's policy never names the local service.
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { clodopControl, startFakeClodop, type ClodopSetting } from "../mock-gateway/clodop/fake-clodop";
import { seedOrders } from "../mock-gateway/seed/orders";
import { expect, hydrated, test, type PortalLanguage } from "./support/fixtures";
import { loginByPost } from "./support/page";
import { startPortalProcess, type PortalProcess } from "./support/portal-process";

const SHOTS = "/work/wt/shots/i26-print";
const ORDER = seedOrders()[0]!.id;
const first = clodopControl({ state: "absent" });
const second = clodopControl({ state: "absent" });
/** Requests each fake received (its setting is read once per request and per socket). */
const hits = { first: 0, second: 0 };
const counted = (control: typeof first, key: keyof typeof hits) => ({ get: () => (hits[key]++, control.get()), set: control.set });
let portal: PortalProcess | undefined;
let fakes: Array<{ port: number; close(): Promise<void> }> = [];

test.beforeAll(async () => {
  fakes = [await startFakeClodop({ control: counted(first, "first") }), await startFakeClodop({ control: counted(second, "second") })];
  portal = await startPortalProcess({
    PRINT_LODOP_PORTS: fakes.map((f) => f.port).join(","),
    PRINT_CLOUD_MIN_VERSION: "4.0.0.0",
    MOCK_CLODOP_PORT: "off",
    LOGIN_RATE_IP_LIMIT: "100000",
    LOGIN_RATE_ACCOUNT_LIMIT: "100000",
  });
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  portal?.kill();
  await Promise.all(fakes.map((f) => f.close()));
});

/** Both fakes' settings. */
function fake(a: ClodopSetting, b: ClodopSetting = { state: "absent" }): void {
  first.set(a);
  second.set(b);
}

/** The seller's page: logged in as the demo account of `lang` (owner, leftie, korean), on an order's detail in the ERP app; CSP violations recorded. */
async function sellerOn(browser: Browser, lang: PortalLanguage): Promise<{ page: Page; violations: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  // The download page, offline: answered here (the popup's address is what is checked).
  await context.route("https://www.lodop.net/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>C-Lodop</title>" }));
  // Each language's demo account (the account's own language wins over the cookie once logged in),
  // logged in without the login page (the login form's own journeys are e2e/auth.spec.ts).
  const [user, password] = { zh_CN: ["owner", "Owner2026"], en_US: ["leftie", "Leftie2026"], ko_KR: ["korean", "Korean2026"] }[lang];
  // Straight to the order (no landing page first): the login lands on the ERP system.
  expect(await loginByPost(page, user!, password!, lang, portal!.base)).toMatch(/^\/entry\/1001\/ERP(?:[/?#]|$)/);
  await expect(async () => {
    await page.goto(`${portal!.base}/entry/1001/ERP/erp#/order/detail?id=${ORDER}`);
    await hydrated(page);
    await expect(printButton(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return { page, violations, close: () => context.close() };
}

const printButton = (page: Page) => page.locator('[data-bridge="portal:print"]');
const toasts = (page: Page) => page.locator("[data-scope=toast][data-part=root]");

/** Prints the label and returns the toast that answers (the only one on screen). */
async function print(page: Page) {
  await printButton(page).click();
  const toast = toasts(page).last();
  await expect(toast).toBeVisible();
  return toast;
}

/** Dismisses every toast (so the next print's toast is the only one). */
async function dismiss(page: Page): Promise<void> {
  for (const close of await page.locator("[data-scope=toast][data-part=close-trigger]").all()) await close.click().catch(() => undefined);
  await expect(toasts(page)).toHaveCount(0);
}

const SENT = { zh_CN: `面单已发送到打印机：${ORDER}`, en_US: `Shipping label sent to the printer: ${ORDER}` };

test.describe("print-plugin check", () => {
  // A login per test and several prints, each a probe frame: more than the default minute on 2 cores.
  test.describe.configure({ timeout: 120_000 });
  test("[PRINT-01][PRINT-02] nothing is checked until the seller prints; then the answer is a message, never a print screen; the shell's policy stays its own", async ({ browser }) => {
    fake({ state: "absent" });
    hits.first = hits.second = 0;
    const { page, violations, close } = await sellerOn(browser, "zh_CN");
    const probes: string[] = [];
    page.on("request", (r) => {
      if (/print-probe|api\/print|CLodopfuncs/.test(r.url())) probes.push(r.url());
    });
    // A seller who does not print: a page load, a tab switch, a wait — no probe, no message.
    await page.reload();
    await hydrated(page);
    await page.goto(`${portal!.base}/entry/1001/ERP/erp#/order/list`);
    await page.waitForTimeout(1500);
    expect(probes).toEqual([]);
    expect(hits).toEqual({ first: 0, second: 0 });
    await expect(page.locator("iframe[data-print-probe]")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    const policy = (await page.request.get(`${portal!.base}/entry/1001/ERP`)).headers()["content-security-policy"]!;

    // Printing runs the check: a message (here: not installed), the page stays where it was.
    await page.goto(`${portal!.base}/entry/1001/ERP/erp#/order/detail?id=${ORDER}`);
    await hydrated(page);
    const url = page.url();
    const tabs = await page.getByRole("tablist").getByRole("tab").count();
    const toast = await print(page);
    await expect(toast).toContainText("未安装打印插件");
    expect(probes.some((u) => u.includes("/print-probe"))).toBe(true);
    expect(hits.first).toBeGreaterThan(0);
    expect(page.url()).toBe(url);
    expect(await page.getByRole("tablist").getByRole("tab").count()).toBe(tabs);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(page.context().pages()).toHaveLength(1);
    // The probe frame is gone once it answered.
    await expect(page.locator("iframe[data-print-probe]")).toHaveCount(0);

    // The shell document's policy does not name the local service, before or after a print.
    const after = (await page.request.get(`${portal!.base}/entry/1001/ERP`)).headers()["content-security-policy"]!;
    for (const csp of [policy, after]) {
      expect(csp).not.toMatch(/localhost|'unsafe-eval'/);
      for (const f of fakes) expect(csp).not.toContain(`:${f.port}`);
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
    }
    expect(after.replace(/'nonce-[^']+'/, "N")).toBe(policy.replace(/'nonce-[^']+'/, "N"));
    // The probe's own policy: a sandbox allowing only CLodopfuncs.js on the configured ports.
    const probe = (await page.request.get(`${portal!.base}/print-probe`)).headers()["content-security-policy"]!;
    expect(probe).toContain("sandbox allow-scripts");
    expect(probe).toContain(`http://localhost:${fakes[0]!.port}/CLodopfuncs.js http://localhost:${fakes[1]!.port}/CLodopfuncs.js`);
    expect(violations).toEqual([]);
    await close();
  });

  test("[PRINT-03] the local service is looked for on 8000, then 18000, and the first that answers is used", async ({ browser, request }) => {
    // The defaults of a portal without configuration (the suite's own): 8000 first, then 18000.
    const defaults = await request.get("/print-probe");
    const html = await defaults.text();
    expect(html).toContain('"candidates":["http://localhost:8000/","http://localhost:18000/"]');
    expect(defaults.headers()["content-security-policy"]).toContain("http://localhost:8000/CLodopfuncs.js http://localhost:18000/CLodopfuncs.js");

    const { page, violations, close } = await sellerOn(browser, "zh_CN");
    // The first absent, the second current: the second answers, printing goes on.
    fake({ state: "absent" }, { state: "current" });
    await expect(await print(page)).toContainText(SENT.zh_CN);
    await dismiss(page);
    // Both answer: the first wins (an old plugin there is reported though the second is current)…
    fake({ state: "old", version: "5.0.4.3" }, { state: "current" });
    await expect(await print(page)).toContainText("打印插件需要升级");
    await dismiss(page);
    // …and a current first one is used though the second is old.
    hits.second = 0;
    fake({ state: "current" }, { state: "old" });
    await expect(await print(page)).toContainText(SENT.zh_CN);
    expect(hits.second).toBe(0);
    expect(violations).toEqual([]);
    await close();
  });

  for (const lang of ["zh_CN", "en_US"] as const) {
    const T = {
      zh_CN: {
        notInstalled: ["未安装打印插件", "打印需要 C-Lodop 打印插件。请下载安装，安装完成后重新打印。", "下载插件"],
        pluginUpgrade: ["打印插件需要升级", "当前版本 5.9.9.9，需要 6.0 及以上版本。请下载新版安装后重新打印。", "下载新版"],
        cloudMissing: ["未安装云打印服务", "打印需要 C-Lodop 云打印服务。请下载安装，安装完成后重新打印。", "下载插件"],
        cloudUpgrade: ["云打印服务需要升级", "当前版本 3.9.9.9，需要 4.0.0.0 及以上版本。请下载新版安装后重新打印。", "下载新版"],
        notReady: ["C-Lodop 没准备好，请稍后再试", "打印服务仍在启动中。", "重试"],
        ready: "打印服务已就绪",
      },
      en_US: {
        notInstalled: ["Print plugin not installed", "Printing needs the C-Lodop print plugin. Download and install it, then print again.", "Download"],
        pluginUpgrade: ["Print plugin needs upgrade", "Version 5.9.9.9 is installed; 6.0 or later is needed. Install the new version, then print again.", "Upgrade"],
        cloudMissing: ["Cloud print service not installed", "Printing needs the C-Lodop cloud print service. Download and install it, then print again.", "Download"],
        cloudUpgrade: ["Cloud print service needs upgrade", "Version 3.9.9.9 is installed; 4.0.0.0 or later is needed. Install the new version, then print again.", "Upgrade"],
        notReady: ["C-Lodop not ready, try later", "The print service is still starting.", "Try again"],
        ready: "Print service ready",
      },
    }[lang];

    /** The toast of one print says exactly this title and body, with this action. */
    const says = async (page: Page, [title, body, action]: readonly string[]) => {
      const toast = await print(page);
      await expect(toast.locator("[data-part=title]")).toHaveText(title!);
      await expect(toast.locator("[data-part=description]")).toHaveText(body!);
      await expect(toast.getByRole("button", { name: action, exact: true })).toBeVisible();
      await expect(page.getByText(SENT[lang])).toHaveCount(0);
      return toast;
    };

    test(`[PRINT-04] without a local plugin the seller is told it is not installed, with a download (${lang})`, async ({ browser }) => {
      fake({ state: "absent" }, { state: "absent" });
      const { page, violations, close } = await sellerOn(browser, lang);
      const toast = await says(page, T.notInstalled);
      const popup = page.context().waitForEvent("page");
      await toast.getByRole("button", { name: T.notInstalled[2], exact: true }).click();
      const opened = await popup;
      await opened.waitForLoadState();
      expect(opened.url()).toBe("https://www.lodop.net/download.html");
      expect(violations).toEqual([]);
      await close();
    });

    test(`[PRINT-05] a plugin below 6.0 needs an upgrade; 6.0 and above (10.0 too) pass (${lang})`, async ({ browser }) => {
      const { page, violations, close } = await sellerOn(browser, lang);
      fake({ state: "old", version: "5.9.9.9" });
      await says(page, T.pluginUpgrade);
      await dismiss(page);
      for (const version of ["6.0", "6.0.0.0", "10.0"]) {
        fake({ state: "current", version });
        await expect(await print(page)).toContainText(SENT[lang]);
        await dismiss(page);
      }
      expect(violations).toEqual([]);
      await close();
    });

    test(`[PRINT-06] without a cloud print service the seller is told it is not installed (${lang})`, async ({ browser }) => {
      fake({ state: "cloud-missing" });
      const { page, violations, close } = await sellerOn(browser, lang);
      await says(page, T.cloudMissing);
      expect(violations).toEqual([]);
      await close();
    });

    test(`[PRINT-07] a cloud print service below the configured minimum needs an upgrade; the minimum passes (${lang})`, async ({ browser }) => {
      const { page, violations, close } = await sellerOn(browser, lang);
      fake({ state: "cloud-old", cloudVersion: "3.9.9.9" });
      await says(page, T.cloudUpgrade);
      await dismiss(page);
      for (const cloudVersion of ["4.0", "10.0.0.0"]) {
        fake({ state: "current", cloudVersion });
        await expect(await print(page)).toContainText(SENT[lang]);
        await dismiss(page);
      }
      expect(violations).toEqual([]);
      await close();
    });

    test(`[PRINT-08] printing before C-Lodop is ready says so; trying again once it is ready passes (${lang})`, async ({ browser }) => {
      fake({ state: "not-ready" });
      const { page, violations, close } = await sellerOn(browser, lang);
      const toast = await says(page, T.notReady);
      fake({ state: "current" });
      await toast.getByRole("button", { name: T.notReady[2], exact: true }).click();
      await expect(toasts(page).filter({ hasText: T.ready })).toBeVisible();
      expect(violations).toEqual([]);
      await close();
    });
  }

  for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`the messages as the seller sees them (screenshots, ${lang})`, async ({ browser }) => {
      const cases: Array<[string, ClodopSetting, Record<PortalLanguage, string>]> = [
        ["not-installed", { state: "absent" }, { zh_CN: "未安装打印插件", en_US: "Print plugin not installed", ko_KR: "인쇄 플러그인이 설치되지 않았습니다" }],
        ["plugin-old", { state: "old" }, { zh_CN: "打印插件需要升级", en_US: "Print plugin needs upgrade", ko_KR: "인쇄 플러그인 업그레이드가 필요합니다" }],
        ["cloud-old", { state: "cloud-old" }, { zh_CN: "云打印服务需要升级", en_US: "Cloud print service needs upgrade", ko_KR: "클라우드 인쇄 서비스 업그레이드가 필요합니다" }],
        ["not-ready", { state: "not-ready" }, { zh_CN: "C-Lodop 没准备好，请稍后再试", en_US: "C-Lodop not ready, try later", ko_KR: "C-Lodop이 준비되지 않았습니다. 잠시 후 다시 시도하세요" }],
      ];
      const { page, violations, close } = await sellerOn(browser, lang);
      for (const [name, setting, title] of cases) {
        fake(setting);
        await expect(await print(page)).toContainText(title[lang]);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SHOTS}/print-${name}-${lang}.png`, animations: "disabled" });
        await dismiss(page);
      }
      expect(violations).toEqual([]);
      await close();
    });
  }
});
