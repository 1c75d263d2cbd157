import { request as httpRequest } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseControlRequest } from "../../mock-gateway/control/guard";
import { startMockGateway } from "../../mock-gateway/server";

const OWN = "http://127.0.0.1:3101";
const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined });
const withPort = (host: string, p: number | undefined) => (p === undefined ? host : `${host}:${p}`);
/** Domain names that are not loopback names (fc.domain() never yields an IP literal). */
const foreignDomain = fc.domain().filter((d) => !LOOPBACK.includes(d.toLowerCase()));
const verdict = (h: Partial<{ host: string | null; origin: string | null; secFetchSite: string | null }>) =>
  refuseControlRequest({ host: null, origin: null, secFetchSite: null, ...h }, OWN);

describe("control API guard (pure)", () => {
  it("lets a program on this machine through: no Origin, no Sec-Fetch-Site, a loopback Host on any port", () => {
    fc.assert(fc.property(fc.constantFrom(...LOOPBACK), port, (host, p) => verdict({ host: withPort(host, p) }) === undefined));
    expect(verdict({})).toBeUndefined();
  });

  it("refuses a non-loopback Host (DNS rebinding), however it is dressed", () => {
    fc.assert(fc.property(foreignDomain, port, (domain, p) => verdict({ host: withPort(domain, p) }) !== undefined));
    for (const host of ["evil@127.0.0.1", "127.0.0.1.evil.example", "localhost.evil.example", "127.0.0.1:80@evil", "10.0.0.1:3101", "a b", ""]) {
      expect(verdict({ host }), host).toBeDefined();
    }
  });

  it("refuses a foreign Origin: any other site, scheme or `null`", () => {
    fc.assert(fc.property(fc.constantFrom("http", "https"), foreignDomain, port, (scheme, domain, p) =>
      verdict({ host: "127.0.0.1:3101", origin: `${scheme}://${withPort(domain, p)}` }) !== undefined));
    for (const origin of ["null", "https://evil.example", "http://127.0.0.1.evil.example:3101", "file://", "http://127.0.0.1:3101/x", "chrome-extension://abc"]) {
      expect(verdict({ host: "127.0.0.1:3101", origin }), origin).toBeDefined();
    }
  });

  it("accepts the mock's own origin and a loopback portal origin on any port", () => {
    fc.assert(fc.property(fc.constantFrom(...LOOPBACK), port, (host, p) =>
      verdict({ host: "127.0.0.1:3101", origin: `http://${withPort(host, p)}` }) === undefined));
  });

  it("refuses Sec-Fetch-Site cross-site and same-site, accepts same-origin and none", () => {
    expect(verdict({ secFetchSite: "cross-site" })).toBeDefined();
    expect(verdict({ secFetchSite: "same-site" })).toBeDefined();
    expect(verdict({ secFetchSite: "same-origin", origin: OWN })).toBeUndefined();
    expect(verdict({ secFetchSite: "none" })).toBeUndefined();
  });
});

let srv: Awaited<ReturnType<typeof startMockGateway>>;
beforeAll(async () => {
  srv = await startMockGateway({ port: 0 });
});
afterAll(() => srv.close());

const corsHeaders = (res: Response) => [...res.headers.keys()].filter((k) => k.startsWith("access-control-"));
const tokenPost = (headers: Record<string, string>) =>
  fetch(`${srv.url}/__mock/token`, { method: "POST", headers, body: JSON.stringify({ username: "owner" }) });

describe("control API guard (loopback server)", () => {
  it("a text/plain POST from https://evil.example gets 403 and no token; a program's call gets one", async () => {
    const evil = await tokenPost({ "content-type": "text/plain", origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(evil.status).toBe(403);
    expect(await evil.text()).not.toMatch(/"token"/);
    expect(corsHeaders(evil)).toEqual([]);
    const program = await tokenPost({ "content-type": "application/json" });
    expect(program.status).toBe(200);
    expect(((await program.json()) as { token: string }).token).toMatch(/^al\./);
  });

  it("refuses a same-site page (another loopback port) and a cross-site GET without Origin", async () => {
    expect((await tokenPost({ "content-type": "application/json", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await fetch(`${srv.url}/__mock/log`, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await fetch(`${srv.url}/__mock/log`, { headers: { "sec-fetch-site": "none" } })).status).toBe(200);
    expect((await tokenPost({ "content-type": "application/json", origin: srv.url, "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("refuses a request whose Host is not loopback (a DNS-rebound name)", async () => {
    const { port } = new URL(srv.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/__mock/log", headers: { host: `evil.example:${port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(403);
  });

  it("sends no CORS headers on /__mock, /sso or a preflight, whatever the Origin", async () => {
    const origin = "https://evil.example";
    const login = await fetch(`${srv.url}/sso/user/login`, { method: "POST", headers: { origin, "content-type": "application/json" }, body: "{}" });
    expect(login.status).toBe(200);
    expect(corsHeaders(login)).toEqual([]);
    for (const path of ["/__mock/token", "/sso/user/login"]) {
      const preflight = await fetch(`${srv.url}${path}`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
      expect(corsHeaders(preflight), path).toEqual([]);
    }
    expect(corsHeaders(await fetch(`${srv.url}/__mock/clock`, { headers: { origin } }))).toEqual([]);
  });
});
