import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attachmentLink,
  badgeText,
  canMarkAllRead,
  liveDetailsPath,
  notificationPath,
  parseKeyFeature,
  safeVisitLink,
  splitTabs,
} from "~/features/notices/model";

describe("announcement model", () => {
  it("type 7 goes under key features, every other type under version updates, order kept", () => {
    fc.assert(fc.property(fc.array(fc.record({ announcementType: fc.constantFrom(1, 2, 4, 5, 7), n: fc.nat() })), (list) => {
      const { keyFeatures, versionUpdates } = splitTabs(list);
      expect(keyFeatures).toEqual(list.filter((a) => a.announcementType === 7));
      expect(versionUpdates).toEqual(list.filter((a) => a.announcementType !== 7));
    }));
  });

  it("type 7 content is JSON with fileList and visitLink; unsafe links are dropped", () => {
    const content = JSON.stringify({
      fileList: [{ fileName: "a.png", fileUrl: "https://cdn.test/a.png" }, { fileName: "x", fileUrl: "javascript:alert(1)" }],
      visitLink: "/entry/1001/ERP/sso-web#/company/helper/center?docId=101",
    });
    expect(parseKeyFeature(content)).toEqual({
      files: [{ fileName: "a.png", fileUrl: "https://cdn.test/a.png" }],
      visitLink: "/entry/1001/ERP/sso-web#/company/helper/center?docId=101",
    });
    expect(parseKeyFeature(JSON.stringify({ fileList: null, visitLink: "javascript:alert(1)" }))).toEqual({ files: [], visitLink: null });
    expect(parseKeyFeature("<p>html</p>")).toBeNull();
  });

  it("parsing any string never throws, and a kept visit link is a local path or http(s)", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (s) => {
      const parsed = parseKeyFeature(s);
      if (parsed?.visitLink) expect(/^(\/(?![/\\])|https?:)/.test(parsed.visitLink)).toBe(true);
    }));
    for (const bad of ["//evil.test/x", "/\\evil.test", "data:text/html,x", "JAVASCRIPT:x", " /x"]) expect(safeVisitLink(bad)).toBeNull();
  });

  it("an unparseable attachment URL gives null (the parameter-error case)", () => {
    expect(attachmentLink("https://files.test/V3.8.pdf")).toBe("https://files.test/V3.8.pdf");
    for (const bad of ["not a url", "", "javascript:alert(1)", null]) expect(attachmentLink(bad)).toBeNull();
  });

  it("a live broadcast without a liveId has no details path", () => {
    expect(liveDetailsPath(42)).toBe("/company/helper/live-roadcast/details?liveId=42");
    expect(liveDetailsPath("7")).toBe("/company/helper/live-roadcast/details?liveId=7");
    for (const bad of [undefined, null, "", "abc", "1&x=2", 1.5]) expect(liveDetailsPath(bad)).toBeNull();
  });
});

describe("bell model", () => {
  it("the badge shows the count, 99+ above 99, nothing at 0", () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 100_000 }), (n) => {
      expect(badgeText(n)).toBe(n <= 0 ? "" : n > 99 ? "99+" : String(n));
    }));
  });

  it("mark-all-read is disabled at 0", () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 1000 }), (n) => {
      expect(canMarkAllRead(n)).toBe(n > 0);
    }));
  });

  it("a preview item opens the notification list with ?id=, view-all without", () => {
    expect(notificationPath(20001)).toBe("/company/notice/notification?id=20001");
    expect(notificationPath()).toBe("/company/notice/notification");
  });
});
