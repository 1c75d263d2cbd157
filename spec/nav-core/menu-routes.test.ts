/** The menu resource routes against the in-process mock: the cacheable tree and the sider state. */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { menuStatusAction, menuTreeLoader } from "~/features/menus/index.server";
import { allMenusLoader, shellLoader } from "~/shell/index.server";
import { leavesOf, parseMenuJson } from "~/features/menus";
import { SEED } from "../../mock-gateway/seed/ids";

const { gw } = setupMockGateway();

async function jarOf(userName: string, password: string): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName, password }));
  return new CookieJar().take(res as Response);
}
const bigco = () => jarOf("bigco", SEED.accounts.bigco.password);
const owner = () => jarOf("owner", SEED.accounts.owner.password);

async function shellData(jar: CookieJar, serviceId: string, systemCode = "ERP") {
  const res = (await shellLoader(get(`/entry/${serviceId}/${systemCode}`, jar), { serviceId, systemCode })) as unknown as { data: Record<string, unknown> };
  return res.data as { menu: { json: string; complete: boolean; version: string; homeMenuId: number }; saveMenuStatus: number | null };
}

describe("menu tree resource route", () => {
  it("the full tree answers with an ETag of the menu version, private; If-None-Match gives 304 with no body", async () => {
    const jar = await bigco();
    const shell = await shellData(jar, "5001");
    const res = await menuTreeLoader(get("/api/menus/tree?serviceId=5001&systemCode=ERP", jar));
    expect(res.status).toBe(200);
    const etag = res.headers.get("ETag");
    expect(etag).toBe(`"m-${shell.menu.version}"`);
    expect(res.headers.get("Cache-Control")).toMatch(/private/);
    const tree = parseMenuJson(await res.text());
    expect(leavesOf(tree)).toHaveLength(5000);
    const again = await menuTreeLoader(get("/api/menus/tree?serviceId=5001&systemCode=ERP", jar, { "If-None-Match": etag! }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await menuTreeLoader(get("/api/menus/tree?serviceId=5001&systemCode=ERP", jar, { "If-None-Match": '"m-0000"' }));
    expect(stale.status).toBe(200);
  });

  it("malformed params are refused without a gateway call; no session redirects to /login", async () => {
    const jar = await bigco();
    const before = gw.log.filter((e) => e.path === "/sso/role/getMenuTreeByServiceAndRole").length;
    expect((await menuTreeLoader(get("/api/menus/tree?serviceId=x&systemCode=ERP", jar))).status).toBe(400);
    expect((await menuTreeLoader(get("/api/menus/tree?serviceId=5001&systemCode=<b>", jar))).status).toBe(400);
    expect(gw.log.filter((e) => e.path === "/sso/role/getMenuTreeByServiceAndRole").length).toBe(before);
    const anon = (await settle(() => menuTreeLoader(get("/api/menus/tree?serviceId=5001&systemCode=ERP")))) as Response;
    expect(anon.headers.get("Location")).toBe("/login");
  });
});

describe("where the menus come from", () => {
  const treeCalls = () => gw.log.filter((e) => e.path === "/sso/role/getMenuTreeByServiceAndRole");

  it("[MENU-01] the shell's menus of a system are the role-and-service tree of that service", async () => {
    const jar = await owner();
    const serviceOf = new Map(gw.state.menu.getAll().map((m) => [m.menuId, m.serviceId]));
    for (const [serviceId, systemCode] of [["1001", "ERP"], ["1002", "AMAZON_OPERATE"]] as const) {
      const from = treeCalls().length;
      const { menu } = await shellData(jar, serviceId, systemCode);
      expect(treeCalls().slice(from).map((e) => e.body)).toEqual([{ serviceId: Number(serviceId), systemCode }]);
      const leaves = leavesOf(parseMenuJson(menu.json));
      expect(leaves.length).toBeGreaterThan(0);
      expect(leaves.filter((leaf) => serviceOf.get(leaf.menuId) !== Number(serviceId)).map((l) => l.menuId)).toEqual([]);
    }
  }, 60_000);

  it("[MENU-02] returning to a service already loaded in the session does not fetch its menus again", async () => {
    const jar = await owner();
    await shellData(jar, "1001");
    await shellData(jar, "1002", "AMAZON_OPERATE");
    const before = treeCalls().length;
    await shellData(jar, "1001");
    await shellData(jar, "1002", "AMAZON_OPERATE");
    expect(treeCalls().length).toBe(before);
  });
});

describe("first paint of the shell document", () => {
  it("bigco's shell (5,000 menus) and the owner's (≈ 300) carry only their groups and the home leaf; the tree route gives the rest", async () => {
    const big = await shellData(await bigco(), "5001");
    expect(big.menu.complete).toBe(false);
    expect(big.menu.json.length).toBeLessThan(20_000);
    const groups = parseMenuJson(big.menu.json);
    expect(groups).toHaveLength(20);
    expect(leavesOf(groups).map((l) => l.menuId)).toEqual([big.menu.homeMenuId]);
    const jar = await owner();
    const own = await shellData(jar, "1001");
    expect(own.menu.complete).toBe(false);
    const ownGroups = parseMenuJson(own.menu.json);
    expect(ownGroups.length).toBeGreaterThanOrEqual(8);
    expect(leavesOf(ownGroups).map((l) => l.menuId)).toEqual([own.menu.homeMenuId]);
    const whole = await menuTreeLoader(get(`/api/menus/tree?serviceId=1001&systemCode=ERP&v=${own.menu.version}`, jar));
    expect(whole.status).toBe(200);
    const tree = parseMenuJson(await whole.text());
    expect(tree.map((g) => g.menuId)).toEqual(ownGroups.map((g) => g.menuId));
    expect(leavesOf(tree).length).toBeGreaterThanOrEqual(240);
  });
});

describe("the all-menus page's loader (/menus/{serviceId}/{systemCode})", () => {
  it("gives the system's whole tree and home leaf (bigco's 5,000 menus, the owner's ≈ 300); malformed params are 404; no session goes to /login", async () => {
    const big = await bigco();
    const whole = (await allMenusLoader(get("/menus/5001/ERP", big), { serviceId: "5001", systemCode: "ERP" })) as unknown as { data: { json: string; homeMenuId: number | null; failed: boolean } };
    expect(leavesOf(parseMenuJson(whole.data.json))).toHaveLength(5000);
    expect(whole.data.homeMenuId).toBe((await shellData(big, "5001")).menu.homeMenuId);
    const jar = await owner();
    const res = (await allMenusLoader(get("/menus/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" })) as unknown as { data: { json: string; homeMenuId: number | null; failed: boolean } };
    expect(res.data.failed).toBe(false);
    expect(leavesOf(parseMenuJson(res.data.json)).length).toBeGreaterThanOrEqual(240);
    expect(res.data.homeMenuId).toBe((await shellData(jar, "1001")).menu.homeMenuId);
    for (const [serviceId, systemCode] of [["x1", "ERP"], ["1001", "erp"], ["1001", "<script>"], ["1".repeat(13), "ERP"]]) {
      const thrown = await Promise.resolve(allMenusLoader(get("/menus/x/y", jar), { serviceId, systemCode })).then(() => null, (e: unknown) => e as { init?: { status?: number } });
      expect(thrown?.init?.status, `${serviceId}/${systemCode}`).toBe(404);
    }
    const anonymous = await Promise.resolve(allMenusLoader(get("/menus/1001/ERP"), { serviceId: "1001", systemCode: "ERP" })).then(() => null, (e: unknown) => e);
    expect(anonymous).toBeInstanceOf(Response);
    expect((anonymous as Response).headers.get("Location")).toBe("/login");
  });
});

describe("sider state", () => {
  it("a toggle posts addMenuStatus {saveMenuStatus} and the next shell load reads it back", async () => {
    const jar = await owner();
    expect((await shellData(jar, "1001")).saveMenuStatus).toBe(1);
    const res = await menuStatusAction(post("/api/menus/status", { saveMenuStatus: "2" }, jar));
    expect(await res.json()).toEqual({ ok: true });
    expect(gw.log.filter((e) => e.path === "/sso/menu/addMenuStatus").map((e) => e.body)).toEqual([{ saveMenuStatus: 2 }]);
    expect((await shellData(jar, "1001")).saveMenuStatus).toBe(2);
    expect((await menuStatusAction(post("/api/menus/status", { saveMenuStatus: "7" }, jar))).status).toBe(400);
  });
});
