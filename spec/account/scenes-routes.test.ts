/**
 * The account resource routes against the in-process mock gateway: custom scenes (with the
 * mock's limits), the menu style, the version switch and the money-assistant lookup.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, PORTAL, get, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { moneyAssistantLoader, packageStyleAction, platformCodeAction, scenesAction, scenesLoader } from "~/features/account/actions.server";
import { SEED } from "../../mock-gateway/seed/ids";

const { gw } = setupMockGateway();

async function jarOf(username: "owner" | "demo" | "leftie"): Promise<CookieJar> {
  const { password } = SEED.accounts[username];
  const res = await loginAction(post("/login", { intent: "login", userName: username, password }));
  return new CookieJar().take(res as Response);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
const json = async (res: Response) => (await res.json()) as any;
const logged = (path: string) => gw.log.filter((e) => e.path === path);
/** Leaf menu ids of ERP A, `n` of them. */
const menuIds = (n: number) => gw.state.menu.findMany({ where: { serviceId: { equals: SEED.serviceIds.erpA }, lastMenu: { equals: 2 } } }).slice(0, n).map((m) => m.menuId);

function saveScene(jar: CookieJar, fields: { groupId?: number; name: string; ids: number[]; remark?: string }): Request {
  const body = new URLSearchParams({ intent: "save", customMenuName: fields.name, remark: fields.remark ?? "" });
  if (fields.groupId !== undefined) body.set("groupId", String(fields.groupId));
  for (const id of fields.ids) body.append("menuIds", String(id));
  return new Request(`${PORTAL}/api/account/scenes`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() } });
}

describe("custom scenes through the portal", () => {
  it("the list reads the seeded default scene (not closable) and Daily orders with its 5 menus", async () => {
    const data = await json(await scenesLoader(get("/api/account/scenes", await jarOf("owner"))));
    expect(data.ok).toBe(true);
    expect(data.scenes).toEqual([
      expect.objectContaining({ key: "c_default", customMenuName: "ERP quick start", closable: false }),
      expect.objectContaining({ key: `c_${SEED.owner.customSceneId}`, customMenuName: "Daily orders", menuIds: [...SEED.owner.customSceneMenuIds], closable: true }),
    ]);
  });

  it("[MENU-30][MENU-32] adding a 15-menu scene posts add with type 1; editing with a groupId posts edit", async () => {
    const jar = await jarOf("owner");
    const ids = menuIds(15);
    expect(await json(await scenesAction(saveScene(jar, { name: " Fifteen ", ids, remark: "r" })))).toEqual({ ok: true });
    expect(logged("/sso/customGroup/add").at(-1)?.body).toEqual({ customMenuName: "Fifteen", menuIds: ids, remark: "r", type: 1 });
    const added = (await json(await scenesLoader(get("/api/account/scenes", jar)))).scenes.at(-1);
    expect(added).toMatchObject({ customMenuName: "Fifteen", menuIds: ids });
    expect(await json(await scenesAction(saveScene(jar, { groupId: added.groupId, name: "Renamed", ids: ids.slice(0, 2) })))).toEqual({ ok: true });
    expect(logged("/sso/customGroup/edit").at(-1)?.body).toMatchObject({ groupId: added.groupId, customMenuName: "Renamed", type: 1 });
  });

  it("[MENU-34][MENU-35][MENU-36] an invalid form is refused by the portal before any gateway call: 31 characters, no menu, 16 menus; 30 characters and 15 menus pass", async () => {
    const jar = await jarOf("owner");
    for (const bad of [{ name: "", ids: [menuIds(1)[0]] }, { name: "x".repeat(31), ids: menuIds(1) }, { name: "场".repeat(31), ids: menuIds(1) }, { name: "ok", ids: [] }, { name: "ok", ids: menuIds(16) }]) {
      const res = await scenesAction(saveScene(jar, bad));
      expect(res.status).toBe(400);
    }
    expect(logged("/sso/customGroup/add")).toHaveLength(0);
    expect(await json(await scenesAction(saveScene(jar, { name: "场".repeat(30), ids: menuIds(15) })))).toEqual({ ok: true });
    expect(logged("/sso/customGroup/add")).toHaveLength(1);
  });

  it("the mock refuses a 16-menu group and a 31st scene with a gateway error the portal passes on", async () => {
    const jar = await jarOf("owner");
    const existing = gw.state.customScene.findMany({ where: { username: { equals: "owner" } } }).length;
    for (let i = existing; i < 30; i++) gw.state.customScene.create({ groupId: 9100 + i, username: "owner", serviceId: SEED.serviceIds.erpA, key: `c_${9100 + i}`, customMenuName: `S${i}`, type: 1, remark: "", closable: true, menuIds: menuIds(1) });
    const refused = await scenesAction(saveScene(jar, { name: "Thirty-first", ids: menuIds(1) }));
    const body = await json(refused);
    expect(body.ok).toBe(false);
    expect(body.failure).toMatchObject({ code: "saas.sso.customGroup.error.code.0001", serverMessage: "自定义场景最多 30 个" });
    // 16 menus straight to the mock (the portal itself never sends them)
    const { token } = gw.state.token.findFirst({ where: { username: { equals: "owner" }, kind: { equals: "session" } } })!;
    const res = await fetch("http://gateway.test/sso/customGroup/edit", {
      method: "POST", headers: { "content-type": "application/json", authorization: token, company: SEED.companies.A.subjectCodeEncrypt },
      body: JSON.stringify({ groupId: SEED.owner.customSceneId, customMenuName: "Daily orders", menuIds: menuIds(16), type: 1 }),
    });
    expect(await res.json()).toMatchObject({ code: "saas.sso.customGroup.error.code.0002" });
  });

  it("delete posts {groupId}; the mock never deletes the default scene", async () => {
    const jar = await jarOf("owner");
    const del = (groupId: number) => scenesAction(post("/api/account/scenes", { intent: "delete", groupId: String(groupId) }, jar));
    expect(await json(await del(SEED.owner.customSceneId))).toEqual({ ok: true });
    expect(logged("/sso/customGroup/del").at(-1)?.body).toEqual({ groupId: SEED.owner.customSceneId });
    expect(await json(await del(9001))).toMatchObject({ ok: false, failure: { code: "saas.sso.customGroup.error.code.0004" } });
  });
});

describe("menu style, version switch, money assistant", () => {
  it("the menu style is saved with {styleCode} and read back as packageStyle", async () => {
    const jar = await jarOf("owner");
    expect(await json(await packageStyleAction(post("/api/account/package-style", { styleCode: "1" }, jar)))).toEqual({ ok: true, packageStyle: 1 });
    expect(logged("/sso/user/changePackageStyle").at(-1)?.body).toEqual({ styleCode: 1 });
    expect(gw.state.user.findFirst({ where: { username: { equals: "owner" } } })?.packageStyle).toBe(1);
    expect((await packageStyleAction(post("/api/account/package-style", { styleCode: "3" }, jar))).status).toBe(400);
  });

  it("the version switch sends {updatePlatformCode}; a gateway failure comes back as not ok", async () => {
    const jar = await jarOf("leftie");
    expect(await json(await platformCodeAction(post("/api/account/platform-code", { updatePlatformCode: "ERP_NEW" }, jar)))).toEqual({ ok: true });
    expect(logged("/sso/role/updatePlatformCode").at(-1)?.body).toEqual({ updatePlatformCode: "ERP_NEW" });
    await fetch("http://gateway.test/__mock/fault", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ match: "/sso/role/updatePlatformCode", kind: "code", value: "500", msg: "切换失败" }) });
    expect(await json(await platformCodeAction(post("/api/account/platform-code", { updatePlatformCode: "ERP_NEW" }, jar)))).toMatchObject({ ok: false, failure: { serverMessage: "切换失败" } });
  });

  it("[GW-26] the money-assistant lookup parses respBody: a url for company A, none for the demo company", async () => {
    expect(await json(await moneyAssistantLoader(get("/api/account/money-assistant", await jarOf("owner"))))).toEqual({ ok: true, url: "http://gateway.test/apps/money-assistant/" });
    expect(await json(await moneyAssistantLoader(get("/api/account/money-assistant", await jarOf("demo"))))).toEqual({ ok: true, url: null });
    expect(logged("/sso/forward").length).toBe(2);
  });
});
