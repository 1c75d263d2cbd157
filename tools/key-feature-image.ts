/**
 * Makes the mock's key-feature image (`mock-gateway/apps/static/ai-assistant.webp`, the image of
 * the seeded "AI 助手上线" announcement, ANN-05): a screenshot of the real AI assistant drawer
 * answering a question about FBA replenishment (the mock's answer: its think part, a table and a
 * formula), the conversation cropped to 16:9, scaled to 480 × 270 px and encoded as WebP, all in
 * Chromium (its canvas encodes WebP), so nothing is needed beyond Playwright.
 *
 * The image is the largest thing of the shell's first paint when the popup shows
 * (`shell_lcp_ms`), so it is kept small: the script fails above {@link MAX_BYTES}.
 *
 * Run it against a portal with its embedded mock (`npm start`, or any built portal):
 *   PORTAL_URL=http://127.0.0.1:3000 npm run tools:key-feature-image
 *
 * @module tools/key-feature-image
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const PORTAL_URL = process.env.PORTAL_URL ?? "http://127.0.0.1:3000";
const OUT = join(process.cwd(), "mock-gateway", "apps", "static", "ai-assistant.webp");
/** The image's size, px (the popup shows it at this size). */
const WIDTH = 480;
const HEIGHT = 270;
/** WebP quality, 0–1. */
const QUALITY = 0.7;
/** The most bytes the image may have. */
const MAX_BYTES = 10 * 1024;

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-CN", timezoneId: "Asia/Shanghai" });
    const { hostname } = new URL(PORTAL_URL);
    // zh_CN, and the seeded popup announcements closed (they would cover the drawer).
    await context.addCookies([
      { name: "lng", value: "zh_CN", domain: hostname, path: "/" },
      { name: "portal_ann_closed", value: "8001.8002.8003.8004", domain: hostname, path: "/" },
    ]);
    const page = await context.newPage();
    await page.goto(`${PORTAL_URL}/login`);
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
    await page.locator('input[name="userName"]').fill("owner");
    await page.locator('input[name="password"]').fill("Owner2026");
    await page.locator("button[type=submit]").click();
    await page.waitForURL(/\/entry\/1001\/ERP/);
    await page.getByTestId("assistant-fab").click();
    const drawer = page.getByTestId("assistant-drawer");
    await drawer.getByTestId("assistant-chat").waitFor();
    // A new session asked about FBA replenishment: the mock answers with its think part, a table and a formula.
    await drawer.getByTestId("assistant-new-session").click();
    const input = drawer.getByTestId("assistant-input");
    await input.fill("FBA 补货数量怎么计算？");
    await input.press("Enter");
    await drawer.getByTestId("assistant-send").waitFor({ timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    if (process.env.KEY_FEATURE_DEBUG) await page.screenshot({ path: process.env.KEY_FEATURE_DEBUG });
    // The conversation under its title bar, 16:9: the greeting, the question and the answer.
    const chat = (await drawer.getByTestId("assistant-chat").boundingBox())!;
    const title = (await drawer.getByTestId("assistant-chat-title").boundingBox())!;
    const top = title.y + title.height + 12;
    const clip = { x: chat.x, y: top, width: chat.width, height: Math.round((chat.width * HEIGHT) / WIDTH) };
    const png = await page.screenshot({ clip, animations: "disabled" });
    const webp = await page.evaluate(
      async ({ data, w, h, q }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext("2d")!;
        ctx.imageSmoothingQuality = "high";
        ctx.drawImage(image, 0, 0, w, h);
        return canvas.toDataURL("image/webp", q).split(",")[1]!;
      },
      { data: png.toString("base64"), w: WIDTH, h: HEIGHT, q: QUALITY },
    );
    const bytes = Buffer.from(webp, "base64");
    if (bytes.subarray(8, 12).toString("latin1") !== "WEBP") throw new Error("Chromium did not encode WebP");
    if (bytes.length > MAX_BYTES) throw new Error(`the image is ${bytes.length} bytes, over ${MAX_BYTES}`);
    await writeFile(OUT, bytes);
    console.log(`${OUT}: ${WIDTH}×${HEIGHT} WebP, ${bytes.length} bytes`);
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
