import { beforeEach, describe, expect, it } from "vitest";
import { envelopeSchema, menuTreeSchema, subscribedSystemListSchema } from "../../app/gateway/schemas";
import { SEED } from "../../mock-gateway/seed/ids";
import { BASE, call, login, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());
const control = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${BASE}/__mock${path}`, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
  return { status: res.status, json: (await res.json()) as any };
};
const systems = (token: string) => call("/sso/subjectServiceSystemExt/querySystemExtListForSub", { serviceCode: "ERP+", fromFrontPage: true }, { token });
const menuTree = (token: string) => call("/sso/role/getMenuTreeByServiceAndRole", { serviceId: 1001, systemCode: "ERP" }, { token });

describe("faults", () => {
  it("status fault answers that HTTP status once (times default 1)", async () => {
    const token = await login(gw, "owner");
    await control("POST", "/fault", { match: "querySystemExtListForSub", kind: "status", value: 503 });
    expect((await systems(token)).res.status).toBe(503);
    expect((await systems(token)).res.status).toBe(200);
  });

  it("code fault answers 200 with that code, with or without a msg", async () => {
    const token = await login(gw, "owner");
    await control("POST", "/fault", { match: "getMenuTree", kind: "code", value: "saas.sso.subject.service.info.error.code.0015", msg: "异常提醒" });
    expect((await menuTree(token)).json).toEqual({ code: "saas.sso.subject.service.info.error.code.0015", msg: "异常提醒", data: null });
    await control("POST", "/fault", { match: "getMenuTree", kind: "code", value: "500" });
    const bare = envelopeSchema.parse((await menuTree(token)).json);
    expect(bare.code).toBe("500");
    expect(bare.msg ?? null).toBeNull();
  });

  it("malformed fault sends a valid envelope whose data breaks the schema", async () => {
    const token = await login(gw, "owner");
    await control("POST", "/fault", { match: "getMenuTree", kind: "malformed", times: 2 });
    await control("POST", "/fault", { match: "querySystemExtListForSub", kind: "malformed" });
    const m = await menuTree(token);
    expect(m.json.code).toBe("200");
    expect(menuTreeSchema.safeParse(m.json.data).success).toBe(false);
    expect(subscribedSystemListSchema.safeParse((await systems(token)).json.data).success).toBe(false);
    expect(menuTreeSchema.safeParse((await menuTree(token)).json.data).success).toBe(false);
    expect(menuTreeSchema.safeParse((await menuTree(token)).json.data).success).toBe(true);
  });

  it("drop fault is a network error; times -1 lasts until the faults are cleared", async () => {
    const token = await login(gw, "owner");
    await control("POST", "/fault", { match: "/sso/user/userActionConfig", kind: "drop", times: -1 });
    await expect(call("/sso/user/userActionConfig", {}, { token })).rejects.toThrow();
    await expect(call("/sso/user/userActionConfig", {}, { token })).rejects.toThrow();
    const listed = await control("GET", "/faults");
    expect(listed.json).toHaveLength(1);
    expect((await control("DELETE", "/faults")).json).toEqual({ cleared: 1 });
    expect((await call("/sso/user/userActionConfig", {}, { token })).res.status).toBe(200);
  });

  it("delay fault waits then proceeds normally", async () => {
    const token = await login(gw, "owner");
    await control("POST", "/fault", { match: "userActionConfig", kind: "delay", value: 150 });
    const started = Date.now();
    const { json } = await call("/sso/user/userActionConfig", {}, { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(json.code).toBe("200");
  });

  it("an invalid fault body is refused with 400", async () => {
    expect((await control("POST", "/fault", { match: "", kind: "explode" })).status).toBe(400);
  });
});

describe("control API", () => {
  it("push delivers to the user's open sockets of that kind; close-socket closes them", async () => {
    const frames: string[] = [];
    const closed: number[] = [];
    gw.sockets.register({ username: "owner", kind: "notice", send: (d) => frames.push(d), close: (c) => closed.push(c) });
    gw.sockets.register({ username: "owner", kind: "download", send: () => frames.push("wrong"), close: () => closed.push(0) });
    const r = await control("POST", "/push", { username: "owner", socket: "notice", message: { msgType: 3, msgTitle: "hi", eject: 1 } });
    expect(r.json).toEqual({ delivered: 1 });
    expect(JSON.parse(frames[0])).toMatchObject({ msgType: 3 });
    expect((await control("POST", "/push", { username: "lite", socket: "notice", message: {} })).json).toEqual({ delivered: 0 });
    expect((await control("POST", "/fault", { match: "owner", kind: "close-socket", value: 4000 })).json.closed).toBe(2);
    expect(closed).toContain(4000);
    expect(gw.sockets.count("owner")).toBe(0);
  });

  it("PATCH systems changes status and billing; PATCH users changes demo flag and unlocks", async () => {
    expect((await control("PATCH", "/systems/1001", { packageQuantity: 0, status: 3 })).status).toBe(200);
    const row = subscribedSystemListSchema.parse((await systems(await login(gw, "owner"))).json.data).find((s) => s.serviceId === 1001)!;
    expect(row.status).toBe(3);
    expect(row.serviceBillingValueDTOList?.[0]).toMatchObject({ keyValue: "packageQuantity", billingItemValue: 0 });
    expect((await control("PATCH", "/systems/9999", { status: 4 })).status).toBe(404);
    expect((await control("PATCH", "/users/owner", { isDemo: true, quotaUsed: 9 })).json).toMatchObject({ isDemo: true, quotaUsed: 9 });
    expect((await control("PATCH", "/users/owner", { bogus: 1 })).status).toBe(400);
    gw.state.loginAttempt.create({ username: "leftie", failures: 5, lockedUntil: gw.clock.now() + 60_000 });
    await control("PATCH", "/users/leftie", { locked: false });
    await login(gw, "leftie");
  });

  it("POST /__mock/token mints an auto-login token; /__mock/clock advances the clock", async () => {
    const { json } = await control("POST", "/token", { username: "owner", ageMs: 0 });
    expect((await call("/sso/user/transformLogin", { token: json.token })).json.code).toBe("200");
    const before = gw.clock.now();
    const adv = await control("POST", "/clock", { advanceMs: 6 * 24 * 3_600_000 });
    expect(adv.json.now).toBeGreaterThanOrEqual(before + 6 * 24 * 3_600_000);
    expect((await call("/sso/user/transformLogin", { token: json.token })).json.code).not.toBe("200");
  });

  it("reset re-seeds, clears the log, faults and clock offset", async () => {
    const token = await login(gw, "owner");
    await control("POST", "/fault", { match: "x", kind: "status", value: 500 });
    await control("POST", "/clock", { advanceMs: 3_600_000 });
    gw.state.user.update({ where: { username: { equals: "owner" } }, data: { packageStyle: 1 } });
    expect((await control("GET", "/log")).json.length).toBeGreaterThan(0);
    await control("POST", "/reset");
    expect(gw.log).toHaveLength(0);
    expect((await control("GET", "/faults")).json).toEqual([]);
    expect(Math.abs(gw.clock.now() - Date.now())).toBeLessThan(5_000);
    expect(gw.state.user.findFirst({ where: { username: { equals: "owner" } } })?.packageStyle).toBe(2);
    expect((await call("/sso/user/userActionConfig", {}, { token })).res.status).toBe(401);
    expect(SEED.accounts.owner.username).toBe("owner");
  });
});
