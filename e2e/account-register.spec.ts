/**
 * Register journeys (issue 27): from the login page's link, a new account with an e-mail code
 * read from the mock's outbox (/__mock/log), then signed in at once; every refusal with its
 * message (common password, mismatched confirmation, wrong code, expired code); zh_CN and en_US,
 * ko_KR screenshots. Screenshots: /work/wt/shots/i27-register/.
 *
 * Each run uses fresh account names and e-mails: the portal's send limit (per identifier) and the
 * mock's accounts outlive a test.
 */
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { axeCheck, expect, hydrated, setLanguage, test, type MockControl } from "./support/fixtures";

const SHOTS = "/work/wt/shots/i27-register";

// Journeys of a dozen round trips on a shared 2-core host.
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  zh_CN: {
    register: "注册", forgot: "忘记密码", retrieveTitle: "找回密码", title: "注册账号", company: "公司名称", account: "账号", byEmail: "邮箱验证",
    email: "邮箱", code: "验证码", send: "获取验证码", resend: /^\d+秒后重新获取$/, sent: "验证码已发送至该邮箱，10分钟内有效",
    password: "密码", confirm: "确认密码", hint: "8-16位，需包含大小写字母和数字", terms: "我已阅读并同意《用户服务协议》和《隐私政策》",
    submit: "注册", strength: "密码强度", common: "该密码过于常见，容易被猜中，请换一个", mismatch: "两次输入的密码不一致",
    wrong: (n: number) => `验证码错误，还可尝试${n}次`, expired: "验证码已失效，请重新获取", termsRequired: "请阅读并同意用户服务协议和隐私政策",
    locked: "验证码错误次数过多，请重新获取", tooMany: /^获取验证码过于频繁，请\d+秒后再试$/,
  },
  en_US: {
    register: "Register", forgot: "Forgot password?", retrieveTitle: "Reset your password", title: "Create an account", company: "Company name", account: "Account name",
    byEmail: "E-mail", email: "E-mail address", code: "Verification code", send: "Send code", resend: /^Resend in \d+ s$/,
    sent: "A code has been sent to this e-mail. It is valid for 10 minutes.", password: "Password", confirm: "Confirm password",
    hint: "8 to 16 characters with upper and lower case letters and digits", terms: "I agree to the Terms of Service and the Privacy Policy",
    submit: "Register", strength: "Password strength", common: "This password is too common and easy to guess. Choose another one.",
    mismatch: "The two passwords do not match", wrong: (n: number) => `Incorrect verification code, ${n} attempts left`,
    expired: "The verification code has expired, please request a new one", termsRequired: "Accept the Terms of Service and the Privacy Policy to register",
    locked: "Too many incorrect codes, please request a new one", tooMany: /^Codes are being requested too often\. Try again in \d+ s\.$/,
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

/** A fresh lower-case suffix per call (8 hex characters). */
const fresh = () => randomBytes(4).toString("hex");

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${MOCK_CONTROL_URL}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

/** The last code sent to `to`, once the outbox has one. */
async function lastCode(mock: MockControl, to: string): Promise<string> {
  const sentTo = async () => (await mock.log()).filter((e) => e.method === "MAIL" && (e.body as { to?: string }).to === to);
  await expect.poll(async () => (await sentTo()).length).toBeGreaterThan(0);
  return ((await sentTo()).at(-1)!.body as { code: string }).code;
}

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}

const notice = (page: Page) => page.locator("main").getByRole("status").or(page.locator("main").getByRole("alert")).first();

/** Fills every field but the code; the e-mail channel. */
async function fillForm(page: Page, t: Text, who: { company: string; account: string; email: string }, password: string, confirm = password) {
  await page.getByLabel(t.company, { exact: true }).fill(who.company);
  await page.getByLabel(t.account, { exact: true }).fill(who.account);
  await page.getByRole("radio", { name: t.byEmail }).check();
  await page.getByLabel(t.email, { exact: true }).fill(who.email);
  await fillPasswords(page, t, password, confirm);
  await page.getByRole("checkbox", { name: t.terms }).check();
}

async function fillPasswords(page: Page, t: Text, password: string, confirm = password) {
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.confirm, { exact: true }).fill(confirm);
}

/** Presses "send code", waits for the sent notice and the countdown, and returns the code from the outbox. */
async function sendCode(page: Page, mock: MockControl, t: Text, to: string): Promise<string> {
  await page.getByRole("button", { name: t.send }).click();
  await expect(notice(page)).toHaveText(t.sent);
  await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();
  return lastCode(mock, to);
}

/** Asks the mock directly for a register code and returns it from the outbox. */
async function mockSend(mock: MockControl, to: { email: string } | { phone: string }): Promise<string> {
  const gateway = MOCK_CONTROL_URL.replace(/\/__mock$/, "");
  const path = "email" in to ? "sendRetrievePassEmail" : "sendRetrievePassCore";
  const res = await fetch(`${gateway}/sso/user/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...to, type: "register" }) });
  expect(((await res.json()) as { code: string }).code).toBe("200");
  const sent = (await mock.log()).filter((e) => (e.method === "MAIL" || e.method === "SMS") && (e.body as { to?: string }).to === ("email" in to ? to.email : to.phone));
  return (sent.at(-1)!.body as { code: string }).code;
}

for (const lang of ["zh_CN", "en_US"] as const) {
  const t = TEXT[lang];

  test(`[AUTH-12] register (${lang}): both links of the login page; a new account with an e-mail code is signed in at once`, async ({ page, mock }) => {
    const posted: string[] = [];
    page.on("request", (r) => { if (r.method() === "POST") posted.push(r.postData() ?? ""); });
    const id = fresh();
    const who = { company: `Acme ${id}`, account: `acme${id}`, email: `acme${id}@new.example` };
    const password = "Acme2026Trade";
    await setLanguage(page, lang);
    await page.goto("/login");
    await hydrated(page);
    // AUTH-12: the login page links to password retrieval and to register.
    await page.getByRole("link", { name: t.forgot }).click();
    await expect(page.getByRole("heading", { name: t.retrieveTitle })).toBeVisible();
    await page.goBack();
    await hydrated(page);
    await page.getByRole("link", { name: t.register, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await hydrated(page);

    await fillForm(page, t, who, password);
    await expect(page.getByText(t.hint)).toBeVisible();
    await expect(page.getByRole("meter", { name: t.strength })).toBeVisible();
    const code = await sendCode(page, mock, t, who.email);
    await page.getByLabel(t.code, { exact: true }).fill(code);
    await snap(page, `register-filled-${lang}`);
    await page.getByRole("button", { name: t.submit, exact: true }).click();
    // Signed in: the portal's landing system, not the login form.
    await page.waitForURL(/\/entry\//);
    const call = (await mock.log()).find((e) => e.path === "/sso/user/register");
    expect(call?.body).toMatchObject({ companyName: who.company, userName: who.account, email: who.email, code });
    // AUTH-02: no post of the browser carried the password in plaintext.
    expect(posted.join("\n")).not.toContain(password);
  });

  test(`register refusals (${lang}): common password, mismatch, wrong code, expired code, 6th wrong code, too many sends; what was typed stays`, async ({ page, mock }) => {
    const id = fresh();
    const who = { company: `Beta ${id}`, account: `beta${id}`, email: `beta${id}@new.example` };
    await setLanguage(page, lang);
    await page.goto("/register");
    await hydrated(page);
    expect(await axeCheck(page)).toEqual([]);
    await snap(page, `register-empty-${lang}`);

    await fillForm(page, t, who, "Password1");
    // The code straight from the mock: the journey above presses the button (the portal's
    // per-address send limit is shared by the whole run).
    const code = await mockSend(mock, { email: who.email });
    await page.getByLabel(t.code, { exact: true }).fill(code);
    const submit = page.getByRole("button", { name: t.submit, exact: true });
    await submit.click();
    await expect(notice(page)).toHaveText(t.common);
    await expect(page.getByLabel(t.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await snap(page, `register-common-${lang}`);
    expect(await axeCheck(page)).toEqual([]);

    await fillPasswords(page, t, "Beta2026Trade", "Beta2026Tradx");
    await submit.click();
    await expect(notice(page)).toHaveText(t.mismatch);

    await fillPasswords(page, t, "Beta2026Trade");
    await page.getByLabel(t.code, { exact: true }).fill(code === "000000" ? "111111" : "000000");
    await submit.click();
    await expect(notice(page)).toHaveText(t.wrong(4));
    await expect(page.getByLabel(t.code, { exact: true })).toHaveAttribute("aria-invalid", "true");
    // Nothing typed is lost on a refusal.
    await expect(page.getByLabel(t.company, { exact: true })).toHaveValue(who.company);
    await expect(page.getByLabel(t.account, { exact: true })).toHaveValue(who.account);
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(who.email);
    await expect(page.getByLabel(t.password, { exact: true })).toHaveValue("Beta2026Trade");
    await expect(page.getByRole("checkbox", { name: t.terms })).toBeChecked();

    await control("/codes/expire", { identifier: who.email });
    await page.getByLabel(t.code, { exact: true }).fill(code);
    await submit.click();
    await expect(notice(page)).toHaveText(t.expired);
    await snap(page, `register-expired-${lang}`);

    // A fresh code (the mock's clock past the resend wait), then 5 wrong entries and a 6th: dead,
    // the right code too.
    await mock.clock(61_000);
    const fresh2 = await mockSend(mock, { email: who.email });
    await page.getByLabel(t.code, { exact: true }).fill(fresh2 === "000000" ? "111111" : "000000");
    for (const n of [4, 3, 2, 1]) {
      await submit.click();
      await expect(notice(page)).toHaveText(t.wrong(n));
    }
    await submit.click();
    await expect(notice(page)).toHaveText(t.locked);
    await page.getByLabel(t.code, { exact: true }).fill(fresh2);
    await submit.click();
    await expect(notice(page)).toHaveText(t.locked);
    expect((await mock.log()).some((e) => e.path === "/sso/user/login" && (e.body as { userName?: string }).userName === who.account)).toBe(false);

    // Too many sends: the page's button once, then again after a reload (its countdown gone, the
    // portal's per-identifier limit not).
    const other = `gamma${fresh()}@new.example`;
    await page.getByLabel(t.email, { exact: true }).fill(other);
    await page.getByRole("button", { name: t.send }).click();
    await expect(notice(page)).toHaveText(t.sent);
    await page.reload();
    await hydrated(page);
    await page.getByRole("radio", { name: t.byEmail }).check();
    await page.getByLabel(t.email, { exact: true }).fill(other);
    await page.getByRole("button", { name: t.send }).click();
    await expect(notice(page)).toHaveText(t.tooMany);
    await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();
    await snap(page, `register-too-many-${lang}`);
  });
}

test("register page in ko_KR (screenshots, empty and with a refusal) is axe clean", async ({ page }) => {
  await setLanguage(page, "ko_KR");
  await page.goto("/register");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "회원가입" })).toBeVisible();
  await expect(page.getByText("대소문자와 숫자를 포함한 8~16자")).toBeVisible();
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "register-empty-ko_KR");
  await page.getByLabel("회사명", { exact: true }).fill("코리아 상사");
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(notice(page)).toHaveText("계정을 입력하세요");
  await expect(page.getByLabel("계정", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "register-refused-ko_KR");
  await page.goto("/login");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "회원가입" })).toBeVisible();
  await snap(page, "login-links-ko_KR");
});

test("[AUTH-13] register (zh_CN): by phone and by e-mail with a code, the password under AUTH-04 and its confirmation; each new account signs in at once", async ({ page, mock }) => {
  const t = TEXT.zh_CN;
  const rule = "密码不符合要求：8-16位，需包含大小写字母和数字";
  const id = fresh();
  const phone = `137${String(parseInt(id, 16) % 100_000_000).padStart(8, "0")}`;
  const byPhone = { company: `Gamma ${id}`, account: `gamma${id}` };
  await setLanguage(page, "zh_CN");
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel(t.company, { exact: true }).fill(byPhone.company);
  await page.getByLabel(t.account, { exact: true }).fill(byPhone.account);
  await page.getByLabel("手机号", { exact: true }).fill(phone);
  await page.getByRole("button", { name: t.send }).click();
  await expect(notice(page)).toHaveText("验证码已发送至该手机号，10分钟内有效");
  const sms = (await mock.log()).filter((e) => e.method === "SMS" && (e.body as { to?: string }).to === phone);
  await page.getByLabel(t.code, { exact: true }).fill((sms.at(-1)!.body as { code: string }).code);
  await page.getByRole("checkbox", { name: t.terms }).check();
  const submit = page.getByRole("button", { name: t.submit, exact: true });
  // AUTH-04 at the page: 7 and 17 characters, and each missing class, are refused; so is a mismatch.
  for (const bad of ["Kx7mQ2p", "Gamma2026TradeCo1", "gamma2026trade", "GAMMA2026TRADE", "GammaTradeCoX"]) {
    await fillPasswords(page, t, bad);
    await submit.click();
    await expect(notice(page)).toHaveText(rule);
  }
  await fillPasswords(page, t, "Gamma2026TradeCo", "Gamma2026TradeCx");
  await submit.click();
  await expect(notice(page)).toHaveText(t.mismatch);
  // 16 characters: accepted, and the new account is signed in.
  await fillPasswords(page, t, "Gamma2026TradeCo");
  await submit.click();
  await page.waitForURL(/\/entry\//);
  expect((await mock.log()).find((e) => e.path === "/sso/user/register" && (e.body as { userName?: string }).userName === byPhone.account)?.body).toMatchObject({ phone });

  // By e-mail, with an 8-character password.
  await page.context().clearCookies();
  await setLanguage(page, "zh_CN");
  const byMail = { company: `Delta ${id}`, account: `delta${id}`, email: `delta${id}@new.example` };
  await page.goto("/register");
  await hydrated(page);
  await fillForm(page, t, byMail, "Kx7mQ2pL");
  await page.getByLabel(t.code, { exact: true }).fill(await sendCode(page, mock, t, byMail.email));
  await submit.click();
  await page.waitForURL(/\/entry\//);

  // Both sign in at once through the login form.
  for (const [account, password] of [[byPhone.account, "Gamma2026TradeCo"], [byMail.account, "Kx7mQ2pL"]]) {
    await page.context().clearCookies();
    await setLanguage(page, "zh_CN");
    await page.goto("/login");
    await hydrated(page);
    await page.locator('input[name="userName"]').fill(account);
    await page.locator('input[name="password"]').fill(password);
    await page.locator("button[type=submit]").click();
    await page.waitForURL(/\/entry\//);
  }
});
