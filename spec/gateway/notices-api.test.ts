import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpResponse } from "msw";
import fc from "fast-check";
import { BELL_PREVIEW_SIZE, getNoticeMuteTime, queryClassification, queryMsgNoticePage, saveAllRead } from "~/gateway/notices.server";
import {
  getAnnouncementNotice,
  getAnnouncementYhEjectDetail,
  getLastAnnouncement,
  getLivingBroadcast,
  recordMarketUserBehavior,
} from "~/gateway/announcements.server";
import { NOTICE_PATHS } from "~/gateway/paths";
import { classifyEnvelope } from "~/gateway/errors";
import { z } from "zod";
import { answer, client, ok, rejection, resetGateway, seen, server } from "./gateway-test-kit";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterAll(() => server.close());

const envelope = (code: unknown, data: unknown = null) => HttpResponse.json({ code, msg: "m", data } as never);

describe("notification calls", () => {
  it("the bell preview posts queryMsgNoticePage with hasRead 2 and pageSize 4, and reads noReadCount", async () => {
    answer(() => ok({ dataList: [{ id: 1, msgType: 3, msgTitle: "t", sendTime: "s", createTime: "c" }], noReadCount: "120" }));
    const page = await queryMsgNoticePage(client(), { pageNum: 1, pageSize: BELL_PREVIEW_SIZE, hasRead: 2 });
    expect(seen[0]).toMatchObject({ path: "/sso/msgNotice/queryMsgNoticePage", body: { pageNum: 1, pageSize: 4, hasRead: 2 } });
    expect(page.noReadCount).toBe(120);
    expect(page.dataList[0]).toMatchObject({ id: 1, msgType: 3, msgTitle: "t", msgInfo: "" });
  });

  it("a page with a null dataList reads as empty; a dataList of the wrong shape is malformed", async () => {
    answer(() => ok({ dataList: null, noReadCount: null }));
    expect(await queryMsgNoticePage(client(), { pageNum: 1, pageSize: 10 })).toMatchObject({ dataList: [], noReadCount: 0 });
    answer(() => ok({ dataList: "oops" }));
    expect(await rejection(queryMsgNoticePage(client(), { pageNum: 1, pageSize: 10 }))).toMatchObject({ kind: "malformed" });
  });

  it("[NOTIF-05] mark-all-read posts {} and succeeds only on the string code '200'", async () => {
    answer(() => envelope("200"));
    expect(await saveAllRead(client())).toBe(true);
    expect(seen[0]).toMatchObject({ method: "POST", path: "/sso/msgNotice/saveAllRead" });
    expect(seen[0]!.body).toEqual({});
    for (const code of [200, "0", 0]) {
      answer(() => envelope(code));
      expect(await saveAllRead(client())).toBe(false);
    }
  });

  it("mark-all-read with any other code rejects with the server's message", async () => {
    await fc.assert(fc.asyncProperty(fc.string({ minLength: 1, maxLength: 6 }), async (code) => {
      fc.pre(!["200", "0"].includes(code) && code !== "saas.sso.subject.service.info.error.code.0015");
      answer(() => envelope(code));
      expect(await rejection(saveAllRead(client()))).toMatchObject({ kind: "code", code, serverMessage: "m" });
    }), { numRuns: 25 });
  });

  it("with exactCode '200' only the raw string '200' succeeds; without it every GW-07 code does (GW-07 whole: spec/gateway/errors.test.ts)", () => {
    fc.assert(fc.property(fc.oneof(fc.constantFrom<unknown>("200", 200, "0", 0, "500"), fc.jsonValue()), (code) => {
      const strict = classifyEnvelope({ code, msg: "m", data: null }, "/p", z.unknown(), 200, "200");
      expect(strict.ok).toBe(code === "200");
      const loose = classifyEnvelope({ code, msg: "m", data: null }, "/p", z.unknown());
      expect(loose.ok).toBe((typeof code === "string" || typeof code === "number") && ["200", "0"].includes(String(code)));
    }));
  });

  it("classifications are queried with paging false and messageStatus 1; mute times with {} (SOCK-12 whole: spec/notices/content-routes.test.ts)", async () => {
    answer(() => ok({ dataList: [{ messageType: 4, classificationName: "订单提醒", beginTime: "12:00:00", endTime: "13:30:00" }] }));
    expect(await queryClassification(client())).toMatchObject([{ messageType: 4, beginTime: "12:00:00", classificationEnName: "" }]);
    expect(seen[0]).toMatchObject({ path: "/sso/messageManagement/queryClassification", body: { paging: false, messageStatus: 1 } });
    answer(() => ok([{ messageType: "4", beginTime: "22:00:00", endTime: "08:00:00" }]));
    expect(await getNoticeMuteTime(client())).toEqual([{ messageType: 4, beginTime: "22:00:00", endTime: "08:00:00" }]);
    expect(seen[1]).toMatchObject({ path: "/sso/msgNotice/getNoticeMuteTime", body: {} });
    answer(() => ok(null));
    expect(await getNoticeMuteTime(client())).toEqual([]);
  });

  it("the notice paths are the ones SOCK-12, NOTIF-03, NOTIF-05 and ANN-12 name", () => {
    expect(Object.values(NOTICE_PATHS).sort()).toEqual([
      // The live/replay list and details (ANN-19): not named by the spec, the portal's choice.
      "/sso/liveBroadcastGroup/getLiveBroadcastDetail", "/sso/liveBroadcastGroup/getLivingBroadcast",
      "/sso/liveBroadcastGroup/queryLiveBroadcastPage", "/sso/messageManagement/queryClassification",
      "/sso/msgNotice/getNoticeMuteTime", "/sso/msgNotice/queryMsgNoticePage", "/sso/msgNotice/saveAllRead",
    ]);
  });
});

describe("announcement and broadcast calls", () => {
  it("the popup announcements post ejectFlag 2, ejectPlatformType 2 and the systemCode", async () => {
    answer(() => ok([{ announcementId: 1, announcementType: 7, announcementTitle: "A", announcementContent: "{}", enclosureList: null }]));
    const list = await getLastAnnouncement(client(), "ERP");
    expect(seen[0]).toMatchObject({ path: "/sso/announcementGroup/getLastAnnouncement", body: { ejectFlag: 2, ejectPlatformType: 2, ejectSystemCode: "ERP" } });
    expect(list).toMatchObject([{ announcementId: 1, announcementType: 7, enclosureList: [] }]);
  });

  it("the detail call posts the announcementId and reads one object", async () => {
    answer(() => ok({ announcementId: 5, announcementType: 1, announcementTitle: "B", announcementContent: "<h1>x</h1>" }));
    expect(await getAnnouncementYhEjectDetail(client(), 5)).toMatchObject({ announcementId: 5 });
    expect(seen[0]).toMatchObject({ path: "/sso/announcementGroup/getAnnouncementYhEjectDetail", body: { announcementId: 5 } });
    answer(() => ok(null));
    expect(await getAnnouncementYhEjectDetail(client(), 5)).toBeNull();
  });

  it("the ticker posts getAnnouncementNotice", async () => {
    answer(() => ok([{ announcementId: 2, announcementTitle: "T" }]));
    expect(await getAnnouncementNotice(client())).toMatchObject([{ announcementId: 2, announcementTitle: "T" }]);
    expect(seen[0]).toMatchObject({ path: "/sso/announcementGroup/getAnnouncementNotice", body: {} });
  });

  it("a behaviour log posts uniqueId, behaviorType, subType, bizId and behaviorScene", async () => {
    const log = { uniqueId: "u-1", behaviorType: "OPEN", subType: 1, bizId: 7, behaviorScene: "popup" } as const;
    expect(await recordMarketUserBehavior(client(), log)).toBe(true);
    expect(seen[0]).toMatchObject({ path: "/sso/promotion/recordMarketUserBehavior", body: log });
  });

  it("a failed behaviour log resolves false instead of rejecting", async () => {
    for (const fail of [() => envelope("500"), () => new HttpResponse("x", { status: 502 }), () => HttpResponse.error()]) {
      answer(fail);
      expect(await recordMarketUserBehavior(client(), { uniqueId: "u", behaviorType: "CLOSE", subType: 1, bizId: 1, behaviorScene: "list" })).toBe(false);
    }
  });

  it("a 401 on the behaviour log still rejects, so the session ends", async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    const err = await rejection(recordMarketUserBehavior(client(), { uniqueId: "u", behaviorType: "OPEN", subType: 1, bizId: 1, behaviorScene: "popup" }));
    expect(err).toMatchObject({ kind: "unauthorized", behaviour: "logout" });
  });

  it("the live broadcast posts getLivingBroadcast; one object, a list or null all read as a list", async () => {
    const live = { liveId: 9, liveTitle: "L", liveBeginTime: "2026-03-01 08:00:00", liveEndTime: "2026-03-01 09:00:00" };
    answer(() => ok(live));
    expect(await getLivingBroadcast(client())).toMatchObject([{ liveId: 9, liveCoverUrl: "" }]);
    expect(seen[0]).toMatchObject({ path: "/sso/liveBroadcastGroup/getLivingBroadcast", body: {} });
    answer(() => ok([live, live]));
    expect(await getLivingBroadcast(client())).toHaveLength(2);
    answer(() => ok(null));
    expect(await getLivingBroadcast(client())).toEqual([]);
  });
});
