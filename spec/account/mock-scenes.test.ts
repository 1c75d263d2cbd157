/** The mock gateway's custom-scene calls enforce the portal's limits (shell §9). */
import { describe, expect, it } from "vitest";
import { SEED } from "../../mock-gateway/seed/ids";
import { call, login, setupGateway } from "../mock-gateway/helpers";

const gw = setupGateway();
const company = SEED.companies.A.subjectCodeEncrypt;
const leafIds = (n: number) => gw.state.menu.findMany({ where: { serviceId: { equals: SEED.serviceIds.erpA }, lastMenu: { equals: 2 } } }).slice(0, n).map((m) => m.menuId);

describe("mock custom scenes", () => {
  it("query returns one scene with its groupMenuBindDTOS; another user's scene is not found", async () => {
    gw.reset();
    const owner = await login(gw, "owner");
    const { json } = await call("/sso/customGroup/query", { groupId: SEED.owner.customSceneId }, { token: owner, company });
    expect(json.data).toMatchObject({ groupId: SEED.owner.customSceneId, customMenuName: "Daily orders", groupMenuBindDTOS: SEED.owner.customSceneMenuIds.map((menuId) => ({ menuId })) });
    const leftie = await login(gw, "leftie");
    expect((await call("/sso/customGroup/query", { groupId: SEED.owner.customSceneId }, { token: leftie, company })).json.code).toBe("404");
  });

  it("add refuses a 31-character name and 16 menus; bindMenuCustomMenu refuses going past 15", async () => {
    gw.reset();
    const token = await login(gw, "owner", { lang: "en-US" });
    const add = (customMenuName: string, menuIds: number[]) => call("/sso/customGroup/add", { customMenuName, menuIds, remark: "", type: 1 }, { token, company, lang: "en-US" });
    expect((await add("x".repeat(31), leafIds(1))).json).toMatchObject({ code: "saas.sso.customGroup.error.code.0003", msg: "The scene name is required, at most 30 characters" });
    expect((await add("ok", leafIds(16))).json).toMatchObject({ code: "saas.sso.customGroup.error.code.0002", msg: "A scene holds at most 15 menus" });
    expect((await add("x".repeat(30), leafIds(15))).json.code).toBe("200");
    const bind = (menuIds: number[]) => call("/sso/customGroup/bindMenuCustomMenu", { groupId: SEED.owner.customSceneId, menuIds }, { token, company });
    const ten = leafIds(40).filter((id) => !(SEED.owner.customSceneMenuIds as readonly number[]).includes(id));
    expect((await bind(ten.slice(0, 10))).json.code).toBe("200");
    expect((await bind(ten.slice(10, 11))).json.code).toBe("saas.sso.customGroup.error.code.0002");
    expect(gw.state.customScene.findFirst({ where: { groupId: { equals: SEED.owner.customSceneId } } })?.menuIds).toHaveLength(15);
  });
});
