/**
 * `Host` never reaches a Location (issue 24; host-header injection): without TRUST_PROXY and
 * PORTAL_ORIGIN the portal answers a redirect on its own origin with a path; with them, on the
 * configured origin. Through the server's Remix handler (server/remix-handler.ts) on a real
 * HTTP server, with raw `Host` headers, and through the guard's ROUTE-44 redirect itself.
 */
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirect, type ServerBuild } from "@remix-run/node";
import { remixHandler } from "../../server/remix-handler";
import { withRequestContext } from "../../server/ops/request-log";
import { CookieJar, GATEWAY, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";
import { ownUrlOrigin, SELF_ORIGIN, locationForBrowser } from "~/utils/own-url.server";
import { runWithRequestContext } from "~/utils/request-context.server";

setupMockGateway();

/** A one-route Remix build whose loader redirects as the app does: `?to=self` on the app's own-URL origin, `?to=request` on the request URL's. */
function tinyBuild(): ServerBuild {
  const loader = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const base = url.searchParams.get("to") === "request" ? url.origin : ownUrlOrigin();
    throw redirect(`${base}/pre/entry/1001/ERP?a=1`);
  };
  return {
    mode: "production",
    basename: "/",
    publicPath: "/build/",
    assetsBuildDirectory: "build/client",
    isSpaMode: false,
    future: {},
    entry: { module: { default: () => new Response("document") } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      "routes/$": { id: "routes/$", parentId: "root", path: "*", module: { loader, default: () => null } },
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
  } as unknown as ServerBuild;
}

let server: Server;
let port = 0;
const apps: Record<string, Server> = {};

async function listen(trustProxy: boolean, portalOrigin?: string): Promise<number> {
  const app = express();
  app.all("*", withRequestContext(), remixHandler({ build: tinyBuild(), mode: "production", trustProxy, portalOrigin: portalOrigin ?? "" }));
  const s = app.listen(0, "127.0.0.1");
  await new Promise((r) => s.once("listening", r));
  apps[`${trustProxy}|${portalOrigin}`] = s;
  return (s.address() as AddressInfo).port;
}

/** A raw GET (Node's http client sends the Host we give it). */
function locationOf(at: number, path: string, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: at, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  port = await listen(false);
  server = apps["false|undefined"]!;
});
afterAll(async () => {
  for (const s of Object.values(apps)) await new Promise((r) => s.close(r));
});

describe("Host never reaches a Location", () => {
  it("without TRUST_PROXY or PORTAL_ORIGIN: Host (and forged X-Forwarded-*) give a path, whatever the redirect was built on", async () => {
    expect(server.listening).toBe(true);
    for (const to of ["self", "request"]) {
      for (const headers of [{ Host: "evil.example" } as Record<string, string>, { Host: "evil.example:8443", "X-Forwarded-Host": "evil2.example", "X-Forwarded-Proto": "https" }]) {
        const r = await locationOf(port, `/entry/1001/ERP?to=${to}`, headers);
        expect(r.status).toBe(302);
        expect(r.location).toBe("/pre/entry/1001/ERP?a=1");
      }
    }
  });

  it("no Host value at all reaches the Location (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), fc.constantFrom("self", "request"), async (host, p, to) => {
        const r = await locationOf(port, `/x?to=${to}`, { Host: p ? `${host}:${p}` : host });
        expect(r.location).toBe("/pre/entry/1001/ERP?a=1");
      }),
      { numRuns: 40 },
    );
  });

  it("with PORTAL_ORIGIN the Location is on the configured origin, never on Host", async () => {
    const at = await listen(false, "https://portal.example, http://portal-b.example");
    expect((await locationOf(at, "/e?to=self", { Host: "evil.example" })).location).toBe("https://portal.example/pre/entry/1001/ERP?a=1");
    expect((await locationOf(at, "/e?to=request", { Host: "evil.example" })).location).toBe("https://portal.example/pre/entry/1001/ERP?a=1");
    // A request that arrived on the second configured origin keeps it.
    expect((await locationOf(at, "/e?to=self", { Host: "portal-b.example" })).location).toBe("http://portal-b.example/pre/entry/1001/ERP?a=1");
  });

  it("with TRUST_PROXY the trusted proxy's forwarded origin is used", async () => {
    const at = await listen(true);
    const r = await locationOf(at, "/e?to=self", { Host: "10.0.0.2:3000", "X-Forwarded-Host": "portal.example", "X-Forwarded-Proto": "https" });
    expect(r.location).toBe("https://portal.example/pre/entry/1001/ERP?a=1");
  });

  it("a placeholder-origin path can never turn into a protocol-relative URL", () => {
    expect(locationForBrowser(`${SELF_ORIGIN}//evil.example/x`)).toBe("/evil.example/x");
    expect(locationForBrowser(`${SELF_ORIGIN}/\\evil.example`)).toBe("/evil.example");
    expect(locationForBrowser(`${SELF_ORIGIN}?a=1`)).toBe("/?a=1");
    expect(locationForBrowser(`${SELF_ORIGIN}.evil.example/x`)).toBe(`${SELF_ORIGIN}.evil.example/x`);
    expect(locationForBrowser("https://partner.example/x")).toBe("https://partner.example/x");
  });
});

describe("the ROUTE-44 redirect of the guard never uses Host", () => {
  async function ownerOfPre(): Promise<CookieJar> {
    const res = await fetch(`${GATEWAY}/__mock/users/owner`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ssoEnv: "pre" }) });
    expect(res.ok).toBe(true);
    return new CookieJar().take((await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response);
  }
  const evil = (jar: CookieJar) => new Request("http://evil.example/entry/1001/ERP?a=1&_routes=root", { headers: { Cookie: jar.header() } });
  const envRedirect = async (jar: CookieJar, ctx: { publicOrigin?: string | null; dataRequest?: boolean }) =>
    (await runWithRequestContext({ requestId: "t", clientIp: "", ...ctx }, () => settle(() => shellLoader(evil(jar), { serviceId: "1001", systemCode: "ERP" })))) as Response;

  it("a document request: the placeholder origin (the server sends it as a path); a configured origin when there is one", async () => {
    const jar = await ownerOfPre();
    const doc = await envRedirect(jar, { publicOrigin: null, dataRequest: false });
    expect(doc.status).toBe(302);
    expect(doc.headers.get("Location")).toBe(`${SELF_ORIGIN}/pre/entry/1001/ERP?a=1&_routes=root`);
    expect(doc.headers.get("X-Remix-Reload-Document")).toBe("true");
    const configured = await envRedirect(jar, { publicOrigin: "https://portal.example" });
    expect(configured.headers.get("Location")).toBe("https://portal.example/pre/entry/1001/ERP?a=1&_routes=root");
  });

  it("a data request without a configured origin reloads the page as a document (its answer then carries the path)", async () => {
    const jar = await ownerOfPre();
    const data = await envRedirect(jar, { publicOrigin: null, dataRequest: true });
    expect(data.headers.get("Location")).toBe("/entry/1001/ERP?a=1");
    expect(data.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});
