/**
 * The timeout of a request's gateway calls (`clientFor`): GW-06's 60 000 ms unless
 * GATEWAY_TIMEOUT_MS says otherwise (the e2e 504 journey runs its own portal at a few seconds).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { delay } from "msw";
import { z } from "zod";
import { clientFor } from "~/gateway/session.server";
import { resetServerEnv, serverEnv } from "~/utils/env.server";
import { BASE, answer, ok, rejection, resetGateway, server } from "./gateway-test-kit";

const saved = { ...process.env };
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterEach(() => {
  process.env = { ...saved };
  resetServerEnv();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const request = () => new Request("http://portal.test/entry/1001/ERP");

describe("a request's gateway calls: timeout", () => {
  it("default 60 000 ms per call", async () => {
    delete process.env.GATEWAY_TIMEOUT_MS;
    const timeout = vi.spyOn(AbortSignal, "timeout");
    await (await clientFor(request(), null, BASE)).call("/sso/user/userActionConfig", {}, z.unknown());
    expect(timeout).toHaveBeenCalledWith(60_000);
  });

  it("GATEWAY_TIMEOUT_MS shortens it: a reply slower than 1 000 ms is a timeout", async () => {
    process.env.GATEWAY_TIMEOUT_MS = "1000";
    answer(async () => {
      await delay(3_000);
      return ok();
    });
    const started = Date.now();
    const err = await rejection((await clientFor(request(), null, BASE)).call("/sso/user/userActionConfig", {}, z.unknown()));
    expect(err).toMatchObject({ kind: "timeout", messageKey: "errors.timeout" });
    expect(Date.now() - started).toBeLessThan(2_900);
  });

  it("GATEWAY_TIMEOUT_MS takes 1 000 to 600 000 ms; anything else stops the start naming it", () => {
    for (const [value, parsed] of [["1000", 1_000], ["600000", 600_000]] as const) {
      process.env.GATEWAY_TIMEOUT_MS = value;
      resetServerEnv();
      expect(serverEnv().GATEWAY_TIMEOUT_MS).toBe(parsed);
    }
    for (const value of ["999", "600001", "soon", "1.5e3x"]) {
      process.env.GATEWAY_TIMEOUT_MS = value;
      resetServerEnv();
      expect(() => serverEnv()).toThrow(/GATEWAY_TIMEOUT_MS/);
    }
  });
});
