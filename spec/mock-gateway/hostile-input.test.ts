import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { SEED } from "../../mock-gateway/seed/ids";
import { encrypt } from "./helpers";
import { loopbackMockForFile } from "./loopback";
import { hostileBytes, sendRaw } from "./hostile-input";

const mock = loopbackMockForFile();

const login = async () => {
  const body = { userName: "owner", password: encrypt(SEED.accounts.owner.password, mock.srv.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" };
  const res = await fetch(`${mock.srv.url}/sso/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return ((await res.json()) as { code: string; data: { token: string } });
};
/** The mock still answers its control API and a gateway call. */
const answers = async () => {
  expect((await fetch(`${mock.srv.url}/__mock/clock`)).status).toBe(200);
  expect((await login()).code).toBe("200");
};
const upgradeTo = (path: string) =>
  Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${mock.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`);

describe("mock gateway under hostile socket and HTTP input", () => {
  it("an upgrade to /sso/ecSocket/%E0%A4%A is answered 400, and the mock still answers", async () => {
    const reply = await sendRaw(mock.port, upgradeTo("/sso/ecSocket/%E0%A4%A"));
    expect(reply.toString("latin1")).toMatch(/^HTTP\/1\.1 400 /);
    expect(mock.unhandled).toEqual([]);
    await answers();
  });

  it("a client frame without a mask closes that socket with 1002; another socket stays open", async () => {
    const { data } = await login();
    const wsUrl = `${mock.srv.url.replace("http", "ws")}/sso/ecSocket/${data.token}`;
    const bystander = new WebSocket(wsUrl);
    await new Promise((resolve) => bystander.on("open", resolve));
    const reply = await sendRaw(mock.port, Buffer.concat([upgradeTo(`/sso/ecSocket/${data.token}`), Buffer.from([0x81, 0x02, 0x68, 0x69])]), 2_000);
    const text = reply.toString("latin1");
    expect(text).toMatch(/^HTTP\/1\.1 101 /);
    // The server's close frame: opcode 8, code 1002 (protocol error).
    const close = reply.subarray(text.indexOf("\r\n\r\n") + 4);
    expect([close[0], close.readUInt16BE(2)]).toEqual([0x88, 1002]);
    expect(bystander.readyState).toBe(WebSocket.OPEN);
    bystander.close();
    expect(mock.unhandled).toEqual([]);
    await answers();
  });

  it("an invalid Host header (403 on /__mock) or an absolute-form target (400) is refused instead of throwing", async () => {
    const reply = await sendRaw(mock.port, Buffer.from("GET /__mock/clock HTTP/1.1\r\nHost: a b\r\n\r\n"));
    expect(reply.toString("latin1")).toMatch(/^HTTP\/1\.1 403 /);
    const absolute = await sendRaw(mock.port, Buffer.from(`GET http://evil.example/__mock/clock HTTP/1.1\r\nHost: 127.0.0.1:${mock.port}\r\n\r\n`));
    expect(absolute.toString("latin1")).toMatch(/^HTTP\/1\.1 400 /);
    expect(mock.unhandled).toEqual([]);
    await answers();
  });

  it("a body over 1 MiB is refused with 413", async () => {
    const res = await fetch(`${mock.srv.url}/sso/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    await answers();
  });

  it("mock gateway survives 1,000 malformed upgrades, headers, frames and requests (fast-check)", { timeout: 120_000 }, async () => {
    const { data } = await login();
    // 100 runs of 10 connections in parallel = 1,000 hostile inputs.
    const batch = fc.array(hostileBytes(`127.0.0.1:${mock.port}`, [data.token]), { minLength: 10, maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(batch, async (inputs) => {
        await Promise.all(inputs.map((bytes) => sendRaw(mock.port, bytes)));
        expect(mock.unhandled).toEqual([]);
      }),
      { numRuns: 100 },
    );
    await answers();
  });
});
