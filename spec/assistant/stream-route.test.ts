/**
 * The streamed answer through the portal (`POST /api/assistant/stream` → the host's
 * `POST /api/v1/question/stream`), against the in-process mock: which image URLs go upstream,
 * and the host's failures as JSON in the user's language.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { imageUploadAction, questionStreamAction } from "~/features/assistant/routes.server";
import { signImageTicket } from "~/features/assistant/image-ticket.server";
import { PORTAL, setupMockGateway, type CookieJar } from "../support/portal-env";
import { json, ownerJar } from "../notices/owner-session";
import { JPEG, uploadForm } from "./image-fixtures";

const { gw } = setupMockGateway();

const asked = () => gw.log.filter((e) => e.path === "/api/v1/question/stream");
const cookies = (jar: CookieJar, lng?: string) => (lng ? `${jar.header().replace(/(^|; )lng=[^;]*/, "")}; lng=${lng}` : jar.header());

function ask(jar: CookieJar, body: unknown, lng?: string, type = "application/json"): Promise<Response> {
  return questionStreamAction(new Request(`${PORTAL}/api/assistant/stream`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { Cookie: cookies(jar, lng), "Content-Type": type },
  }));
}

const question = { session_id: "s-owner-1", message: "广告 ACoS 多少合适", model_code: "deepseek-r1", his_messages: [] };

/** Adds a fault to the mock (its control API). */
const fault = (body: object) => fetch("http://gateway.test/__mock/fault", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

afterEach(async () => {
  vi.restoreAllMocks();
  await fetch("http://gateway.test/__mock/assistant", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ chunkDelayMs: 40, chunkChars: 6 }) });
});

describe("the streamed answer route", () => {
  it("images[] keeps only URLs the upload handed out to this user (their tickets); javascript:, file:, an internal address, a forged or another user's ticket are dropped and logged", async () => {
    await fetch("http://gateway.test/__mock/assistant", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ chunkDelayMs: 0, chunkChars: 1000 }) });
    const jar = await ownerJar();
    const uploaded = await json(await imageUploadAction(new Request(`${PORTAL}/api/assistant/image-upload`, { method: "POST", body: uploadForm(JPEG, "image/jpeg"), headers: { Cookie: jar.header() } })));
    expect(uploaded.ok).toBe(true);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const other = signImageTicket(uploaded.oss_url, { userName: "leftie", company: "" });
    const forged = `${uploaded.ticket.split(".")[0]}.${"A".repeat(43)}`;
    const first = await ask(jar, {
      ...question,
      images: [uploaded.oss_url, "javascript:alert(1)", "file:///etc/passwd", "http://169.254.169.254/latest/meta-data/"],
      image_tickets: [uploaded.ticket, uploaded.ticket, uploaded.ticket, uploaded.ticket],
    });
    expect(first.status).toBe(200);
    await first.text();
    const second = await ask(jar, { ...question, images: [uploaded.oss_url, uploaded.oss_url, uploaded.oss_url], image_tickets: [forged, other] });
    expect(second.status).toBe(200);
    await second.text();
    expect(asked().map((e) => (e.body as { images?: unknown }).images)).toEqual([[uploaded.oss_url], []]);
    for (const e of asked()) expect(e.body).not.toHaveProperty("image_tickets");
    expect(warn.mock.calls.map((c) => (c[1] as { dropped: unknown }).dropped)).toEqual([
      [
        { reason: "not http(s)", origin: "javascript:" },
        { reason: "not http(s)", origin: "file:" },
        { reason: "no valid ticket", origin: "http://169.254.169.254" },
      ],
      [
        { reason: "no valid ticket", origin: "http://gateway.test" },
        { reason: "no valid ticket", origin: "http://gateway.test" },
        { reason: "no valid ticket", origin: "http://gateway.test" },
      ],
    ]);
  });

  it("a host that fails (500) or answers JSON 200 instead of a stream is a 502 JSON in the user's language, never an empty stream", async () => {
    const jar = await ownerJar();
    await fault({ match: "/api/v1/question/stream", kind: "status", value: 500 });
    const failed = await ask(jar, question);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ ok: false, status: 502, message: "AI 助手服务暂时不可用，请稍后重试。" });
    await fault({ match: "/api/v1/question/stream", kind: "malformed" });
    const notStream = await ask(jar, question, "en_US");
    expect(notStream.status).toBe(502);
    expect(await notStream.json()).toEqual({ ok: false, status: 502, message: "The assistant service is unavailable right now. Please try again later." });
  });

  it("a body that is not JSON is 415, a bad question 400: JSON in the user's language, and nothing is asked", async () => {
    const jar = await ownerJar();
    const form = await ask(jar, "message=hi", "ko_KR", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ ok: false, status: 415, message: "지원하지 않는 형식입니다." });
    expect(await json(await ask(jar, { ...question, message: "" }))).toEqual({ ok: false, status: 400, message: "请求无效，请重试。" });
    expect(asked()).toHaveLength(0);
  });
});
