/**
 * The assistant's page analysis on sub-app panes: the active micro-app or iframe pane's app gives
 * its own picture over the bridge (`shell:capturePage` → `shell:reply`), and a page that cannot
 * answer falls back to the shell's capture with a message in the user's language.
 */
import type { Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, openLeaf, pane, shot, test, type MockControl } from "./support/fixtures";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { microRoot } from "./support/micro";

const M = SEED.menus;
/** The capture's scale (AI-63). */
const SCALE = 1.5;

/** Width and height of the JPEG in a multipart upload body (its SOFn marker). */
function jpegSize(body: Buffer): { width: number; height: number } {
  let i = body.indexOf(Buffer.from([0xff, 0xd8, 0xff]));
  expect(i).toBeGreaterThanOrEqual(0);
  i += 2;
  while (i + 9 < body.length) {
    expect(body[i]).toBe(0xff);
    const marker = body[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: body.readUInt16BE(i + 5), width: body.readUInt16BE(i + 7) };
    }
    i += 2 + body.readUInt16BE(i + 2);
  }
  throw new Error("no JPEG frame header in the upload");
}

/** Opens the drawer and clicks "analyse this page". */
async function clickAnalyse(page: Page): Promise<void> {
  await page.getByTestId("assistant-fab").click();
  const drawer = page.getByTestId("assistant-drawer");
  await expect(drawer.getByTestId("assistant-chat")).toBeVisible();
  await drawer.getByTestId("assistant-analyse").click();
}

/** The size of the picture the mock received, once the drawer shows it attached. */
async function uploadedSize(page: Page, mock: MockControl): Promise<{ width: number; height: number }> {
  // The app's capture, or (a page that does not answer) the request's 8 s and the shell's capture.
  await expect(page.getByTestId("assistant-drawer").getByTestId("assistant-image")).toBeVisible({ timeout: 40_000 });
  const uploads = (await mock.log()).filter((e) => e.path === "/api/v1/agent/image-upload");
  expect(uploads).toHaveLength(1);
  const res = await fetch(`${new URL(MOCK_CONTROL_URL).origin}/api/v1/agent/images/${(uploads[0]!.body as { name: string }).name}`);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
  return jpegSize(Buffer.from(await res.arrayBuffer()));
}

/** The picture is `box` at the capture scale (±2 px of rounding). */
function expectScaled(size: { width: number; height: number }, box: { width: number; height: number }) {
  const what = JSON.stringify({ size, box });
  expect(Math.abs(size.width - box.width * SCALE), what).toBeLessThanOrEqual(2);
  expect(Math.abs(size.height - box.height * SCALE), what).toBeLessThanOrEqual(2);
}

const boxOf = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { width: r.width, height: r.height };
};

test.describe("assistant page analysis of sub-app panes", () => {
  test("[AI-63] a micro-app pane gives its own picture: the upload is the app's root at scale 1.5", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    await openLeaf(page, M.orderList.menuId);
    const root = microRoot(page, `m_${M.orderList.menuId}`);
    await expect(root.locator("tbody tr")).toHaveCount(10);
    const appBox = await root.evaluate(boxOf);
    const mainBox = await page.locator("main").evaluate(boxOf);
    await clickAnalyse(page);
    const size = await uploadedSize(page, mock);
    expectScaled(size, appBox);
    expect(Math.abs(size.height - mainBox.height * SCALE)).toBeGreaterThan(2);
    await expect(page.getByText("当前页面由其他系统提供")).toHaveCount(0);
  });

  test("[AI-63] an iframe pane's page gives its own picture through the bridge", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    await openLeaf(page, M.shopAuth.menuId);
    const app = page.frameLocator(`[role="tabpanel"][data-pane="m_${M.shopAuth.menuId}"] iframe`).locator("#app");
    await expect(app.locator('[data-ready="shop-auth"]')).toBeVisible();
    const appBox = await app.evaluate(boxOf);
    await clickAnalyse(page);
    expectScaled(await uploadedSize(page, mock), appBox);
  });

  test("a page that cannot give its own picture: the shell is captured and the user is told, in their language", async ({ page, mock }) => {
    // A cross-origin page that does not speak the request: the frame never sees it.
    await page.addInitScript(() => {
      if (window === window.top) return;
      window.addEventListener("message", (e) => {
        if ((e.data as { type?: unknown } | null)?.type === "shell:capturePage") e.stopImmediatePropagation();
      }, true);
    });
    await loginAs(page, "owner", "zh_CN");
    await openLeaf(page, M.iframeSyncLog.menuId);
    await expect(pane(page, M.iframeSyncLog.menuId).locator("iframe")).toBeVisible();
    const mainBox = await page.locator("main").evaluate(boxOf);
    await clickAnalyse(page);
    await expect(page.getByText("当前页面由其他系统提供，无法截取其内容")).toBeVisible({ timeout: 30_000 });
    await shot(page, "assistant-capture-fallback-zh_CN");
    expectScaled(await uploadedSize(page, mock), mainBox);
  });
});
