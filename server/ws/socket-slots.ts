/**
 * The cap on proxied sockets per session and kind (issue 24 §2c, ASVS V11.1.4): a seller has a
 * few tabs, not hundreds, so one session may hold at most `cap` sockets of one kind (env
 * WS_MAX_SOCKETS_PER_SESSION, default 20); the proxy refuses the rest with close code 4429.
 *
 * **Counted across instances** when a Redis client is given (`REDIS_URL`): each socket holds a
 * lease in a sorted set per session and kind (`seller-portal:ws:{kind}:{session}`, member
 * `{instance}:{n}`, score = the lease's expiry on Redis's clock). Taking a place first drops
 * the expired leases, then adds one only under the cap (one Lua script: atomic). Every instance
 * renews its live sockets' leases every `leaseMs / 3` (one script call per session and kind, in
 * one pipeline) and removes a lease when its socket ends. An instance that dies without closing
 * its sockets stops renewing, so its leases lapse within `leaseMs` (default 90 s): a crashed
 * instance never blocks a session for longer.
 *
 * **Redis unreachable**: a place is granted by this instance's own count (the same cap, so with
 * N instances a session may hold up to N × cap until Redis is back); the renewal re-adds every
 * live lease, so once Redis is back the shared count is whole again. Without Redis the count is
 * this process's alone.
 *
 * Why not a semaphore library: redis-semaphore (the well-kept one) runs one timer and one Redis
 * call per socket, and its renewal timer rejects unhandled while Redis is down (which would stop
 * the process); the leases here are renewed in one batch with the proxy's own timer.
 * @module server/ws/socket-slots
 */
import { randomUUID } from "node:crypto";
import type { Redis, Result } from "ioredis";

declare module "ioredis" {
  interface RedisCommander<Context> {
    portalSlotTake(key: string, cap: number, leaseMs: number, member: string): Result<number, Context>;
    portalSlotRenew(key: string, leaseMs: number, ...members: string[]): Result<number, Context>;
  }
}

/** Redis's clock in ms, inside a script. */
const NOW = "local t = redis.call('TIME')\nlocal now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)\n";
/** KEYS[1] set; ARGV cap, leaseMs, member → 1 taken, 0 full. */
const TAKE = `${NOW}redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
/** KEYS[1] set; ARGV leaseMs, members… → how many renewed (re-added when lost). */
const RENEW = `${NOW}local expiry = now + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], expiry, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return #ARGV - 1`;

/** Prefix of the sets in Redis. */
export const SLOT_KEY_PREFIX = "seller-portal:ws:";
/** Default lease of a socket's place, ms (renewed every third of it). */
export const DEFAULT_LEASE_MS = 90_000;

/** A socket's place; release it when the socket ends (idempotent). */
export interface SocketSlot {
  release(): void;
}

/** The cap (see the module doc). */
export interface SocketSlots {
  readonly cap: number;
  /** A place for one more socket of `session` (a hashed session key) and `kind`; null when full. Never rejects. */
  take(session: string, kind: string): Promise<SocketSlot | null>;
  /** Stops the renewal (the proxy closes its sockets, which release their places). */
  close(): void;
}

/** Options of {@link createSocketSlots}. */
export interface SocketSlotsOptions {
  /** Sockets per session and kind, ≥ 1. */
  cap: number;
  /** Shared count in this Redis; null/absent: this process's memory. */
  redis?: Redis | null;
  /** Lease of a place in Redis, ms; default {@link DEFAULT_LEASE_MS}. */
  leaseMs?: number;
}

/** Creates the cap (see the module doc). */
export function createSocketSlots(opts: SocketSlotsOptions): SocketSlots {
  const { cap, redis } = opts;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const instance = randomUUID();
  let seq = 0;
  /** This instance's live places: set key → members. */
  const local = new Map<string, Set<string>>();
  if (redis) {
    redis.defineCommand("portalSlotTake", { numberOfKeys: 1, lua: TAKE });
    redis.defineCommand("portalSlotRenew", { numberOfKeys: 1, lua: RENEW });
  }

  const renew = () => {
    if (!redis || local.size === 0) return;
    const pipeline = redis.pipeline();
    for (const [key, members] of local) pipeline.portalSlotRenew(key, leaseMs, ...members);
    // Unreachable: the leases are re-added on a later renewal; the places stay granted meanwhile.
    pipeline.exec().catch(() => undefined);
  };
  const timer = redis ? setInterval(renew, Math.max(1, Math.floor(leaseMs / 3))) : null;
  timer?.unref();

  const sharedTake = async (key: string, member: string): Promise<boolean> => {
    try {
      return (await redis!.portalSlotTake(key, cap, leaseMs, member)) === 1;
    } catch {
      return (local.get(key)?.size ?? 0) < cap;
    }
  };

  return {
    cap,
    async take(session, kind) {
      const key = `${SLOT_KEY_PREFIX}${kind}:${session}`;
      const member = `${instance}:${++seq}`;
      const granted = redis ? await sharedTake(key, member) : (local.get(key)?.size ?? 0) < cap;
      if (!granted) return null;
      let members = local.get(key);
      if (!members) local.set(key, (members = new Set()));
      members.add(member);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          members.delete(member);
          if (members.size === 0 && local.get(key) === members) local.delete(key);
          redis?.zrem(key, member).catch(() => undefined);
        },
      };
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
