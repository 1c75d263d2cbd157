/** The notices' resource routes beyond the bell, against the in-process mock. */
import { describe, expect, it } from "vitest";
import { HttpResponse, http } from "msw";
import { GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { announcementDetailLoader, announcementsLoader, arrivalAnnouncements, arrivalTicker, behaviorAction, liveLoader, quietHoursLoader } from "~/features/notices/content.server";
import { loadedAnnouncementModal } from "~/features/notices/modal-chunk";
import { json, ownerJar } from "./owner-session";

const { gw, server } = setupMockGateway();

const logged = (path: string) => gw.log.filter((e) => e.path === path);

describe("notices resource routes", () => {
  it("[SOCK-12] quiet hours load classifications (paging false, messageStatus 1) and mute times: the two seeded windows", async () => {
    const data = await json(await quietHoursLoader(get("/api/notices/quiet-hours", await ownerJar())));
    expect(data.ok).toBe(true);
    expect(data.windows.map((w: { beginTime: string; endTime: string }) => `${w.beginTime}-${w.endTime}`)).toEqual(["22:00:00-08:00:00", "12:00:00-13:30:00"]);
    expect(logged("/sso/messageManagement/queryClassification").at(-1)?.body).toMatchObject({ paging: false, messageStatus: 1 });
    expect(logged("/sso/msgNotice/getNoticeMuteTime")).toHaveLength(1);
    const typed = (d: { windows: Array<{ messageType: number; beginTime: string; endTime: string }> }) => d.windows.map(({ messageType, beginTime, endTime }) => ({ messageType, beginTime, endTime }));
    expect(typed(data)).toEqual([
      { messageType: 3, beginTime: "22:00:00", endTime: "08:00:00" },
      { messageType: 4, beginTime: "12:00:00", endTime: "13:30:00" },
    ]);
    // A mute time of its own sets a type's hours (messageType, beginTime, endTime from getNoticeMuteTime);
    // a type without one keeps its classification's.
    server.use(http.post(`${GATEWAY}/sso/msgNotice/getNoticeMuteTime`, () => HttpResponse.json({ code: "200", msg: "ok", data: [{ messageType: 4, beginTime: "01:00:00", endTime: "02:00:00" }] }), { once: true }));
    const muted = await json(await quietHoursLoader(get("/api/notices/quiet-hours", await ownerJar())));
    expect(typed(muted)).toEqual([
      { messageType: 4, beginTime: "01:00:00", endTime: "02:00:00" },
      { messageType: 3, beginTime: "22:00:00", endTime: "08:00:00" },
    ]);
  });

  it("announcements: the popup list with the eject flags and systemCode, and the ticker", async () => {
    const data = await json(await announcementsLoader(get("/api/notices/announcements?systemCode=ERP", await ownerJar())));
    expect(data.popup.length).toBeGreaterThanOrEqual(4);
    expect(data.ticker.length).toBeGreaterThanOrEqual(4);
    expect(logged("/sso/announcementGroup/getLastAnnouncement").at(-1)?.body).toEqual({ ejectFlag: 2, ejectPlatformType: 2, ejectSystemCode: "ERP" });
  });

  it("the shell's arrival list: the popup announcements of the system minus the ids in the closed cookie; none read is null", async () => {
    const jar = await ownerJar();
    const all = await arrivalAnnouncements(get("/entry/1001/ERP", jar), "ERP");
    expect(all?.map((a) => a.announcementId)).toEqual(expect.arrayContaining([8001, 8002, 8003, 8004]));
    expect(logged("/sso/announcementGroup/getLastAnnouncement").at(-1)?.body).toEqual({ ejectFlag: 2, ejectPlatformType: 2, ejectSystemCode: "ERP" });
    // The server renders the modal from its module, loaded by then.
    expect(loadedAnnouncementModal()).not.toBeNull();
    const closing = (value: string) => get("/entry/1001/ERP", jar, { Cookie: `${jar.header()}; portal_ann_closed=${value}` });
    const some = await arrivalAnnouncements(closing("8001.8003.junk"), "ERP");
    expect(some?.map((a) => a.announcementId)).toEqual(all?.map((a) => a.announcementId).filter((id) => id !== 8001 && id !== 8003));
    expect(await arrivalAnnouncements(closing(all!.map((a) => a.announcementId).join(".")), "ERP")).toEqual([]);
    const res = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ match: "getLastAnnouncement", kind: "status", value: 500, times: -1 }) });
    expect(res.ok).toBe(true);
    expect(await arrivalAnnouncements(get("/entry/1001/ERP", jar), "ERP")).toBeNull();
    expect(await arrivalAnnouncements(get("/entry/1001/ERP"), "ERP")).toBeNull(); // no session
  });

  it("the hostile announcement (8004) leaves the server sanitised, in every language, by the popup list, the arrival list and the detail", async () => {
    const jar = await ownerJar();
    const popup = (await json(await announcementsLoader(get("/api/notices/announcements?systemCode=ERP", jar)))).popup as Array<Record<string, unknown>>;
    const arrival = (await arrivalAnnouncements(get("/entry/1001/ERP", jar), "ERP")) as Array<Record<string, unknown>> | null;
    const detail = (await json(await announcementDetailLoader(get("/api/notices/announcement?id=8004", jar)))).announcement as Record<string, unknown>;
    for (const a of [popup.find((x) => x.announcementId === 8004), arrival?.find((x) => x.announcementId === 8004), detail]) {
      for (const field of ["announcementContent", "announcementContentEn", "announcementContentKr"]) {
        const html = String(a?.[field]);
        expect(html).toMatch(/^<p>[^<]+<\/p><a target="_blank" rel="noopener noreferrer">[^<]+<\/a>$/);
        expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
      }
    }
    // The key feature's JSON is untouched.
    expect(JSON.parse(String(popup.find((x) => x.announcementId === 8001)?.announcementContent))).toHaveProperty("fileList");
  });

  it("the shell's ticker list: getAnnouncementNotice's items, read once through the read cache; none read is null", async () => {
    const jar = await ownerJar();
    const before = logged("/sso/announcementGroup/getAnnouncementNotice").length;
    const items = await arrivalTicker(get("/entry/1001/ERP", jar));
    expect(items?.length).toBeGreaterThanOrEqual(4);
    expect(items?.every((i) => Number.isInteger(i.announcementId) && i.announcementTitle.length > 0)).toBe(true);
    expect(await arrivalTicker(get("/entry/1001/ERP", jar))).toEqual(items);
    expect(logged("/sso/announcementGroup/getAnnouncementNotice").length - before).toBe(1);
    expect(await arrivalTicker(get("/entry/1001/ERP"))).toBeNull(); // no session
  });

  it("one announcement's detail by id (getAnnouncementYhEjectDetail); a malformed id is refused without a call", async () => {
    const jar = await ownerJar();
    const data = await json(await announcementDetailLoader(get("/api/notices/announcement?id=8002", jar)));
    expect(data.announcement).toMatchObject({ announcementId: 8002, announcementType: 1 });
    expect(logged("/sso/announcementGroup/getAnnouncementYhEjectDetail").at(-1)?.body).toEqual({ announcementId: 8002 });
    for (const q of ["", "?id=", "?id=0", "?id=1e3", "?id=-1"]) {
      expect((await announcementDetailLoader(get(`/api/notices/announcement${q}`, jar))).status).toBe(400);
    }
    expect(logged("/sso/announcementGroup/getAnnouncementYhEjectDetail")).toHaveLength(1);
  });

  it("every file the seeded announcements point at is served by the mock with its content type; the PDF attachment is a whole PDF", async () => {
    const data = await json(await announcementsLoader(get("/api/notices/announcements?systemCode=ERP", await ownerJar())));
    type Ann = { announcementType: number; announcementContent: string; enclosureList: Array<{ enclosureFileUrl: string }> };
    const urls = (data.popup as Ann[]).flatMap((a) => [
      ...a.enclosureList.map((e) => e.enclosureFileUrl),
      ...(a.announcementType === 7 ? (JSON.parse(a.announcementContent) as { fileList: Array<{ fileUrl: string }> }).fileList.map((f) => f.fileUrl) : []),
    ]);
    expect(urls).toEqual(expect.arrayContaining([`${GATEWAY}/apps/static/release-3.8.pdf`, `${GATEWAY}/apps/static/ai-assistant.webp`]));
    for (const url of urls) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type"), url).toBe(url.endsWith(".pdf") ? "application/pdf" : "image/webp");
    }
    const pdf = Buffer.from(await (await fetch(`${GATEWAY}/apps/static/release-3.8.pdf`)).arrayBuffer());
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf.length).toBeLessThan(4096);
    expect(text).toContain("/Count 1");
    expect(text).toContain("Release notes");
    // The cross-reference table points at each object, as a reader follows it.
    const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const [, count, rows] = /^xref\s+0 (\d+)\s+((?:\d{10} \d{5} [nf] ?\s+)+)/.exec(text.slice(xrefAt))!;
    const offsets = rows!.trim().split(/\s*\n/).slice(1).map((row) => Number(row.slice(0, 10)));
    expect(offsets).toHaveLength(Number(count) - 1);
    offsets.forEach((at, i) => expect(text.slice(at).startsWith(`${i + 1} 0 obj`), `object ${i + 1}`).toBe(true));
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    expect(text.slice(stream.index + stream[0].length + Number(stream[1])).startsWith("endstream")).toBe(true);
  });

  it("the mock's static files: a name with an empty segment, a path or an unknown type is 404", async () => {
    for (const name of ["release-3..8.pdf", ".pdf", "release-3.8.", "..%2Fpages.ts", "release-3.8.PDF", "release-3.8.exe", "missing-1.0.pdf"]) {
      expect((await fetch(`${GATEWAY}/apps/static/${name}`)).status, name).toBe(404);
    }
  });

  it("a missing or malformed systemCode is refused without a gateway call", async () => {
    const jar = await ownerJar();
    for (const q of ["", "?systemCode=", "?systemCode=erp%20x"]) {
      expect((await announcementsLoader(get(`/api/notices/announcements${q}`, jar))).status).toBe(400);
    }
    expect(logged("/sso/announcementGroup/getLastAnnouncement")).toHaveLength(0);
  });

  it("the live route answers the current broadcast", async () => {
    const data = await json(await liveLoader(get("/api/notices/live", await ownerJar())));
    expect(data).toMatchObject({ ok: true, lives: [{ liveTitle: "跨境旺季备货实战" }] });
  });

  it("OPEN with scene popup is logged with bizId the announcementId and a uniqueId", async () => {
    const res = await behaviorAction(post("/api/notices/behavior", { behaviorType: "OPEN", behaviorScene: "popup", bizId: "50001", subType: "1" }, await ownerJar()));
    expect(await json(res)).toEqual({ ok: true });
    const body = logged("/sso/promotion/recordMarketUserBehavior").at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ behaviorType: "OPEN", behaviorScene: "popup", bizId: 50001, subType: 1 });
    expect(typeof body.uniqueId).toBe("string");
  });

  it("a failed log answers ok false with status 200; an invalid form is 400 without a call", async () => {
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
