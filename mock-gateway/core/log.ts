/**
 * The request log of the mock gateway (GET /__mock/log), newest last.
 * @module mock-gateway/core/log
 */

/** One logged request or socket frame. `at` is mock-clock ms; `status` 0 for socket frames. */
export interface LogEntry {
  at: number;
  method: string;
  path: string;
  body: unknown;
  status: number;
}

/** Returns a copy of `body` in which every field whose name contains "password" is "***". */
export function redact(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redact);
  if (body && typeof body === "object") {
    return Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, /password/i.test(k) ? "***" : redact(v)]),
    );
  }
  return body;
}
