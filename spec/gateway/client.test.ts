import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { delay, HttpResponse } from "msw";
import fc from "fast-check";
import { z } from "zod";
import { GatewayError } from "~/gateway/errors";
import { DEFAULT_TIMEOUT_MS } from "~/gateway/client.server";
import { BASE, answer, client, ok, rejection, resetGateway, seen, server } from "./gateway-test-kit";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterAll(() => server.close());

describe("gateway client: request shape", () => {
  it("[GW-01] every call is a POST with a JSON body", async () => {
    await client().call("/sso/user/userActionConfig", { a: 1, b: ["x"] }, z.unknown());
    await client().call("/sso/user/logout", undefined, z.unknown());
    expect(seen.map((s) => s.method)).toEqual(["POST", "POST"]);
    expect(seen[0].headers.get("content-type")).toBe("application/json");
    expect(seen[0].body).toEqual({ a: 1, b: ["x"] });
    expect(seen[1].body).toEqual({});
  });

  it("[GW-03] sends the raw stored token as Authorization, and none when there is no token", async () => {
    await client({ token: "raw-token-abc" }).call("/sso/user/getUserInfoByHideCode", {}, z.unknown());
    await client({ token: undefined }).call("/sso/user/login", {}, z.unknown());
    expect(seen[0].headers.get("authorization")).toBe("raw-token-abc");
    expect(seen[1].headers.has("authorization")).toBe(false);
  });

  it("sends the encrypted company code as Company", async () => {
    await client({ company: "Xy7+enc==" }).call("/sso/role/getMenuTreeByServiceAndRole", {}, z.unknown());
    expect(seen[0].headers.get("company")).toBe("Xy7+enc==");
  });

  it("sends Accept-Language in HTTP form for each gateway language", async () => {
    for (const language of ["zh_CN", "en_US", "ko_KR"] as const) {
      await client({ language }).call("/sso/user/userActionConfig", {}, z.unknown());
    }
    expect(seen.map((s) => s.headers.get("accept-language"))).toEqual(["zh-CN", "en-US", "ko-KR"]);
  });

  it("joins the base URL and the path, ignoring a trailing slash", async () => {
    await client({ baseUrl: `${BASE}/` }).call("/sso/user/logout", {}, z.unknown());
    expect(seen[0].path).toBe("/sso/user/logout");
  });
});

describe("gateway client: token rotation", () => {
  it("[GW-05] a token in the response header replaces the stored one and the next call sends it", async () => {
    answer((_req, path) =>
      path === "/sso/user/getUserInfoByHideCode" ? ok(null, { headers: { Authorization: "tok-2" } }) : ok(),
    );
    const c = client({ token: "tok-1" });
    expect(c.rotated).toBe(false);
    await c.call("/sso/user/getUserInfoByHideCode", {}, z.unknown());
    expect(c.token).toBe("tok-2");
    expect(c.rotated).toBe(true);
    await c.call("/sso/user/userActionConfig", {}, z.unknown());
    expect(seen.map((s) => s.headers.get("authorization"))).toEqual(["tok-1", "tok-2"]);
  });

  it("a reply without the header, or with the same token, leaves the token unrotated (GW-05 whole: the test above)", async () => {
    answer(() => ok(null, { headers: { Authorization: "tok-1" } }));
    const c = client({ token: "tok-1" });
    await c.call("/sso/user/userActionConfig", {}, z.unknown());
    expect(c.token).toBe("tok-1");
    expect(c.rotated).toBe(false);
    answer(() => ok());
    await c.call("/sso/user/userActionConfig", {}, z.unknown());
    expect(c.token).toBe("tok-1");
    expect(c.rotated).toBe(false);
    expect(seen.map((s) => s.headers.get("authorization"))).toEqual(["tok-1", "tok-1"]);
  });

  it("[GW-05] a rotated token is kept even when the reply is a failure", async () => {
    answer(() => HttpResponse.json({ code: "500", msg: "bad" }, { headers: { Authorization: "tok-9" } }));
    const c = client({ token: "tok-1" });
    const err = await rejection(c.call("/sso/user/userActionConfig", {}, z.unknown()));
    expect(err).toBeInstanceOf(GatewayError);
    // GW-08: the failure rejects as a warning carrying the server's message.
    expect(err).toMatchObject({ kind: "code", behaviour: "warn", serverMessage: "bad" });
    expect(c.token).toBe("tok-9");
    answer(() => ok());
    await c.call("/sso/user/userActionConfig", {}, z.unknown());
    expect(seen.map((s) => s.headers.get("authorization"))).toEqual(["tok-1", "tok-9"]);
  });
});

describe("gateway client: timeout and network", () => {
  it("[GW-06] a call without timeoutMs times out after 60 000 ms", async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    const timeout = vi.spyOn(AbortSignal, "timeout");
    try {
      await client().call("/sso/user/userActionConfig", {}, z.unknown());
      expect(timeout).toHaveBeenCalledWith(60_000);
    } finally {
      timeout.mockRestore();
    }
  });

  it("a reply slower than timeoutMs rejects with kind timeout", async () => {
    answer(async () => {
      await delay(2_000);
      return ok();
    });
    const err = await rejection(client({ timeoutMs: 30 }).call("/sso/user/userActionConfig", {}, z.unknown()));
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ kind: "timeout", behaviour: "warn", messageKey: "errors.timeout" });
  });

  it("a caller abort is kind network, not timeout", async () => {
    answer(async () => {
      await delay(2_000);
      return ok();
    });
    const ctrl = new AbortController();
    const p = client({ signal: ctrl.signal }).call("/sso/user/userActionConfig", {}, z.unknown());
    setTimeout(() => ctrl.abort(), 10);
    expect(await rejection(p)).toMatchObject({ kind: "network", messageKey: "errors.network" });
  });

  it("a fetch rejection is a GatewayError of kind network", async () => {
    answer(() => HttpResponse.error());
    const err = await rejection(client().call("/sso/user/userActionConfig", {}, z.unknown()));
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ kind: "network", path: "/sso/user/userActionConfig" });
  });
});

describe("gateway client: 401 and HTTP errors", () => {
  it("ten concurrent 401s invoke onUnauthorized exactly once", async () => {
    answer(async () => {
      await delay(5);
      return new HttpResponse(null, { status: 401 });
    });
    const onUnauthorized = vi.fn();
    const c = client({ onUnauthorized });
    const errors = await Promise.all(
      Array.from({ length: 10 }, () => rejection(c.call("/sso/user/getUserInfoByHideCode", {}, z.unknown()))),
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0][0]).toBeInstanceOf(GatewayError);
    expect(c.unauthorized).toBe(true);
    for (const err of errors) expect(err).toMatchObject({ kind: "unauthorized", behaviour: "logout", status: 401 });
    await rejection(c.call("/sso/user/userActionConfig", {}, z.unknown()));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("a throwing or rejecting onUnauthorized does not mask the GatewayError", async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    const a = client({ onUnauthorized: () => { throw new Error("boom"); } });
    const b = client({ onUnauthorized: () => Promise.reject(new Error("boom")) });
    expect(await rejection(a.call("/sso/user/userActionConfig", {}, z.unknown()))).toMatchObject({ kind: "unauthorized" });
    expect(await rejection(b.call("/sso/user/userActionConfig", {}, z.unknown()))).toMatchObject({ kind: "unauthorized" });
  });

  it("[GW-12] a 401 from logout or the DingTalk notice warns and does not trigger logout", async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    const onUnauthorized = vi.fn();
    const c = client({ onUnauthorized });
    // The clause's two paths, written here (not read from the path tables).
    for (const path of ["/sso/user/logout", "/sso/dingTalk/noticeDingTalkGroupMessage"]) {
      expect(await rejection(c.call(path, {}, z.unknown()))).toMatchObject({ kind: "unauthorized", behaviour: "warn", path });
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(c.unauthorized).toBe(false);
  });

  it("any HTTP error status 400-599 other than 401 rejects with kind http and errors.request", async () => {
    const onUnauthorized = vi.fn();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }).filter((s) => s !== 401),
        fc.boolean(),
        async (status, jsonBody) => {
          answer(() =>
            jsonBody
              ? HttpResponse.json({ code: "200", data: null, msg: "ignored" }, { status })
              : new HttpResponse("<html>oops</html>", { status }),
          );
          const err = await rejection(client({ onUnauthorized }).call("/sso/user/userActionConfig", {}, z.unknown()));
          expect(err).toBeInstanceOf(GatewayError);
          expect(err).toMatchObject({ kind: "http", status, behaviour: "warn", messageKey: "errors.request", serverMessage: undefined });
        },
      ),
      { numRuns: 60 },
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
