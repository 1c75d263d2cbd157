/**
 * The server's own demo guard on the account resource routes (DEMO-01): a demo user's hand-made
 * write (add, edit or delete a custom scene, bind menus into it, the menu style, the version
 * switch) is refused with 403 and the demo tip's key, and the mock gateway sees no write call. The
 * same writes from the owner go through (the guard refuses only demo users).
 */
import { describe, expect, it } from "vitest";
import { CookieJar, PORTAL, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { packageStyleAction, platformCodeAction, scenesAction } from "~/features/account/actions.server";
import { settingsAction } from "~/features/account-flows/index.server";
import { SEED } from "../../mock-gateway/seed/ids";

const { gw } = setupMockGateway();

async function jarOf(username: "owner" | "demo"): Promise<CookieJar> {
  const { password } = SEED.accounts[username];
  const res = await loginAction(post("/login", { intent: "login", userName: username, password }));
  return new CookieJar().take(res as Response);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
const json = async (res: Response) => (await res.json()) as any;
const WRITES = ["/sso/customGroup/add", "/sso/customGroup/edit", "/sso/customGroup/del", "/sso/user/changePackageStyle", "/sso/role/updatePlatformCode"];
const writes = () => gw.log.filter((e) => WRITES.includes(e.path));
const menuId = () => gw.state.menu.findMany({ where: { lastMenu: { equals: 2 } } })[0].menuId;

function saveScene(jar: CookieJar, groupId?: number): Request {
  const body = new URLSearchParams({ intent: "save", customMenuName: "Demo scene", remark: "" });
  if (groupId !== undefined) body.set("groupId", String(groupId));
  body.append("menuIds", String(menuId()));
  return new Request(`${PORTAL}/api/account/scenes`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() } });
}

/** Every account write the demo directive covers, as the given user sends it. */
function attempts(jar: CookieJar, groupId: number): Array<[string, () => Promise<Response>]> {
  return [
    ["add a custom scene (DEMO-02)", () => scenesAction(saveScene(jar))],
    ["bind menus into a custom scene (DEMO-03)", () => scenesAction(saveScene(jar, groupId))],
    ["delete a custom scene", () => scenesAction(post("/api/account/scenes", { intent: "delete", groupId: String(groupId) }, jar))],
    ["menu style", () => packageStyleAction(post("/api/account/package-style", { styleCode: "1" }, jar))],
    ["version switch (DEMO-04)", () => platformCodeAction(post("/api/account/platform-code", { updatePlatformCode: "ERP_NEW" }, jar))],
  ];
}

describe("the account routes refuse a demo user's writes server-side", () => {
  it("a demo user's scene add, menu binding, scene delete, menu style and version switch: 403 with the demo tip, no gateway write", async () => {
    const jar = await jarOf("demo");
    gw.state.customScene.create({ groupId: 9801, username: "demo", serviceId: SEED.serviceIds.erpA, key: "c_9801", customMenuName: "Demo's", type: 1, remark: "", closable: true, menuIds: [menuId()] });
    for (const [what, run] of attempts(jar, 9801)) {
      const res = await run();
      expect(res.status, what).toBe(403);
      expect(await json(res), what).toEqual({ ok: false, error: "account:demoTip" });
    }
    expect(writes()).toEqual([]);
    expect(gw.state.customScene.findFirst({ where: { groupId: { equals: 9801 } } })?.customMenuName).toBe("Demo's");
  });

  it("the owner's same writes go through (the guard is the demo flag's, not the route's)", async () => {
    const jar = await jarOf("owner");
    for (const [what, run] of attempts(jar, SEED.owner.customSceneId)) {
      const res = await run();
      expect(res.status, what).toBe(200);
      expect((await json(res)).ok, what).toBe(true);
    }
    expect(writes().map((e) => e.path)).toEqual(WRITES);
  });
});

describe("the account settings route refuses a demo user's changes server-side", () => {
  /** The gateway calls a settings change makes: the code sends, the binding and the profile. */
  const SETTINGS_WRITES = ["/sso/user/sendRetrievePassCore", "/sso/user/sendRetrievePassEmail", "/sso/user/firstBindingPhoneEmailPsw", "/sso/user/updateUserInfo"];
  const settingsWrites = () => gw.log.filter((e) => SETTINGS_WRITES.includes(e.path));
  const changes: Array<Record<string, string>> = [
    { intent: "send", channel: "phone", phone: "13800000000" },
    { intent: "phone", phone: "13800000000", phoneCode: "123456" },
    { intent: "email", email: "demo@example.com", emailCode: "123456" },
    { intent: "password", oldPassword: "Demo2026ab", password: "Demo2026xy", confirm: "Demo2026xy" },
    { intent: "profile", realName: "Someone else", nickName: "" },
  ];

  it("a demo user's code send, phone, e-mail, password and profile changes: 403 with the demo tip, no gateway write", async () => {
    const jar = await jarOf("demo");
    for (const form of changes) {
      const res = await settingsAction(post("/api/account/settings", form, jar));
      expect(res.status, form.intent).toBe(403);
      expect(await json(res), form.intent).toEqual({ ok: false, error: "account:demoTip" });
    }
    expect(settingsWrites()).toEqual([]);
  });

  it("the owner's profile change goes through (the guard is the demo flag's)", async () => {
    const jar = await jarOf("owner");
    const res = await settingsAction(post("/api/account/settings", { intent: "profile", realName: "Owner Renamed", nickName: "" }, jar));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true, reply: { intent: "profile", ok: true } });
    expect(settingsWrites().map((e) => e.path)).toEqual(["/sso/user/updateUserInfo"]);
  });
});
