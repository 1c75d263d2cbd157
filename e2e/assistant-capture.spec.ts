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

/** The capture's JPEG quality (AI-63): 0.8, i.e. the IJG quality 80 the browser's encoder is given. */
const QUALITY = 80;
/** The IJG (libjpeg) standard luminance quantisation table, which a browser's JPEG encoder scales by quality. */
const STD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
/** The luminance table (its 64 values, sorted) that quality `q` gives under the IJG scaling. */
function lumaTableAt(q: number): number[] {
  const scale = q < 50 ? Math.floor(5000 / q) : 200 - q * 2;
  return STD_LUMINANCE.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100)))).sort((a, b) => a - b);
}

/** The 64 values (sorted) of the JPEG's luminance quantisation table 0 (its DQT marker). */
function jpegLumaTable(body: Buffer): number[] {
  let i = body.indexOf(Buffer.from([0xff, 0xd8, 0xff])) + 2;
  while (i + 4 < body.length) {
    const marker = body[i + 1]!;
    const length = body.readUInt16BE(i + 2);
    if (marker === 0xdb) {
      for (let j = i + 4; j < i + 2 + length; ) {
        const precision = body[j]! >> 4;
        const id = body[j]! & 0x0f;
        const values = [...Array(64).keys()].map((k) => (precision ? body.readUInt16BE(j + 1 + 2 * k) : body[j + 1 + k]!));
        if (id === 0) return values.sort((a, b) => a - b);
        j += 1 + 64 * (precision ? 2 : 1);
      }
    }
    i += 2 + length;
  }
  throw new Error("no luminance quantisation table in the upload");
}

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
  const body = Buffer.from(await res.arrayBuffer());
  // Encoded at quality 0.8: its luminance table is the standard one scaled for 80, not 79 or 81.
  const table = jpegLumaTable(body);
  expect(table).toEqual(lumaTableAt(QUALITY));
  expect(table).not.toEqual(lumaTableAt(QUALITY - 1));
  expect(table).not.toEqual(lumaTableAt(QUALITY + 1));
  return jpegSize(body);
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
  test("[AI-63] a micro-app pane gives its own picture: the upload is the app's root at scale 1.5, a JPEG of quality 0.8", async ({ page, mock }) => {
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

  test("[AI-63] an iframe pane's page gives its own picture through the bridge: at scale 1.5, a JPEG of quality 0.8", async ({ page, mock }) => {
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
