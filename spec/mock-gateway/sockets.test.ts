import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startMockGateway } from "../../mock-gateway/server";
import { SEED } from "../../mock-gateway/seed/ids";
import { encrypt } from "./helpers";

let srv: Awaited<ReturnType<typeof startMockGateway>>;
beforeAll(async () => {
  srv = await startMockGateway({ port: 0 });
});
beforeEach(() => srv.gateway.reset());
afterAll(() => srv.close());

const control = async (path: string, body: unknown) => {
  const res = await fetch(`${srv.url}/__mock${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
async function token(username: keyof typeof SEED.accounts): Promise<string> {
  const res = await fetch(`${srv.url}/sso/user/login`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: username, password: encrypt(SEED.accounts[username].password, srv.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
function open(tok: string) {
  const ws = new WebSocket(`${srv.url.replace("http", "ws")}/sso/ecSocket/${tok}`);
  const messages: string[] = [];
  ws.on("message", (d) => messages.push(String(d)));
  ws.on("error", () => {});
  const closed = new Promise<number>((resolve) => ws.on("close", (c) => resolve(c)));
  const opened = new Promise<boolean>((resolve) => {
    ws.once("open", () => resolve(true));
    ws.once("close", () => resolve(false));
  });
  return { ws, messages, closed, opened };
}

describe("mock notice socket", () => {
  it("delivers owner's seeded notice once, on the first connect after a reset", async () => {
    const tok = await token("owner");
    const a = open(tok);
    expect(await a.opened).toBe(true);
    await expect.poll(() => a.messages.length).toBe(1);
    expect(JSON.parse(a.messages[0]!)).toMatchObject({ msgType: 3, id: 20001, eject: 0, msgTitle: expect.any(String), msgInfo: expect.any(String) });
    const b = open(tok);
    expect(await b.opened).toBe(true);
    await control("/push", { username: "owner", socket: "notice", message: { msgType: 3, msgTitle: "x" } });
    await expect.poll(() => b.messages.length).toBe(1);
    expect(JSON.parse(b.messages[0]!)).toEqual({ msgType: 3, msgTitle: "x" });
    a.ws.close();
    b.ws.close();
  });

  it("POST /__mock/sockets/close closes the matching sockets with the code; bad bodies get 400", async () => {
    const o = open(await token("owner"));
    const l = open(await token("leftie"));
    await Promise.all([o.opened, l.opened]);
    await expect.poll(() => srv.gateway.sockets.count()).toBe(2);
    expect((await control("/sockets/close", { username: "owner", socket: "notice", code: 4002 })).json).toEqual({ closed: 1 });
    expect(await o.closed).toBe(4002);
    expect((await control("/sockets/close", { code: 1006 })).status).toBe(400);
    expect((await control("/sockets/close", { socket: "bogus" })).status).toBe(400);
    expect((await control("/sockets/close", {})).json).toEqual({ closed: 1 });
    expect(await l.closed).toBe(4000);
  });

  it("POST /__mock/sockets/unreachable closes every socket (1001) and refuses upgrades for N seconds", async () => {
    const tok = await token("owner");
    const a = open(tok);
    await a.opened;
    await expect.poll(() => srv.gateway.sockets.count()).toBe(1);
    const r = await control("/sockets/unreachable", { seconds: 0.5 });
    expect(r.json.until).toBeGreaterThan(Date.now());
    expect(await a.closed).toBe(1001);
    expect(await open(tok).opened).toBe(false);
    expect(((await (await fetch(`${srv.url}/__mock/sockets`)).json()) as { unreachable: boolean }).unreachable).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const b = open(tok);
    expect(await b.opened).toBe(true);
    b.ws.close();
    expect((await control("/sockets/unreachable", { seconds: -1 })).status).toBe(400);
  });

  it("the unreachable window is on the mock clock: 60 s of it pass when the clock is moved 60 s", async () => {
    const tok = await token("owner");
    await control("/sockets/unreachable", { seconds: 60 });
    expect(await open(tok).opened).toBe(false);
    await control("/clock", { advanceMs: 59_000 });
    expect(await open(tok).opened).toBe(false);
    await control("/clock", { advanceMs: 1_000 });
    const b = open(tok);
    expect(await b.opened).toBe(true);
    b.ws.close();
  });
});
