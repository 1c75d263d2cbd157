/**
 * The mock's /sso/subUser (issue 28): owner only; add makes an account that signs in with its
 * roles' menus; disable and delete revoke the user's tokens and push the forced-logout notice
 * to its notice sockets; a disabled account cannot sign in. (A test of the mock: no clause tag.)
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { SocketConnection } from "../../mock-gateway/node";
import { call, encrypt, login, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());

const staffLogin = (userName: string, password = "Staff2026ab", lang?: "en-US") =>
  call("/sso/user/login", { userName, password: encrypt(password, gw.publicKeyPem), systemCode: "SSO_SYS_USER" }, { lang });

function listen(username: string): string[] {
  const frames: string[] = [];
  const conn: SocketConnection = { username, kind: "notice", send: (d) => frames.push(d), close: () => undefined };
  gw.sockets.register(conn);
  return frames;
}

describe("/sso/subUser", () => {
  it("lists company A's 12 sub-accounts by page and search; refuses a non-owner", async () => {
    const owner = await login(gw, "owner");
    const first = await call("/sso/subUser/queryPage", { pageNum: 1, pageSize: 10, keyword: "" }, { token: owner });
    expect(first.json.data.total).toBe(12);
    expect(first.json.data.list).toHaveLength(10);
    const second = await call("/sso/subUser/queryPage", { pageNum: 2, pageSize: 10, keyword: "" }, { token: owner });
    expect(second.json.data.list).toHaveLength(2);
    const found = await call("/sso/subUser/queryPage", { pageNum: 1, pageSize: 10, keyword: "KOREAN" }, { token: owner });
    expect(found.json.data.list.map((r: { userName: string }) => r.userName)).toEqual(["korean"]);
    const leftie = await login(gw, "leftie");
    const refused = await call("/sso/subUser/queryPage", { pageNum: 1, pageSize: 10 }, { token: leftie });
    expect(refused.json).toMatchObject({ code: "saas.sso.subUser.error.code.0001", msg: "只有公司主账号可以管理子账号" });
  });

  it("a sub-account added with a role signs in and its menus are that role's groups only", async () => {
    const owner = await login(gw, "owner");
    const added = await call("/sso/subUser/add", { userName: "clerk01", realName: "Clerk", phone: "", email: "clerk01@seller.example", password: encrypt("Clerk2026ab", gw.publicKeyPem), roleIds: [3] }, { token: owner });
    expect(added.json.code).toBe("200");
    const again = await call("/sso/subUser/add", { userName: "CLERK01", realName: "Clerk", email: "x@seller.example", password: encrypt("Clerk2026ab", gw.publicKeyPem), roleIds: [3] }, { token: owner, lang: "en-US" });
    expect(again.json.msg).toBe("This account name is already taken");
    const weak = await call("/sso/subUser/add", { userName: "clerk02", realName: "Clerk", email: "y@seller.example", password: encrypt("clerk2026", gw.publicKeyPem), roleIds: [3] }, { token: owner });
    expect(weak.json.code).toBe("saas.sso.user.password.error.code.0001");
    const login2 = await staffLogin("clerk01", "Clerk2026ab");
    expect(login2.json.code).toBe("200");
    const member = gw.state.membership.findFirst({ where: { username: { equals: "clerk01" } } });
    expect(member?.hiddenGroups).not.toContain("order");
    expect(member?.hiddenGroups).toContain("finance");
    expect(member?.hiddenGroups).toContain("settings");
  });

  it("disabling revokes the tokens, pushes accountDisabled and refuses the next login; enabling lets it in", async () => {
    const owner = await login(gw, "owner");
    const staff = (await staffLogin("staff01")).json.data.token as string;
    const frames = listen("staff01");
    const userId = gw.state.user.findFirst({ where: { username: { equals: "staff01" } } })!.userId;
    expect((await call("/sso/subUser/updateStatus", { userId, status: 2 }, { token: owner })).json.code).toBe("200");
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ noticeKind: "accountDisabled" });
    expect((await call("/sso/user/getUserInfoByHideCode", {}, { token: staff, company: "" })).res.status).toBe(401);
    expect((await staffLogin("staff01", "Staff2026ab", "en-US")).json).toMatchObject({ code: "saas.sso.subUser.error.code.0004", msg: "This account has been disabled, please contact the owner account" });
    await call("/sso/subUser/updateStatus", { userId, status: 1 }, { token: owner });
    expect((await staffLogin("staff01")).json.code).toBe("200");
  });

  it("deleting pushes subAccountDeleted, revokes the tokens and removes the login", async () => {
    const owner = await login(gw, "owner");
    const staff = (await staffLogin("staff02")).json.data.token as string;
    const frames = listen("staff02");
    const userId = gw.state.user.findFirst({ where: { username: { equals: "staff02" } } })!.userId;
    expect((await call("/sso/subUser/delete", { userId }, { token: owner })).json.code).toBe("200");
    expect(JSON.parse(frames.at(-1)!)).toMatchObject({ noticeKind: "subAccountDeleted" });
    expect((await call("/sso/user/getUserInfoByHideCode", {}, { token: staff, company: "" })).res.status).toBe(401);
    expect((await staffLogin("staff02")).json.code).toBe("saas.sso.user.login.error.code.0001");
  });
});
