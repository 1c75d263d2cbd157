import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endSessionAfter401 } from "../../app/gateway/session.server";
import { getSession } from "../../app/utils/session.server";
import { composeAnswer } from "../../mock-gateway/assistant/answers";
import { CLOSE_TOO_BIG } from "../../server/ws/close-codes";
import { browserSocket, control, refusedWith, sessionCookie, startWorld, type ProxyWorld } from "./proxy-world";

let world: ProxyWorld;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const openCount = () => world.mock.gateway.sockets.count("owner", "notice");

describe("upgrade checks", () => {
  it("refuses a cross-site upgrade that carries a valid session cookie (403)", async () => {
    const cookie = await sessionCookie(world);
    expect(await refusedWith(world, { cookie, origin: "https://evil.example" })).toBe(403);
    expect(await refusedWith(world, { cookie, origin: world.base.replace("127.0.0.1", "localhost") })).toBe(403);
    expect(await refusedWith(world, { cookie, origin: null })).toBe(403);
    expect(openCount()).toBe(0);
  });

  it("refuses a missing, tampered or logged-out session (401) and an unknown kind (404)", async () => {
    expect(await refusedWith(world, {})).toBe(401);
    const cookie = await sessionCookie(world);
    expect(await refusedWith(world, { cookie: `${cookie.slice(0, -3)}xyz` })).toBe(401);
    expect(await refusedWith(world, { cookie: "__session=garbage; other=1" })).toBe(401);
    const res = await fetch(`${world.base}/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(await refusedWith(world, { cookie, kind: "nope" })).toBe(404);
  });
});

describe("relay", () => {
  it("[SOCK-01] relays the seeded message and a /__mock/push message end to end, token added server-side", async () => {
    world.mock.gateway.reset();
    const cookie = await sessionCookie(world);
    const s = browserSocket(world, { cookie });
    await s.opened;
    await expect.poll(openCount).toBe(1);
    // The seeded message (owner's newest unread notice) arrives on connect.
    await expect.poll(() => s.messages.length).toBe(1);
    expect(JSON.parse(s.messages[0]!)).toMatchObject({ msgType: 3, eject: 0, id: 20001 });
    expect(await control(world, "/push", { username: "owner", socket: "notice", message: { msgType: 3, msgTitle: "hi" } })).toEqual({ delivered: 1 });
    await expect.poll(() => s.messages.length).toBe(2);
    expect(JSON.parse(s.messages[1]!)).toEqual({ msgType: 3, msgTitle: "hi" });
    // The socket host came from SSO_SOCKET_TYPE, looked up server-side.
    expect(world.mock.gateway.log.some((e) => e.path.endsWith("querySystemParamsPage") && (e.body as { systemName?: string }).systemName === "SSO_SOCKET_TYPE")).toBe(true);
    // Browser → upstream.
    s.ws.send(JSON.stringify({ hello: 1 }));
    await expect.poll(() => world.mock.gateway.log.some((e) => e.method === "WS" && (e.body as { hello?: number }).hello === 1)).toBe(true);
    // Upstream, the shell socket is /sso/ecSocket/{token} of the logged-in session: the mock takes
    // a notice socket on that path only, and logs it under the user its token belongs to.
    const upstream = world.mock.gateway.log.filter((e) => e.method === "WS").map((e) => e.path);
    expect(new Set(upstream)).toEqual(new Set(["/socket/notice/owner"]));
    s.ws.close(1000);
    await s.closed;
  });

  it("the assistant socket carries the user's language cookie upstream: an agent chat is answered in it, zh_CN for an unsupported one", async () => {
    world.mock.gateway.reset();
    await control(world, "/assistant", { chunkDelayMs: 0, chunkChars: 1000, minContentChars: 0 });
    const session = await sessionCookie(world);
    const question = "How do I reconcile orders?";
    for (const [lng, language] of [["en_US", "en_US"], ["ko_KR", "ko_KR"], ["zh_TW", "zh_CN"], [null, "zh_CN"]] as const) {
      const s = browserSocket(world, { kind: "assistant", cookie: lng ? `${session}; lng=${lng}` : session });
      await s.opened;
      s.ws.send(JSON.stringify({ method: "robot", data: { agent_id: 2, user_agent_id: 102, message: question, his_messages: [] } }));
      const replies = () => s.messages.map((m) => JSON.parse(m) as { method: string; data: { content?: string; think?: string; finish?: boolean } }).filter((r) => r.method === "robot");
      await expect.poll(() => replies().some((r) => r.data.finish === true)).toBe(true);
      const answer = { think: replies().map((r) => r.data.think ?? "").join(""), content: replies().map((r) => r.data.content ?? "").join("") };
      expect(answer, String(lng)).toEqual(composeAnswer(question, undefined, 0, language));
      s.ws.close(1000);
      await s.closed;
    }
  });

  it("closes the upstream when the browser goes", async () => {
    const s = browserSocket(world, { cookie: await sessionCookie(world) });
    await s.opened;
    await expect.poll(openCount).toBe(1);
    s.ws.terminate();
    await expect.poll(openCount).toBe(0);
    await expect.poll(() => world.proxy.size).toBe(0);
  });

  it("closes the browser's socket when the upstream goes, with the upstream's code", async () => {
    const s = browserSocket(world, { cookie: await sessionCookie(world) });
    await s.opened;
    await expect.poll(openCount).toBe(1);
    expect(await control(world, "/sockets/close", { username: "owner", code: 4000 })).toEqual({ closed: 1 });
    expect((await s.closed).code).toBe(4000);
  });

  it("an unreachable upstream closes the browser 1001, and a new socket meanwhile gets 1014", async () => {
    const s = browserSocket(world, { cookie: await sessionCookie(world) });
    await s.opened;
    await expect.poll(openCount).toBe(1);
    await control(world, "/sockets/unreachable", { seconds: 5 });
    expect((await s.closed).code).toBe(1001);
    const again = browserSocket(world, { cookie: await sessionCookie(world) });
    expect((await again.closed).code).toBe(1014);
    await control(world, "/sockets/unreachable", { seconds: 0 });
  });

  it("logout closes every socket of the session (4401), not other sessions'", async () => {
    const cookie = await sessionCookie(world);
    const a = browserSocket(world, { cookie });
    const b = browserSocket(world, { cookie });
    const other = browserSocket(world, { cookie: await sessionCookie(world) });
    await Promise.all([a.opened, b.opened, other.opened]);
    await expect.poll(openCount).toBe(3);
    await fetch(`${world.base}/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect((await a.closed).code).toBe(4401);
    expect((await b.closed).code).toBe(4401);
    await expect.poll(openCount).toBe(1);
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    other.ws.close();
  });

  it("the app's 401 path (endSessionAfter401) closes the session's sockets with 4401", async () => {
    const cookie = await sessionCookie(world);
    const s = browserSocket(world, { cookie });
    await s.opened;
    const request = new Request("http://portal.test/entry/1001/ERP", { headers: { Cookie: cookie } });
    const res = await endSessionAfter401(request, await getSession(request));
    expect(res.headers.get("Location")).toBe("/login?reason=expired");
    expect((await s.closed).code).toBe(4401);
  });

  it("an upstream that rejects the token closes the browser with 4401", async () => {
    const s = browserSocket(world, { cookie: await sessionCookie(world, "owner", "not-a-token") });
    expect((await s.closed).code).toBe(4401);
  });

  it("closes a browser frame over 64 KiB with 1009 and the upstream with it", async () => {
    const s = browserSocket(world, { cookie: await sessionCookie(world) });
    await s.opened;
    await expect.poll(openCount).toBe(1);
    s.ws.send("x".repeat(64 * 1024 + 1));
    expect((await s.closed).code).toBe(CLOSE_TOO_BIG);
    await expect.poll(openCount).toBe(0);
  });
});

describe("liveness", () => {
  it("terminates a browser that stops answering pings", async () => {
    const fast = await startWorld({ pingIntervalMs: 100 });
    try {
      const s = browserSocket(fast, { cookie: await sessionCookie(fast), autoPong: false });
      await s.opened;
      const alive = browserSocket(fast, { cookie: await sessionCookie(fast) });
      await alive.opened;
      expect((await s.closed).code).toBe(1006);
      await expect.poll(() => fast.mock.gateway.sockets.count("owner", "notice")).toBe(1);
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
      alive.ws.close();
    } finally {
      await fast.close();
    }
  });
});
