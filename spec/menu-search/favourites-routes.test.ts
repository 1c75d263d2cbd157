/** The favourites, pin and paid-flag resource routes against the in-process mock gateway. */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CookieJar, GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { favouritesAction, favouritesLoader, paidFlagAction, pinAction } from "~/features/menu-prefs/actions.server";

const { gw, server } = setupMockGateway();
/** The gateway's success code. */
const SUCCESS = "200";

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

async function ownerJar(): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }));
  return new CookieJar().take(res as Response);
}

type Answer = { ok: boolean; menuIds?: number[]; pinned?: boolean; menuId?: number; showUpdateFlag?: number; failure?: { serverMessage: string | null } };
const body = async (res: Response) => (await res.json()) as Answer;
const calls = (path: string) => gw.log.filter((e) => e.path === path).map((e) => e.body);

describe("favourites routes", () => {
  it("[MENU-21] the list comes from queryFavorites with paging false: owner's three favourites", async () => {
    const data = await body(await favouritesLoader(get("/api/favourites", await ownerJar())));
    expect(data).toEqual({ ok: true, menuIds: [10201, 10301, 11101] });
    expect(calls("/sso/customGroup/queryFavorites")).toEqual([{ paging: false }]);
    // An item without menuId counts through its key m_{menuId}; one matching nothing is no favourite.
    const jar = await ownerJar();
    server.use(http.post(`${GATEWAY}/sso/customGroup/queryFavorites`, () => HttpResponse.json({ code: SUCCESS, msg: "ok", data: { dataList: [{ menuId: 10201 }, { key: "m_10202" }, { key: "c_7" }, { menuId: null, key: null }] } })));
    expect(await body(await favouritesLoader(get("/api/favourites", jar)))).toEqual({ ok: true, menuIds: [10201, 10202] });
  });

  it("[MENU-18][MENU-19] add posts addFavorites {menuId}, remove posts delFavorites {menuId}; the answer is the fresh list (MENU-20's notice and unchanged list on screen: e2e/nav-search)", async () => {
    const jar = await ownerJar();
    const added = await body(await favouritesAction(post("/api/favourites", { menuId: "10202", op: "add" }, jar)));
    expect(added).toEqual({ ok: true, menuIds: [10201, 10301, 11101, 10202] });
    expect(calls("/sso/customGroup/addFavorites")).toEqual([{ menuId: 10202 }]);
    const removed = await body(await favouritesAction(post("/api/favourites", { menuId: "10201", op: "remove" }, jar)));
    expect(removed).toEqual({ ok: true, menuIds: [10301, 11101, 10202] });
    expect(calls("/sso/customGroup/delFavorites")).toEqual([{ menuId: 10201 }]);
  });

  it("a refused change answers ok false with the server's message and the list stays (MENU-20 as the seller sees it: e2e/nav-search)", async () => {
    const jar = await ownerJar();
    await fault({ match: "addFavorites", kind: "code", value: "500", msg: "收藏失败" });
    const res = await favouritesAction(post("/api/favourites", { menuId: "10202", op: "add" }, jar));
    expect(await body(res)).toMatchObject({ ok: false, failure: { serverMessage: "收藏失败" } });
    expect((await body(await favouritesLoader(get("/api/favourites", jar)))).menuIds).toEqual([10201, 10301, 11101]);
  });

  it("bad input is 400 without a gateway call; a JSON body is 415; no session redirects to /login", async () => {
    const jar = await ownerJar();
    for (const fields of [{ menuId: "x", op: "add" }, { menuId: "1", op: "toggle" }, { menuId: "-3", op: "add" }]) {
      expect((await favouritesAction(post("/api/favourites", fields, jar))).status).toBe(400);
    }
    expect((await pinAction(post("/api/menu-pin", { menuId: "10202", optType: "3" }, jar))).status).toBe(400);
    expect((await paidFlagAction(post("/api/paid-flag", { serviceId: "1001", systemCode: "erp", showUpdateFlag: "1" }, jar))).status).toBe(400);
    expect(calls("/sso/customGroup/addFavorites")).toEqual([]);
    const json = new Request("http://portal.test/api/favourites", { method: "POST", body: "{}", headers: { "Content-Type": "application/json", Cookie: jar.header() } });
    expect(((await settle(() => favouritesAction(json))) as Response).status).toBe(415);
    const anon = (await settle(() => favouritesLoader(get("/api/favourites")))) as Response;
    expect(anon.headers.get("Location")).toBe("/login");
  });
});

describe("pin and paid-flag routes", () => {
  it("[MENU-23] pin posts collectMenu {menuId, optType: 1}, unpin optType 2; the menu tree's collectFlag follows", async () => {
    const jar = await ownerJar();
    expect(await body(await pinAction(post("/api/menu-pin", { menuId: "10201", optType: "1" }, jar)))).toEqual({ ok: true, menuId: 10201, pinned: true });
    expect(await body(await pinAction(post("/api/menu-pin", { menuId: "10202", optType: "2" }, jar)))).toEqual({ ok: true, menuId: 10202, pinned: false });
    expect(calls("/sso/customGroup/collectMenu")).toEqual([{ menuId: 10201, optType: 1 }, { menuId: 10202, optType: 2 }]);
    const pins = gw.state.pin.findMany({ where: { username: { equals: "owner" } } }).map((p) => p.menuId).sort();
    expect(pins).toEqual([10201, 11103]);
  });

  it("[MENU-15] the paid flag posts updateSystemUpdateFlag {serviceId, systemCode, showUpdateFlag}, 1 and then 2, and the gateway keeps each (MENU-11's reading of it is in revalidation-paid)", async () => {
    const jar = await ownerJar();
    for (const flag of [1, 2] as const) {
      const res = await paidFlagAction(post("/api/paid-flag", { serviceId: "1001", systemCode: "ERP", showUpdateFlag: String(flag) }, jar));
      expect(await body(res)).toEqual({ ok: true, showUpdateFlag: flag });
      expect(gw.state.user.findFirst({ where: { username: { equals: "owner" } } })?.showUpdateFlag).toBe(flag);
    }
    expect(calls("/sso/role/updateSystemUpdateFlag")).toEqual([
      { serviceId: 1001, systemCode: "ERP", showUpdateFlag: 1 },
      { serviceId: 1001, systemCode: "ERP", showUpdateFlag: 2 },
    ]);
  });

  it("another company's system is refused with the gateway's message", async () => {
    const jar = await ownerJar();
    const res = await paidFlagAction(post("/api/paid-flag", { serviceId: "5001", systemCode: "ERP", showUpdateFlag: "1" }, jar));
    expect(await body(res)).toMatchObject({ ok: false, failure: { serverMessage: "无权访问该系统" } });
  });
});
