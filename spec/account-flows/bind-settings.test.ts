/**
 * First binding and account settings through the portal's actions against the in-process mock
 * gateway: the shell sends an account that lacks a binding to /bind; binding refuses bad input
 * before any call and the gateway's refusals with its message; settings change the phone, the
 * e-mail and the password (the old one must be right; afterwards only the new one signs in).
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, settle, setupMockGateway } from "../support/portal-env";
import { bindAction, bindLoader, settingsAction, settingsLoader } from "~/features/account-flows/index.server";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";

const { gw, rawBodies } = setupMockGateway();

type Refusal = { ok: boolean; message: string | null; messageKey: string; field?: string };
const outboxCode = (to: string) => (gw.log.filter((e) => (e.method === "SMS" || e.method === "MAIL") && (e.body as { to: string }).to === to).at(-1)!.body as { code: string }).code;
const unbind = (username: string, fields: Array<"phone" | "email" | "password">) => {
  for (const f of fields) gw.state.user.update({ where: { username: { equals: username } }, data: { [f]: "" } });
};

async function signIn(userName: string, password: string): Promise<CookieJar | null> {
  const res = await loginAction(post("/login", { intent: "login", userName, password }));
  return res instanceof Response && res.status === 302 ? new CookieJar().take(res) : null;
}

async function settings(jar: CookieJar, form: Record<string, string>): Promise<Refusal> {
  const res = await settingsAction(post("/api/account/settings", form, jar));
  const body = (await res.json()) as { ok: true; reply: Refusal };
  return body.reply;
}

describe("first binding", () => {
  it("the shell sends an account without phone and e-mail to /bind; binding both with codes lets the account in", async () => {
    unbind("owner", ["phone", "email"]);
    const jar = (await signIn("owner", "Owner2026"))!;
    const shell = (await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }))) as Response;
    expect(shell.status).toBe(302);
    expect(shell.headers.get("Location")).toBe("/bind");
    expect((await bindLoader(get("/bind", jar))).missing).toEqual(["phone", "email"]);
    await bindAction(post("/bind", { intent: "send", channel: "phone", identifier: "13900000077" }, jar));
    const phone = { phone: "13900000077", phoneCode: outboxCode("13900000077") };
    // Refused before any call: no phone, no e-mail, a malformed code.
    const before = rawBodies.length;
    const none = (await bindAction(post("/bind", { intent: "bind" }, jar))) as { data: Refusal };
    expect(none.data).toMatchObject({ ok: false, messageKey: "flows:phoneRequired", field: "phone" });
    const noEmail = (await bindAction(post("/bind", { intent: "bind", ...phone }, jar))) as { data: Refusal };
    expect(noEmail.data).toMatchObject({ ok: false, messageKey: "flows:emailRequired", field: "email" });
    const badCode = (await bindAction(post("/bind", { intent: "bind", ...phone, email: "new@seller.example", emailCode: "12ab" }, jar))) as { data: Refusal };
    expect(badCode.data).toMatchObject({ ok: false, messageKey: "flows:codeFormat", field: "emailCode" });
    expect(rawBodies.slice(before).filter((b) => b.path.endsWith("firstBindingPhoneEmailPsw"))).toHaveLength(0);
    // A code, a wrong entry (the gateway's message), then the right one.
    await bindAction(post("/bind", { intent: "send", channel: "email", identifier: "new@seller.example" }, jar));
    const code = outboxCode("new@seller.example");
    const wrong = (await bindAction(post("/bind", { intent: "bind", ...phone, email: "new@seller.example", emailCode: code === "123456" ? "654321" : "123456" }, jar))) as { data: Refusal };
    expect(wrong.data.message).toBe("验证码错误，还可尝试4次");
    // The refused call used up no code: the phone's right code still binds with the e-mail's.
    const done = (await settle(() => bindAction(post("/bind", { intent: "bind", ...phone, email: "new@seller.example", emailCode: code }, jar)))) as Response;
    expect(done.headers.get("Location")).toBe("/");
    expect(gw.state.user.findFirst({ where: { username: { equals: "owner" } } })).toMatchObject({ phone: "13900000077", email: "new@seller.example" });
    // Nothing missing any more: /bind sends the account on.
    const again = (await settle(() => bindLoader(get("/bind", jar)))) as Response;
    expect(again.headers.get("Location")).toBe("/");
  });

  it("a missing password is bound under AUTH-04 with its confirmation", async () => {
    const jar = (await signIn("leftie", "Leftie2026"))!;
    unbind("leftie", ["password"]);
    expect((await bindLoader(get("/bind", jar))).missing).toEqual(["password"]);
    const weak = (await bindAction(post("/bind", { intent: "bind", password: "weakpass1", confirm: "weakpass1" }, jar))) as { data: Refusal };
    expect(weak.data.messageKey).toBe("flows:passwordRule");
    const mismatch = (await bindAction(post("/bind", { intent: "bind", password: "Bound2026ab", confirm: "Bound2026ac" }, jar))) as { data: Refusal };
    expect(mismatch.data.messageKey).toBe("flows:passwordMismatch");
    const done = (await settle(() => bindAction(post("/bind", { intent: "bind", password: "Bound2026ab", confirm: "Bound2026ab" }, jar)))) as Response;
    expect(done.headers.get("Location")).toBe("/");
    expect(await signIn("leftie", "Bound2026ab")).not.toBeNull();
    // The plaintext never reached the gateway.
    expect(rawBodies.some((b) => b.body.includes("Bound2026ab"))).toBe(false);
  });
});

describe("account settings", () => {
  it("password change: a wrong current password is refused with the gateway's message; then only the new password signs in", async () => {
    const jar = (await signIn("owner", "Owner2026"))!;
    expect(await settings(jar, { intent: "password", password: "Owner2026New", confirm: "Owner2026New" })).toMatchObject({ ok: false, messageKey: "flows:oldPasswordRequired" });
    expect(await settings(jar, { intent: "password", oldPassword: "Owner2026", password: "short1A", confirm: "short1A" })).toMatchObject({ ok: false, messageKey: "flows:passwordRule" });
    const wrong = await settings(jar, { intent: "password", oldPassword: "Wrong2026", password: "Owner2026New", confirm: "Owner2026New" });
    expect(wrong).toMatchObject({ ok: false, message: "原密码错误", field: "oldPassword" });
    expect(await settings(jar, { intent: "password", oldPassword: "Owner2026", password: "Owner2026New", confirm: "Owner2026New" })).toEqual({ intent: "password", ok: true });
    expect(await signIn("owner", "Owner2026")).toBeNull();
    expect(await signIn("owner", "Owner2026New")).not.toBeNull();
    expect(rawBodies.some((b) => b.body.includes("Owner2026"))).toBe(false);
  });

  it("phone change with a code: a wrong code shows the gateway's message; a phone of another account is refused; the right code changes it", async () => {
    const jar = (await signIn("owner", "Owner2026"))!;
    expect(await settings(jar, { intent: "phone", phone: "1380000", phoneCode: "123456" })).toMatchObject({ ok: false, messageKey: "flows:phoneInvalid" });
    expect((await settings(jar, { intent: "send", channel: "phone", identifier: "13900000099" })).ok).toBe(true);
    const code = outboxCode("13900000099");
    const wrong = await settings(jar, { intent: "phone", phone: "13900000099", phoneCode: code === "123456" ? "654321" : "123456" });
    expect(wrong).toMatchObject({ ok: false, message: "验证码错误，还可尝试4次", field: "phoneCode" });
    expect(await settings(jar, { intent: "phone", phone: "13900000099", phoneCode: code })).toEqual({ intent: "phone", ok: true });
    expect(gw.state.user.findFirst({ where: { username: { equals: "owner" } } })!.phone).toBe("13900000099");
    // leftie's phone: refused after its code passed, with one generic message.
    await settings(jar, { intent: "send", channel: "phone", identifier: "13800000002" });
    const taken = await settings(jar, { intent: "phone", phone: "13800000002", phoneCode: outboxCode("13800000002") });
    expect(taken).toMatchObject({ ok: false, message: "该手机号或邮箱无法绑定" });
  });

  it("without a session the settings route sends to the login page", async () => {
    const res = (await settle(() => settingsAction(post("/api/account/settings", { intent: "password", oldPassword: "a", password: "Owner2026New", confirm: "Owner2026New" })))) as Response;
    expect(res.headers.get("Location")).toBe("/login");
  });
});

describe("new passwords in every flow", () => {
  it("binding, the password change and reset refuse a common password that meets the rule, and a sealed one that does not open", async () => {
    const { retrieveAction } = await import("~/features/account-flows/index.server");
    const jar = (await signIn("leftie", "Leftie2026"))!;
    // Reset.
    await retrieveAction(post("/retrieve-password", { intent: "send", channel: "phone", identifier: "13800000002" }));
    const reset = (await retrieveAction(post("/retrieve-password", { intent: "reset", channel: "phone", identifier: "13800000002", code: outboxCode("13800000002"), password: "Password1", confirm: "Password1" }))) as { data: Refusal };
    expect(reset.data).toMatchObject({ ok: false, messageKey: "flows:passwordCommon", field: "password" });
    // The password change.
    expect(await settings(jar, { intent: "password", oldPassword: "Leftie2026", password: "Password1", confirm: "Password1" })).toMatchObject({ ok: false, messageKey: "flows:passwordCommon" });
    // Binding.
    unbind("leftie", ["password"]);
    const bind = (await bindAction(post("/bind", { intent: "bind", password: "Password1", confirm: "Password1" }, jar))) as { data: Refusal };
    expect(bind.data).toMatchObject({ ok: false, messageKey: "flows:passwordCommon", field: "password" });
    // A field marked sealed that the transport key does not open (e.g. encrypted for the gateway).
    const sealedWrong = (await bindAction(post("/bind", { intent: "bind", encrypted: "1", sealedKey: "x", password: "QUJD", confirm: "QUJD" }, jar))) as { data: Refusal };
    expect(sealedWrong.data).toMatchObject({ ok: false, messageKey: "flows:passwordReenter" });
    expect(rawBodies.filter((b) => b.path.endsWith("firstBindingPhoneEmailPsw") || b.path.endsWith("retrievePassByPhone"))).toHaveLength(0);
  });

  it("a password sealed with the page's transport key is opened, checked and sent encrypted for the gateway", async () => {
    const { constants, publicEncrypt } = await import("node:crypto");
    const jar = (await signIn("leftie", "Leftie2026"))!;
    const profile = ((await (await settingsLoader(get("/api/account/settings", jar))).json()) as { profile: { publicKeyPem: string; sealedKey: string } }).profile;
    const seal = (plain: string) => publicEncrypt({ key: profile.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(plain)).toString("base64");
    const reply = await settings(jar, { intent: "password", encrypted: "1", sealedKey: profile.sealedKey, oldPassword: seal("Leftie2026"), password: seal("Sealed2026Qx"), confirm: seal("Sealed2026Qx") });
    expect(reply).toEqual({ intent: "password", ok: true });
    expect(await signIn("leftie", "Sealed2026Qx")).not.toBeNull();
    expect(rawBodies.some((b) => b.body.includes("Sealed2026Qx") || b.body.includes("Leftie2026"))).toBe(false);
  });
});

describe("profile", () => {
  it("the name and nick name change (trimmed; name 1 to 32 characters, nick name up to 32; a refusal sends nothing) and the profile reads them back", async () => {
    const jar = (await signIn("owner", "Owner2026"))!;
    const calls = () => rawBodies.filter((b) => b.path === "/sso/user/updateUserInfo").length;
    expect(await settings(jar, { intent: "profile", realName: "   ", nickName: "x" })).toMatchObject({ ok: false, messageKey: "flows:realNameRequired", field: "realName" });
    expect(await settings(jar, { intent: "profile", realName: "名".repeat(33), nickName: "" })).toMatchObject({ ok: false, messageKey: "flows:nameTooLong", field: "realName" });
    expect(await settings(jar, { intent: "profile", realName: "Ann", nickName: "n".repeat(33) })).toMatchObject({ ok: false, messageKey: "flows:nameTooLong", field: "nickName" });
    expect(calls()).toBe(0);
    expect(await settings(jar, { intent: "profile", realName: ` ${"名".repeat(32)} `, nickName: "n".repeat(32) })).toEqual({ intent: "profile", ok: true });
    expect(await settings(jar, { intent: "profile", realName: "陈立新 Chen", nickName: "" })).toEqual({ intent: "profile", ok: true });
    expect(calls()).toBe(2);
    const profile = ((await (await settingsLoader(get("/api/account/settings", jar))).json()) as { profile: { realName: string; nickName: string } }).profile;
    expect([profile.realName, profile.nickName]).toEqual(["陈立新 Chen", ""]);
  });
});
