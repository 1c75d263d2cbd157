import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startMockGateway } from "../../mock-gateway/server";
import { SEED } from "../../mock-gateway/seed/ids";
import { encrypt } from "./helpers";

let srv: Awaited<ReturnType<typeof startMockGateway>>;
beforeAll(async () => {
  srv = await startMockGateway({ port: 0 });
});
afterAll(() => srv.close());

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${srv.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) }, body: JSON.stringify(body) });

describe("loopback server", () => {
  it("serves /sso over real HTTP on an ephemeral port", async () => {
    const { password } = SEED.accounts.owner;
    const res = await post("/sso/user/login", { userName: "owner", password: encrypt(password, srv.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" });
    const json = (await res.json()) as { code: string; data: { token: string } };
    expect(json.code).toBe("200");
    const sys = await fetch(`${srv.url}/sso/subjectServiceSystemExt/querySystemExtListForSub`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: json.data.token, company: SEED.companies.A.subjectCodeEncrypt },
      body: JSON.stringify({ serviceCode: "ERP+", fromFrontPage: true }),
    });
    const list = ((await sys.json()) as { data: Array<{ systemCode: string; systemDomain: string }> }).data;
    expect(list.find((s) => s.systemCode === "LISTING")?.systemDomain).toBe(`${srv.url}/apps/listing/`);
  });

  it("the notice socket authenticates its token: bad token closes 4401, good token receives pushes", async () => {
    const bad = new WebSocket(`${srv.url.replace("http", "ws")}/sso/ecSocket/nope`);
    const code = await new Promise<number>((resolve) => bad.on("close", (c) => resolve(c)));
    expect(code).toBe(4401);

    const { password } = SEED.accounts.owner;
    const res = await post("/sso/user/login", { userName: "owner", password: encrypt(password, srv.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const ws = new WebSocket(`${srv.url.replace("http", "ws")}/sso/ecSocket/${token}`);
    await new Promise((resolve) => ws.on("open", resolve));
    await expect.poll(() => srv.gateway.sockets.count("owner", "notice")).toBe(1);
    // The seeded message (sockets/seeded.ts) may come first: wait for the pushed one.
    const got = new Promise<string>((resolve) => ws.on("message", (d) => String(d).includes("hello") && resolve(String(d))));
    const push = await fetch(`${srv.url}/__mock/push`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "owner", socket: "notice", message: { msgType: 3, msgTitle: "hello" } }) });
    expect(await push.json()).toEqual({ delivered: 1 });
    expect(JSON.parse(await got)).toEqual({ msgType: 3, msgTitle: "hello" });
    ws.send(JSON.stringify({ type: "ping" }));
    await expect.poll(() => srv.gateway.log.some((e) => e.method === "WS")).toBe(true);
    ws.close();
  });
});
