/** The fake C-Lodop service of the demo and the e2e journeys: its states, and what it refuses. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { clodopControl, clodopScript, startFakeClodop } from "../../mock-gateway/clodop/fake-clodop";

const control = clodopControl();
let fake: Awaited<ReturnType<typeof startFakeClodop>>;
beforeAll(async () => void (fake = await startFakeClodop({ control })));
afterAll(() => fake.close());

const socket = (origin?: string) =>
  new Promise<string>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${fake.port}/c_webskt/`, origin ? { origin } : {});
    ws.on("open", () => (ws.close(), resolve("open")));
    ws.on("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
    ws.on("error", () => resolve("error"));
  });

describe("fake C-Lodop service", () => {
  it("answers CLodopfuncs.js with the versions of each state", async () => {
    control.set({ state: "current" });
    const res = await fetch(`${fake.url}CLodopfuncs.js?priority=1`, { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('VERSION: "6.6.0.8", CVERSION: "4.1.7.8"');
    expect(body).toContain("win.getCLodop = function () { return CLODOP; }");
    expect(clodopScript({ state: "old" })).toContain('VERSION: "5.0.4.3"');
    expect(clodopScript({ state: "cloud-missing" })).not.toContain("CVERSION");
    expect(clodopScript({ state: "cloud-old" })).toContain('CVERSION: "2.0.9.0"');
    expect(clodopScript({ state: "current", version: "10.0", cloudVersion: "4.0" })).toContain('VERSION: "10.0", CVERSION: "4.0"');
  });

  it("absent: nothing answers", async () => {
    control.set({ state: "absent" });
    await expect(fetch(`${fake.url}CLodopfuncs.js`)).rejects.toThrow();
    expect(await socket("null")).toBe("error");
  });

  it("opens its socket to the sandboxed probe (Origin null) only, and not while it is not ready", async () => {
    control.set({ state: "current" });
    expect(await socket("null")).toBe("open");
    expect(await socket("https://evil.example")).toBe("403");
    control.set({ state: "not-ready" });
    expect(await socket("null")).toBe("503");
  });

  it("refuses other sites' browser requests for anything but CLodopfuncs.js", async () => {
    control.set({ state: "current" });
    expect((await fetch(`${fake.url}c_dopost`, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await fetch(`${fake.url}c_dopost`)).status).toBe(404);
  });
});
