/** Redaction of the portal's logger (server/ops/logger.ts). */
import { Writable } from "node:stream";
import { pino } from "pino";
import { expect, it } from "vitest";
import { loggerOptions } from "../../server/ops/logger";

it("censors cookies, Set-Cookie, Authorization, tokens and passwords wherever REDACT_PATHS name them", () => {
  const out: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => void (out.push(String(chunk)), done()) });
  const log = pino(loggerOptions("info"), sink);
  log.info({
    req: { headers: { cookie: "__session=SECRET-COOKIE", authorization: "SECRET-AUTH", "x-token": "SECRET-X" } },
    res: { headers: { "set-cookie": "__session=SECRET-SET" } },
    body: { token: "SECRET-TOKEN", password: "SECRET-PASSWORD", userName: "owner" },
    token: "SECRET-TOP-TOKEN",
  }, "line");
  const line = out.join("");
  expect(line).not.toMatch(/SECRET-/);
  expect(line).toContain("[redacted]");
  expect(JSON.parse(line)).toMatchObject({ body: { userName: "owner" }, service: "seller-portal", msg: "line" });
});
