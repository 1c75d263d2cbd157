/**
 * The portal's own limit on verification-code sends (AUTH-17, issue 27), counted before the
 * gateway is called, through the same shared limiter the login uses (rate-limiter-flexible, in
 * Redis when `REDIS_URL` is set so every instance meets one limit; in memory otherwise):
 * - per identifier (phone or e-mail, trimmed, lower-cased): 1 send per {@link RESEND_S} s, and
 *   {@link SENDS_PER_HOUR_PER_IDENTIFIER} per hour;
 * - per client address: {@link SENDS_PER_HOUR_PER_IP} per hour (`CODE_SEND_IP_LIMIT` changes it for a
 *   deployment whose sellers share one address, and for the e2e run, whose every page is 127.0.0.1).
 * @module features/account-flows/code-limiter
 */
import type { Redis } from "ioredis";
import { sharedRedis } from "~/utils/redis.server";
import { consume, createSharedLimiter } from "~/utils/shared-limiter.server";
import { serverEnv } from "~/utils/env.server";

/** Seconds before a new code may be requested for one identifier (the button's countdown). */
export const RESEND_S = 60;
/** Code sends per identifier per hour. */
export const SENDS_PER_HOUR_PER_IDENTIFIER = 5;
/** Code sends per client address per hour. */
export const SENDS_PER_HOUR_PER_IP = 20;

/** The verdict on one send: allowed, or refused for `retryAfterS` whole seconds (≥ 1). */
export type SendVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

/** Counts code sends (see the module doc). */
export interface CodeSendLimiter {
  /** Counts one send from `ip` to `identifier` and says whether it may reach the gateway. */
  attempt(ip: string, identifier: string): Promise<SendVerdict>;
  /** Gives back the resend wait of `identifier` after the gateway could not send (the seller may retry at once). */
  sendFailed(identifier: string): Promise<void>;
}


/**
 * Creates a limiter counting in `redis` when given (with a memory fallback), else in memory.
 * @param perIpPerHour sends per client address per hour (default {@link SENDS_PER_HOUR_PER_IP})
 */
export function createCodeSendLimiter(redis: Redis | null = null, perIpPerHour = SENDS_PER_HOUR_PER_IP): CodeSendLimiter {
  const resend = createSharedLimiter({ keyPrefix: "code-resend", points: 1, duration: RESEND_S }, redis);
  const perId = createSharedLimiter({ keyPrefix: "code-identifier", points: SENDS_PER_HOUR_PER_IDENTIFIER, duration: 3600 }, redis);
  const perIp = createSharedLimiter({ keyPrefix: "code-ip", points: perIpPerHour, duration: 3600 }, redis);
  return {
    async attempt(ip, identifier) {
      const key = identifier.trim().toLowerCase();
      for (const [limiter, k] of [[resend, key], [perIp, ip || "unknown"], [perId, key]] as const) {
        const wait = await consume(limiter, k);
        if (wait !== null) return { allowed: false, retryAfterS: wait };
      }
      return { allowed: true };
    },
    async sendFailed(identifier) {
      await resend.delete(identifier.trim().toLowerCase());
    },
  };
}

let shared: CodeSendLimiter | undefined;

/** The process's limiter, with `REDIS_URL`'s Redis (created on first use). */
export function codeSendLimiter(): CodeSendLimiter {
  shared ??= createCodeSendLimiter(sharedRedis(), serverEnv().CODE_SEND_IP_LIMIT);
  return shared;
}
