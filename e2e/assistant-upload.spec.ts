/**
 * The screenshot upload through the running portal (its body limit, the route, the embedded
 * mock host): the field FILE, the 1 MiB limit of the file itself on both sides, the content
 * check, and every refusal as JSON in the seller's language, never an HTML page.
 */
import type { APIResponse } from "@playwright/test";
import { JPEG, PNG_HTML_POLYGLOT, SVG_WITH_SCRIPT, pngOfSize } from "../spec/assistant/image-fixtures";
import { expect, loginAs, test } from "./support/fixtures";

const file = (buffer: Buffer, mimeType: string, name = "screenshot.png") => ({ FILE: { name, mimeType, buffer } });

async function refusal(res: APIResponse, status: number, message: string) {
  expect(res.status()).toBe(status);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ ok: false, status, message });
}

test.describe("the screenshot upload through the portal", () => {
  test("[AI-64] the drawer's page analysis posts its capture as multipart FILE and the host gets it at POST /api/v1/agent/image-upload; a FILE of exactly 1 MiB (1,048,576 bytes) passes the portal, one byte more is refused 413 in the seller's language, as is a body past the server's limit", async ({ page, mock }) => {
    // The page capture is CPU-bound: on a loaded machine it takes tens of seconds.
    test.setTimeout(150_000);
    await loginAs(page, "owner", "zh_CN");
    // The drawer: the page analysis uploads its capture as FILE (the mock host takes no other field).
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/assistant/image-upload") && r.method() === "POST", { timeout: 90_000 });
    await page.getByTestId("assistant-fab").click();
    const drawer = page.getByTestId("assistant-drawer");
    await expect(drawer.getByTestId("assistant-chat")).toBeVisible();
    await drawer.getByTestId("assistant-analyse").click();
    const request = await posted;
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    // The browser does not show a Blob body; the portal reads only FILE, and the host takes no
    // other field (its answer is 400 `FILE is required`): the picture reaching it is the proof.
    await expect(drawer.getByTestId("assistant-image")).toBeVisible({ timeout: 60_000 });
    const hostUploads = async () => (await mock.log()).filter((e) => e.path === "/api/v1/agent/image-upload");
    expect(await hostUploads()).toHaveLength(1);
    expect((await hostUploads())[0]!.body).toMatchObject({ type: "image/jpeg", name: expect.stringMatching(/\.jpg$/) });

    // Exactly 1 MiB passes the server's body limit and the route.
    const exact = await page.request.post("/api/assistant/image-upload", { multipart: file(pngOfSize(1_048_576), "image/png") });
    expect(exact.status()).toBe(200);
    expect(await exact.json()).toMatchObject({ ok: true, oss_url: expect.stringMatching(/\/api\/v1\/agent\/images\/shot-\d+-\d+\.png$/) });
    expect((await hostUploads()).map((e) => (e.body as { size: number }).size).at(-1)).toBe(1_048_576);
    // One byte more: the route's 413, in the seller's language.
    await refusal(await page.request.post("/api/assistant/image-upload", { multipart: file(pngOfSize(1_048_577), "image/png") }), 413, "截图超过 1 MB，无法上传。");
    // Past the server's own limit (refused before it is read): the same JSON, not the error page.
    await refusal(await page.request.post("/api/assistant/image-upload", { multipart: file(pngOfSize(2 * 1_048_576), "image/png") }), 413, "截图超过 1 MB，无法上传。");
    await refusal(await page.request.post("/api/assistant/image-upload", {
      multipart: file(pngOfSize(2 * 1_048_576), "image/png"), headers: { Cookie: `lng=en_US; ${(await page.context().cookies()).filter((c) => c.name !== "lng").map((c) => `${c.name}=${c.value}`).join("; ")}` },
    }), 413, "The screenshot is larger than 1 MB and cannot be uploaded.");
    expect(await hostUploads()).toHaveLength(2);
  });

  test("the content decides: an SVG with a script as image/png and a PNG+HTML polyglot are refused 415 as JSON; a JPEG passes", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    const unsupported = "只能上传完整的 JPEG 或 PNG 图片。";
    await refusal(await page.request.post("/api/assistant/image-upload", { multipart: file(SVG_WITH_SCRIPT, "image/png") }), 415, unsupported);
    await refusal(await page.request.post("/api/assistant/image-upload", { multipart: file(PNG_HTML_POLYGLOT, "image/png") }), 415, unsupported);
    expect((await mock.log()).filter((e) => e.path === "/api/v1/agent/image-upload")).toHaveLength(0);
    const ok = await page.request.post("/api/assistant/image-upload", { multipart: file(JPEG, "image/jpeg", "a.jpg") });
    expect(ok.status()).toBe(200);
    // What the host serves back is never sniffed as anything else.
    const served = await page.request.get((await ok.json()).oss_url as string);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
