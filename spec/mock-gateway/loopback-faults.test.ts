import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { z } from "zod";
import { createGatewayClient } from "../../app/gateway/client.server";
import { MAX_DELAY_MS } from "../../mock-gateway/control/faults";
import { SEED } from "../../mock-gateway/seed/ids";
import { encrypt } from "./helpers";
import { loopbackMockForFile } from "./loopback";

const mock = loopbackMockForFile();
beforeEach(() => mock.srv.gateway.reset());

const json = { "content-type": "application/json" };
const fault = (body: unknown) => fetch(`${mock.srv.url}/__mock/fault`, { method: "POST", headers: json, body: JSON.stringify(body) });
const loginBody = () => JSON.stringify({ userName: "owner", password: encrypt(SEED.accounts.owner.password, mock.srv.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" });
const login = () => fetch(`${mock.srv.url}/sso/user/login`, { method: "POST", headers: json, body: loginBody() });
/** The mock still answers its control API and a login. */
const answers = async () => {
  expect((await fetch(`${mock.srv.url}/__mock/clock`)).status).toBe(200);
  expect(((await (await login()).json()) as { code: string }).code).toBe("200");
  expect(mock.unhandled).toEqual([]);
};

describe("faults on the loopback server", () => {
  it("drop destroys the connection: fetch fails with a socket error, and the mock still answers", async () => {
    expect((await fault({ match: "/sso/user/login", kind: "drop" })).status).toBe(200);
    const error = await login().then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as { cause?: { code?: string } }).cause?.code)).toMatch(/UND_ERR_SOCKET|ECONNRESET/);
    await answers();
  });

  it("the portal's gateway client sees a dropped call as kind network (errors.network)", async () => {
    await fault({ match: "/sso/user/login", kind: "drop" });
    const client = createGatewayClient({ baseUrl: mock.srv.url, language: "zh_CN" });
    const error = await client.call("/sso/user/login", JSON.parse(loginBody()), z.unknown()).then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ name: "GatewayError", kind: "network", messageKey: "errors.network" });
    await answers();
  });

  it("status faults with bodyless, edge and error statuses are answered as set", async () => {
    for (const status of [200, 204, 304, 418, 503, 599]) {
      await fault({ match: "/sso/user/login", kind: "status", value: status });
      expect((await login()).status, String(status)).toBe(status);
    }
    await answers();
  });

  it("a fault value that cannot be sent is refused with 400 when it is set, not when it fires", async () => {
    const refused = [
      { kind: "status", value: 0 }, { kind: "status", value: 600 }, { kind: "status", value: "abc" }, { kind: "status", value: 99.5 },
      { kind: "delay", value: -1 }, { kind: "delay", value: "soon" }, { kind: "delay", value: MAX_DELAY_MS + 1 },
      { kind: "delay", value: "5e5" }, { kind: "delay", value: "" }, { kind: "delay", value: " " }, { kind: "delay", value: "0x10" }, { kind: "status", value: "2e2" },
      { kind: "close-socket", value: 5000 }, { kind: "close-socket", value: 1005 }, { kind: "close-socket", msg: "x".repeat(124) },
    ];
    for (const body of refused) expect((await fault({ match: "owner", ...body })).status, JSON.stringify(body)).toBe(400);
    await answers();
  });

  it("close-socket closes the user's socket with the code given", async () => {
    const token = ((await (await login()).json()) as { data: { token: string } }).data.token;
    const ws = new WebSocket(`${mock.srv.url.replace("http", "ws")}/sso/ecSocket/${token}`);
    await new Promise((resolve) => ws.on("open", resolve));
    await expect.poll(() => mock.srv.gateway.sockets.count("owner")).toBe(1);
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    expect(await (await fault({ match: "owner", kind: "close-socket", value: 4999, msg: "bye" })).json()).toEqual({ fault: null, closed: 1 });
    expect(await closed).toBe(4999);
    await answers();
  });

  it("any fault the control API accepts fires without harming the mock (fast-check)", { timeout: 60_000 }, async () => {
    const body = fc.record({
      match: fc.constantFrom("/sso/user/login", "login", "owner"),
      kind: fc.constantFrom("status", "code", "delay", "malformed", "drop", "close-socket"),
      // Text that Number() reads as a number but is no plain decimal ("5e5" was a 500 s delay).
      value: fc.option(fc.oneof(fc.integer({ min: -10, max: 6000 }), fc.double(), fc.string({ maxLength: 8 }), fc.constantFrom("5e5", "1e9", "2e2", "0x10", "", " ", "+5", "503", "40")), { nil: undefined }),
      msg: fc.option(fc.string({ maxLength: 130 }), { nil: undefined }),
      times: fc.option(fc.integer({ min: -1, max: 2 }), { nil: undefined }),
    }).map((b) => {
      // A delay the API accepts really waits; keep the ones that fire short (a number, or plain
      // decimal text, read modulo 50 ms). Other text goes through as drawn and must be refused.
      if (b.kind !== "delay") return b;
      if (typeof b.value === "number") return { ...b, value: Math.abs(b.value) % 50 };
      if (typeof b.value === "string" && /^\d+$/.test(b.value)) return { ...b, value: String(Number(b.value) % 50) };
      return b;
    });
    await fc.assert(fc.asyncProperty(body, async (b) => {
      const set = await fault(b);
      expect([200, 400]).toContain(set.status);
      // A reply with any HTTP status, or a network error (0) for drop.
      const status = await login().then((r) => r.status, () => 0);
      expect(status === 0 || (status >= 200 && status <= 599)).toBe(true);
      await fetch(`${mock.srv.url}/__mock/faults`, { method: "DELETE" });
      expect(mock.unhandled).toEqual([]);
    }), { numRuns: 60 });
    await answers();
  });
});
