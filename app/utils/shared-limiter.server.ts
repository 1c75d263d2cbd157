/**
 * A rate limiter that several portal instances share (issue 24 §3): rate-limiter-flexible's Redis
 * store when the process has a Redis client (`REDIS_URL`, ./redis.server.ts), its memory store
 * otherwise. A Redis limiter carries a memory limiter with the same points and duration as its
 * insurance: while Redis is unreachable (the client fails fast: `rejectIfRedisNotReady`, no
 * offline queue, 1 s command timeout) each instance counts in its own memory, and the limit is
 * per instance until Redis is back (the outage is logged by ./redis.server.ts).
 * @module utils/shared-limiter
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { sharedRedis } from "./redis.server";

/** What a limiter counts: `points` per `duration` seconds, keys under `keyPrefix`. */
export interface SharedLimiterOptions {
  keyPrefix: string;
  points: number;
  /** Window, seconds. */
  duration: number;
}

/** Prefix of every limiter key in Redis (one Redis may serve other applications too). */
export const REDIS_KEY_PREFIX = "seller-portal:";

/**
 * The limiter for `opts`: in Redis (with a memory insurance) when `redis` is given — the
 * process's shared client by default — else in memory.
 */
export function createSharedLimiter(opts: SharedLimiterOptions, redis: Redis | null = sharedRedis()): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: opts.keyPrefix, points: opts.points, duration: opts.duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${REDIS_KEY_PREFIX}${opts.keyPrefix}`,
    points: opts.points,
    duration: opts.duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * Takes one point of `key` from `limiter`: null when allowed, else the wait in whole seconds (≥ 1).
 * @throws what the store throws (a Redis failure), never the limiter's own refusal
 */
export async function consume(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (res) {
    if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw res;
  }
}
