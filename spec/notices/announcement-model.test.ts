import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attachmentLink,
  badgeText,
  canMarkAllRead,
  IMAGE_EXTENSIONS,
  keyFeatureFileKind,
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

  it("a type 7 file (ANN-05) is shown as an image by its name's or its path's extension, only from an http(s) URL", () => {
    const kind = (fileName: string, fileUrl: string) => keyFeatureFileKind({ fileName, fileUrl });
    expect(kind("ai-assistant.png", "http://127.0.0.1:3100/apps/static/ai-assistant.png")).toBe("image");
    expect(kind("Shot.JPEG", "https://cdn.test/download?id=5")).toBe("image");
    expect(kind("", "https://cdn.test/a/b.webp?sig=x#y")).toBe("image");
    expect(kind("a.gif", "https://cdn.test/a.gif")).toBe("image");
    expect(kind("a.jpg", "https://cdn.test/a")).toBe("image");
    expect(kind("V3.8.pdf", "https://cdn.test/V3.8.pdf")).toBe("link");
    expect(kind("a.svg", "https://cdn.test/a.svg")).toBe("link");
    expect(kind("png", "https://cdn.test/png")).toBe("link");
    expect(kind("a.png", "ftp://files.test/a.png")).toBe("link");
    expect(kind("a.png", "file:///tmp/a.png")).toBe("link");
    for (const bad of ["javascript:alert(1)//a.png", "data:image/png;base64,AAAA", "/apps/static/a.png", "not a url", "https://cdn.test/a b.png"]) expect(kind("a.png", bad)).toBe("link");
  });

  it("the image-or-link choice of a type 7 file (ANN-05), over any name and URL: an image always has an http(s) URL and an image extension", () => {
    const ext = fc.constantFrom(...IMAGE_EXTENSIONS, "pdf", "svg", "html", "exe", "PNG", "Jpg", "");
    const name = fc.tuple(fc.stringMatching(/^[\w.-]{0,12}$/), ext).map(([b, e]) => (e ? `${b}.${e}` : b));
    const url = fc.oneof(
      fc.tuple(fc.constantFrom("http", "https", "ftp", "file", "javascript", "data", "HTTPS"), fc.webUrl(), ext).map(([scheme, u, e]) => `${u.replace(/^https?/, scheme)}${e ? `/f.${e}` : ""}`),
      fc.string(),
    );
    fc.assert(fc.property(name, url, (fileName, fileUrl) => {
      const kind = keyFeatureFileKind({ fileName, fileUrl });
      if (kind !== "image") return;
      const parsed = new URL(fileUrl);
      expect(["http:", "https:"]).toContain(parsed.protocol);
      const exts = [fileName, parsed.pathname].map((n) => /\.([^./\\]+)$/.exec(n)?.[1]?.toLowerCase() ?? "");
      expect(exts.some((e) => IMAGE_EXTENSIONS.has(e))).toBe(true);
    }));
    // And every http(s) URL whose path ends in an image extension is one, whatever the name.
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom(...IMAGE_EXTENSIONS), fc.string(), (base, e, fileName) => {
      const u = new URL(base);
      u.pathname = `${u.pathname.replace(/\/$/, "")}/cover.${e}`;
      expect(keyFeatureFileKind({ fileName, fileUrl: u.href })).toBe("image");
    }));
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
  it("the badge text is the count, 99+ above 99 (99 stays 99, 100 is 99+), nothing at 0 (NOTIF-02 on screen: spec/notices/bell-badge.test.tsx)", () => {
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(1)).toBe("1");
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
