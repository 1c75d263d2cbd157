/**
 * Permissions management (sso-web /embel/list, issue 28): the owner adds a sub-account with a
 * role, which signs in (a second browser context) and sees only its role's menus; deleting it
 * (after a confirmation) ends its open session with the forced-logout countdown and refuses its
 * next request; a disabled sub-account cannot sign in (the gateway's message), an enabled one
 * can; the list's search and paging; the add form's messages under the fields; a server error
 * keeps what was typed; a non-owner and a demo account are refused. zh_CN and en_US; ko_KR
 * screenshots; axe on the page and its dialogs. Screenshots: /work/wt/shots/i28-perm/.
 */
import { mkdir } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { axeCheck, expect, hydrated, login, loginAs, loginByPost, openLeaf, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const SHOTS = "/work/wt/shots/i28-perm";
test.describe.configure({ timeout: 180_000 });

const TEXT = {
  zh_CN: {
    finance: "财务", editRolesOf: (n: string) => `编辑 ${n} 的角色`, avatar: "用户菜单", title: "角色权限", add: "添加子账号", save: "保存", cancel: "取消", delete: "删除", disable: "禁用", enable: "启用",
    userName: "账号名", realName: "姓名", contact: "手机号或邮箱", password: "初始密码", role: "订单专员",
    userNameRequired: "请输入账号名", realNameRequired: "请输入姓名", contactRequired: "请输入手机号或邮箱", passwordRequired: "请输入初始密码", rolesRequired: "请至少选择一个角色",
    contactInvalid: "请输入正确的11位手机号或邮箱地址", passwordRule: "密码不符合要求：8-16位，需包含大小写字母和数字", userNameRule: "账号名需为4-20位字母、数字、_、. 或 -",
    hint: "8-16位，需包含大小写字母和数字", groups: ["工作台", "订单管理", "消息公告"], deleteConfirm: (n: string) => `确定删除子账号 ${n} 吗？删除后该账号将立即退出登录，且无法恢复。`,
    countdown: /[1-3] 秒后退出登录/, disabledLogin: "账号已被禁用，请联系主账号", page: (p: number, n: number) => `第 ${p} / ${n} 页`, next: "下一页",
    search: "搜索账号、姓名、手机号或邮箱", searchButton: "搜索", noMatch: "没有符合条件的子账号", total: (n: number) => `共 ${n} 个子账号`, perPage: "20 条/页",
  },
  en_US: {
    finance: "Finance", editRolesOf: (n: string) => `Edit the roles of ${n}`, avatar: "User menu", title: "Roles & permissions", add: "Add sub-account", save: "Save", cancel: "Cancel", delete: "Delete", disable: "Disable", enable: "Enable",
    userName: "Account name", realName: "Name", contact: "Phone or e-mail", password: "Initial password", role: "Order clerk",
    userNameRequired: "Enter an account name", realNameRequired: "Enter a name", contactRequired: "Enter a phone number or an e-mail address", passwordRequired: "Enter an initial password", rolesRequired: "Choose at least one role",
    contactInvalid: "Enter a valid 11-digit mobile number or e-mail address", passwordRule: "The password does not meet the rule: 8 to 16 characters with upper and lower case letters and digits", userNameRule: "The account name needs 4 to 20 letters, digits, _, . or -",
    hint: "8 to 16 characters with upper and lower case letters and digits", groups: ["Workbench", "Orders", "Messages"], deleteConfirm: (n: string) => `Delete the sub-account ${n}? It is signed out at once, and this cannot be undone.`,
    countdown: /Signing out in [1-3] s/, disabledLogin: "This account has been disabled, please contact the owner account", page: (p: number, n: number) => `Page ${p} of ${n}`, next: "Next",
    search: "Search account, name, phone or e-mail", searchButton: "Search", noMatch: "No sub-account matches your search", total: (n: number) => `Sub-accounts: ${n}`, perPage: "20 / page",
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}

/** Opens permissions management from the avatar menu (LAYOUT-25's authority item). */
async function openPermissions(page: Page, t: { avatar: string; title: string }) {
  await page.getByRole("button", { name: t.avatar }).click();
  await page.locator("[data-avatar-item=authority]").click();
  const root = page.locator("[data-sub-accounts]");
  await expect(root.getByRole("heading", { name: t.title })).toBeVisible();
  return root;
}

const row = (page: Page, userName: string) => page.locator(`[data-sub-account="${userName}"]`);
const fieldError = (page: Page, id: string) => page.locator(`[data-field-error="${id}"]`);

/** A second browser (context) signed in as `userName`, in `lang`. */
async function signInElsewhere(browser: Browser, baseURL: string, userName: string, password: string, lang: PortalLanguage): Promise<Page> {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await page.goto(await loginByPost(page, userName, password, lang));
  await page.waitForURL(/\/entry\//);
  await hydrated(page);
  return page;
}

const subUserCalls = async (mock: MockControl, name: string) => (await mock.log()).filter((e) => e.path.endsWith(`/sso/subUser/${name}`)).length;

for (const lang of ["zh_CN", "en_US"] as const) {
  const t: Text = TEXT[lang];

  test(`[USER-02] (${lang}) /embel/list lists the sub-accounts with their roles; the owner adds one with a role, changes its roles, disables and enables it; it sees only its role's menus; deleting it asks first (cancel keeps it), then ends its open session and refuses its next request`, async ({ page, mock, browser, baseURL }) => {
    const name = `clerk_${lang === "zh_CN" ? "zh" : "en"}`;
    const password = "Clerk2026ab";
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    const root = await openPermissions(page, t);
    await expect(page).toHaveURL(/\/sso-web#\/embel\/list$/);
    await expect(root.locator("[data-total]")).toHaveText(t.total(12));
    await expect(row(page, "staff01")).toContainText(t.role);
    expect(await axeCheck(page)).toEqual([]);
    await snap(page, `list-${lang}`);

    // The add form: every problem under its field, nothing sent.
    await root.getByRole("button", { name: t.add }).click();
    const form = page.locator("[data-sub-account-form]");
    await form.getByRole("button", { name: t.save }).click();
    await expect(fieldError(page, "sub-userName")).toHaveText(t.userNameRequired);
    await expect(fieldError(page, "sub-realName")).toHaveText(t.realNameRequired);
    await expect(fieldError(page, "sub-contact")).toHaveText(t.contactRequired);
    await expect(fieldError(page, "sub-password")).toHaveText(t.passwordRequired);
    await expect(fieldError(page, "roleIds")).toHaveText(t.rolesRequired);
    await expect(form.getByText(t.hint)).toBeVisible();
    expect(await axeCheck(page)).toEqual([]);
    await snap(page, `add-errors-${lang}`);
    await form.locator("#sub-userName").fill("ab");
    await form.locator("#sub-contact").fill("1380000");
    await form.locator("#sub-password").fill("clerk2026");
    await form.getByRole("button", { name: t.save }).click();
    await expect(fieldError(page, "sub-userName")).toHaveText(t.userNameRule);
    await expect(fieldError(page, "sub-contact")).toHaveText(t.contactInvalid);
    await expect(fieldError(page, "sub-password")).toHaveText(t.passwordRule);
    expect(await subUserCalls(mock, "add")).toBe(0);

    // A server error keeps what was typed.
    await form.locator("#sub-userName").fill(name);
    await form.locator("#sub-realName").fill("Clerk Test");
    await form.locator("#sub-contact").fill(`${name}@seller.example`);
    await form.locator("#sub-password").fill(password);
    await form.locator("[data-role-choice='3']").getByRole("checkbox").check();
    await mock.fault({ match: "/sso/subUser/add", kind: "status", value: 500, times: 1 });
    await form.getByRole("button", { name: t.save }).click();
    await expect(form.getByRole("alert").or(form.getByRole("status")).first()).toBeVisible();
    await expect(form.locator("#sub-userName")).toHaveValue(name);
    await expect(form.locator("#sub-contact")).toHaveValue(`${name}@seller.example`);
    await expect(form.locator("#sub-password")).toHaveValue(password);
    await expect(form.locator("[data-role-choice='3']").getByRole("checkbox")).toBeChecked();
    await snap(page, `add-server-error-${lang}`);
    await form.getByRole("button", { name: t.save }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, name)).toContainText(t.role);

    // Its roles change (to finance, then back to order clerk); it is disabled and enabled again.
    const rolesForm = page.locator("[data-roles-form]");
    for (const [from, to, label, gone] of [[3, 4, t.finance, t.role], [4, 3, t.role, t.finance]] as const) {
      await row(page, name).getByRole("button", { name: t.editRolesOf(name) }).click();
      await rolesForm.locator(`[data-role-choice='${to}']`).getByRole("checkbox").check();
      await rolesForm.locator(`[data-role-choice='${from}']`).getByRole("checkbox").uncheck();
      await rolesForm.getByRole("button", { name: t.save }).click();
      await expect(rolesForm).toHaveCount(0);
      await expect(row(page, name)).toContainText(label);
      await expect(row(page, name)).not.toContainText(gone);
    }
    expect(await subUserCalls(mock, "editRole")).toBe(2);
    await row(page, name).getByRole("button", { name: new RegExp(`^${t.disable}`) }).click();
    await page.locator("[data-confirm]").getByRole("button", { name: t.disable }).click();
    await expect(row(page, name)).toHaveAttribute("data-status", "2");
    await row(page, name).getByRole("button", { name: new RegExp(`^${t.enable}`) }).click();
    await expect(row(page, name)).toHaveAttribute("data-status", "1");

    // It signs in elsewhere and sees only its role's menu groups.
    const other = await signInElsewhere(browser, baseURL!, name, password, lang);
    const groups = other.getByRole("navigation").locator("[data-group-trigger]");
    await expect(groups).toHaveCount(t.groups.length);
    for (const [i, g] of t.groups.entries()) await expect(groups.nth(i)).toContainText(g);
    await expect(other.locator("[data-notice-bell]")).toHaveAttribute("data-socket", "on");
    const before = await other.request.get("/api/sub-accounts", { maxRedirects: 0 });
    expect(before.status()).toBe(200);
    expect(await before.json()).toMatchObject({ ok: true, allowed: false });

    // Delete asks first; cancelling does nothing (VALID-01).
    await row(page, name).getByRole("button", { name: new RegExp(t.delete) }).click();
    const confirm = page.locator("[data-confirm]");
    await expect(confirm).toContainText(t.deleteConfirm(name));
    expect(await axeCheck(page)).toEqual([]);
    await snap(page, `delete-confirm-${lang}`);
    await confirm.getByRole("button", { name: t.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, name)).toBeVisible();
    expect(await subUserCalls(mock, "delete")).toBe(0);
    await row(page, name).getByRole("button", { name: new RegExp(t.delete) }).click();
    await page.locator("[data-confirm]").getByRole("button", { name: t.delete }).click();
    await expect(row(page, name)).toHaveCount(0);
    // Its next request is refused: the gateway no longer takes its token, the portal sends it to /login.
    const after = await other.request.get("/api/sub-accounts", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toMatch(/\/login/);

    // Its open page gets the forced-logout countdown and lands on /login.
    await expect(other.locator("[data-forced-logout]")).toContainText(t.countdown, { timeout: 5_000 });
    await snap(other, `forced-logout-${lang}`);
    await other.waitForURL(/\/login(?:[?#]|$)/, { timeout: 10_000 });
    await other.context().close();
  });

  test(`[USER-03] (${lang}) disabling, and deleting, a sub-account each end its open session (forced-logout notice, next request refused); disabled it cannot sign in and sees the gateway's message; enabled again it can`, async ({ page, mock, browser, baseURL }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await mock.patchUser("staff01", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    await openPermissions(page, t);
    /** staff01's open page ends: the forced-logout countdown, /login, and its requests are refused. */
    const sessionEnds = async (other: Page) => {
      await expect(other.locator("[data-forced-logout]")).toContainText(t.countdown, { timeout: 5_000 });
      const next = await other.request.get("/api/sub-accounts", { maxRedirects: 0 });
      expect(next.status()).toBe(302);
      expect(next.headers()["location"]).toMatch(/\/login/);
      await other.waitForURL(/\/login(?:[?#]|$)/, { timeout: 10_000 });
      await other.context().close();
    };
    const staff = row(page, "staff01");
    // Disable (confirmed) while staff01 is signed in elsewhere.
    const open = await signInElsewhere(browser, baseURL!, "staff01", "Staff2026ab", lang);
    await expect(open.locator("[data-notice-bell]")).toHaveAttribute("data-socket", "on");
    expect((await open.request.get("/api/sub-accounts", { maxRedirects: 0 })).status()).toBe(200);
    await staff.getByRole("button", { name: new RegExp(`^${t.disable}`) }).click();
    await page.locator("[data-confirm]").getByRole("button", { name: t.disable }).click();
    await expect(staff).toHaveAttribute("data-status", "2");
    await sessionEnds(open);

    const ctx = await browser.newContext({ baseURL });
    const other = await ctx.newPage();
    await login(other, "staff01", "Staff2026ab", lang);
    await expect(other.getByRole("alert").filter({ hasText: t.disabledLogin })).toBeVisible();
    await snap(other, `disabled-login-${lang}`);

    await staff.getByRole("button", { name: new RegExp(`^${t.enable}`) }).click();
    await expect(staff).toHaveAttribute("data-status", "1");
    await login(other, "staff01", "Staff2026ab", lang);
    await other.waitForURL(/\/entry\//);
    await ctx.close();

    // Delete (confirmed) while staff01 is signed in elsewhere again.
    const again = await signInElsewhere(browser, baseURL!, "staff01", "Staff2026ab", lang);
    await expect(again.locator("[data-notice-bell]")).toHaveAttribute("data-socket", "on");
    await staff.getByRole("button", { name: new RegExp(t.delete) }).click();
    await page.locator("[data-confirm]").getByRole("button", { name: t.delete }).click();
    await expect(staff).toHaveCount(0);
    await sessionEnds(again);
  });

  test(`(${lang}) editing roles: at least one is required; staff01 changed from order clerk to finance sees finance's menu groups at its next sign-in`, async ({ page, mock, browser, baseURL }) => {
    const words = lang === "zh_CN"
      ? { editOf: "编辑 staff01 的角色", clerk: "订单专员", finance: "财务", groups: ["工作台", "财务管理", "数据分析"], saved: "已更新 staff01 的角色" }
      : { editOf: "Edit the roles of staff01", clerk: "Order clerk", finance: "Finance", groups: ["Workbench", "Finance", "Analytics"], saved: "Roles of staff01 updated" };
    await mock.patchUser("owner", { chooseLanguage: lang });
    await mock.patchUser("staff01", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    const root = await openPermissions(page, t);
    await expect(row(page, "staff01")).toContainText(words.clerk);
    await row(page, "staff01").getByRole("button", { name: words.editOf }).click();
    const form = page.locator("[data-roles-form]");
    await expect(form.locator("[data-role-choice='3']").getByRole("checkbox")).toBeChecked();
    // None chosen: refused under the roles, nothing sent.
    const before = await subUserCalls(mock, "editRole");
    await form.locator("[data-role-choice='3']").getByRole("checkbox").uncheck();
    await form.getByRole("button", { name: t.save }).click();
    await expect(fieldError(page, "roleIds")).toHaveText(t.rolesRequired);
    expect(await subUserCalls(mock, "editRole")).toBe(before);
    await form.locator("[data-role-choice='4']").getByRole("checkbox").check();
    await form.getByRole("button", { name: t.save }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText(words.saved)).toBeVisible();
    await expect(row(page, "staff01")).toContainText(words.finance);
    await expect(row(page, "staff01")).not.toContainText(words.clerk);
    expect(await subUserCalls(mock, "editRole")).toBe(before + 1);
    await expect(root.locator("[data-total]")).toHaveText(t.total(12));
    // staff01 signs in and sees the finance role's groups.
    const other = await signInElsewhere(browser, baseURL!, "staff01", "Staff2026ab", lang);
    const groups = other.getByRole("navigation").locator("[data-group-trigger]");
    await expect(groups).toHaveCount(words.groups.length);
    for (const [i, g] of words.groups.entries()) await expect(groups.nth(i)).toContainText(g);
    await other.context().close();
  });

  test(`(${lang}) the list searches and pages`, async ({ page, mock }) => {
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    const root = await openPermissions(page, t);
    await expect(root.locator("[data-page]")).toHaveText(t.page(1, 2));
    await expect(root.locator("[data-sub-account]")).toHaveCount(10);
    await root.getByRole("button", { name: t.next }).click();
    await expect(root.locator("[data-page]")).toHaveText(t.page(2, 2));
    await expect(root.locator("[data-sub-account]")).toHaveCount(2);
    await root.getByRole("combobox").or(root.locator("select")).first().selectOption("20");
    await expect(root.locator("[data-page]")).toHaveText(t.page(1, 1));
    await expect(root.locator("[data-sub-account]")).toHaveCount(12);
    await root.getByRole("searchbox", { name: t.search }).fill("staff0");
    await root.getByRole("button", { name: t.searchButton }).click();
    await expect(root.locator("[data-total]")).toHaveText(t.total(9));
    await expect(root.locator("[data-sub-account]")).toHaveCount(9);
    await root.getByRole("searchbox", { name: t.search }).fill("nobody-here");
    await root.getByRole("button", { name: t.searchButton }).click();
    await expect(root.getByText(t.noMatch)).toBeVisible();
    await expect(root.locator("[data-sub-account]")).toHaveCount(0);
  });
}

test("a sub-account may not manage sub-accounts: the page says why and the action refuses a direct POST", async ({ page, mock }) => {
  await loginAs(page, "leftie", "en_US");
  const root = await openPermissions(page, TEXT.en_US);
  await expect(root).toHaveAttribute("data-sub-accounts", "refused");
  await expect(root).toContainText("Only the company's owner account can manage sub-accounts");
  expect(await axeCheck(page)).toEqual([]);
  const res = await page.request.post("/api/sub-accounts", { form: { intent: "delete", userId: "100101" } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ ok: false, error: "subAccounts:notOwner" });
  expect(await subUserCalls(mock, "delete")).toBe(0);
});

test("in demo mode (DEMO-01) adding a sub-account shows the demo tip and sends nothing", async ({ page, mock }) => {
  // The demo company has no permissions menu: the owner in demo mode (DEMO-01's isDemo).
  await mock.patchUser("owner", { isDemo: true });
  await loginAs(page, "owner", "zh_CN");
  // In demo mode the avatar's items show the demo tip: open the page from its menu leaf.
  await openLeaf(page, SEED.menus.permissionsList.menuId);
  const root = page.locator("[data-sub-accounts]");
  await expect(root.locator("[data-total]")).toHaveText(TEXT.zh_CN.total(12));
  await root.getByRole("button", { name: TEXT.zh_CN.add }).click();
  await expect(page.getByText("演示账号不支持此操作，请联系您的专属销售经理开通正式账号")).toBeVisible();
  await expect(page.locator("[data-sub-account-form]")).toHaveCount(0);
  const res = await page.request.post("/api/sub-accounts", { form: { intent: "add", userName: "demo_x", realName: "x", contact: "a@b.cd", password: "Demo2026ab", roleIds: "3" } });
  expect(res.status()).toBe(403);
  expect(await subUserCalls(mock, "add")).toBe(0);
});

test("ko_KR: the list, the add form with its messages and the delete confirmation (screenshots), axe clean", async ({ page, mock }) => {
  await mock.patchUser("owner", { chooseLanguage: "ko_KR" });
  await loginAs(page, "owner", "ko_KR");
  const root = await openPermissions(page, { avatar: "사용자 메뉴", title: "역할 및 권한" });
  await expect(root.locator("[data-total]")).toHaveText("하위 계정 12개");
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "list-ko_KR");
  await root.getByRole("button", { name: "하위 계정 추가" }).click();
  await page.locator("[data-sub-account-form]").getByRole("button", { name: "저장" }).click();
  await expect(fieldError(page, "sub-userName")).toHaveText("계정 이름을 입력하세요");
  expect(await axeCheck(page)).toEqual([]);
  await snap(page, "add-errors-ko_KR");
  await page.locator("[data-sub-account-form]").getByRole("button", { name: "취소" }).click();
  await row(page, "staff02").getByRole("button", { name: /삭제/ }).click();
  await expect(page.locator("[data-confirm]")).toContainText("하위 계정 staff02을(를) 삭제할까요?");
  await snap(page, "delete-confirm-ko_KR");
});
