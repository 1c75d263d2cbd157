/**
 * First binding and account settings (issue 27): an account without a phone and e-mail is sent
 * to /bind on sign-in and binds both with codes from the mock's outbox (/__mock/log) before it
 * enters; account settings (/user/basics-info) change the password — a wrong current password
 * and a wrong code each show their message — after which the old password fails at the login
 * form and the new one works. zh_CN and en_US; ko_KR screenshots; axe on both pages.
 * Screenshots: /work/wt/shots/i27-settings/.
 */
import { mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { axeCheck, expect, hydrated, login, loginAs, loginByPost, setLanguage, test, type MockControl } from "./support/fixtures";

const SHOTS = "/work/wt/shots/i27-settings";

// Journeys of a dozen round trips each on a shared 2-core host.
test.describe.configure({ timeout: 180_000 });

const TEXT = {
  zh_CN: {
    bindTitle: "完善账号信息", bindSubmit: "绑定并进入", send: "获取验证码", sentPhone: "验证码已发送至该手机号，10分钟内有效",
    wrongCode: "验证码错误，还可尝试4次", codeFormat: "请输入6位数字验证码", avatar: "用户菜单", settings: "账号设置",
    profile: "基本信息", oldPassword: "原密码", newPassword: "新密码", confirm: "确认新密码", change: "修改密码", hint: "8-16位，需包含大小写字母和数字",
    emailChanged: "邮箱已更换", oldRequired: "请输入原密码", passwordRule: "密码不符合要求：8-16位，需包含大小写字母和数字", editProfile: "修改资料", realName: "姓名", nickName: "昵称", realNameRequired: "请输入姓名", profileSaved: "资料已保存", oldWrong: "原密码错误", changed: "密码已修改，下次登录请使用新密码", changePhone: "更换", newPhone: "新手机号", save: "保存", phoneChanged: "手机号已更换",
    loginRefused: /^账号或密码错误/,
  },
  en_US: {
    bindTitle: "Complete your account", bindSubmit: "Bind and continue", send: "Send code", sentPhone: "A code has been sent to this phone number. It is valid for 10 minutes.",
    wrongCode: "Incorrect verification code, 4 attempts left", codeFormat: "Enter the 6-digit verification code", avatar: "User menu", settings: "Account settings",
    profile: "Profile", oldPassword: "Current password", newPassword: "New password", confirm: "Confirm new password", change: "Change password", hint: "8 to 16 characters with upper and lower case letters and digits",
    emailChanged: "Your e-mail address has been changed", oldRequired: "Enter your current password", passwordRule: "The password must have 8 to 16 characters with upper and lower case letters and digits", editProfile: "Edit profile", realName: "Name", nickName: "Nick name", realNameRequired: "Enter your name", profileSaved: "Profile saved", oldWrong: "The current password is incorrect", changed: "Your password has been changed. Sign in with the new password next time.", changePhone: "Change", newPhone: "New phone number", save: "Save", phoneChanged: "Your phone number has been changed",
    loginRefused: /^Incorrect account or password/,
  },
} as const;

/** Accounts per language (the mock is re-seeded before each test). */
const WHO = { zh_CN: { user: "owner", password: "Owner2026" }, en_US: { user: "leftie", password: "Leftie2026" } } as const;

/** A phone number and e-mail no account uses, new on every run (the portal's send limit outlives a mock reset). */
function fresh(): { phone: string; email: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { phone: `139${digits}`, email: `bind${digits}@seller.example` };
}

/** The last code sent to `to`, once the outbox has one (the send button disables before the send has gone). */
async function lastCode(mock: MockControl, to: string): Promise<string> {
  const sentTo = async () => (await mock.log()).filter((e) => (e.method === "SMS" || e.method === "MAIL") && (e.body as { to?: string }).to === to);
  await expect.poll(async () => (await sentTo()).length).toBeGreaterThan(0);
  return ((await sentTo()).at(-1)!.body as { code: string }).code;
}

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}

const notice = (scope: Page | ReturnType<Page["locator"]>) => scope.getByRole("status").or(scope.getByRole("alert")).first();
const sendButton = (page: Page, codeId: string) => page.locator(`#${codeId}`).locator("xpath=..").getByRole("button");

/** Sends a code from the field `codeId` and reads it from the outbox. */
async function codeFor(page: Page, mock: MockControl, codeId: string, to: string, sentText?: string): Promise<string> {
  await sendButton(page, codeId).click();
  if (sentText) await expect(notice(page.locator("main"))).toHaveText(sentText);
  await expect(sendButton(page, codeId)).toBeDisabled();
  return lastCode(mock, to);
}

async function openSettings(page: Page, t: (typeof TEXT)["zh_CN"] | (typeof TEXT)["en_US"]) {
  await page.getByRole("button", { name: t.avatar }).click();
  await page.locator("[data-avatar-item=accountSettings]").click();
  const settings = page.locator("[data-account-settings]");
  await expect(settings.getByRole("heading", { name: t.profile })).toBeVisible();
  return settings;
}

for (const lang of ["zh_CN", "en_US"] as const) {
  const t = TEXT[lang];
  const { user, password } = WHO[lang];

  test(`first binding (${lang}): an account without phone and e-mail binds both with codes before it enters`, async ({ page, mock }) => {
    await mock.patchUser(user, { unbind: ["phone", "email"] });
    const to = fresh();
    await login(page, user, password, lang);
    await page.waitForURL(/\/bind$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: t.bindTitle })).toBeVisible();
    // Only what is missing: no password fields.
    await expect(page.locator("#flow-password")).toHaveCount(0);
    expect(await axeCheck(page)).toEqual([]);
    await snap(page, `bind-${lang}`);

    await page.locator("#bind-phone").fill(to.phone);
    const phoneCode = await codeFor(page, mock, "bind-phone-code", to.phone, t.sentPhone);
    await page.locator("#bind-email").fill(to.email);
    const emailCode = await codeFor(page, mock, "bind-email-code", to.email);
    // A malformed code (the portal), then a wrong one (the gateway), each with its message.
    await page.locator("#bind-phone-code").fill("12ab");
    await page.locator("#bind-email-code").fill(emailCode);
    await page.getByRole("button", { name: t.bindSubmit }).click();
    await expect(notice(page.locator("main"))).toHaveText(t.codeFormat);
    await page.locator("#bind-phone-code").fill(phoneCode === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: t.bindSubmit }).click();
    await expect(notice(page.locator("main"))).toHaveText(t.wrongCode);
    await expect(page.locator("#bind-email")).toHaveValue(to.email);
    await snap(page, `bind-wrong-code-${lang}`);
    expect(await axeCheck(page)).toEqual([]);

    await page.locator("#bind-phone-code").fill(phoneCode);
    await page.getByRole("button", { name: t.bindSubmit }).click();
    await page.waitForURL(/\/entry\//);
    await expect(page.getByRole("button", { name: t.avatar })).toBeVisible();
    // The shell shows the bound contacts in account settings.
    await hydrated(page);
    const settings = await openSettings(page, t);
    await expect(settings.locator("[data-bound=phone]")).toHaveText(to.phone);
    await expect(settings.locator("[data-bound=email]")).toHaveText(to.email);
  });

  test(`[AUTH-18] account settings (${lang}) at /user/basics-info: the profile, the phone and the e-mail (each with a code; a wrong code shows its message) and the password (current one required and right, the new one under AUTH-04); after the change the old password fails and the new one works`, async ({ page, mock }) => {
    const newPassword = `${password.slice(0, 4)}Next26`;
    const to = fresh();
    await loginAs(page, user, lang, /\/entry\//);
    const settings = await openSettings(page, t);
    await expect(page).toHaveURL(/\/sso-web#\/user\/basics-info$/);
    await expect(settings.getByText(t.hint)).toBeVisible();
    expect(await axeCheck(page)).toEqual([]);
    await snap(page, `settings-${lang}`);

    // Profile: the name is required; a new name and nick name show in the profile and the header.
    const profile = settings.locator("section").nth(0);
    await profile.getByRole("button", { name: t.editProfile }).click();
    await profile.getByLabel(t.realName, { exact: true }).fill("  ");
    await profile.getByRole("button", { name: t.save }).click();
    await expect(notice(profile)).toHaveText(t.realNameRequired);
    await profile.getByLabel(t.realName, { exact: true }).fill(`Renamed ${lang}`);
    await profile.getByLabel(t.nickName, { exact: true }).fill("nick");
    await profile.getByRole("button", { name: t.save }).click();
    await expect(notice(profile)).toHaveText(t.profileSaved);
    await expect(profile.locator("[data-profile]")).toContainText(`Renamed ${lang}`);
    await expect(profile.locator("[data-profile]")).toContainText("nick");
    await expect(page.locator("header")).toContainText(`Renamed ${lang}`);

    // Phone change: a wrong code, then the right one.
    const phone = settings.locator("section").nth(1);
    await phone.getByRole("button", { name: t.changePhone }).click();
    await page.locator("#settings-phone").fill(to.phone);
    const code = await codeFor(page, mock, "settings-phone-code", to.phone);
    await page.locator("#settings-phone-code").fill(code === "000000" ? "111111" : "000000");
    await phone.getByRole("button", { name: t.save }).click();
    await expect(notice(phone)).toHaveText(t.wrongCode);
    await snap(page, `settings-wrong-code-${lang}`);
    await page.locator("#settings-phone-code").fill(code);
    await phone.getByRole("button", { name: t.save }).click();
    await expect(notice(phone)).toHaveText(t.phoneChanged);
    await expect(phone.locator("[data-bound=phone]")).toHaveText(to.phone);

    // E-mail change with a code.
    const email = settings.locator("section").nth(2);
    await email.getByRole("button", { name: t.changePhone }).click();
    await page.locator("#settings-email").fill(to.email);
    const emailCode = await codeFor(page, mock, "settings-email-code", to.email);
    await page.locator("#settings-email-code").fill(emailCode);
    await email.getByRole("button", { name: t.save }).click();
    await expect(notice(email)).toHaveText(t.emailChanged);
    await expect(email.locator("[data-bound=email]")).toHaveText(to.email);

    // Password change: the current password is required; a new one that breaks AUTH-04 (7
    // characters) is refused; a wrong current password, then the right one.
    const pass = settings.locator("section").nth(3);
    const changes = async () => (await mock.log()).filter((e) => e.path === "/sso/user/firstBindingPhoneEmailPsw").length;
    const sentBefore = await changes();
    await pass.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await pass.getByLabel(t.confirm, { exact: true }).fill(newPassword);
    await pass.getByRole("button", { name: t.change }).click();
    await expect(notice(pass)).toHaveText(t.oldRequired);
    await pass.getByLabel(t.oldPassword, { exact: true }).fill(password);
    await pass.getByLabel(t.newPassword, { exact: true }).fill("Abcde12");
    await pass.getByLabel(t.confirm, { exact: true }).fill("Abcde12");
    await pass.getByRole("button", { name: t.change }).click();
    await expect(notice(pass)).toHaveText(t.passwordRule);
    expect(await changes()).toBe(sentBefore);
    await pass.getByLabel(t.oldPassword, { exact: true }).fill(`${password}x`);
    await pass.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await pass.getByLabel(t.confirm, { exact: true }).fill(newPassword);
    await pass.getByRole("button", { name: t.change }).click();
    await expect(notice(pass)).toHaveText(t.oldWrong);
    await expect(pass.getByLabel(t.newPassword, { exact: true })).toHaveValue(newPassword);
    await snap(page, `settings-old-wrong-${lang}`);
    expect(await axeCheck(page)).toEqual([]);
    await pass.getByLabel(t.oldPassword, { exact: true }).fill(password);
    await pass.getByRole("button", { name: t.change }).click();
    await expect(notice(pass)).toHaveText(t.changed);
    await expect(pass.getByLabel(t.oldPassword, { exact: true })).toHaveValue("");

    // At the login form: the old password fails, the new one works.
    await page.context().clearCookies();
    await login(page, user, password, lang);
    await expect(page.getByRole("alert").filter({ hasText: t.loginRefused })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await login(page, user, newPassword, lang);
    await page.waitForURL(/\/entry\//);
  });
}

test("ko_KR: both pages (screenshots), axe clean", async ({ page, mock }) => {
  await loginAs(page, "korean", "ko_KR", /\/entry\//);
  await page.getByRole("button", { name: "사용자 메뉴" }).click();
  await page.locator("[data-avatar-item=accountSettings]").click();
  const settings = page.locator("[data-account-settings]");
  await expect(settings.getByRole("heading", { name: "비밀번호 변경" })).toBeVisible();
  await expect(settings.getByText("대소문자와 숫자를 포함한 8~16자")).toBeVisible();
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "settings-ko_KR");

  await page.context().clearCookies();
  await mock.patchUser("korean", { unbind: ["phone", "email", "password"] });
  await setLanguage(page, "ko_KR");
  // Without a password the login form cannot be used: sign in by an auto-login token.
  await page.goto(`/login?token=${encodeURIComponent(await mock.token("korean"))}`);
  await page.waitForURL(/\/bind$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "계정 정보 완성" })).toBeVisible();
  await expect(page.locator("#bind-phone")).toBeVisible();
  await expect(page.locator("#bind-email")).toBeVisible();
  await expect(page.locator("#flow-password")).toBeVisible();
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "bind-ko_KR");
});

test("account settings has the language too: choosing English there switches the page and the shell", async ({ page, mock }) => {
  await mock.patchUser("owner", { chooseLanguage: "zh_CN" });
  await loginAs(page, "owner", "zh_CN");
  const settings = await openSettings(page, TEXT.zh_CN);
  const language = settings.getByRole("region", { name: "语言" });
  await expect(language.getByRole("combobox", { name: "语言" }).or(language.locator("select"))).toHaveValue("zh_CN");
  await language.locator("select").selectOption("en_US");
  await expect(settings.getByRole("heading", { name: TEXT.en_US.profile })).toBeVisible();
  await expect(settings.getByRole("region", { name: "Language" })).toBeVisible();
  await expect(page.locator("header")).toContainText("Workbench");
});

/** AUTH-03's hint: en_US is the spec's words; zh_CN and ko_KR are the catalogue's translations. */
const HINT = {
  zh_CN: { user: "owner", password: "Owner2026", hint: "8-16位，需包含大小写字母和数字" },
  en_US: { user: "leftie", password: "Leftie2026", hint: "8 to 16 characters with upper and lower case letters and digits" },
  ko_KR: { user: "korean", password: "Korean2026", hint: "대소문자와 숫자를 포함한 8~16자" },
} as const;

test("[AUTH-03] wherever a new password is entered (register, reset, first binding, account settings) the hint reads `8 to 16 characters with upper and lower case letters and digits`, in three languages", async ({ page, mock }) => {
  for (const [lang, { user, password, hint }] of Object.entries(HINT) as Array<[keyof typeof HINT, (typeof HINT)[keyof typeof HINT]]>) {
    const newPassword = page.locator("#flow-password");
    const hinted = async (where: string) => {
      await expect(newPassword, `${lang} ${where}`).toBeVisible();
      await expect(newPassword, `${lang} ${where}`).toHaveAccessibleDescription(hint);
      await expect(page.locator("#flow-password-hint"), `${lang} ${where}`).toHaveText(hint);
    };
    await page.context().clearCookies();
    await setLanguage(page, lang);
    await page.goto("/register");
    await hinted("register");
    await page.goto("/retrieve-password");
    await hinted("reset");
    // Account settings' password change.
    await page.goto(await loginByPost(page, user, password, lang));
    await hydrated(page);
    await page.goto(`${new URL(page.url()).pathname.replace(/\/sso-web.*$/, "")}/sso-web#/user/basics-info`);
    await hinted("account settings");
    // First binding of a missing password.
    await mock.patchUser(user, { unbind: ["password"] });
    await page.goto("/");
    await page.waitForURL(/\/bind$/);
    await hinted("first binding");
  }
});
