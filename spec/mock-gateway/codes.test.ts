/**
 * The mock gateway's verification codes and password retrieval (a test of the mock: no product
 * clause tags). Codes: 6 digits, single use, 10 minutes, bound to flow and identifier, dead after
 * 5 wrong entries, sends throttled, readable only in the log's outbox entries.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BASE, call, encrypt, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());

const outbox = () => gw.log.filter((e) => e.method === "SMS" || e.method === "MAIL");
const lastCode = () => (outbox().at(-1)!.body as { code: string }).code;
const pw = (p: string) => encrypt(p, gw.publicKeyPem);

async function control(path: string, body: unknown) {
  const res = await fetch(`${BASE}/__mock/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
  return res.json();
}

describe("mock verification codes", () => {
  it("a retrieval code by phone is 6 digits, reaches only the outbox, and resets the password once", async () => {
    const sent = await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    expect(sent.json).toMatchObject({ code: "200", data: null });
    expect(lastCode()).toMatch(/^\d{6}$/);
    expect(outbox().at(-1)).toMatchObject({ method: "SMS", body: { to: "13800000001", flow: "retrieve-phone" } });
    // The code appears in no reply.
    expect(JSON.stringify(sent.json)).not.toContain(lastCode());
    const code = lastCode();
    const done = await call("/sso/user/retrievePassByPhone", { phone: "13800000001", code, password: pw("NewPass2026") });
    expect(done.json.code).toBe("200");
    const again = await call("/sso/user/retrievePassByPhone", { phone: "13800000001", code, password: pw("NewPass2027") });
    expect(again.json.code).toBe("saas.sso.code.error.code.0003");
    const login = await call("/sso/user/login", { userName: "owner", password: pw("NewPass2026"), systemCode: "SSO_SYS_USER" });
    expect(login.json.code).toBe("200");
    const old = await call("/sso/user/login", { userName: "owner", password: pw("Owner2026"), systemCode: "SSO_SYS_USER" });
    expect(old.json.code).toBe("saas.sso.user.login.error.code.0001");
  });

  it("a code is bound to its flow and identifier: the e-mail flow and another phone refuse it", async () => {
    await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    const code = lastCode();
    const otherPhone = await call("/sso/user/retrievePassByPhone", { phone: "13800000002", code, password: pw("NewPass2026") });
    expect(otherPhone.json.code).not.toBe("200");
    const byEmail = await call("/sso/user/retrievePassByEmail", { email: "owner@seller.example", code, password: pw("NewPass2026") });
    expect(byEmail.json.code).not.toBe("200");
  });

  it("4 wrong entries count down, the 5th and 6th are refused as too many, even with the right code after", async () => {
    await call("/sso/user/sendRetrievePassEmail", { email: "leftie@seller.example" }, { lang: "en-US" });
    const code = lastCode();
    const wrong = code === "000000" ? "111111" : "000000";
    const msgs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call("/sso/user/retrievePassByEmail", { email: "leftie@seller.example", code: wrong, password: pw("NewPass2026") }, { lang: "en-US" });
      msgs.push(String(r.json.msg));
    }
    expect(msgs).toEqual([
      "Incorrect verification code, 4 attempts left", "Incorrect verification code, 3 attempts left",
      "Incorrect verification code, 2 attempts left", "Incorrect verification code, 1 attempts left",
      "Too many incorrect codes, please request a new one", "Too many incorrect codes, please request a new one",
    ]);
    const right = await call("/sso/user/retrievePassByEmail", { email: "leftie@seller.example", code, password: pw("NewPass2026") });
    expect(right.json.code).toBe("saas.sso.code.error.code.0004");
  });

  it("a code is valid 10 minutes (clock) and the control API expires it at once", async () => {
    await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    gw.clock.advance(10 * 60_000 - 1000);
    const stillOk = lastCode();
    await control("codes/expire", { identifier: "13800000001" });
    const expired = await call("/sso/user/retrievePassByPhone", { phone: "13800000001", code: stillOk, password: pw("NewPass2026") });
    expect(expired.json.msg).toBe("验证码已失效，请重新获取");
    gw.clock.advance(60_000);
    await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    gw.clock.advance(10 * 60_000 + 1);
    const late = await call("/sso/user/retrievePassByPhone", { phone: "13800000001", code: lastCode(), password: pw("NewPass2026") });
    expect(late.json.msg).toBe("验证码已失效，请重新获取");
  });

  it("sends are throttled per identifier (60 s) and the control API makes a send fail", async () => {
    expect((await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" })).json.code).toBe("200");
    const soon = await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    expect(soon.json.msg).toMatch(/^验证码发送过于频繁，请(60|59)秒后再试$/);
    gw.clock.advance(60_000);
    await control("codes/fail-sends", { times: 1 });
    expect((await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" })).json.msg).toBe("验证码发送失败，请稍后重试");
    expect((await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" })).json.code).toBe("200");
  });

  it("unknown and known identifiers get the same reply; only a known one gets a delivered code", async () => {
    const known = await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    const unknown = await call("/sso/user/sendRetrievePassCore", { phone: "13900000009" });
    expect(unknown.res.status).toBe(known.res.status);
    expect(unknown.json).toEqual(known.json);
    expect(outbox().map((e) => (e.body as { to: string }).to)).toEqual(["13800000001"]);
  });

  it("a new password under the rule is refused before the code is spent", async () => {
    await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    const weak = await call("/sso/user/retrievePassByPhone", { phone: "13800000001", code: lastCode(), password: pw("weakpass") });
    expect(weak.json.code).toBe("saas.sso.user.password.error.code.0001");
    const ok = await call("/sso/user/retrievePassByPhone", { phone: "13800000001", code: lastCode(), password: pw("Strong2026") });
    expect(ok.json.code).toBe("200");
  });
});

describe("mock register", () => {
  const form = (over: Record<string, string> = {}) => ({ companyName: "新店科技", userName: "newseller", phone: "13912345678", password: pw("NewSeller2026"), ...over });

  it("a register code, then the new account signs in at once and lands in its own company", async () => {
    expect((await call("/sso/user/sendRetrievePassCore", { phone: "13912345678", type: "register" })).json.code).toBe("200");
    expect(outbox().at(-1)).toMatchObject({ body: { to: "13912345678", flow: "register-phone" } });
    const done = await call("/sso/user/register", form({ code: lastCode() }));
    expect(done.json.code).toBe("200");
    const login = await call("/sso/user/login", { userName: "newseller", password: pw("NewSeller2026"), systemCode: "SSO_SYS_USER" });
    expect(login.json.code).toBe("200");
    const subs = await call("/sso/user/getPersonalUserSub", {}, { token: login.json.data.token });
    expect(subs.json.data).toEqual([expect.objectContaining({ companyName: "新店科技", isOwner: true })]);
  });

  it("a retrieval code does not register; a taken account name is refused after the code, with one generic message", async () => {
    await call("/sso/user/sendRetrievePassCore", { phone: "13800000001" });
    const wrongFlow = await call("/sso/user/register", form({ phone: "13800000001", code: lastCode() }));
    expect(wrongFlow.json.code).toBe("saas.sso.code.error.code.0003");
    gw.clock.advance(60_000);
    await call("/sso/user/sendRetrievePassCore", { phone: "13912345678", type: "register" });
    const taken = await call("/sso/user/register", form({ userName: "owner", code: lastCode() }));
    expect(taken.json.msg).toBe("注册失败，请检查填写的信息");
  });
});
