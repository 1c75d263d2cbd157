/** The live and replay routes (list, details, the proxied replay video), against the in-process mock. */
import { describe, expect, it } from "vitest";
import { get, setupMockGateway } from "../support/portal-env";
import { liveDetailLoader, liveListLoader, replayVideoLoader } from "~/features/notices/replay.server";
import { json, ownerJar } from "./owner-session";

const { gw } = setupMockGateway();

const logged = (path: string) => gw.log.filter((e) => e.path === path);
const withRange = (req: Request, range: string) => {
  req.headers.set("Range", range);
  return req;
};

describe("live and replay routes", () => {
  it("the list holds the live broadcast and the replay, newest first, without the replay URL", async () => {
    const data = await json(await liveListLoader(get("/api/notices/live-list?pageNum=1&pageSize=50", await ownerJar())));
    expect(data.ok).toBe(true);
    expect(data.dataList.map((l: { liveTitle: string; hasReplay: boolean }) => [l.liveTitle, l.hasReplay])).toEqual([
      ["跨境旺季备货实战", false],
      ["TikTok Shop 新店起量", true],
    ]);
    expect(JSON.stringify(data)).not.toContain("replayUrl");
    expect(logged("/sso/liveBroadcastGroup/queryLiveBroadcastPage").at(-1)?.body).toEqual({ pageNum: 1, pageSize: 50 });
  });

  it("details by liveId; no usable liveId is refused without a gateway call", async () => {
    const jar = await ownerJar();
    const data = await json(await liveDetailLoader(get("/api/notices/live-detail?liveId=6002", jar)));
    expect(data.live).toMatchObject({ liveId: 6002, liveTitle: "TikTok Shop 新店起量", hasReplay: true });
    expect((await json(await liveDetailLoader(get("/api/notices/live-detail?liveId=999", jar)))).live).toBeNull();
    for (const q of ["", "?liveId=", "?liveId=abc", "?liveId=0", "?liveId=-1"]) {
      expect((await liveDetailLoader(get(`/api/notices/live-detail${q}`, jar))).status).toBe(400);
    }
    expect(logged("/sso/liveBroadcastGroup/getLiveBroadcastDetail")).toHaveLength(2);
  });

  it("the replay video streams through the portal as WebM, with ranges; none for a live one", async () => {
    const jar = await ownerJar();
    const full = await replayVideoLoader(get("/api/notices/replay-video?liveId=6002", jar));
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("video/webm");
    const bytes = new Uint8Array(await full.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // the EBML magic of WebM
    const part = await replayVideoLoader(withRange(get("/api/notices/replay-video?liveId=6002", jar), "bytes=4-9"));
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-9/${bytes.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...bytes.subarray(4, 10)]);
    expect((await replayVideoLoader(get("/api/notices/replay-video?liveId=6001", jar))).status).toBe(404);
    expect((await replayVideoLoader(get("/api/notices/replay-video?liveId=x", jar))).status).toBe(400);
  });

  it("the seeded covers are PNG images the mock serves (the demo's list shows them)", async () => {
    const data = await json(await liveListLoader(get("/api/notices/live-list?pageNum=1&pageSize=50", await ownerJar())));
    const covers = data.dataList.map((l: { liveCoverUrl: string }) => l.liveCoverUrl);
    expect(covers).toHaveLength(2);
    for (const url of covers) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect([...new Uint8Array(await res.arrayBuffer()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    }
  });
});
