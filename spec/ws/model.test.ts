import type { IncomingMessage } from "node:http";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { browserCodeFor, isSendableCode, upstreamCodeFor } from "../../server/ws/close-codes";
import { PROXY_KINDS, kindOfPath, toWsBase, upstreamLanguage } from "../../server/ws/kinds";
import { ACCEPT_LANGUAGE } from "../../app/gateway/client.server";
import { isOwnOrigin } from "../../server/ws/origin";
import { createSessionSockets } from "../../server/ws/session-sockets";
import { createSocketHostResolver, socketHostFor } from "../../server/ws/socket-host";
import { closeSessionSockets, socketSessionKey } from "../../app/utils/socket-sessions.server";

const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe("close codes", () => {
  it("every code mapped to either side is sendable", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 6000 }), (code) => {
      expect(isSendableCode(browserCodeFor(code))).toBe(true);
      expect(isSendableCode(upstreamCodeFor(code))).toBe(true);
    }));
    expect(browserCodeFor(1005)).toBe(1001);
    expect(browserCodeFor(1006)).toBe(1011);
    expect(browserCodeFor(4403)).toBe(4401);
    expect(browserCodeFor(4000)).toBe(4000);
    expect(upstreamCodeFor(1000)).toBe(1000);
    expect(upstreamCodeFor(1006)).toBe(1001);
  });
});

describe("kinds", () => {
  it("the notice kind goes to /sso/ecSocket/{token} on the socket host (SOCK-01 whole, a logged-in session's socket end to end: spec/ws/proxy.test.ts)", () => {
    const target = PROXY_KINDS.notice.upstream({ token: "a/b c", company: "x", socketBase: "wss://sock.example", gatewayBase: "ws://gw", assistantBase: "ws://ai" });
    expect(target.url).toBe("wss://sock.example/sso/ecSocket/a%2Fb%20c");
    expect(toWsBase("https://gw.example/prefix/")).toBe("wss://gw.example/prefix");
    expect(toWsBase("http://127.0.0.1:3100")).toBe("ws://127.0.0.1:3100");
  });

  it("[AISOCK-01] the assistant kind goes to /unite with the token, the company and the user's language as Accept-Language", () => {
    const base = { token: "tok", company: "C1", userName: "owner", socketBase: "ws://sock", gatewayBase: "ws://gw", assistantBase: "wss://ai.example" };
    for (const lng of ["zh_CN", "en_US", "ko_KR"] as const) {
      const language = upstreamLanguage(`portal_session=abc; lng=${lng}`);
      // The same header value the stream route sends for that language.
      expect(language).toBe(ACCEPT_LANGUAGE[lng]);
      const target = PROXY_KINDS.assistant.upstream({ ...base, language });
      expect(target.url).toBe("wss://ai.example/unite");
      expect(target.headers).toEqual({ Authorization: "tok", Company: "C1", "Accept-Language": ACCEPT_LANGUAGE[lng] });
    }
    expect(PROXY_KINDS.assistant.upstream(base).headers?.["Accept-Language"]).toBe("zh-CN");
    // The notice socket gets no language header.
    expect(PROXY_KINDS.notice.upstream({ ...base, language: "en-US" }).headers).toBeUndefined();
  });

  it("[I18N-02] the upstream language is the lng cookie's when it is one of the three, zh-CN otherwise", () => {
    expect(upstreamLanguage("lng=en_US")).toBe("en-US");
    expect(upstreamLanguage("a=1; lng=ko_KR; b=2")).toBe("ko-KR");
    expect(upstreamLanguage("lng=en-US")).toBe("en-US");
    for (const cookie of [undefined, "", "lng=zh_TW", "lng=pt_BR", "lng=%E0%A4%A", "lng=en_US\r\nX-Evil: 1", "xlng=en_US", "lng="]) {
      expect(upstreamLanguage(cookie), String(cookie)).toBe("zh-CN");
    }
    fc.assert(fc.property(fc.string(), (value) => {
      expect(["zh-CN", "en-US", "ko-KR"]).toContain(upstreamLanguage(`lng=${value}`));
    }));
  });

  it("only /ws/{registered kind} is a proxy path", () => {
    expect(kindOfPath("/ws/notice")).toBe("notice");
    expect(kindOfPath("/ws/assistant?x=1")).toBe("assistant");
    expect(kindOfPath("/pre/ws/notice", "/pre/")).toBe("notice");
    expect(kindOfPath("/ws/notice", "/pre/")).toBeNull();
    for (const bad of ["/ws/toString", "/ws/__proto__", "/ws/constructor", "/ws/", "/ws/notice/x", "/notice", undefined]) {
      expect(kindOfPath(bad)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (path) => {
      const kind = kindOfPath(path);
      expect(kind === null || Object.hasOwn(PROXY_KINDS, kind)).toBe(true);
    }));
  });
});

describe("origin", () => {
  it("accepts only the portal's own origin", () => {
    expect(isOwnOrigin(req({ host: "portal.example", origin: "http://portal.example" }))).toBe(true);
    expect(isOwnOrigin(req({ host: "portal.example", origin: "https://portal.example" }, true))).toBe(true);
    // X-Forwarded-Proto counts only from a trusted proxy (TRUST_PROXY), as for POSTs.
    expect(isOwnOrigin(req({ host: "portal.example", origin: "https://portal.example", "x-forwarded-proto": "https" }), "", false)).toBe(false);
    expect(isOwnOrigin(req({ host: "portal.example", origin: "https://portal.example", "x-forwarded-proto": "https" }), "", true)).toBe(true);
    expect(isOwnOrigin(req({ host: "portal.example", origin: "http://portal.example" }, true))).toBe(false);
    expect(isOwnOrigin(req({ host: "portal.example", origin: "https://evil.example" }))).toBe(false);
    expect(isOwnOrigin(req({ host: "portal.example", origin: "null" }))).toBe(false);
    expect(isOwnOrigin(req({ host: "portal.example" }))).toBe(false);
    expect(isOwnOrigin(req({ host: "internal:3000", origin: "https://portal.example" }), "https://portal.example")).toBe(true);
    fc.assert(fc.property(fc.webUrl(), (url) => {
      const origin = new URL(url).origin;
      expect(isOwnOrigin(req({ host: "portal.example", origin }))).toBe(origin === "http://portal.example");
    }));
  });
});

describe("socket host", () => {
  it("websock picks the configured socket host; any other value, no row or a failure, the gateway (SOCK-02's choice; its SSO_SOCKET_TYPE query is seen in spec/ws/proxy.test.ts)", async () => {
    expect(socketHostFor("websock", "http://gw", "http://sock")).toBe("http://sock");
    expect(socketHostFor("websock", "http://gw", undefined)).toBe("http://gw");
    fc.assert(fc.property(fc.option(fc.string()), (v) => {
      fc.pre(v !== "websock");
      expect(socketHostFor(v, "http://gw", "http://sock")).toBe("http://gw");
    }));
    let calls = 0;
    let answer: Promise<string | null> = Promise.resolve("websock");
    let t = 0;
    const r = createSocketHostResolver({ lookup: () => (calls++, answer), gatewayUrl: () => "http://gw", socketUrl: () => "http://sock", now: () => t });
    const creds = { token: "t", company: "c" };
    expect(await Promise.all([r.resolve(creds), r.resolve(creds)])).toEqual(["http://sock", "http://sock"]);
    expect(calls).toBe(1);
    t = 61_000;
    answer = Promise.reject(new Error("down"));
    expect(await r.resolve(creds)).toBe("http://gw");
    t = 65_000;
    expect(await r.resolve(creds)).toBe("http://gw");
    expect(calls).toBe(2);
  });
});

describe("session sockets", () => {
  it("closeSessionSockets reaches the installed registry by a key that is never the token", () => {
    const reg = createSessionSockets();
    const closed: number[] = [];
    const id = { userName: "owner", loginAt: 1, token: "secret-token" };
    const key = socketSessionKey(id)!;
    expect(key).not.toContain("secret-token");
    expect(socketSessionKey({ ...id, token: "rotated" })).toBe(key);
    reg.add(key, (c) => closed.push(c));
    reg.add(socketSessionKey({ ...id, loginAt: 2 })!, (c) => closed.push(-c));
    expect(closeSessionSockets(id)).toBe(0); // no hook installed yet
    const uninstall = reg.install();
    expect(closeSessionSockets(id)).toBe(1);
    expect(closed).toEqual([4401]);
    expect(reg.count()).toBe(1);
    uninstall();
    expect(closeSessionSockets({ ...id, loginAt: 2 })).toBe(0);
  });
});
