/** The notices' resource routes beyond the bell, against the in-process mock. */
import { describe, expect, it } from "vitest";
import { GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { announcementDetailLoader, announcementsLoader, behaviorAction, liveLoader, quietHoursLoader } from "~/features/notices/content.server";
import { json, ownerJar } from "./owner-session";

const { gw } = setupMockGateway();

const logged = (path: string) => gw.log.filter((e) => e.path === path);

describe("notices resource routes", () => {
  it("[SOCK-12] quiet hours load classifications (paging false, messageStatus 1) and mute times: the two seeded windows", async () => {
    const data = await json(await quietHoursLoader(get("/api/notices/quiet-hours", await ownerJar())));
    expect(data.ok).toBe(true);
    expect(data.windows.map((w: { beginTime: string; endTime: string }) => `${w.beginTime}-${w.endTime}`)).toEqual(["22:00:00-08:00:00", "12:00:00-13:30:00"]);
    expect(logged("/sso/messageManagement/queryClassification").at(-1)?.body).toMatchObject({ paging: false, messageStatus: 1 });
    expect(logged("/sso/msgNotice/getNoticeMuteTime")).toHaveLength(1);
  });

  it("[ANN-02][ANN-09] announcements: the popup list with the eject flags and systemCode, and the ticker", async () => {
    const data = await json(await announcementsLoader(get("/api/notices/announcements?systemCode=ERP", await ownerJar())));
    expect(data.popup.length).toBeGreaterThanOrEqual(4);
    expect(data.ticker.length).toBeGreaterThanOrEqual(4);
    expect(logged("/sso/announcementGroup/getLastAnnouncement").at(-1)?.body).toEqual({ ejectFlag: 2, ejectPlatformType: 2, ejectSystemCode: "ERP" });
  });

  it("[ANN-01] one announcement's detail by id (getAnnouncementYhEjectDetail); a malformed id is refused without a call", async () => {
    const jar = await ownerJar();
    const data = await json(await announcementDetailLoader(get("/api/notices/announcement?id=8002", jar)));
    expect(data.announcement).toMatchObject({ announcementId: 8002, announcementType: 1 });
    expect(logged("/sso/announcementGroup/getAnnouncementYhEjectDetail").at(-1)?.body).toEqual({ announcementId: 8002 });
    for (const q of ["", "?id=", "?id=0", "?id=1e3", "?id=-1"]) {
      expect((await announcementDetailLoader(get(`/api/notices/announcement${q}`, jar))).status).toBe(400);
    }
    expect(logged("/sso/announcementGroup/getAnnouncementYhEjectDetail")).toHaveLength(1);
  });

  it("a missing or malformed systemCode is refused without a gateway call", async () => {
    const jar = await ownerJar();
    for (const q of ["", "?systemCode=", "?systemCode=erp%20x"]) {
      expect((await announcementsLoader(get(`/api/notices/announcements${q}`, jar))).status).toBe(400);
    }
    expect(logged("/sso/announcementGroup/getLastAnnouncement")).toHaveLength(0);
  });

  it("[ANN-12] the live route answers the current broadcast", async () => {
    const data = await json(await liveLoader(get("/api/notices/live", await ownerJar())));
    expect(data).toMatchObject({ ok: true, lives: [{ liveTitle: "跨境旺季备货实战" }] });
  });

  it("[ANN-10] OPEN with scene popup is logged with bizId the announcementId and a uniqueId", async () => {
    const res = await behaviorAction(post("/api/notices/behavior", { behaviorType: "OPEN", behaviorScene: "popup", bizId: "50001", subType: "1" }, await ownerJar()));
    expect(await json(res)).toEqual({ ok: true });
    const body = logged("/sso/promotion/recordMarketUserBehavior").at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ behaviorType: "OPEN", behaviorScene: "popup", bizId: 50001, subType: 1 });
    expect(typeof body.uniqueId).toBe("string");
  });

  it("[ANN-11] a failed log answers ok false with status 200; an invalid form is 400 without a call", async () => {
    const jar = await ownerJar();
    await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ match: "recordMarketUserBehavior", kind: "status", value: 500 }) });
    const failed = await behaviorAction(post("/api/notices/behavior", { behaviorType: "CLOSE", behaviorScene: "list", bizId: "1" }, jar));
    expect([failed.status, await json(failed)]).toEqual([200, { ok: false }]);
    const before = logged("/sso/promotion/recordMarketUserBehavior").length;
    const bad = await behaviorAction(post("/api/notices/behavior", { behaviorType: "VIEW", behaviorScene: "list", bizId: "1" }, jar));
    expect(bad.status).toBe(400);
    expect(logged("/sso/promotion/recordMarketUserBehavior")).toHaveLength(before);
  });

  it("without a session every route redirects to /login", async () => {
    for (const run of [() => quietHoursLoader(get("/x")), () => liveLoader(get("/x")), () => announcementsLoader(get("/x?systemCode=ERP"))]) {
      expect(((await settle(run)) as Response).headers.get("Location")).toBe("/login");
    }
  });
});
