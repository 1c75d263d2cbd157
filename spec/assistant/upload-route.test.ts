/**
 * The screenshot upload through the portal (`POST /api/assistant/image-upload` → the host's
 * `POST /api/v1/agent/image-upload`), against the in-process mock: the FILE field, the 1 MiB
 * limit of the file itself, the content check, and refusals as JSON in the user's language.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadCapture } from "~/features/assistant/screenshot";
import { imageUploadAction, rejectedLoader } from "~/features/assistant/routes.server";
import { PORTAL, setupMockGateway, type CookieJar } from "../support/portal-env";
import { json, ownerJar } from "../notices/owner-session";
import { HTML_PAGE, JPEG, JPEG_HTML_POLYGLOT, PNG_HTML_POLYGLOT, SVG_WITH_SCRIPT, pngOfSize, uploadForm } from "./image-fixtures";

const { gw, rawBodies } = setupMockGateway();

const HOST_UPLOAD = "/api/v1/agent/image-upload";
const uploads = () => gw.log.filter((e) => e.path === HOST_UPLOAD);

/** The jar's cookies with the language cookie set to `lng`. */
const cookies = (jar: CookieJar, lng?: string) => (lng ? `${jar.header().replace(/(^|; )lng=[^;]*/, "")}; lng=${lng}` : jar.header());

function upload(body: FormData | string, jar?: CookieJar, lng?: string, type?: string): Promise<Response> {
  return imageUploadAction(new Request(`${PORTAL}/api/assistant/image-upload`, {
    method: "POST",
    body,
    headers: { ...(jar ? { Cookie: cookies(jar, lng) } : {}), ...(type ? { "Content-Type": type } : {}) },
  }));
}

afterEach(() => void vi.unstubAllGlobals());

describe("the screenshot upload", () => {
  it("[AI-64] the screenshot goes as multipart field FILE, from the drawer to the portal and from the portal to the host's POST /api/v1/agent/image-upload; a file of exactly 1 MiB (1,048,576 bytes) is accepted, one byte more is refused with 413 in the user's language", async () => {
    const jar = await ownerJar();
    // The drawer: uploadCapture posts the capture to the portal as FILE.
    const sent: FormData[] = [];
    vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as FormData);
      return Response.json({ ok: true, oss_url: "https://oss.example/a.jpg", ticket: "t", expires_at: 1 });
    }));
    await uploadCapture(new Blob([JPEG], { type: "image/jpeg" }));
    vi.unstubAllGlobals();
    expect(sent).toHaveLength(1);
    expect([...sent[0]!.keys()]).toEqual(["FILE"]);
    expect((sent[0]!.get("FILE") as File).size).toBe(JPEG.length);

    // The portal: exactly 1,048,576 bytes pass and reach the host as multipart FILE.
    const exact = pngOfSize(1_048_576);
    expect(exact.length).toBe(1_048_576);
    const ok = await upload(uploadForm(exact, "image/png", "screenshot.png"), jar);
    expect(ok.status).toBe(200);
    const body = await json(ok);
    expect(body).toMatchObject({ ok: true, oss_url: expect.stringMatching(/^http:\/\/gateway\.test\/api\/v1\/agent\/images\/shot-1-\d+\.png$/), ticket: expect.any(String) });
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]!.body).toMatchObject({ size: 1_048_576, type: "image/png" });
    const raw = rawBodies.find((r) => r.path === HOST_UPLOAD)!;
    expect(raw.body).toMatch(/Content-Disposition: form-data; name="FILE"; filename="screenshot\.png"/i);

    // 1,048,577 bytes: 413, JSON, the message in the user's language; the host never sees it.
    const over = pngOfSize(1_048_577);
    for (const [lng, message] of [["zh_CN", "截图超过 1 MB，无法上传。"], ["en_US", "The screenshot is larger than 1 MB and cannot be uploaded."], ["ko_KR", "스크린샷이 1MB보다 커서 업로드할 수 없습니다."]] as const) {
      const res = await upload(uploadForm(over, "image/png", "screenshot.png"), jar, lng);
      expect(res.status).toBe(413);
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ ok: false, status: 413, message });
    }
    expect(uploads()).toHaveLength(1);
  });

  it("the content decides, never the declared type: an SVG with a script sent as image/png, HTML sent as image/jpeg, and PNG+HTML or JPEG+HTML polyglots are refused with 415 in the user's language and never reach the host", async () => {
    const jar = await ownerJar();
    const hostile: Array<[Buffer, string]> = [
      [SVG_WITH_SCRIPT, "image/png"], [HTML_PAGE, "image/jpeg"], [PNG_HTML_POLYGLOT, "image/png"], [JPEG_HTML_POLYGLOT, "image/jpeg"],
    ];
    for (const [bytes, type] of hostile) {
      const res = await upload(uploadForm(bytes, type), jar);
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({ ok: false, status: 415, message: "只能上传完整的 JPEG 或 PNG 图片。" });
    }
    const en = await upload(uploadForm(PNG_HTML_POLYGLOT, "image/png"), jar, "en_US");
    expect(await en.json()).toEqual({ ok: false, status: 415, message: "Only a whole JPEG or PNG image can be uploaded." });
    expect(uploads()).toHaveLength(0);
  });

  it("a real image goes to the host with the type found in it: a PNG declared image/jpeg goes as image/png, a JPEG as image/jpeg", async () => {
    const jar = await ownerJar();
    expect((await upload(uploadForm(pngOfSize(), "image/jpeg", "x.jpg"), jar)).status).toBe(200);
    expect((await upload(uploadForm(JPEG, "application/octet-stream", "x.bin"), jar)).status).toBe(200);
    expect(uploads().map((e) => (e.body as { type: string }).type)).toEqual(["image/png", "image/jpeg"]);
    expect(rawBodies.filter((r) => r.path === HOST_UPLOAD).map((r) => /filename="([^"]+)"/.exec(r.body)?.[1])).toEqual(["screenshot.png", "screenshot.jpg"]);
  });

  it("every refusal is JSON in the user's language: not logged in 401, not a form 415, no FILE 400", async () => {
    const jar = await ownerJar();
    expect(await json(await upload(uploadForm(JPEG, "image/jpeg")))).toEqual({ ok: false, status: 401, message: "登录已失效，请重新登录。" });
    const notForm = await upload(JSON.stringify({ FILE: "x" }), jar, "en_US", "application/json");
    expect(notForm.status).toBe(415);
    expect(await notForm.json()).toEqual({ ok: false, status: 415, message: "This content type is not supported." });
    const noFile = await upload(uploadForm(JPEG, "image/jpeg", "a.jpg", "file"), jar, "ko_KR");
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ ok: false, status: 400, message: "스크린샷을 받지 못했습니다. 다시 시도해 주세요." });
    expect(uploads()).toHaveLength(0);
  });

  it("what the server refused before the route (a body over its limit, another site's POST) is answered as JSON in the user's language", async () => {
    const at = (from: string, lng: string) => new Request(`${PORTAL}/api/assistant/rejected?from=${from}`, { headers: { Cookie: `lng=${lng}` } });
    const big = await rejectedLoader(at("image-upload", "zh_CN"), { status: 413 });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ ok: false, status: 413, message: "截图超过 1 MB，无法上传。" });
    expect(await (await rejectedLoader(at("stream", "en_US"), { status: 413 })).json()).toEqual({ ok: false, status: 413, message: "What was sent is too large and was refused." });
    expect(await (await rejectedLoader(at("stream", "ko_KR"), { status: 403 })).json()).toEqual({ ok: false, status: 403, message: "다른 웹사이트에서 온 요청이라 거부되었습니다." });
    expect((await rejectedLoader(at("stream", "zh_CN"), undefined)).status).toBe(404);
  });
});
