/**
 * Limits that hold with several instances (issue 24 §3): with Redis, the login limiter and the
 * shared limiter of the bridge reports count once for every instance (two clients of one Redis
 * stand for two processes); with Redis unreachable they keep limiting from each process's memory,
 * never throw, and the outage and its end are logged once each.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLoginLimiter } from "~/features/auth/rate-limit.server";
import { createRedisClient, type RedisLog } from "~/utils/redis.server";
import { createSharedLimiter } from "~/utils/shared-limiter.server";
import { freePort } from "../../e2e/support/nginx";
import { startRedis, type RedisServer } from "../../e2e/support/redis";

/** A logger that keeps its lines. */
function memoryLog(): RedisLog & { lines: Array<{ level: string; event?: unknown; msg: string }> } {
  const lines: Array<{ level: string; event?: unknown; msg: string }> = [];
  return {
    lines,
    info: (obj, msg) => void lines.push({ level: "info", event: (obj as { event?: unknown }).event, msg }),
    warn: (obj, msg) => void lines.push({ level: "warn", event: (obj as { event?: unknown }).event, msg }),
  };
}

let server: RedisServer;
const clients: Redis[] = [];
/** A client of a Redis (the test's by default), as one portal process has; connected unless `dead`. */
async function processClient(url = server.url, log = memoryLog(), dead = false): Promise<Redis> {
  const c = createRedisClient(url, log);
  clients.push(c);
  if (!dead) await new Promise<void>((resolve) => (c.status === "ready" ? resolve() : c.once("ready", () => resolve())));
  return c;
}

beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await server?.stop();
});

describe("with Redis, one limit for every instance", () => {
  it("login attempts for one account spread over two instances are refused at the limit, not at twice it", async () => {
    const limits = { ipLimit: 1000, ipWindowS: 60, accountLimit: 4, accountWindowS: 900 };
    const [a, b] = [createLoginLimiter(limits, await processClient()), createLoginLimiter(limits, await processClient())];
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await (i % 2 === 0 ? a : b).attempt(`10.0.0.${i}`, i % 2 ? "Spread" : " spread "));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, false, false]);
    expect(verdicts[4]).toMatchObject({ allowed: false, by: "account" });
    if (!verdicts[4]!.allowed) expect(verdicts[4]!.retryAfterS).toBeGreaterThan(800);
    // A success on one instance clears the account on the other.
    await a.succeeded("spread");
    expect((await b.attempt("10.0.0.9", "spread")).allowed).toBe(true);
  });

  it("login attempts from one IP spread over two instances meet one IP limit", async () => {
    const limits = { ipLimit: 3, ipWindowS: 60, accountLimit: 1000, accountWindowS: 900 };
    const [a, b] = [createLoginLimiter(limits, await processClient()), createLoginLimiter(limits, await processClient())];
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await (i % 2 === 0 ? a : b).attempt("192.0.2.7", `user${i}`));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toMatchObject({ by: "ip" });
  });

  it("the bridge reports' limiter (per session per minute) is one count across instances", async () => {
    const opts = { keyPrefix: "bridge-rejections-test", points: 2, duration: 60 };
    const [a, b] = [createSharedLimiter(opts, await processClient()), createSharedLimiter(opts, await processClient())];
    await a.consume("session-1");
    await b.consume("session-1");
    await expect(a.consume("session-1")).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(b.consume("session-1")).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(b.consume("session-2")).resolves.toMatchObject({ remainingPoints: 1 });
  });
});

describe("with Redis unreachable", () => {
  it("the login limiter still limits, from this process's memory, without throwing; the outage is logged once", async () => {
    const log = memoryLog();
    const dead = await processClient(`redis://127.0.0.1:${await freePort()}`, log, true);
    const limiter = createLoginLimiter({ ipLimit: 1000, ipWindowS: 60, accountLimit: 2, accountWindowS: 900 }, dead);
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await limiter.attempt("10.0.0.1", "nobody"));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
    await expect.poll(() => log.lines.filter((l) => l.event === "redis.unreachable")).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: "warn", msg: "Redis unreachable: rate limits and socket caps fall back to this instance's memory until it is back" });
    // More failed reconnects log nothing more.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(log.lines).toHaveLength(1);
  });

  it("a Redis that stops and comes back: limits fall back to memory meanwhile, and are shared again after; each change is logged once", async () => {
    const local = await startRedis();
    const log = memoryLog();
    const client = await processClient(local.url, log);
    const limiter = createSharedLimiter({ keyPrefix: "comeback", points: 5, duration: 60 }, client);
    await limiter.consume("k");
    await local.stop(true);
    await expect.poll(() => log.lines.map((l) => l.event)).toEqual(["redis.ready", "redis.unreachable"]);
    // Counted in memory meanwhile: the call resolves.
    await expect(limiter.consume("k")).resolves.toMatchObject({ consumedPoints: 1 });
    const back = await startRedis(local.port);
    await expect.poll(() => client.status, { timeout: 10_000 }).toBe("ready");
    expect(log.lines.map((l) => l.event)).toEqual(["redis.ready", "redis.unreachable", "redis.ready"]);
    // A fresh Redis: the shared count starts again there.
    await expect(limiter.consume("k")).resolves.toMatchObject({ consumedPoints: 1 });
    const other = createSharedLimiter({ keyPrefix: "comeback", points: 5, duration: 60 }, await processClient(back.url));
    await expect(other.consume("k")).resolves.toMatchObject({ consumedPoints: 2 });
    client.disconnect();
    await back.stop();
  });
});
