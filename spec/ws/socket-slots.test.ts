/**
 * The socket cap counted across instances (issue 24 §3, server/ws/socket-slots.ts): two counters
 * on one Redis stand for two portal processes. One cap for both; a released place is free for
 * either; a crashed instance's places lapse after their lease while a live one's are renewed;
 * with Redis unreachable each instance counts its own sockets and never throws; once Redis is
 * back, the live places are counted there again.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisClient } from "~/utils/redis.server";
import { createSocketSlots, type SocketSlot, type SocketSlots } from "../../server/ws/socket-slots";
import { freePort } from "../../e2e/support/nginx";
import { startRedis, type RedisServer } from "../../e2e/support/redis";

const quiet = { info() {}, warn() {} };
let server: RedisServer;
const opened: Array<{ client: Redis; slots: SocketSlots }> = [];

/** One portal process's counter: its own Redis client (connected unless `dead`). */
async function instance(opts: { cap?: number; leaseMs?: number; url?: string; dead?: boolean } = {}): Promise<SocketSlots> {
  const client = createRedisClient(opts.url ?? server.url, quiet);
  if (!opts.dead) await new Promise<void>((resolve) => client.once("ready", () => resolve()));
  const slots = createSocketSlots({ cap: opts.cap ?? 3, redis: client, leaseMs: opts.leaseMs });
  opened.push({ client, slots });
  return slots;
}
const take = async (slots: SocketSlots, n: number, session: string, kind = "notice") => {
  const got: Array<SocketSlot | null> = [];
  for (let i = 0; i < n; i++) got.push(await slots.take(session, kind));
  return got;
};

beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const { client, slots } of opened) {
    slots.close();
    client.disconnect();
  }
  await server?.stop();
});

describe("socket places across instances", () => {
  it("two instances share one cap per session and kind; a released place is free for either", async () => {
    const [a, b] = [await instance(), await instance()];
    const onA = await take(a, 2, "s1");
    const onB = await take(b, 1, "s1");
    expect([...onA, ...onB].every(Boolean)).toBe(true);
    expect(await b.take("s1", "notice")).toBeNull();
    expect(await a.take("s1", "notice")).toBeNull();
    // Another kind, another session: places of their own.
    expect(await b.take("s1", "assistant")).not.toBeNull();
    expect(await a.take("s2", "notice")).not.toBeNull();
    onA[0]!.release();
    onA[0]!.release();
    await expect.poll(async () => Boolean(await b.take("s1", "notice"))).toBe(true);
    expect(await a.take("s1", "notice")).toBeNull();
  });

  it("a crashed instance's places lapse after their lease; a live instance's are renewed", async () => {
    const crashed = await instance({ leaseMs: 1_200 });
    const live = await instance({ leaseMs: 1_200 });
    expect((await take(crashed, 2, "s3")).every(Boolean)).toBe(true);
    expect(await live.take("s3", "notice")).not.toBeNull();
    // The process dies: no release, no renewal.
    const dead = opened.find((o) => o.slots === crashed)!;
    dead.slots.close();
    dead.client.disconnect();
    const watcher = await instance({ leaseMs: 1_200 });
    expect(await watcher.take("s3", "notice")).toBeNull();
    // After the lease the crashed instance's 2 places are free; the live one's stays (renewed).
    await expect.poll(async () => (await take(watcher, 3, "s3")).filter(Boolean).length, { timeout: 5_000, interval: 300 }).toBe(2);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await take(watcher, 3, "s3")).toEqual([null, null, null]);
  });

  it("with Redis unreachable each instance counts its own sockets, never throws; once Redis is back the live places count there again", async () => {
    const port = await freePort();
    const down = await instance({ url: `redis://127.0.0.1:${port}`, dead: true, leaseMs: 900 });
    const mine = await take(down, 4, "s4");
    expect(mine.map(Boolean)).toEqual([true, true, true, false]);
    mine[0]!.release();
    expect(await down.take("s4", "notice")).not.toBeNull();
    // Redis comes up: the renewal puts this instance's 3 live places there.
    const late = await startRedis(port);
    try {
      const other = await instance({ url: late.url, leaseMs: 900 });
      const probe = async () => {
        const slot = await other.take("s4", "notice");
        slot?.release();
        return slot === null;
      };
      await expect.poll(probe, { timeout: 10_000, interval: 200 }).toBe(true);
    } finally {
      await late.stop();
    }
  });
});
