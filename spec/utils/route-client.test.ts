// @vitest-environment happy-dom
/**
 * The one route client of the browser (app/utils/route-client.ts): what it sends (the prefix,
 * same-origin, the form), what it reads (the envelope, a schema), its one error whatever the
 * reply, its one reaction to an ended session, its deadline and cancel, and the error's text
 * in the user's language. The deployment here has the prefix `/pre`.
 */
import fc from "fast-check";
import { createInstance, type TFunction } from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import enCommon from "~/i18n/resources/en_US/common.json";
import koCommon from "~/i18n/resources/ko_KR/common.json";
import zhAccount from "~/i18n/resources/zh_CN/account.json";
import zhCommon from "~/i18n/resources/zh_CN/common.json";
import { callRoute, replyFailure, RouteError, routeErrorText, tryRoute } from "~/utils/route-client";

vi.mock("~/utils/base-path", () => ({
  BASE_PATH: "/pre/",
  withBase: (path: string) => (path.startsWith("/") && !path.startsWith("//") ? `/pre${path}` : path),
}));

/** A reply as fetch gives it; `redirectedTo`: the URL a followed redirect landed on. */
function reply(body: string, init: { status?: number; type?: string; redirectedTo?: string } = {}): Response {
  const res = new Response(body, { status: init.status ?? 200, headers: init.type ? { "Content-Type": init.type } : {} });
  if (init.redirectedTo) {
    Object.defineProperty(res, "redirected", { value: true });
    Object.defineProperty(res, "url", { value: init.redirectedTo });
  }
  return res;
}
const json = (value: unknown, status = 200) => reply(JSON.stringify(value), { status, type: "application/json" });

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // A page restored from the back-forward cache navigates again: each test starts on a page that stays.
  const restore = new Event("pageshow");
  Object.defineProperty(restore, "persisted", { value: true });
  window.dispatchEvent(restore);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The error a call rejects with (fails the test when it resolves). */
async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.fail("the call resolved"),
    (error: unknown) => error,
  );
}

async function translator(lng: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    defaultNS: "common",
    resources: { zh_CN: { common: zhCommon, account: zhAccount }, en_US: { common: enCommon }, ko_KR: { common: koCommon } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng);
}

describe("what a call sends", () => {
  it("a GET of the prefixed path, same-origin only, asking for JSON; the envelope is the reply", async () => {
    fetchMock.mockResolvedValue(json({ ok: true, menuIds: [3, 1] }));
    await expect(callRoute("/api/favourites")).resolves.toEqual({ ok: true, menuIds: [3, 1] });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/pre/api/favourites");
    expect(init.method).toBeUndefined();
    expect(init.body).toBeUndefined();
    expect(init.mode).toBe("same-origin");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toEqual({ Accept: "application/json" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("a form is POSTed urlencoded, in order, a list repeating its field; a FormData goes as it is", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ ok: true })));
    await callRoute("/api/account/scenes", { form: { intent: "save", menuIds: ["7", 8], remark: "" } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe("intent=save&menuIds=7&menuIds=8&remark=");
    const data = new FormData();
    data.append("FILE", "x");
    await callRoute("/api/assistant/image-upload", { form: data, cache: "no-store" });
    const [, upload] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(upload.body).toBe(data);
    expect(upload.cache).toBe("no-store");
  });

  it("property: any fields arrive as the form they are, every value a string", async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1 }), value, { maxKeys: 5 }), async (fields) => {
        fetchMock.mockReset();
        fetchMock.mockResolvedValue(json({ ok: true }));
        await callRoute("/api/x", { form: fields });
        const sent = [...new URLSearchParams(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))];
        const expected = Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => [k, String(item)]));
        expect(sent).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("property: a path that is not app-absolute is refused and nothing is sent", async () => {
    const notAppPath = fc.oneof(
      fc.string().filter((s) => !s.startsWith("/")),
      fc.string().map((s) => `//${s}`),
      fc.webUrl(),
    );
    await fc.assert(
      fc.asyncProperty(notAppPath, async (path) => {
        const error = await failure(callRoute(path));
        expect(error).toBeInstanceOf(RouteError);
        expect((error as RouteError).kind).toBe("refused");
      }),
      { numRuns: 60 },
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("what a call reads", () => {
  it("with a schema, the reply it accepts (typed); a reply it does not accept is malformed", async () => {
    const schema = z.object({ ok: z.literal(true), token: z.string() });
    fetchMock.mockResolvedValueOnce(json({ ok: true, token: "t1", extra: 1 }));
    await expect(callRoute("/api/bridge/token", { form: {}, schema })).resolves.toEqual({ ok: true, token: "t1" });
    fetchMock.mockResolvedValueOnce(json({ ok: true, token: 5 }));
    expect(await failure(callRoute("/api/bridge/token", { form: {}, schema }))).toMatchObject({ kind: "malformed", status: 200 });
    // A schema of a bare reply (the menu tree is a JSON array).
    const array = { safeParse: (v: unknown) => (Array.isArray(v) ? { success: true as const, data: v } : { success: false as const }) };
    fetchMock.mockResolvedValueOnce(json([{ menuId: 1 }]));
    await expect(callRoute("/api/menus/tree", { schema: array })).resolves.toEqual([{ menuId: 1 }]);
  });

  it("a refusal carries the route's failure: the gateway's message, an i18n key, or the portal's own message", async () => {
    const failureBody = { kind: "code", behaviour: "warn", code: "500", serverMessage: "菜单已删除", messageKey: "errors.request" };
    fetchMock.mockResolvedValueOnce(json({ ok: false, failure: failureBody }, 502));
    expect(await failure(callRoute("/api/menu-pin", { form: { menuId: 1 } }))).toMatchObject({ kind: "refused", status: 502, serverMessage: "菜单已删除", failure: failureBody });
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: "account:errors.badInput" }, 400));
    expect(await failure(callRoute("/api/account/scenes", { form: {} }))).toMatchObject({ kind: "refused", status: 400, messageKey: "account:errors.badInput", serverMessage: null });
    fetchMock.mockResolvedValueOnce(json({ ok: false, status: 429, message: "今日额度已达上限" }, 429));
    expect(await failure(callRoute("/api/assistant/image-upload", { form: {} }))).toMatchObject({ kind: "refused", status: 429, serverMessage: "今日额度已达上限" });
    // `{ok: false}` with a 2xx (the statistics call's failed gateway call) is a refusal too.
    fetchMock.mockResolvedValueOnce(json({ ok: false }));
    expect(await failure(callRoute("/api/menu-opt", { form: {} }))).toMatchObject({ kind: "refused", status: 200, messageKey: "errors.request" });
  });

  it("property: any reply settles as the reply or as the one RouteError, never another error", async () => {
    const body = fc.oneof(fc.string(), fc.json(), fc.constant("<!DOCTYPE html><title>x</title>"), fc.constant(""));
    const status = fc.integer({ min: 200, max: 599 }).filter((s) => s !== 401 && s !== 204 && s !== 205 && s !== 304);
    const type = fc.constantFrom(undefined, "application/json", "text/html", "text/plain");
    await fc.assert(
      fc.asyncProperty(body, status, type, async (text, code, contentType) => {
        fetchMock.mockReset();
        fetchMock.mockResolvedValue(reply(text, { status: code, type: contentType }));
        const answer = await tryRoute("/api/x");
        if (answer.ok) {
          expect(code).toBeLessThan(300);
          expect(answer.value).toMatchObject({ ok: true });
        } else {
          expect(answer.error).toBeInstanceOf(RouteError);
          expect(["malformed", "refused"]).toContain(answer.error.kind);
          if (code >= 300) expect(answer.error).toMatchObject({ kind: "refused", status: code });
        }
      }),
      { numRuns: 150 },
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("property: a 2xx reply that is not JSON is malformed, whatever its type says", async () => {
    const notJson = fc.string().filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(notJson, fc.constantFrom("application/json", "text/html"), async (text, contentType) => {
        fetchMock.mockReset();
        fetchMock.mockResolvedValue(reply(text, { type: contentType }));
        expect(await failure(callRoute("/api/x"))).toMatchObject({ kind: "malformed", status: 200, messageKey: "errors.malformed" });
      }),
      { numRuns: 80 },
    );
  });

  it("no reply (fetch rejects with a TypeError) is kind network; a schema that throws reads as malformed", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await failure(callRoute("/api/notices/bell"));
    expect(error).toBeInstanceOf(RouteError);
    expect(error).toMatchObject({ kind: "network", status: null, messageKey: "errors.network" });
    fetchMock.mockResolvedValueOnce(json({ ok: true }));
    const throwing = {
      safeParse: (): { success: true; data: unknown } => {
        throw new TypeError("boom");
      },
    };
    expect(await failure(callRoute("/api/x", { schema: throwing }))).toMatchObject({ kind: "malformed" });
  });
});

describe("an ended session (GW-11)", () => {
  it("a reply redirected to the login page sends the page there once, however many calls find it together", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(reply("<html>login</html>", { type: "text/html", redirectedTo: "http://localhost/pre/login?reason=expired" })));
    const answers = await Promise.all([tryRoute("/api/notices/bell"), tryRoute("/api/favourites"), tryRoute("/api/menu-opt", { form: { menuId: 1 } })]);
    for (const answer of answers) expect(answer).toMatchObject({ ok: false, error: { kind: "session-ended", messageKey: "errors.unauthorized" } });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("http://localhost/pre/login?reason=expired");
  });

  it("an HTTP 401 sends the page to the prefixed login page that says the session expired", async () => {
    fetchMock.mockResolvedValue(json({ ok: false, status: 401, message: "请先登录" }, 401));
    expect(await failure(callRoute("/api/assistant/image-upload", { form: {} }))).toMatchObject({ kind: "session-ended", status: 401 });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/pre/login?reason=expired");
  });

  it("a page already leaving for another document is not sent anywhere", async () => {
    window.dispatchEvent(new Event("beforeunload"));
    fetchMock.mockResolvedValue(reply("", { redirectedTo: "http://localhost/pre/login" }));
    expect(await failure(callRoute("/api/notices/bell"))).toMatchObject({ kind: "session-ended" });
    expect(assign).not.toHaveBeenCalled();
  });

  it("a redirect elsewhere is no ended session", async () => {
    fetchMock.mockResolvedValue(reply(JSON.stringify({ ok: true }), { type: "application/json", redirectedTo: "http://localhost/pre/api/loginx" }));
    await expect(callRoute("/api/x")).resolves.toEqual({ ok: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it("a reply a caller read itself (a stream that did not come) gets the same reaction and error", async () => {
    expect(await replyFailure("/api/assistant/stream", json({ ok: false, status: 401, message: "x" }, 401))).toMatchObject({ kind: "session-ended", status: 401 });
    expect(assign).toHaveBeenCalledWith("/pre/login?reason=expired");
    expect(await replyFailure("/api/assistant/stream", json({ ok: false, status: 429, message: "今日额度已达上限" }, 429))).toMatchObject({ kind: "refused", status: 429, serverMessage: "今日额度已达上限" });
    expect(await replyFailure("/api/assistant/stream", json({ ok: true }))).toMatchObject({ kind: "malformed", status: 200 });
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe("deadline and cancel", () => {
  /** A fetch that never answers but honours its signal, as the browser's does. */
  const hanging = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));

  it("no whole reply within timeoutMs: kind timeout, and the request is aborted", async () => {
    fetchMock.mockImplementation(hanging);
    expect(await failure(callRoute("/api/x", { timeoutMs: 20 }))).toMatchObject({ kind: "timeout", messageKey: "errors.timeout" });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal?.aborted).toBe(true);
  });

  it("a fetch that ignores the abort still settles at the deadline", async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    expect(await failure(callRoute("/api/x", { timeoutMs: 20 }))).toMatchObject({ kind: "timeout" });
  });

  it("the caller's signal: kind aborted, before or during the call", async () => {
    fetchMock.mockImplementation(hanging);
    const early = new AbortController();
    early.abort();
    expect(await failure(callRoute("/api/x", { signal: early.signal }))).toMatchObject({ kind: "aborted" });
    expect(fetchMock).not.toHaveBeenCalled();
    const late = new AbortController();
    const call = callRoute("/api/x", { signal: late.signal });
    late.abort();
    expect(await failure(call)).toMatchObject({ kind: "aborted" });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal?.aborted).toBe(true);
  });
});

describe("the error's text in the user's language", () => {
  it("the gateway's own message first (GW-08), else the key in namespace common (GW-09, GW-13)", async () => {
    const zh = await translator("zh_CN");
    expect(routeErrorText(zh, new RouteError({ kind: "refused", path: "/api/x", status: 502, serverMessage: "菜单已删除" }))).toBe("菜单已删除");
    expect(routeErrorText(zh, new RouteError({ kind: "refused", path: "/api/x", status: 500 }))).toBe("请求出现错误，请稍后再试");
    expect(routeErrorText(zh, new RouteError({ kind: "network", path: "/api/x" }))).toBe("无法连接服务器，请检查网络后重试");
    expect(routeErrorText(zh, new RouteError({ kind: "refused", path: "/api/x", messageKey: "account:errors.badInput" }))).toBe(zhAccount.errors.badInput);
    expect(routeErrorText(zh, new TypeError("x"))).toBe("请求出现错误，请稍后再试");
    // A key no resource has is never shown as it is.
    expect(routeErrorText(zh, new RouteError({ kind: "refused", path: "/api/x", messageKey: "errors.noSuchKey" }))).toBe("请求出现错误，请稍后再试");
    expect(routeErrorText(await translator("en_US"), new RouteError({ kind: "session-ended", path: "/api/x", status: 401 }))).toBe("Your session has expired. Please sign in again.");
    expect(routeErrorText(await translator("ko_KR"), new RouteError({ kind: "timeout", path: "/api/x" }))).toBe(koCommon.errors.timeout);
  });

  it("property: whatever the reply, a zh_CN seller reads Chinese, never a status or an English text", async () => {
    const zh = await translator("zh_CN");
    const status = fc.integer({ min: 200, max: 599 }).filter((s) => s !== 204 && s !== 205 && s !== 304);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), status, async (text, code) => {
        fetchMock.mockReset();
        fetchMock.mockResolvedValue(reply(text, { status: code }));
        const answer = await tryRoute("/api/x");
        if (answer.ok) return;
        const shown = routeErrorText(zh, answer.error);
        // The reply's own message is the portal's, already in the seller's language (GW-08).
        if (answer.error.serverMessage !== null) return expect(shown).toBe(answer.error.serverMessage);
        expect(shown).toMatch(/[\u4e00-\u9fff]/);
        expect(shown).not.toMatch(/[A-Za-z]{3,}/);
        expect(shown).not.toContain(String(code));
      }),
      { numRuns: 120 },
    );
  });
});
