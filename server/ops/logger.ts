/**
 * The portal's structured logger (issue 11 "Logs"): pino, JSON lines on stdout; pretty output
 * only when NODE_ENV=development and pino-pretty is installed (a devDependency). Secrets never
 * reach a line: cookies, Set-Cookie, Authorization, tokens and passwords are censored wherever
 * the {@link REDACT_PATHS} name them, and request lines carry the path without its query.
 * @module server/ops/logger
 */
import { createRequire } from "node:module";
import { pino, type Logger, type LoggerOptions } from "pino";

/** Levels LOG_LEVEL accepts. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** A LOG_LEVEL value. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Paths pino censors (replaced by "[redacted]"). */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['x-token']",
  "res.headers['set-cookie']",
  "headers.cookie",
  "headers.authorization",
  "*.token",
  "*.password",
  "*.accessToken",
  "*.refreshToken",
  "token",
  "password",
];

/** Pino options of the portal (exported for tests that log into a buffer). */
export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    base: { service: "seller-portal" },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

function prettyTransport(): LoggerOptions["transport"] | undefined {
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return { target: "pino-pretty", options: { colorize: true } };
  } catch {
    return undefined;
  }
}

/**
 * Creates the process logger.
 * @param level LOG_LEVEL
 * @param development pretty output when true (and pino-pretty is installed)
 */
export function createLogger(level: LogLevel, development: boolean, file?: string): Logger {
  const transport = development ? prettyTransport() : undefined;
  if (file && !transport) {
    // LOG_FILE: every line to stdout and appended to the file (the e2e run greps it for secrets).
    return pino(loggerOptions(level), pino.multistream([{ stream: process.stdout }, { stream: pino.destination({ dest: file, append: true, mkdir: true, sync: true }) }]));
  }
  return pino({ ...loggerOptions(level), ...(transport ? { transport } : {}) });
}
