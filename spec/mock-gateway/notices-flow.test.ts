/** The portal's notice gateway functions against the in-process mock gateway (FIXTURE.md). */
import { beforeEach, describe, expect, it } from "vitest";
import { createGatewayClient } from "../../app/gateway/client.server";
import { BELL_PREVIEW_SIZE, getNoticeMuteTime, queryClassification, queryMsgNoticePage, saveAllRead } from "../../app/gateway/notices.server";
import {
  getAnnouncementNotice,
  getAnnouncementYhEjectDetail,
  getLastAnnouncement,
  getLivingBroadcast,
  recordMarketUserBehavior,
} from "../../app/gateway/announcements.server";
import { querySystemParam } from "../../app/gateway/system-params.server";
import { broadcastVisible, isQuiet, parseGatewayTime, type QuietWindow } from "../../app/features/notices/model";
import { localTitle } from "../../app/features/notices/announcements";
import { SEED } from "../../mock-gateway/seed/ids";
import { BASE, companyOfToken, login, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());
const clientOf = async (username: keyof typeof SEED.accounts = "owner") => {
  const token = await login(gw, username);
  return createGatewayClient({ baseUrl: BASE, language: "zh_CN", token, company: companyOfToken(token) });
};
const fault = (body: object) =>
  fetch(`${BASE}/__mock/fault`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("notification bell against the mock", () => {
  it("owner's preview holds 4 of the 5 unread notifications", async () => {
    const page = await queryMsgNoticePage(await clientOf(), { pageNum: 1, pageSize: BELL_PREVIEW_SIZE, hasRead: 2 });
    expect(page.noReadCount).toBe(5);
    expect(page.dataList).toHaveLength(4);
    for (const n of page.dataList) expect(n.hasRead).toBe(2);
  });

  it("paging walks all 12 of owner's notifications without repeats", async () => {
    const client = await clientOf();
    const ids: number[] = [];
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      ids.push(...(await queryMsgNoticePage(client, { pageNum, pageSize: 5 })).dataList.map((n) => n.id));
    }
    expect(new Set(ids).size).toBe(12);
  });

  it("mark-all-read succeeds on the mock's '200' and zeroes the unread count", async () => {
    const client = await clientOf();
    expect(await saveAllRead(client)).toBe(true);
    expect((await queryMsgNoticePage(client, { pageNum: 1, pageSize: 4, hasRead: 2 })).noReadCount).toBe(0);
  });

  it("a '0' reply is not a success: false, and the unread count is unchanged", async () => {
    const client = await clientOf();
    await fault({ match: "saveAllRead", kind: "code", value: "0" });
    expect(await saveAllRead(client)).toBe(false);
    // the mock's code fault answers before the handler runs, so nothing was marked
    expect((await queryMsgNoticePage(client, { pageNum: 1, pageSize: 4, hasRead: 2 })).noReadCount).toBe(5);
  });

  it("the seeded quiet hours: 22:00–08:00 spans midnight, 12:00–13:30 does not", async () => {
    const client = await clientOf();
    const classes = await queryClassification(client);
    expect(classes).toHaveLength(3);
    const windows: QuietWindow[] = await getNoticeMuteTime(client);
    expect(windows.map((w) => [w.beginTime, w.endTime])).toEqual([["22:00:00", "08:00:00"], ["12:00:00", "13:30:00"]]);
    const lunch = windows[1].messageType;
    const night = windows[0].messageType;
    expect(isQuiet(night, "23:00:00", windows) && isQuiet(night, "07:59:59", windows)).toBe(true);
    expect(isQuiet(lunch, "13:30:00", windows) && !isQuiet(lunch, "13:30:01", windows)).toBe(true);
  });
});

describe("announcements and live broadcast against the mock", () => {
  it("company A's popup announcements include a type 7 key feature and its detail", async () => {
    const client = await clientOf();
    const list = await getLastAnnouncement(client, "ERP");
    expect(list.map((a) => a.announcementType)).toContain(7);
    const withAttachment = list.find((a) => a.enclosureList.length > 0);
    expect(withAttachment?.enclosureList[0]).toMatchObject({ enclosureFileName: "V3.8更新说明.pdf" });
    const detail = await getAnnouncementYhEjectDetail(client, list[0].announcementId);
    expect(detail?.announcementTitle).toBe(list[0].announcementTitle);
  });

  it("the ticker lists company A's announcement titles, in each language", async () => {
    const ticker = await getAnnouncementNotice(await clientOf());
    expect(ticker.length).toBeGreaterThanOrEqual(4);
    expect(ticker.every((t) => t.announcementTitle !== "")).toBe(true);
    // Each item carries its English and Korean titles too, which the shell's ticker shows.
    for (const item of ticker) {
      expect(localTitle(item, "en-US")).not.toBe(item.announcementTitle);
      expect(localTitle(item, "ko-KR")).not.toBe(item.announcementTitle);
      expect(localTitle(item, "zh-CN")).toBe(item.announcementTitle);
    }
  });

  it("OPEN and CLOSE logs reach the mock's log with the announcement as bizId", async () => {
    const client = await clientOf();
    for (const behaviorType of ["OPEN", "CLOSE"] as const) {
      expect(await recordMarketUserBehavior(client, { uniqueId: `u-${behaviorType}`, behaviorType, subType: 1, bizId: 42, behaviorScene: "popup" })).toBe(true);
    }
    const logged = gw.log.filter((e) => JSON.stringify(e).includes("recordMarketUserBehavior"));
    expect(logged).toHaveLength(2);
    const text = JSON.stringify(logged);
    for (const part of ['"behaviorType":"OPEN"', '"behaviorType":"CLOSE"', '"bizId":42', '"behaviorScene":"popup"']) expect(text).toContain(part);
  });

  it("a logging failure resolves false", async () => {
    const client = await clientOf();
    await fault({ match: "recordMarketUserBehavior", kind: "status", value: 500 });
    expect(await recordMarketUserBehavior(client, { uniqueId: "u", behaviorType: "OPEN", subType: 1, bizId: 1, behaviorScene: "list" })).toBe(false);
  });

  it("the seeded live broadcast is current and its notice shows until its end", async () => {
    const lives = await getLivingBroadcast(await clientOf());
    expect(lives).toHaveLength(1);
    const end = parseGatewayTime(lives[0].liveEndTime);
    const now = gw.clock.now();
    expect(end - now).toBeGreaterThan(49 * 60_000);
    expect(broadcastVisible({ now, endTime: end, dismissedAt: null, tzOffsetMinutes: 480 })).toBe(true);
    expect(broadcastVisible({ now: end, endTime: end, dismissedAt: null, tzOffsetMinutes: 480 })).toBe(false);
  });

  it("SSO_SOCKET_TYPE is served through querySystemParamsPage", async () => {
    expect(await querySystemParam(await clientOf(), "SSO_SOCKET_TYPE")).toBe("websock");
  });
});
