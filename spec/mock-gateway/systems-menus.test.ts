import { describe, expect, it } from "vitest";
import { menuTreeSchema, subscribedSystemListSchema, type MenuNode } from "../../app/gateway/schemas";
import { MOCK_CODES } from "../../mock-gateway/core/messages";
import { SEED } from "../../mock-gateway/seed/ids";
import { BASE, call, login, setupGateway } from "./helpers";

const gw = setupGateway();
const S = SEED.serviceIds;
const systemsOf = async (username: keyof typeof SEED.accounts) => {
  const { json } = await call("/sso/subjectServiceSystemExt/querySystemExtListForSub", { serviceCode: "ERP+", fromFrontPage: true }, { token: await login(gw, username) });
  return subscribedSystemListSchema.parse(json.data);
};
const menusOf = async (username: keyof typeof SEED.accounts, serviceId: number, systemCode = "ERP") => {
  const { json } = await call("/sso/role/getMenuTreeByServiceAndRole", { serviceId, systemCode }, { token: await login(gw, username) });
  return { json, tree: json.code === "200" ? menuTreeSchema.parse(json.data) : undefined };
};
const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.childMenus ?? [])]);
const leaves = (nodes: MenuNode[]) => flatten(nodes).filter((n) => n.lastMenu === 2);

describe("subscribed systems", () => {
  it("every account gets its company's systems, parsing with the wire schema", async () => {
    const expected: Record<keyof typeof SEED.accounts, number[]> = {
      owner: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008], leftie: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008],
      korean: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008], multi: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008],
      lite: [3001], demo: [4001], noquota: [2001, 2002], bigco: [5001],
    };
    for (const [username, ids] of Object.entries(expected)) {
      expect((await systemsOf(username as keyof typeof SEED.accounts)).map((s) => s.serviceId)).toEqual(ids);
    }
  });

  it("company A's systems carry FIXTURE's status, deploy, embedded and package", async () => {
    const rows = await systemsOf("owner");
    const pick = (id: number) => rows.find((s) => s.serviceId === id)!;
    expect(pick(1001)).toMatchObject({ systemCode: "ERP", status: 4, serviceDeploy: 4, embedded: 1, packageId: 11, serviceActive: "2024-03-01", systemDomain: BASE });
    expect(pick(1003)).toMatchObject({ systemCode: "BI", status: 3, packageId: 31 });
    expect(pick(1005)).toMatchObject({ systemCode: "M2B", status: 9, packageId: null });
    expect(pick(1006)).toMatchObject({ systemCode: "LISTING", embedded: 2, systemDomain: `${BASE}/apps/listing/` });
    expect(pick(1007)).toMatchObject({ status: 2, serviceDeploy: 4 });
    expect(pick(1008)).toMatchObject({ systemCode: "TMS", serviceDeploy: 2 });
  });

  it("the packageQuantity billing item: A's ERP 5/0, C's ERP 0/0", async () => {
    const quantity = (list: Awaited<ReturnType<typeof systemsOf>>, id: number) =>
      list.find((s) => s.serviceId === id)!.serviceBillingValueDTOList!.find((b) => b.keyValue === "packageQuantity");
    expect(quantity(await systemsOf("owner"), 1001)).toMatchObject({ billingItemValue: 5, unlimitedUse: 0 });
    expect(quantity(await systemsOf("noquota"), 2001)).toMatchObject({ billingItemValue: 0, unlimitedUse: 0 });
  });
});

describe("menus", () => {
  it("ERP A has ≥12 groups and ≥240 leaves, each named in three languages", async () => {
    const { tree } = await menusOf("owner", S.erpA);
    expect(tree!.childMenus.length).toBeGreaterThanOrEqual(12);
    const all = leaves(tree!.childMenus);
    expect(all.length).toBeGreaterThanOrEqual(240);
    for (const n of flatten(tree!.childMenus)) {
      expect(n.menuName && n.menuEnName && n.menuKrName).toBeTruthy();
    }
    for (const n of all) expect(n).toMatchObject({ key: expect.stringMatching(/^m_/), tab: expect.any(String), path: expect.any(String) });
    expect(new Set(all.map((n) => n.tab)).size).toBe(all.length);
    expect(all.filter((n) => n.updateFlag === 2 && n.updatePackageIds).length).toBeGreaterThanOrEqual(5);
  });

  it("notable leaves carry the SEED names, paths and flags", async () => {
    const { tree } = await menusOf("owner", S.erpA);
    const byId = new Map(flatten(tree!.childMenus).map((n) => [Number(n.menuId), n]));
    const a = SEED.menus.announcements;
    expect(byId.get(a.menuId)).toMatchObject({ menuName: a.zh, menuEnName: a.en, menuKrName: a.ko, path: a.path, menuUrl: "/company/notice/announcement" });
    expect(tree!.homeMenuId).toBe(SEED.menus.home.menuId);
    expect(byId.get(SEED.menus.home.menuId)).toMatchObject({ closable: false, lastMenu: 2 });
    expect(byId.get(SEED.menus.shopAuth.menuId)).toMatchObject({ functionClass: "shopAuth", path: "iframe#/m_11001", menuUrl: `${BASE}/apps/page/11001` });
    expect(byId.get(SEED.menus.orderList.menuId)).toMatchObject({ path: "erp#/order/list", menuUrl: "/order/list" });
    expect(byId.get(SEED.menus.permissionsList.menuId)).toMatchObject({ selectFlag: 2, menuUrl: "/embel/list" });
    expect(byId.get(SEED.menus.noCache.menuId)?.noCache).toBe(true);
    expect(String(byId.get(SEED.menus.longKey.menuId)?.key).length).toBeGreaterThanOrEqual(40);
    expect(byId.get(SEED.menus.platformExpired)?.platformExpireTime).toBeTruthy();
    expect(byId.get(SEED.menus.assetsExpiredApp)).toMatchObject({ assetsType: 2, assetsExpireTime: expect.any(String) });
    expect(byId.get(SEED.menus.assetsExpiredService)?.assetsType).toBe(1);
    expect(byId.get(SEED.menus.orderList.menuId)?.relationMenuList?.length).toBeGreaterThan(0);
    expect(byId.get(SEED.menus.orderList.menuId)?.topicList?.length).toBeGreaterThan(0);
    expect(byId.get(SEED.owner.pins[0])?.collectFlag).toBe(2);
  });

  it("korean's role lacks the finance group; owner has it", async () => {
    const has = (nodes: MenuNode[]) => flatten(nodes).some((n) => n.menuId === SEED.menus.financeGroup);
    expect(has((await menusOf("owner", S.erpA)).tree!.childMenus)).toBe(true);
    const korean = (await menusOf("korean", S.erpA)).tree!.childMenus;
    expect(has(korean)).toBe(false);
    expect(flatten(korean).some((n) => n.menuId === SEED.menus.financeLeaf)).toBe(false);
  });

  it("AMAZON_OPERATE has amazon#/ads/campaigns; a system of another company is refused", async () => {
    const { tree } = await menusOf("owner", S.amazonA, "AMAZON_OPERATE");
    expect(leaves(tree!.childMenus).map((n) => n.path)).toContain("amazon#/ads/campaigns");
    const { json } = await menusOf("owner", S.erpC);
    expect(json).toMatchObject({ code: MOCK_CODES.noSystemAccess, msg: "无权访问该系统" });
  });

  it("bigco's ERP has 5,000 leaf menus in 20 groups", async () => {
    const { tree } = await menusOf("bigco", S.erpE);
    expect(tree!.childMenus).toHaveLength(20);
    expect(leaves(tree!.childMenus)).toHaveLength(5000);
  });

  it("recordMenuOpt answers code '0' and is logged", async () => {
    const token = await login(gw, "owner");
    const { json } = await call("/sso/menuStatistics/recordMenuOpt", { menuId: 10201, serviceId: 1001, systemCode: "ERP" }, { token });
    expect(json.code).toBe("0");
    expect(gw.log.at(-1)).toMatchObject({ path: "/sso/menuStatistics/recordMenuOpt", body: { menuId: 10201 }, status: 200 });
  });

  it("the iframe page of a menu shows its name and menuId", async () => {
    const html = await (await fetch(`${BASE}/apps/page/${SEED.menus.shopAuth.menuId}`)).text();
    expect(html).toContain(`<title>${SEED.menus.shopAuth.zh}</title>`);
    expect(html).toContain(String(SEED.menus.shopAuth.menuId));
    expect(await (await fetch(`${BASE}/apps/listing/`)).text()).toContain("Listing (external)");
  });
});
