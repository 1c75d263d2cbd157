/**
 * The process's Redis connection for what several portal instances must share (issue 24 §3): the
 * login limiter, the bridge-rejection limiter (both through ./shared-limiter.server.ts) and the
 * per-session socket cap (server/ws/socket-slots.ts). `REDIS_URL` sets it; unset, there is none
 * and every limit lives in this process's memory, as with one instance.
 *
 * One client per process, kept on `globalThis` under a registered symbol: the server bundle and
 * the Remix build are separate module copies of this file and share it.
 *
 * **When Redis is unreachable the portal keeps working.** Commands fail at once (no offline
 * queue) or after {@link REDIS_COMMAND_TIMEOUT_MS}; each limit then falls back to this instance's
 * memory (per instance, so N instances allow up to N × the limit until Redis is back); the client
 * reconnects in the background every 0.5–5 s. The outage is logged once as a warning
 * (`event: "redis.unreachable"`) and its end once (`event: "redis.ready"`), never with the URL's
 * credentials.
 * @module utils/redis
 */
import { Redis } from "ioredis";
import { serverEnv } from "./env.server";

/** The logger surface used here (pino's, structurally). */
export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A command that has not answered in this time fails (and the limit falls back to memory), ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** Connection attempt timeout, ms. */
const CONNECT_TIMEOUT_MS = 2_000;

const KEY = Symbol.for("seller-portal.redis");
type Holder = { [KEY]?: { client?: Redis | null; log?: RedisLog } };
const holder = () => ((globalThis as Holder)[KEY] ??= {});

const consoleLog: RedisLog = {
  info: (obj, msg) => console.info(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

/** `host:port` of a Redis URL, for logs (never its user or password). */
export function redisTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "6379"}`;
  } catch {
    return "redis";
  }
}

/**
 * A client with the portal's options (fail fast, reconnect in the background) whose outages are
 * logged once each (see the module doc). Connects at once.
 */
export function createRedisClient(url: string, log: RedisLog = consoleLog): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 500, 5_000),
  });
  const redis = redisTarget(url);
  /** undefined until the first outcome: the first failure is logged too. */
  let shared: boolean | undefined;
  client.on("ready", () => {
    if (shared === true) return;
    shared = true;
    log.info({ event: "redis.ready", redis }, "Redis ready: rate limits and socket caps are shared between instances");
  });
  const lost = (err?: Error) => {
    if (shared === false) return;
    shared = false;
    log.warn(
      { event: "redis.unreachable", redis, err: err?.message },
      "Redis unreachable: rate limits and socket caps fall back to this instance's memory until it is back",
    );
  };
  client.on("error", (err: Error) => lost(err));
  client.on("close", () => lost());
  return client;
}

/** Sets the logger of the shared client (call before its first use; server/index.ts). */
export function setRedisLog(log: RedisLog): void {
  holder().log = log;
}

/** The process's client for `REDIS_URL` (created on first use), or null when it is unset. */
export function sharedRedis(): Redis | null {
  const h = holder();
  if (h.client === undefined) {
    const url = serverEnv().REDIS_URL;
    h.client = url ? createRedisClient(url, h.log) : null;
  }
  return h.client;
}

/** Closes the shared client after its pending commands (shutdown); at most 1 s. Never throws. */
export async function closeSharedRedis(): Promise<void> {
  const h = holder();
  const client = h.client;
  h.client = undefined;
  if (!client) return;
  // Closing on purpose is no outage.
  client.removeAllListeners("close");
  client.removeAllListeners("error");
  client.on("error", () => {});
  await Promise.race([client.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 1_000).unref())]);
  client.disconnect();
}
