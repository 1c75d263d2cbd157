import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { TOKEN_RESPONSE_HEADER, envelopeSchema, loginDataSchema, subjectListSchema, userInfoSchema } from "../../app/gateway/schemas";
import { MOCK_CODES } from "../../mock-gateway/core/messages";
import { SEED } from "../../mock-gateway/seed/ids";
import { call, encrypt, login, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());
const body = (userName: string, password: string) => ({ userName, password: encrypt(password, gw.publicKeyPem), systemCode: "SSO_SYS_USER" });

describe("login", () => {
  it("every FIXTURE account logs in with its encrypted password", async () => {
    for (const acc of Object.values(SEED.accounts)) {
      const { res, json } = await call("/sso/user/login", body(acc.username, acc.password));
      expect(res.status).toBe(200);
      expect(envelopeSchema.parse(json).code).toBe("200");
      const data = loginDataSchema.parse(json.data);
      expect(data.userId).toBe(acc.userId);
    }
  });

  it("a wrong password answers the localised wrong-credentials message with remaining tries", async () => {
    const zh = await call("/sso/user/login", body("owner", "Wrong2026"));
    expect(zh.json.code).toBe(MOCK_CODES.wrongCredentials);
    expect(zh.json.msg).toContain("账号或密码错误");
    expect(zh.json.msg).toContain("4");
    const en = await call("/sso/user/login", body("owner", "Wrong2026"), { lang: "en-US" });
    expect(en.json.msg).toBe("Incorrect account or password, 3 attempts left");
    const ko = await call("/sso/user/login", body("nobody", "Wrong2026"), { lang: "ko-KR" });
    expect(ko.json.code).toBe(MOCK_CODES.wrongCredentials);
    expect(ko.json.msg).toContain("계정 또는 비밀번호가 올바르지 않습니다");
  });

  it("five wrong tries lock the account for 15 minutes of mock time; a success resets the counter", async () => {
    for (let i = 0; i < 4; i++) await call("/sso/user/login", body("leftie", "Nope2026x"));
    await login(gw, "leftie");
    for (let i = 0; i < 4; i++) expect((await call("/sso/user/login", body("leftie", "Nope2026x"))).json.code).toBe(MOCK_CODES.wrongCredentials);
    const fifth = await call("/sso/user/login", body("leftie", "Nope2026x"));
    expect(fifth.json).toMatchObject({ code: MOCK_CODES.locked, msg: "账号已锁定，请15分钟后再试" });
    expect((await call("/sso/user/login", body("leftie", SEED.accounts.leftie.password))).json.code).toBe(MOCK_CODES.locked);
    gw.clock.advance(14 * 60_000);
    expect((await call("/sso/user/login", body("leftie", SEED.accounts.leftie.password))).json.code).toBe(MOCK_CODES.locked);
    gw.clock.advance(60_001);
    expect((await call("/sso/user/login", body("leftie", SEED.accounts.leftie.password))).json.code).toBe("200");
  });

  it("a password that does not decrypt gets 密码格式错误 and never counts as a try", async () => {
    const { json } = await call("/sso/user/login", { userName: "owner", password: "Owner2026", systemCode: "SSO_SYS_USER" });
    expect(json).toMatchObject({ code: MOCK_CODES.badPasswordFormat, msg: "密码格式错误" });
    expect(gw.state.loginAttempt.count()).toBe(0);
  });

  it("property: any non-decryptable password string is rejected without crashing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 400 }), async (password) => {
        const { res, json } = await call("/sso/user/login", { userName: "owner", password, systemCode: "SSO_SYS_USER" });
        expect(res.status).toBe(200);
        expect(json.code).toBe(MOCK_CODES.badPasswordFormat);
      }),
      { numRuns: 60 },
    );
  });

  it("the password is redacted in the request log", async () => {
    await login(gw, "owner");
    const entry = gw.log.find((e) => e.path === "/sso/user/login");
    expect(entry).toMatchObject({ method: "POST", status: 200, body: { userName: "owner", password: "***" } });
  });
});

describe("tokens", () => {
  it("every endpoint except login answers HTTP 401 without a valid token", async () => {
    for (const path of ["/sso/user/getUserInfoByHideCode", "/sso/user/logout", "/sso/subjectServiceSystemExt/querySystemExtListForSub"]) {
      const none = await call(path, {});
      expect(none.res.status).toBe(401);
      expect(none.json.code).toBe("401");
      expect((await call(path, {}, { token: "mk.unknown" })).res.status).toBe(401);
    }
  });

  it("a Company header of another company is rejected with 401", async () => {
    const token = await login(gw, "owner");
    const ok = await call("/sso/user/getUserInfoByHideCode", {}, { token, company: SEED.companies.A.subjectCodeEncrypt });
    expect(ok.res.status).toBe(200);
    const bad = await call("/sso/user/getUserInfoByHideCode", {}, { token, company: SEED.companies.C.subjectCodeEncrypt });
    expect(bad.res.status).toBe(401);
  });

  it("a call without Company is refused with 401, as the gateway would, except the calls made before the company is known", async () => {
    const token = await login(gw, "owner");
    const company = SEED.companies.A.subjectCodeEncrypt;
    for (const path of ["/sso/subjectServiceSystemExt/querySystemExtListForSub", "/sso/role/getMenuTreeByServiceAndRole", "/sso/user/userActionConfig"]) {
      const none = await call(path, { serviceId: 1001, systemCode: "ERP" }, { token, company: "" });
      expect(none.res.status, path).toBe(401);
      expect(none.json.code).toBe("401");
      expect((await call(path, { serviceId: 1001, systemCode: "ERP" }, { token, company })).res.status, path).toBe(200);
    }
    for (const path of ["/sso/user/getUserInfoByHideCode", "/sso/user/getPersonalUserSub"]) {
      expect((await call(path, {}, { token, company: "" })).res.status, path).toBe(200);
    }
    expect((await call("/sso/user/logout", {}, { token, company: "" })).res.status).toBe(200);
  });

  it("a token older than 10 minutes is rotated through the authorization header; the old one has 60 s grace", async () => {
    const old = await login(gw, "owner");
    const fresh = await call("/sso/user/getUserInfoByHideCode", {}, { token: old });
    expect(fresh.res.headers.get(TOKEN_RESPONSE_HEADER)).toBeNull();
    // BFF: only the portal server reads the header, so the mock sends no CORS header for it.
    expect(fresh.res.headers.get("access-control-expose-headers")).toBeNull();
    gw.clock.advance(10 * 60_000 + 1);
    const rotated = await call("/sso/user/getUserInfoByHideCode", {}, { token: old });
    const next = rotated.res.headers.get(TOKEN_RESPONSE_HEADER);
    expect(next).toBeTruthy();
    expect(next).not.toBe(old);
    gw.clock.advance(59_000);
    expect((await call("/sso/user/userActionConfig", {}, { token: old })).res.status).toBe(200);
    gw.clock.advance(2_000);
    expect((await call("/sso/user/userActionConfig", {}, { token: old })).res.status).toBe(401);
    expect((await call("/sso/user/userActionConfig", {}, { token: next! })).res.status).toBe(200);
  });

  it("logout invalidates the token; a second logout answers 401", async () => {
    const token = await login(gw, "owner");
    expect((await call("/sso/user/logout", {}, { token })).json.code).toBe("200");
    expect((await call("/sso/user/getUserInfoByHideCode", {}, { token })).res.status).toBe(401);
    expect((await call("/sso/user/logout", {}, { token })).res.status).toBe(401);
  });

  it("an auto-login token 1 day old is accepted, 6 days old is rejected, unknown is invalid", async () => {
    const day = 24 * 60 * 60_000;
    const young = await call("/sso/user/transformLoginByOther", { token: gw.mintAutoLoginToken("owner", day) });
    expect(young.json.code).toBe("200");
    const session = loginDataSchema.parse(young.json.data).token;
    expect((await call("/sso/user/getUserInfoByHideCode", {}, { token: session })).res.status).toBe(200);
    const old = await call("/sso/user/transformLogin", { token: gw.mintAutoLoginToken("owner", 6 * day) });
    expect(old.json).toMatchObject({ code: MOCK_CODES.autoLoginExpired, msg: "登录凭证已过期，请重新登录" });
    const unknown = await call("/sso/user/transformLogin", { token: "al.nope" }, { lang: "en-US" });
    expect(unknown.json).toMatchObject({ code: MOCK_CODES.autoLoginInvalid, msg: "Invalid login credential" });
  });

  it("multi belongs to A and C and selMuchTransformLogin switches the token's company", async () => {
    const token = await login(gw, "multi");
    const subs = subjectListSchema.parse((await call("/sso/user/getPersonalUserSub", {}, { token })).json.data);
    expect(subs.map((s) => s.subjectCodeEncrypt)).toEqual([SEED.companies.A.subjectCodeEncrypt, SEED.companies.C.subjectCodeEncrypt]);
    const info = userInfoSchema.parse((await call("/sso/user/getUserInfoByHideCode", {}, { token })).json.data);
    expect(info.subjectCodeEncrypt).toBe(SEED.companies.A.subjectCodeEncrypt);
    const sw = await call("/sso/user/selMuchTransformLogin", { subjectCodeEncrypt: SEED.companies.C.subjectCodeEncrypt }, { token });
    const cToken = loginDataSchema.parse(sw.json.data).token;
    const cInfo = userInfoSchema.parse((await call("/sso/user/getUserInfoByHideCode", {}, { token: cToken })).json.data);
    expect(cInfo).toMatchObject({ subjectCodeEncrypt: SEED.companies.C.subjectCodeEncrypt, onlineSubjectName: SEED.companies.C.companyName });
    const other = await call("/sso/user/selMuchTransformLogin", { subjectCodeEncrypt: SEED.companies.E.subjectCodeEncrypt }, { token });
    expect(other.json.code).toBe(MOCK_CODES.noSubject);
    const single = await call("/sso/user/getPersonalUserSub", {}, { token: await login(gw, "owner") });
    expect(single.json.data).toHaveLength(1);
  });
});

describe("user info and config", () => {
  it("user info carries demo flag, classification, language and ssoEnv ''", async () => {
    const demo = userInfoSchema.parse((await call("/sso/user/getUserInfoByHideCode", {}, { token: await login(gw, "demo") })).json.data);
    expect(demo).toMatchObject({ isDemo: true, ssoEnv: "", onlineSubjectName: SEED.companies.D.companyName });
    const korean = userInfoSchema.parse((await call("/sso/user/getUserInfoByHideCode", {}, { token: await login(gw, "korean") })).json.data);
    expect(korean).toMatchObject({ isDemo: false, classification: "YST_PLUS", chooseLanguage: "ko_KR" });
    const lite = userInfoSchema.parse((await call("/sso/user/getUserInfoByHideCode", {}, { token: await login(gw, "lite") })).json.data);
    expect(lite).toMatchObject({ guideScheduleStr: "1000", guideStatus: 1 });
  });

  it("chooseLanguage saves the user's language; packageStyle follows FIXTURE", async () => {
    const token = await login(gw, "leftie");
    expect((await call("/sso/user/userActionConfig", {}, { token })).json.data.packageStyle).toBe(1);
    expect((await call("/sso/user/userActionConfig", {}, { token: await login(gw, "owner") })).json.data.packageStyle).toBe(2);
    expect((await call("/sso/user/chooseLanguage", { language: "ko_KR" }, { token })).json.code).toBe("200");
    const info = userInfoSchema.parse((await call("/sso/user/getUserInfoByHideCode", {}, { token })).json.data);
    expect(info.chooseLanguage).toBe("ko_KR");
    expect((await call("/sso/user/chooseLanguage", { language: "zh_TW" }, { token })).json.code).toBe(MOCK_CODES.badRequest);
  });
});
