/**
 * Login rate limit of the portal (issue 11): attempts are counted per client IP and per account
 * name (trimmed, lower-cased) BEFORE the gateway is called; over either limit the attempt is
 * refused with 429, `Retry-After` (whole seconds) and the message `ops.loginRateLimited`. A
 * successful login clears its account's count. The gateway's own lock after 5 wrong passwords
 * is untouched. Counters are shared by every instance in Redis when `REDIS_URL` is set
 * (rate-limiter-flexible's Redis store, ~/utils/shared-limiter.server.ts), so attempts spread over
 * N instances meet one limit; without it, and while Redis is unreachable, they live in this
 * process's memory (with N instances a client then gets at most N× the limit).
 *
 * Limits (env, app/utils/env.server.ts): LOGIN_RATE_IP_LIMIT per LOGIN_RATE_IP_WINDOW_S
 * (default 20 per 60 s), LOGIN_RATE_ACCOUNT_LIMIT per LOGIN_RATE_ACCOUNT_WINDOW_S (10 per 900 s).
 * @module features/auth/rate-limit
 */
import type { Redis } from "ioredis";
import { serverEnv } from "~/utils/env.server";
import { sharedRedis } from "~/utils/redis.server";
import { consume, createSharedLimiter } from "~/utils/shared-limiter.server";

/** Limits of a {@link LoginLimiter}: attempts per window, windows in seconds. */
export interface LoginLimits {
  ipLimit: number;
  ipWindowS: number;
  accountLimit: number;
  accountWindowS: number;
}

/** The verdict on one attempt: allowed, or refused for `retryAfterS` seconds (≥ 1). */
export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterS: number; by: "ip" | "account" };

/** Counts login attempts (see the module doc). */
export interface LoginLimiter {
  /** Counts one attempt from `ip` for `account` and says whether it may reach the gateway. */
  attempt(ip: string, account: string): Promise<LoginVerdict>;
  /** Clears the account's count (after a successful login). */
  succeeded(account: string): Promise<void>;
}

const accountKey = (account: string) => account.trim().toLowerCase();


/**
 * Creates a limiter with the given limits, counting in `redis` when given (with a memory
 * fallback), else in memory (tests; the portal uses {@link loginLimiter}).
 */
export function createLoginLimiter(limits: LoginLimits, redis: Redis | null = null): LoginLimiter {
  const byIp = createSharedLimiter({ keyPrefix: "login-ip", points: limits.ipLimit, duration: limits.ipWindowS }, redis);
  const byAccount = createSharedLimiter({ keyPrefix: "login-account", points: limits.accountLimit, duration: limits.accountWindowS }, redis);
  return {
    async attempt(ip, account) {
      const ipWait = await consume(byIp, ip || "unknown");
      if (ipWait !== null) return { allowed: false, retryAfterS: ipWait, by: "ip" };
      const accountWait = await consume(byAccount, accountKey(account));
      if (accountWait !== null) return { allowed: false, retryAfterS: accountWait, by: "account" };
      return { allowed: true };
    },
    async succeeded(account) {
      await byAccount.delete(accountKey(account));
    },
  };
}

let shared: LoginLimiter | undefined;

/** The process's limiter, with the env's limits and `REDIS_URL`'s Redis (created on first use). */
export function loginLimiter(): LoginLimiter {
  if (shared) return shared;
  const env = serverEnv();
  shared = createLoginLimiter({
    ipLimit: env.LOGIN_RATE_IP_LIMIT,
    ipWindowS: env.LOGIN_RATE_IP_WINDOW_S,
    accountLimit: env.LOGIN_RATE_ACCOUNT_LIMIT,
    accountWindowS: env.LOGIN_RATE_ACCOUNT_WINDOW_S,
  }, sharedRedis());
  return shared;
}
