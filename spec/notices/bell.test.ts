/** The bell's resource routes (loader and mark-all-read action) against the in-process mock. */
import { describe, expect, it } from "vitest";
import { GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import fc from "fast-check";
import { HttpResponse, http } from "msw";
import { bellLoader, markAllReadAction, noticeListLoader } from "~/features/notices/bell.server";
import { classificationsLoader } from "~/features/notices/content.server";
import { classificationName } from "~/features/notices/model";
import { ownerJar } from "./owner-session";

const { gw, server } = setupMockGateway();

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

type Bell = { ok: boolean; noReadCount?: number; preview?: Array<{ id: number }>; marked?: boolean; failure?: { kind: string; serverMessage: string | null } };
const body = async (res: Response) => (await res.json()) as Bell;

describe("bell resource routes", () => {
  it("the bell answers owner's unread count 5 and a preview of 4 from hasRead 2, pageSize 4 (NOTIF-03's list on screen: e2e/notices)", async () => {
    const res = await bellLoader(get("/api/notices/bell", await ownerJar()));
    const data = await body(res);
    expect(data).toMatchObject({ ok: true, noReadCount: 5 });
    expect(data.preview).toHaveLength(4);
    const call = gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage").at(-1);
    expect(call?.body).toMatchObject({ pageNum: 1, pageSize: 4, hasRead: 2 });
  });

  it("[NOTIF-06] only the string code '200' marks all read: numeric 200 and '0' leave count and list, '200' reloads them with count 0", async () => {
    const jar = await ownerJar();
    for (const code of [200, "0"]) {
      server.use(http.post(`${GATEWAY}/sso/msgNotice/saveAllRead`, () => HttpResponse.json({ code, msg: "m", data: null }), { once: true }));
      expect(await body(await markAllReadAction(post("/api/notices/read-all", {}, jar)))).toEqual({ ok: true, marked: false });
      const bell = await body(await bellLoader(get("/api/notices/bell", jar)));
      expect(bell.noReadCount).toBe(5);
      expect(bell.preview).toHaveLength(4);
    }
    const before = gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage").length;
    expect(await body(await markAllReadAction(post("/api/notices/read-all", {}, jar)))).toEqual({ ok: true, marked: true, noReadCount: 0, preview: [] });
    expect(gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage").length).toBe(before + 1); // the list reloaded
  });

  it("[NOTIF-05] mark-all-read posts {} and, on '200', answers the reloaded bell with count 0", async () => {
    const res = await markAllReadAction(post("/api/notices/read-all", {}, await ownerJar()));
    expect(await body(res)).toEqual({ ok: true, marked: true, noReadCount: 0, preview: [] });
    expect(gw.log.filter((e) => e.path === "/sso/msgNotice/saveAllRead").map((e) => e.body)).toEqual([{}]);
  });

  it("[NOTIF-07] a '0' reply is not a success: the count stays 5 and the list the same 4 previews", async () => {
    const jar = await ownerJar();
    const before = await body(await bellLoader(get("/api/notices/bell", jar)));
    expect(before).toMatchObject({ ok: true, noReadCount: 5 });
    expect(before.preview).toHaveLength(4);
    await fault({ match: "saveAllRead", kind: "code", value: "0" });
    expect(await body(await markAllReadAction(post("/api/notices/read-all", {}, jar)))).toEqual({ ok: true, marked: false });
    // The count and the list (the same 4 previews) are unchanged.
    expect(await body(await bellLoader(get("/api/notices/bell", jar)))).toEqual(before);
  });

  it("[NOTIF-07] any other code answers ok false with the server's message, and the count and list stay", async () => {
    const jar = await ownerJar();
    const before = await body(await bellLoader(get("/api/notices/bell", jar)));
    expect(before).toMatchObject({ ok: true, noReadCount: 5 });
    expect(before.preview).toHaveLength(4);
    await fault({ match: "saveAllRead", kind: "code", value: "500", msg: "服务繁忙" });
    const res = await markAllReadAction(post("/api/notices/read-all", {}, jar));
    expect(await body(res)).toMatchObject({ ok: false, failure: { kind: "code", serverMessage: "服务繁忙" } });
    expect(await body(await bellLoader(get("/api/notices/bell", jar)))).toEqual(before);
  });

  it("a JSON body is refused before any gateway call; without a session the bell redirects to /login", async () => {
    const jar = await ownerJar();
    const json = new Request("http://portal.test/api/notices/read-all", { method: "POST", body: "{}", headers: { "Content-Type": "application/json", Cookie: jar.header() } });
    expect(((await settle(() => markAllReadAction(json))) as Response).status).toBe(415);
    expect(gw.log.filter((e) => e.path === "/sso/msgNotice/saveAllRead")).toHaveLength(0);
    const anon = (await settle(() => bellLoader(get("/api/notices/bell")))) as Response;
    expect(anon.headers.get("Location")).toBe("/login");
  });

  it("a 401 on the bell ends the session: one gateway logout, then /login?reason=expired", async () => {
    const jar = await ownerJar();
    await fault({ match: "queryMsgNoticePage", kind: "status", value: 401 });
    const res = (await settle(() => bellLoader(get("/api/notices/bell", jar)))) as Response;
    expect(res.headers.get("Location")).toBe("/login?reason=expired");
    expect(gw.log.filter((e) => e.path === "/sso/user/logout")).toHaveLength(1);
  });

  it("the list pages through owner's 12 notifications; a bad query is 400 without a call", async () => {
    const jar = await ownerJar();
    const ids: number[] = [];
    for (const pageNum of [1, 2, 3]) {
      const data = (await (await noticeListLoader(get(`/api/notices/list?pageNum=${pageNum}&pageSize=5`, jar))).json()) as { dataList: Array<{ id: number }>; total: number };
      expect(data.total).toBe(12);
      ids.push(...data.dataList.map((n) => n.id));
    }
    expect(new Set(ids).size).toBe(12);
    const unread = (await (await noticeListLoader(get("/api/notices/list?hasRead=2", jar))).json()) as { dataList: unknown[] };
    expect(unread.dataList).toHaveLength(5);
    const before = gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage").length;
    for (const q of ["pageNum=0", "pageSize=500", "hasRead=3", "pageNum=x"]) {
      expect((await noticeListLoader(get(`/api/notices/list?${q}`, jar))).status).toBe(400);
    }
    expect(gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage")).toHaveLength(before);
  });

  it("the list page's filters: msgType narrows to one classification (sent to the gateway as msgType), with hasRead too; a bad msgType is 400 without a call", async () => {
    const jar = await ownerJar();
    const list = async (q: string) => (await (await noticeListLoader(get(`/api/notices/list?${q}`, jar))).json()) as { dataList: Array<{ id: number; msgType: number; hasRead: number }>; total: number; noReadCount: number };
    const orders = await list("msgType=4");
    expect(orders.total).toBe(4);
    expect(orders.dataList.every((n) => n.msgType === 4)).toBe(true);
    expect(orders.noReadCount).toBe(5); // the user's whole unread count, as the heading says
    expect(gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage").at(-1)?.body).toEqual({ pageNum: 1, pageSize: 10, msgType: 4 });
    const unreadOrders = await list("msgType=4&hasRead=2");
    expect(unreadOrders.dataList.map((n) => n.id)).toEqual([20002, 20005]);
    const before = gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage").length;
    for (const q of ["msgType=x", "msgType=-1", "msgType=1.5", "msgType=100000"]) {
      expect((await noticeListLoader(get(`/api/notices/list?${q}`, jar))).status).toBe(400);
    }
    expect(gw.log.filter((e) => e.path === "/sso/msgNotice/queryMsgNoticePage")).toHaveLength(before);
  });

  it("the classifications route answers the three seeded classifications with their names in every language", async () => {
    const data = (await (await classificationsLoader(get("/api/notices/classifications", await ownerJar()))).json()) as { ok: boolean; classifications: Array<Record<string, unknown>> };
    expect(data.ok).toBe(true);
    expect(data.classifications).toEqual([
      { messageType: 3, classificationName: "系统通知", classificationEnName: "System notices", classificationKrName: "시스템 알림" },
      { messageType: 4, classificationName: "订单提醒", classificationEnName: "Order alerts", classificationKrName: "주문 알림" },
      { messageType: 5, classificationName: "库存预警", classificationEnName: "Stock alerts", classificationKrName: "재고 경고" },
    ]);
    expect(gw.log.filter((e) => e.path === "/sso/messageManagement/queryClassification").at(-1)?.body).toEqual({ paging: false, messageStatus: 1 });
  });

  it("a classification's name in a language: the English or Korean name when non-blank, else the Chinese one", () => {
    const name = fc.oneof(fc.string(), fc.constant("  "), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.string(), name, name, fc.constantFrom("zh-CN", "zh_CN", "en-US", "en_US", "ko-KR", "ko_KR"), (zh, en, ko, lng) => {
        const own = lng.startsWith("en") ? en : lng.startsWith("ko") ? ko : null;
        const expected = typeof own === "string" && own.trim() !== "" ? own : zh;
        expect(classificationName({ classificationName: zh, classificationEnName: en, classificationKrName: ko }, lng)).toBe(expected);
      }),
    );
  });
});
