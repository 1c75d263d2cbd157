/**
 * The cap on sockets per session and kind (issue 24 §2c, ASVS V11.1.4) at the proxy, in memory
 * (one instance): with a cap of 3, three notice sockets of one session open, the fourth is closed
 * with 4429 and opens nothing upstream; another kind and another session have places of their
 * own; closing one socket frees its place.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocketKind } from "../../mock-gateway/sockets/registry";
import { browserSocket, sessionCookie, startWorld, type ProxyWorld } from "./proxy-world";

let world: ProxyWorld;
beforeAll(async () => {
  world = await startWorld({ maxSocketsPerSession: 3 });
});
afterAll(() => world.close());

const upstream = (user: string, kind: SocketKind) => world.mock.gateway.sockets.count(user, kind);

describe("sockets per session and kind", () => {
  it("opens 3 notice sockets of one session, refuses the 4th with 4429 and no upstream, and a closed socket frees its place", async () => {
    world.mock.gateway.reset();
    const cookie = await sessionCookie(world);
    const open = [browserSocket(world, { cookie }), browserSocket(world, { cookie }), browserSocket(world, { cookie })];
    await Promise.all(open.map((s) => s.opened));
    await expect.poll(() => upstream("owner", "notice")).toBe(3);

    const fourth = browserSocket(world, { cookie });
    expect(await fourth.closed).toEqual({ code: 4429, reason: "too many sockets for this session" });
    expect(upstream("owner", "notice")).toBe(3);
    expect(world.proxy.size).toBe(3);

    // Another kind and another session (the same user, logged in again) have places of their own.
    const assistant = browserSocket(world, { cookie, kind: "assistant" });
    await assistant.opened;
    const other = browserSocket(world, { cookie: await sessionCookie(world) });
    await other.opened;

    open[0]!.ws.close(1000);
    await open[0]!.closed;
    await expect.poll(() => world.proxy.size).toBe(4);
    const again = browserSocket(world, { cookie });
    await again.opened;
    const fifth = browserSocket(world, { cookie });
    expect((await fifth.closed).code).toBe(4429);

    for (const s of [...open.slice(1), assistant, other, again]) s.ws.close(1000);
    await expect.poll(() => world.proxy.size).toBe(0);
  });

  it("sockets dropped without a close frame free their places too", async () => {
    const cookie = await sessionCookie(world, "leftie");
    const open = [browserSocket(world, { cookie }), browserSocket(world, { cookie }), browserSocket(world, { cookie })];
    await Promise.all(open.map((s) => s.opened));
    expect((await browserSocket(world, { cookie }).closed).code).toBe(4429);
    for (const s of open) s.ws.terminate();
    await expect.poll(() => world.proxy.size).toBe(0);
    const next = [browserSocket(world, { cookie }), browserSocket(world, { cookie }), browserSocket(world, { cookie })];
    await Promise.all(next.map((s) => s.opened));
    expect((await browserSocket(world, { cookie }).closed).code).toBe(4429);
    for (const s of next) s.ws.close(1000);
    await expect.poll(() => world.proxy.size).toBe(0);
  });
});
