/** The request id (server/ops/request-log.ts) and its propagation to the gateway (app/gateway/client.server.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { REQUEST_ID_HEADER, createGatewayClient } from "~/gateway/client.server";
import { runWithRequestContext } from "~/utils/request-context.server";
import { requestIdOf } from "../../server/ops/request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("request id", () => {
  it("keeps a well-formed X-Request-Id only from a trusted proxy; else generates a UUID", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/), fc.string({ maxLength: 200 }), (good, any) => {
        expect(requestIdOf({ "x-request-id": good }, true)).toBe(good);
        expect(requestIdOf({ "x-request-id": good }, false)).toMatch(UUID);
        const fromAny = requestIdOf({ "x-request-id": any }, true);
        expect(fromAny === any ? /^[A-Za-z0-9._:-]{1,128}$/.test(any) : UUID.test(fromAny)).toBe(true);
      }),
    );
    expect(requestIdOf({}, true)).toMatch(UUID);
  });

  it("is sent to the gateway as X-Request-Id inside a request, and gateway calls are logged without secrets", async () => {
    const seen: Array<string | null> = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get(REQUEST_ID_HEADER));
      return new Response(JSON.stringify({ code: "200", data: { ok: 1 } }), { status: 200 });
    }) as typeof fetch;
    const client = createGatewayClient({ baseUrl: "http://gw.test", token: "tok-secret", language: "zh_CN", fetch: fakeFetch });
    const logged: object[] = [];
    const log = { debug: () => {}, warn: () => {}, info: (obj: object) => void logged.push(obj) };
    await runWithRequestContext({ requestId: "req-42", clientIp: "10.0.0.1", log }, () => client.call("/sso/x", {}, z.object({ ok: z.number() })));
    await client.call("/sso/x", {}, z.object({ ok: z.number() }));
    expect(seen).toEqual(["req-42", null]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ gateway: { path: "/sso/x", outcome: "ok", durationMs: expect.any(Number) } });
    expect(JSON.stringify(logged)).not.toContain("tok-secret");
  });
});
