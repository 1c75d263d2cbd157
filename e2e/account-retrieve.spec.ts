/**
 * Password retrieval journeys (issue 27): from the login page's link, a code by e-mail or phone
 * read from the mock's outbox (/__mock/log), every refusal with its message, then sign-in with
 * the new password. zh_CN and en_US; ko_KR screenshot. Screenshots: /work/wt/shots/i27-account/.
 */
import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { axeCheck, expect, hydrated, setLanguage, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const SHOTS = "/work/wt/shots/i27-account";

// Long journeys (a dozen round trips each) on a shared 2-core host.
test.describe.configure({ timeout: 180_000 });

const TEXT = {
  zh_CN: {
    forgot: "忘记密码", byEmail: "邮箱找回", byPhone: "手机号找回", email: "邮箱", phone: "手机号", code: "验证码", send: "获取验证码",
    resend: /^\d+秒后重新获取$/, sentEmail: "如该邮箱已绑定账号，验证码已发送，10分钟内有效", sentPhone: "如该手机号已绑定账号，验证码已发送，10分钟内有效",
    newPassword: "新密码", confirm: "确认新密码", submit: "重置密码", hint: "8-16位，需包含大小写字母和数字",
    rule: "密码不符合要求：8-16位，需包含大小写字母和数字", mismatch: "两次输入的密码不一致",
    wrong: (n: number) => `验证码错误，还可尝试${n}次`, locked: "验证码错误次数过多，请重新获取", expired: "验证码已失效，请重新获取",
    tooMany: /^获取验证码过于频繁，请\d+秒后再试$/, done: "密码已重置，请使用新密码登录", sendFailed: "验证码发送失败，请稍后重试",
  },
  en_US: {
    forgot: "Forgot password?", byEmail: "E-mail", byPhone: "Phone", email: "E-mail address", phone: "Phone number", code: "Verification code", send: "Send code",
    resend: /^Resend in \d+ s$/, sentEmail: "If an account uses this e-mail, a code is on its way. It is valid for 10 minutes.",
    sentPhone: "If an account uses this phone number, a code is on its way. It is valid for 10 minutes.",
    newPassword: "New password", confirm: "Confirm new password", submit: "Reset password", hint: "8 to 16 characters with upper and lower case letters and digits",
    rule: "The password must have 8 to 16 characters with upper and lower case letters and digits", mismatch: "The two passwords do not match",
    wrong: (n: number) => `Incorrect verification code, ${n} attempts left`, locked: "Too many incorrect codes, please request a new one",
    expired: "The verification code has expired, please request a new one", tooMany: /^Codes are being requested too often\. Try again in \d+ s\.$/,
    done: "Your password has been reset. Sign in with the new password.", sendFailed: "The verification code could not be sent, please try again later",
  },
} as const;

/** Accounts per language: a different identifier each, since the portal's send limit outlives a mock reset. */
const WHO = {
  zh_CN: { email: { user: "owner", to: "owner@seller.example" }, phone: { user: "lite", to: "13800000005" } },
  en_US: { email: { user: "leftie", to: "leftie@seller.example" }, phone: { user: "noquota", to: "13800000007" } },
} as const;

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${MOCK_CONTROL_URL}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

/** The last code sent to `to`, once the outbox has one. */
async function lastCode(mock: MockControl, to: string): Promise<string> {
  const sentTo = async () => (await mock.log()).filter((e) => (e.method === "SMS" || e.method === "MAIL") && (e.body as { to?: string }).to === to);
  await expect.poll(async () => (await sentTo()).length).toBeGreaterThan(0);
  return ((await sentTo()).at(-1)!.body as { code: string }).code;
}

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}

const notice = (page: Page) => page.locator("main").getByRole("status").or(page.locator("main").getByRole("alert")).first();

async function openFromLogin(page: Page, lang: PortalLanguage) {
  await setLanguage(page, lang);
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("link", { name: TEXT[lang as "zh_CN"].forgot }).click();
  await page.waitForURL(/\/retrieve-password$/);
  await hydrated(page);
}

async function fillPasswords(page: Page, t: (typeof TEXT)["zh_CN"] | (typeof TEXT)["en_US"], password: string, confirm = password) {
  await page.getByLabel(t.newPassword, { exact: true }).fill(password);
  await page.getByLabel(t.confirm, { exact: true }).fill(confirm);
}

for (const lang of ["zh_CN", "en_US"] as const) {
  const t = TEXT[lang];

  test(`retrieval by e-mail (${lang}): link from login, code from the outbox, refusals, then sign-in with the new password`, async ({ page, mock }) => {
    const posted: string[] = [];
    page.on("request", (r) => { if (r.method() === "POST") posted.push(r.postData() ?? ""); });
    const { user, to } = WHO[lang].email;
    const newPassword = lang === "zh_CN" ? "Owner2026Next" : "Leftie2026Next";
    await openFromLogin(page, lang);
    expect(await axeCheck(page)).toEqual([]);
    await page.getByRole("radio", { name: t.byEmail }).check();
    await page.getByLabel(t.email, { exact: true }).fill(to);
    await expect(page.getByText(t.hint)).toBeVisible();
    await page.getByRole("button", { name: t.send }).click();
    await expect(notice(page)).toHaveText(t.sentEmail);
    const countdown = page.getByRole("button", { name: t.resend });
    await expect(countdown).toBeDisabled();
    await snap(page, `retrieve-email-sent-${lang}`);
    const code = await lastCode(mock, to);

    // Refusals: weak password and mismatch (portal), wrong code (gateway, counts down).
    await page.getByLabel(t.code, { exact: true }).fill(code);
    await fillPasswords(page, t, "weakpass");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(notice(page)).toHaveText(t.rule);
    await fillPasswords(page, t, newPassword, newPassword + "x");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(notice(page)).toHaveText(t.mismatch);
    await page.getByLabel(t.code, { exact: true }).fill(code === "000000" ? "111111" : "000000");
    await fillPasswords(page, t, newPassword);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(notice(page)).toHaveText(t.wrong(4));
    // What was typed stays.
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(to);
    await snap(page, `retrieve-email-wrong-code-${lang}`);
    expect(await axeCheck(page)).toEqual([]);

    await page.getByLabel(t.code, { exact: true }).fill(code);
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForURL(/\/login$/);
    await expect(page.getByText(t.done)).toBeVisible();
    await snap(page, `retrieve-done-login-${lang}`);

    // AUTH-02: no post of the browser carried the new password in plaintext.
    expect(posted.join("\n")).not.toContain(newPassword);
    await hydrated(page);
    await page.locator('input[name="userName"]').fill(user);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator("button[type=submit]").click();
    await page.waitForURL(/\/entry\//);
  });

  test(`retrieval by phone (${lang}): expired code, 6th wrong code, too many sends, failed send`, async ({ page, mock }) => {
    const { to } = WHO[lang].phone;
    const newPassword = "Phone2026Next";
    await openFromLogin(page, lang);
    await page.getByLabel(t.phone, { exact: true }).fill(to);
    // A send the gateway could not make.
    await control("/codes/fail-sends", { times: 1 });
    await page.getByRole("button", { name: t.send }).click();
    await expect(notice(page)).toHaveText(t.sendFailed);
    await expect(page.getByRole("button", { name: t.send })).toBeEnabled();
    await page.reload();
    await hydrated(page);
    await page.getByLabel(t.phone, { exact: true }).fill(to);
    await page.getByRole("button", { name: t.send }).click();
    await expect(notice(page)).toHaveText(t.sentPhone);
    await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();

    // Too many sends: after a reload the button is free, the portal's limit is not.
    await page.reload();
    await hydrated(page);
    await page.getByLabel(t.phone, { exact: true }).fill(to);
    await page.getByRole("button", { name: t.send }).click();
    await expect(notice(page)).toHaveText(t.tooMany);
    await expect(page.getByRole("button", { name: t.resend })).toBeDisabled();
    await snap(page, `retrieve-phone-too-many-${lang}`);

    // Expired code.
    const code = await lastCode(mock, to);
    await control("/codes/expire", { identifier: to });
    await page.getByLabel(t.code, { exact: true }).fill(code);
    await fillPasswords(page, t, newPassword);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(notice(page)).toHaveText(t.expired);

    // A fresh code (the mock's clock past the resend wait), then 5 wrong entries and a 6th.
    await mock.clock(61_000);
    const fresh = await sendFresh(mock, to);
    const wrong = fresh === "000000" ? "111111" : "000000";
    await page.getByLabel(t.code, { exact: true }).fill(wrong);
    for (const n of [4, 3, 2, 1]) {
      await page.getByRole("button", { name: t.submit }).click();
      await expect(notice(page)).toHaveText(t.wrong(n));
    }
    await page.getByRole("button", { name: t.submit }).click();
    await expect(notice(page)).toHaveText(t.locked);
    await page.getByLabel(t.code, { exact: true }).fill(fresh);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(notice(page)).toHaveText(t.locked);
    await snap(page, `retrieve-phone-locked-${lang}`);
  });
}

/** Asks the mock directly for a new code (the portal's own limit holds the page's button). */
async function sendFresh(mock: MockControl, phone: string): Promise<string> {
  const gateway = MOCK_CONTROL_URL.replace(/\/__mock$/, "");
  const res = await fetch(`${gateway}/sso/user/sendRetrievePassCore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ phone }) });
  expect(((await res.json()) as { code: string }).code).toBe("200");
  return lastCode(mock, phone);
}

test("retrieval page in ko_KR (screenshot) is axe clean", async ({ page }) => {
  await setLanguage(page, "ko_KR");
  await page.goto("/retrieve-password");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "비밀번호 찾기" })).toBeVisible();
  await expect(page.getByText("대소문자와 숫자를 포함한 8~16자")).toBeVisible();
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "retrieve-ko_KR");
  await page.goto("/login");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "비밀번호 찾기" })).toBeVisible();
  await snap(page, "login-links-ko_KR");
});
