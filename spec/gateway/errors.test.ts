import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import {
  GatewayError,
  classifyEnvelope,
  classifyReply,
  classifyStatus,
  isSuccessCode,
  messageOf,
  networkError,
  timeoutError,
} from "~/gateway/errors";
import { CODE_SUBJECT_SERVICE_ERROR } from "~/gateway/schemas";
import { resources } from "~/i18n/resources.server";

const PATH = "/sso/user/userActionConfig";
const reply = (body: unknown, status = 200) => ({ status, path: PATH, bodyText: JSON.stringify(body) });
const successCode = fc.constantFrom<string | number>("200", "0", 200, 0);
const failureCode = fc
  .oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .filter((c) => !["200", "0"].includes(String(c)) && String(c) !== CODE_SUBJECT_SERVICE_ERROR);
/** The product's zh_CN texts (app resources), so the expected wording is the spec's, not the code's. */
const t = (key: string): string => {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources["zh-CN"].common);
  return typeof value === "string" ? value : key;
};

describe("error catalogue: envelope codes", () => {
  it("[GW-07] any code in {'200','0',200,0} succeeds and resolves with the parsed data", () => {
    fc.assert(
      fc.property(successCode, fc.jsonValue(), (code, data) => {
        const out = classifyReply(reply({ code, msg: "ok", data }), z.unknown());
        expect(out.ok).toBe(true);
        expect(isSuccessCode(code)).toBe(true);
        if (out.ok) expect(out.data).toEqual(JSON.parse(JSON.stringify(data)));
      }),
    );
  });

  it("any other string or number code fails with kind code and the server message (the other side of GW-07; GW-08's warning on screen: e2e/error-pages)", () => {
    fc.assert(
      fc.property(failureCode, fc.string({ minLength: 1 }).filter((m) => m.trim() !== ""), (code, msg) => {
        const out = classifyReply(reply({ code, msg, data: null }), z.unknown());
        expect(out.ok).toBe(false);
        if (out.ok) return;
        expect(out.error).toBeInstanceOf(GatewayError);
        expect(out.error).toMatchObject({ kind: "code", behaviour: "warn", code: String(code), serverMessage: msg });
        expect(messageOf(out.error, t)).toBe(msg);
      }),
    );
  });

  it("the server message is read from msg, else from message", () => {
    const out = classifyReply(reply({ code: "E1", message: "库存不足" }), z.unknown());
    expect(!out.ok && out.error.serverMessage).toBe("库存不足");
    const both = classifyReply(reply({ code: "E1", msg: "first", message: "second" }), z.unknown());
    expect(!both.ok && both.error.serverMessage).toBe("first");
  });

  it("a failed reply without a message shows 请求出现错误，请稍后再试 (errors.request)", () => {
    for (const body of [{ code: "500" }, { code: 500, msg: null }, { code: "E", msg: "  ", message: "" }]) {
      const out = classifyReply(reply(body), z.unknown());
      expect(out.ok).toBe(false);
      if (out.ok) continue;
      expect(out.error).toMatchObject({ kind: "code", messageKey: "errors.request", serverMessage: undefined });
      expect(messageOf(out.error, t)).toBe("请求出现错误，请稍后再试");
    }
  });

  it("code saas.sso.subject.service.info.error.code.0015 is kind go-home with 异常提醒", () => {
    const out = classifyEnvelope({ code: CODE_SUBJECT_SERVICE_ERROR, msg: "whatever" }, PATH, z.unknown());
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error).toMatchObject({ kind: "go-home", behaviour: "go-home", messageKey: "errors.subjectService" });
    expect(messageOf(out.error, t)).toBe("异常提醒");
  });
});

describe("error catalogue: HTTP statuses", () => {
  it("HTTP 401 is kind unauthorized with behaviour logout", () => {
    expect(classifyStatus(401, "/sso/user/getUserInfoByHideCode")).toMatchObject({
      kind: "unauthorized",
      behaviour: "logout",
      messageKey: "errors.unauthorized",
    });
  });

  it("HTTP 401 on /sso/user/logout or /sso/dingTalk/noticeDingTalkGroupMessage only warns", () => {
    for (const path of ["/sso/user/logout", "/sso/dingTalk/noticeDingTalkGroupMessage"]) {
      expect(classifyStatus(401, path)).toMatchObject({ kind: "unauthorized", behaviour: "warn" });
    }
  });

  it("every non-2xx status except 401 is kind http with errors.request; 2xx is not an error", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (status, body) => {
        const out = classifyReply(reply(body, status), z.unknown());
        const err = classifyStatus(status, PATH);
        if (status >= 200 && status < 300) {
          expect(err).toBeNull();
          return;
        }
        expect(out.ok).toBe(false);
        if (status === 401) {
          expect(err?.kind).toBe("unauthorized");
          return;
        }
        expect(err).toMatchObject({ kind: "http", status, messageKey: "errors.request", behaviour: "warn" });
        expect(messageOf(err, t)).toBe("请求出现错误，请稍后再试");
      }),
    );
  });
});

describe("error catalogue: malformed replies", () => {
  it("arbitrary non-JSON or non-envelope bodies never throw: kind malformed", () => {
    const notEnvelope = fc.jsonValue().filter((v) => {
      if (typeof v !== "object" || v === null || Array.isArray(v)) return true;
      const code = (v as Record<string, unknown>).code;
      return typeof code !== "string" && typeof code !== "number";
    });
    const bodyText = fc.oneof(
      fc.string().filter((s) => { try { JSON.parse(s); return false; } catch { return true; } }),
      notEnvelope.map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(bodyText, (text) => {
        const out = classifyReply({ status: 200, path: PATH, bodyText: text }, z.unknown());
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.error).toMatchObject({ kind: "malformed", messageKey: "errors.malformed" });
      }),
    );
  });

  it("a success reply whose data fails the data schema is kind malformed", () => {
    const schema = z.object({ packageStyle: z.number() });
    fc.assert(
      fc.property(fc.jsonValue().filter((d) => !schema.safeParse(d).success), (data) => {
        const out = classifyReply(reply({ code: "200", data }), schema);
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.error.kind).toBe("malformed");
      }),
    );
  });
});

describe("error catalogue: messages", () => {
  it("messageOf prefers the server message, else translates the key", () => {
    expect(messageOf(timeoutError(PATH, 50), (k) => `t:${k}`)).toBe("t:errors.timeout");
    expect(messageOf(networkError(PATH), (k) => `t:${k}`)).toBe("t:errors.network");
    expect(messageOf(new Error("x"), t)).toBe("请求出现错误，请稍后再试");
    const err = new GatewayError({ kind: "code", path: PATH, code: "E", serverMessage: "服务器说", behaviour: "warn", messageKey: "errors.request" });
    expect(messageOf(err, t)).toBe("服务器说");
    expect(err.message).toContain(PATH);
  });
});
