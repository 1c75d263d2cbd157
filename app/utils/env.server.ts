/**
 * Environment of the portal server, parsed by zod once at start-up (DESIGN.md §3.6).
 *
 * | variable | meaning | default |
 * |---|---|---|
 * | GATEWAY_URL | base URL of the /sso gateway | unset → the embedded mock gateway |
 * | ASSISTANT_URL | base URL of the assistant host (GW-02) | GATEWAY_URL |
 * | PORTAL_ORIGIN | the portal's public origin(s), comma-separated, for the WebSocket Origin check | `http(s)://{Host}` |
 * | GATEWAY_SOCKET_URL | the configured socket host, used when SSO_SOCKET_TYPE is `websock` (SOCK-02) | GATEWAY_URL |
 * | GATEWAY_PUBLIC_KEY | PEM of the gateway's RSA public key (AUTH-02) | the mock's key |
 * | SESSION_SECRET | secret(s) the session cookie's encryption keys derive from, comma-separated for rotation | dev: generated, with a warning |
 * | PORT / HOST | where the portal listens | 3000 / 127.0.0.1 |
 * | MOCK_GATEWAY_PORT | port of the embedded mock gateway | 3100 |
 * | MOBILE_SITE_URL | the separate mobile site (ROUTE-38..41) | https://m.example.com |
 * | PARENT_COMPANY_SOURCE | the `source` value meaning "parent company" (ROUTE-05) | parent |
 * | PORTAL_ENV_PREFIX | this deployment's environment path prefix (ROUTE-44) | "" |
 * | LOG_LEVEL | pino level: fatal error warn info debug trace silent | info |
 * | METRICS_PORT / METRICS_HOST / METRICS_TOKEN | Prometheus `/metrics` on its own port (off when unset) / its interface / bearer token (required off loopback) | off / 127.0.0.1 / none |
 * | SHUTDOWN_GRACE_MS | bound of the graceful shutdown's drain, ms | 25000 |
 * | LOGIN_RATE_IP_LIMIT / LOGIN_RATE_IP_WINDOW_S | login attempts per client IP per window (s) | 20 / 60 |
 * | LOGIN_RATE_ACCOUNT_LIMIT / LOGIN_RATE_ACCOUNT_WINDOW_S | login attempts per account name per window (s) | 10 / 900 |
 * | CODE_SEND_IP_LIMIT | verification-code sends per client IP per hour (AUTH-17) | 20 |
 * | LOG_FILE | also append every log line to this file (the e2e run's secret check) | unset |
 * | READ_CACHE_TTL_MS | lifetime of the BFF's cached gateway reads (app/gateway/read-cache.server.ts), ms; 0 = off | 10000 |
 * | REDIS_URL | `redis://` or `rediss://` URL of the Redis that several instances share their limits in (app/utils/redis.server.ts) | unset → this process's memory |
 * | WS_MAX_SOCKETS_PER_SESSION | proxied sockets one session may hold per kind (server/ws/socket-slots.ts) | 20 |
 * | PRINT_LODOP_PORTS / PRINT_LODOP_HTTPS_PORTS | C-Lodop's local service ports, tried in order / the https port of each, tried first on an https page (PRINT-03) | 8000,18000 / 8443,18443 |
 * | PRINT_CLOUD_MIN_VERSION | lowest cloud print service version that passes (PRINT-07) | 3.0.8.3 |
 * | PRINT_PLUGIN_DOWNLOAD_URL | where the print messages send a seller to download or upgrade C-Lodop | https://www.lodop.net/download.html |
 * | MOCK_CLODOP_PORT | mock mode: port of the fake C-Lodop service the embedded mock starts, or `off` | 18000 |
 * | GATEWAY_TIMEOUT_MS | timeout of each gateway call of a page or action, ms (GW-06; 1000–600000; lower only to test the 504 path) | 60000 |
 *
 * @throws Error at start-up when a variable is malformed (e.g. GATEWAY_URL not a URL).
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { normalizeEnvPrefix } from "./env-prefix";

/** A comma-separated list of 1–4 TCP ports, e.g. `8000,18000`. */
const portList = z
  .string()
  .transform((v, ctx) => {
    const ports = v.split(",").map((p) => p.trim()).filter(Boolean).map(Number);
    if (ports.length < 1 || ports.length > 4 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "1 to 4 comma-separated ports (1–65535)" });
      return z.NEVER;
    }
    return ports;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  GATEWAY_URL: z.string().url().optional(),
  ASSISTANT_URL: z.string().url().optional(),
  /** The customer-service chat window's address (LAYOUT-31); default the gateway's `/apps/chat/`. */
  CHAT_URL: z.string().url().refine((u) => /^https?:\/\//i.test(u), "an http(s) URL").optional(),
  /** The external onboarding-progress endpoint the lite guide polls (GUIDE-13); default the gateway's `/onboarding/progress`. */
  ONBOARDING_PROGRESS_URL: z.string().url().refine((u) => /^https?:\/\//i.test(u), "an http(s) URL").optional(),
  GATEWAY_SOCKET_URL: z.string().url().optional(),
  PORTAL_ORIGIN: z.string().optional(),
  GATEWAY_PUBLIC_KEY: z.string().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  MOCK_GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  MOBILE_SITE_URL: z.string().url().default("https://m.example.com"),
  PARENT_COMPANY_SOURCE: z.string().default("parent"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: z.string().min(16).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  LOGIN_RATE_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_IP_WINDOW_S: z.coerce.number().int().min(1).default(60),
  LOGIN_RATE_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_ACCOUNT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  CODE_SEND_IP_LIMIT: z.coerce.number().int().min(1).default(20),
  LOG_FILE: z.string().min(1).optional(),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  DOCUMENT_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  REDIS_URL: z.string().regex(/^rediss?:\/\/\S+$/, "a redis:// or rediss:// URL").optional(),
  WS_MAX_SOCKETS_PER_SESSION: z.coerce.number().int().min(1).max(100_000).default(20),
  /** C-Lodop's local service ports, tried in order (PRINT-03). */
  PRINT_LODOP_PORTS: portList.default("8000,18000"),
  /** The https port of each of PRINT_LODOP_PORTS, same order: tried first on an https page. */
  PRINT_LODOP_HTTPS_PORTS: portList.default("8443,18443"),
  /** The lowest cloud print service version that passes (PRINT-07; the spec leaves it open). */
  PRINT_CLOUD_MIN_VERSION: z.string().trim().regex(/^\d{1,9}(\.\d{1,9}){0,9}$/, "a version like 3.0.8.3").default("3.0.8.3"),
  /** Where a seller downloads or upgrades C-Lodop (the messages' download action). */
  PRINT_PLUGIN_DOWNLOAD_URL: z.string().url().refine((u) => /^https?:\/\//i.test(u), "an http(s) URL").default("https://www.lodop.net/download.html"),
  /** Mock mode: the port of the fake C-Lodop service the embedded mock starts, or `off`. */
  /** Timeout of each gateway call made for a request, ms (GW-06's 60 s unless a test needs a shorter one). */
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  MOCK_CLODOP_PORT: z.union([z.literal("off"), z.coerce.number().int().min(1).max(65535)]).default(18000),
  PORTAL_ENV_PREFIX: z
    .string()
    .default("")
    .transform((v, ctx) => {
      try {
        return normalizeEnvPrefix(v);
      } catch {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "one path segment of letters, digits and - (e.g. pre or /pre)" });
        return z.NEVER;
      }
    }),
});

/** Parsed server environment. */
export type ServerEnv = z.infer<typeof envSchema> & { SESSION_SECRETS: string[] };

let cached: ServerEnv | undefined;
let generatedSecret: string | undefined;

/**
 * Returns the parsed environment (memoised). In production a missing SESSION_SECRET is an error;
 * in development and test a random one is generated once per process with a warning.
 * @throws Error naming the bad variable.
 */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = parsed.data;
  let secrets = env.SESSION_SECRET?.split(",").map((s) => s.trim()).filter(Boolean) ?? [];
  if (secrets.length === 0) {
    if (env.NODE_ENV === "production" && env.GATEWAY_URL && process.env.PORTAL_EMBEDDED_GATEWAY !== "1") {
      throw new Error("SESSION_SECRET is required in production against a real gateway");
    }
    generatedSecret ??= randomBytes(32).toString("hex");
    console.warn("[portal] SESSION_SECRET is not set: using a generated secret (sessions end on restart)");
    secrets = [generatedSecret];
  }
  cached = { ...env, SESSION_SECRETS: secrets };
  return cached;
}

/** Test hook: forget the memoised environment. */
export function resetServerEnv(): void {
  cached = undefined;
}

/**
 * The gateway base URL. When GATEWAY_URL is unset, server/index.ts starts the embedded mock
 * and sets `process.env.GATEWAY_URL` before any request is served.
 * @throws Error when no gateway is configured (should not happen after start-up).
 */
export function gatewayUrl(): string {
  const url = process.env.GATEWAY_URL ?? serverEnv().GATEWAY_URL;
  if (!url) throw new Error("GATEWAY_URL is not set and no embedded mock gateway is running");
  return url.replace(/\/$/, "");
}

/**
 * The assistant host's base URL (GW-02): ASSISTANT_URL, else the gateway (whose mock also
 * serves the assistant). No trailing slash.
 * @throws Error as {@link gatewayUrl} when neither is configured.
 */
export function assistantUrl(): string {
  return (process.env.ASSISTANT_URL ?? serverEnv().ASSISTANT_URL ?? gatewayUrl()).replace(/\/+$/, "");
}

/**
 * The customer-service chat window's base address (LAYOUT-31): CHAT_URL, else the gateway's
 * `/apps/chat/` (the mock serves the chat page there). Only URLs on its origin are opened.
 * @throws Error as {@link gatewayUrl} when neither is configured.
 */
export function chatBaseUrl(): string {
  return process.env.CHAT_URL ?? serverEnv().CHAT_URL ?? `${gatewayUrl()}/apps/chat/`;
}

/**
 * The external onboarding-progress endpoint the lite guide's poll GETs (GUIDE-13):
 * ONBOARDING_PROGRESS_URL, else the gateway's `/onboarding/progress` (the mock serves it there).
 * @throws Error as {@link gatewayUrl} when neither is configured.
 */
export function onboardingProgressUrl(): string {
  return process.env.ONBOARDING_PROGRESS_URL ?? serverEnv().ONBOARDING_PROGRESS_URL ?? `${gatewayUrl()}/onboarding/progress`;
}
