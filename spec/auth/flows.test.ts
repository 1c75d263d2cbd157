/**
 * Server-side journeys of the foundation against the in-process mock gateway: login (password
 * encrypted, gateway messages, multi-company), auto-login, 401 logout once, error surfacing.
 */
import { describe, expect, it, vi } from "vitest";
import { CookieJar, GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction, loginLoader, logoutAction, rootGuard } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";
import { getMenuTree, withGateway } from "~/gateway/index.server";
import { getSession, readLogin } from "~/utils/session.server";

const { gw, rawBodies } = setupMockGateway();

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

async function loginAs(userName: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await loginAction(post("/login", { intent: "login", userName, password }));
  expect(res).toBeInstanceOf(Response);
  jar.take(res as Response);
  return jar;
}

const countPath = (path: string) => gw.log.filter((e) => e.path === path).length;

describe("login and session", () => {
  it("[AUTH-01] owner logs in: login posts SSO_SYS_USER with a ciphertext password, lands on /entry/1001/ERP in an HttpOnly session", async () => {
    const res = (await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/entry/1001/ERP");
    const session = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("lng=zh_CN"))).toBe(true);
    const login = rawBodies.find((b) => b.path === "/sso/user/login")!;
    const body = JSON.parse(login.body);
    expect(body.systemCode).toBe("SSO_SYS_USER");
    expect(login.body).not.toContain("Owner2026");
    expect(Buffer.from(body.password, "base64").length).toBe(256);
  });

  it("a password the browser already encrypted is forwarded as is; leftie's saved en_US becomes the UI language", async () => {
    const { encryptPassword } = await import("~/gateway/index.server");
    const cipher = encryptPassword("Leftie2026", process.env.GATEWAY_PUBLIC_KEY!);
    const res = (await loginAction(post("/login", { intent: "login", userName: "leftie", password: cipher, encrypted: "1" }))) as Response;
    expect(res.status).toBe(302);
    expect(JSON.parse(rawBodies.find((b) => b.path === "/sso/user/login")!.body).password).toBe(cipher);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("lng=en_US"))).toBe(true);
  });

  it("a wrong password shows the gateway's message and keeps the account name; the 5th try locks", async () => {
    const messages: string[] = [];
    let last: unknown;
    for (let i = 0; i < 5; i++) {
      last = await loginAction(post("/login", { intent: "login", userName: "owner", password: "Wrong2026x" }));
      messages.push((last as { data: { message: string } }).data.message);
    }
    // The gateway's own messages (the mock's texts), passed through unchanged.
    expect(messages).toEqual([4, 3, 2, 1].map((n) => `账号或密码错误，还可尝试${n}次`).concat("账号已锁定，请15分钟后再试"));
    const data = (last as { data: { step: string; message: string; userName: string } }).data;
    expect(data.step).toBe("error");
    expect(data.userName).toBe("owner");
    const locked = (await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as { data: { message: string } };
    expect(locked.data.message).toBe("账号已锁定，请15分钟后再试");
  });

  it("login does not apply the new-password rule; empty and over-long input get a clear message, never a gateway call", async () => {
    const empty = (await loginAction(post("/login", { intent: "login", userName: "", password: "" }))) as { data: { messageKey: string } };
    expect(empty.data.messageKey).toBe("login.required");
    const long = (await loginAction(post("/login", { intent: "login", userName: "x".repeat(500), password: "y" }))) as { data: { messageKey: string; userName: string } };
    expect(long.data.messageKey).toBe("login.tooLong");
    expect(long.data.userName.length).toBeLessThanOrEqual(64);
    expect(countPath("/sso/user/login")).toBe(0);
    // A password that breaks the new-password rule (too short, no upper case, no digit) still
    // goes to the gateway: login leaves judging it to the gateway.
    const weak = (await loginAction(post("/login", { intent: "login", userName: "owner", password: "abc" }))) as { data: { step: string } };
    expect(countPath("/sso/user/login")).toBe(1);
    expect(weak.data.step).toBe("error");
  });

  it("multi is asked which company, and the choice posts selMuchTransformLogin before entering", async () => {
    const jar = new CookieJar();
    const first = (await loginAction(post("/login", { intent: "login", userName: "multi", password: "Multi2026ab" }))) as { data: { step: string; companies: Array<{ subjectCodeEncrypt: string; companyName: string }> }; headers: Headers };
    expect(first.data.step).toBe("company");
    expect(first.data.companies.length).toBe(2);
    jar.take(first.headers);
    // Not logged in yet: a protected page still goes to /login.
    const guarded = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as Response;
    expect(guarded.headers.get("Location")).toMatch(/^\/login/);
    const chosen = first.data.companies[0];
    const res = (await loginAction(post("/login", { intent: "company", subjectCodeEncrypt: chosen.subjectCodeEncrypt }, jar))) as Response;
    expect(res.status).toBe(302);
    expect(countPath("/sso/user/selMuchTransformLogin")).toBe(1);
    jar.take(res);
    const shell = (await shellLoader(get(res.headers.get("Location")!, jar), { serviceId: res.headers.get("Location")!.split("/")[2], systemCode: res.headers.get("Location")!.split("/")[3] })) as { data: { user: { company: string } } };
    expect(shell.data.user.company).toBe(chosen.companyName);
  });

  it("logout posts /sso/user/logout, destroys the session and opens /login", async () => {
    const jar = await loginAs("owner", "Owner2026");
    const res = await logoutAction(post("/logout", {}, jar));
    expect(res.headers.get("Location")).toBe("/login");
    expect(countPath("/sso/user/logout")).toBe(1);
    jar.take(res);
    expect(jar.has("__session")).toBe(false);
  });

  it("[ROUTE-05] /login?source=parent clears the stored login; other sources leave it", async () => {
    const jar = await loginAs("owner", "Owner2026");
    const other = await settle(() => loginLoader(get("/login?source=other", jar), "parent"));
    expect((other as Response).headers.get("Location")).toBe("/");
    const none = await settle(() => loginLoader(get("/login", jar), "parent"));
    expect((none as Response).headers.get("Location")).toBe("/");
    const cleared = (await loginLoader(get("/login?source=parent", jar), "parent")) as { headers: Headers };
    jar.take(cleared.headers);
    const after = await settle(() => loginLoader(get("/login", jar), "parent"));
    expect(after).not.toBeInstanceOf(Response);
  });
});

describe("auto-login", () => {
  it("[ROUTE-35][ROUTE-36][ROUTE-37][AUTH-05] ?token= logs in, strips the token, keeps other params, Referrer-Policy no-referrer", async () => {
    const token = gw.mintAutoLoginToken("owner", 24 * 3600_000);
    const res = (await settle(() => rootGuard(get(`/entry/1001/ERP?tab=order-list&token=${encodeURIComponent(token)}`)))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/entry/1001/ERP?tab=order-list");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    const session = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    // AUTH-05: the cookie lives at most 5 days (432 000 s) …
    const maxAge = Number(/Max-Age=(\d+)/i.exec(session)?.[1]);
    expect(maxAge).toBeGreaterThan(432_000 - 60);
    expect(maxAge).toBeLessThanOrEqual(432_000);
    const jar = new CookieJar().take(res);
    const shell = (await shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as { data: { system: { systemCode: string } } };
    expect(shell.data.system.systemCode).toBe("ERP");
    // … and the stored login counts as absent past 5 days even if the cookie were kept.
    const stored = await getSession(get("/entry/1001/ERP", jar));
    const FIVE_DAYS_MS = 5 * 24 * 3600_000;
    const loginAt = stored.get("loginAt")!;
    expect(Math.abs(loginAt - Date.now())).toBeLessThan(60_000);
    // Both sides of the limit: a millisecond before 5 days it is honoured, at 5 days it is absent.
    expect(readLogin(stored, loginAt + 4 * 24 * 3600_000)).not.toBeNull();
    expect(readLogin(stored, loginAt + FIVE_DAYS_MS - 1)).not.toBeNull();
    expect(readLogin(stored, loginAt + FIVE_DAYS_MS)).toBeNull();
    expect(readLogin(stored, loginAt + FIVE_DAYS_MS + 1_000)).toBeNull();
    // What the user meets past 5 days, with the cookie kept: the shell sends them to log in again.
    vi.useFakeTimers({ toFake: ["Date"], now: loginAt + FIVE_DAYS_MS + 1_000 });
    try {
      const late = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as Response;
      expect(late.headers.get("Location")).toMatch(/^\/login/);
    } finally {
      vi.useRealTimers();
    }
    // … while a day before that the same cookie still opens the shell.
    vi.useFakeTimers({ toFake: ["Date"], now: loginAt + 4 * 24 * 3600_000 });
    try {
      const early = (await shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as { data: { system: { systemCode: string } } };
      expect(early.data.system.systemCode).toBe("ERP");
    } finally {
      vi.useRealTimers();
    }
    // ROUTE-36: the previous login is cleared before the exchange, so a failed one leaves nobody logged in.
    const failed = (await settle(() => rootGuard(get("/entry/1001/ERP?token=garbage", jar)))) as Response;
    jar.take(failed);
    const after = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as Response;
    expect(after.headers.get("Location")).toMatch(/^\/login/);
  });

  it("a 6-day-old token shows the reason and stays logged out", async () => {
    const token = gw.mintAutoLoginToken("owner", 6 * 24 * 3600_000);
    const res = (await settle(() => rootGuard(get(`/login?token=${token}`)))) as Response;
    expect(res.headers.get("Location")).toBe("/login");
    const jar = new CookieJar().take(res);
    const page = (await loginLoader(get("/login", jar), "parent")) as { data: { notice: { text: string; tone: string } } };
    // AUTH-06: the gateway's reason, as a warning.
    expect(page.data.notice).toMatchObject({ text: "登录凭证已过期，请重新登录", tone: "warning" });
    const guarded = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as Response;
    expect(guarded.headers.get("Location")).toMatch(/^\/login/);
  });

  it("with a referrer the failure notice carries it for the return after 3 s", async () => {
    const res = (await settle(() => rootGuard(get(`/login?token=garbage`, undefined, { Referer: "http://portal.test/help?x=1" })))) as Response;
    const jar = new CookieJar().take(res);
    const page = (await loginLoader(get("/login", jar), "parent")) as { data: { notice: { returnTo?: string } } };
    // On the portal's own origin: kept as a path (the browser resolves it where it is).
    expect(page.data.notice.returnTo).toBe("/help?x=1");
  });

  it("[AUTH-08] an auto-login failure without a reason goes to the Index route", async () => {
    await fault({ match: "transformLoginByOther", kind: "status", value: 500 });
    const res = (await settle(() => rootGuard(get(`/entry/1001/ERP?token=abc`)))) as Response;
    expect(res.headers.get("Location")).toBe("/");
  });
});

describe("gateway failures in the shell", () => {
  it("[GW-11] ten concurrent 401s end the session once: one gateway logout, every request redirected to /login", async () => {
    const jar = await loginAs("owner", "Owner2026");
    await fault({ match: "getMenuTreeByServiceAndRole", kind: "status", value: 401, times: -1 });
    const before = countPath("/sso/user/logout");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => settle(() => withGateway(get("/entry/1001/ERP", jar), (c) => getMenuTree(c, { serviceId: 1001, systemCode: "ERP" })))),
    );
    for (const r of results) expect((r as Response).headers.get("Location")).toBe("/login?reason=expired");
    expect(countPath("/sso/user/logout") - before).toBe(1);
  });

  it("a malformed menu reply keeps the shell with a clear failure instead of crashing (the loader's data only: TAB-29 whole in e2e/gateway-errors.spec.ts)", async () => {
    const jar = await loginAs("owner", "Owner2026");
    await fault({ match: "getMenuTreeByServiceAndRole", kind: "malformed" });
    const res = (await shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as { data: { menu: unknown; menuFailure: { kind: string; messageKey: string } } };
    expect(res.data.menu).toBeNull();
    expect(res.data.menuFailure).toMatchObject({ kind: "malformed", messageKey: "errors.malformed" });
  });

  it("an unknown gateway code on the account load surfaces the server message", async () => {
    const jar = await loginAs("owner", "Owner2026");
    await fault({ match: "getUserInfoByHideCode", kind: "code", value: "E.UNKNOWN.1", msg: "服务维护中" });
    const thrown = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as { data: { serverMessage: string; kind: string }; init: { status: number } };
    expect(thrown.data).toMatchObject({ kind: "code", serverMessage: "服务维护中" });
    expect(thrown.init.status).toBe(502);
  });

  it("code 0015 surfaces as go-home", async () => {
    const jar = await loginAs("owner", "Owner2026");
    await fault({ match: "querySystemExtListForSub", kind: "code", value: "saas.sso.subject.service.info.error.code.0015" });
    const thrown = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as { data: { behaviour: string } };
    expect(thrown.data.behaviour).toBe("go-home");
  });

  it("[GW-05] a token rotated by the gateway is written back to the session cookie", async () => {
    const jar = await loginAs("owner", "Owner2026");
    gw.clock.advance(11 * 60_000);
    const res = (await shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as { init: { headers: Headers } };
    const cookie = new Headers(res.init.headers).getSetCookie().find((c) => c.startsWith("__session="));
    expect(cookie).toBeDefined();
    jar.take(new Headers(res.init.headers));
    gw.clock.advance(2 * 60_000); // the old token's grace is over; the new one works
    const again = (await shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as { data: { system: { systemCode: string } } };
    expect(again.data.system.systemCode).toBe("ERP");
  });

  it("[GW-05] a token rotated in a batch whose other call fails is still written back", async () => {
    const jar = await loginAs("owner", "Owner2026");
    gw.clock.advance(11 * 60_000);
    await fault({ match: "querySystemExtListForSub", kind: "malformed" });
    const thrown = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as { data: { kind: string }; init: { headers: Headers } };
    expect(thrown.data.kind).toBe("malformed");
    jar.take(new Headers(thrown.init.headers));
    gw.clock.advance(2 * 60_000); // the old token is retired now
    const again = (await shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as { data: { system: { systemCode: string } } };
    expect(again.data.system.systemCode).toBe("ERP");
  });

  it("malformed entry params are not found, never a gateway call", async () => {
    const jar = await loginAs("owner", "Owner2026");
    const before = gw.log.length;
    for (const params of [{ serviceId: "abc", systemCode: "ERP" }, { serviceId: "1001", systemCode: "<script>" }, { serviceId: "1".repeat(40), systemCode: "ERP" }]) {
      const thrown = (await settle(() => shellLoader(get("/entry/x/y", jar), params))) as { init: { status: number } };
      expect(thrown.init.status).toBe(404);
    }
    expect(gw.log.length).toBe(before);
  });
});

describe("menu activation tracking", () => {
  it("a tab activation posts recordMenuOpt (the gateway answers code '0', a success: GW-07 whole in spec/gateway/errors.test.ts); bad input is refused without a call", async () => {
    const { menuOptAction } = await import("~/features/menus/menu-opt.server");
    const jar = await loginAs("owner", "Owner2026");
    const ok = await menuOptAction(post("/api/menu-opt", { menuId: "11101", serviceId: "1001", systemCode: "ERP" }, jar));
    expect(((await ok.json()) as { ok: boolean }).ok).toBe(true);
    const entry = gw.log.filter((e) => e.path === "/sso/menuStatistics/recordMenuOpt");
    expect(entry.length).toBe(1);
    expect(entry[0].body).toMatchObject({ menuId: 11101, serviceId: 1001, systemCode: "ERP" });
    const bad = await menuOptAction(post("/api/menu-opt", { menuId: "x", serviceId: "1001", systemCode: "ERP" }, jar));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { ok: boolean }).ok).toBe(false);
    expect(gw.log.filter((e) => e.path === "/sso/menuStatistics/recordMenuOpt").length).toBe(1);
  });
});
