/**
 * One own-origin rule (issue 24): the WebSocket upgrade's Origin check (server/ws/origin.ts) and
 * the cross-site check of POSTs (server/hostile-input.ts `crossSiteGuard`, server/origin.ts) agree
 * on every request that carries an Origin, TRUST_PROXY and PORTAL_ORIGIN alike; they differ only
 * where the protocol does (no Origin: a POST from a non-browser client may pass, an upgrade never).
 */
import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crossSiteGuard } from "../../server/hostile-input";
import { isOwnOrigin } from "../../server/ws/origin";

type Headers = Record<string, string>;
interface Case {
  name: string;
  headers: Headers;
  trustProxy: boolean;
  portalOrigin?: string;
  tls?: boolean;
  own: boolean;
}

/** What the POST check decides: true when the request may proceed. */
function postAllowed(c: Pick<Case, "headers" | "trustProxy" | "portalOrigin" | "tls">): boolean {
  const req = { method: "POST", headers: c.headers, socket: { encrypted: c.tls === true } } as unknown as Request;
  const res = { locals: {} } as unknown as Response;
  let nexted = false;
  crossSiteGuard(c.trustProxy, c.portalOrigin ?? "")(req, res, () => (nexted = true));
  expect(nexted).toBe(true);
  return (res.locals as { rejection?: unknown }).rejection === undefined;
}

/** What the upgrade check decides. */
function wsAllowed(c: Pick<Case, "headers" | "trustProxy" | "portalOrigin" | "tls">): boolean {
  const req = { headers: c.headers, socket: { encrypted: c.tls === true } } as unknown as IncomingMessage;
  return isOwnOrigin(req, c.portalOrigin ?? "", c.trustProxy);
}

const H = "portal.example";
const CASES: Case[] = [
  { name: "same origin over http", headers: { host: H, origin: `http://${H}` }, trustProxy: false, own: true },
  { name: "same origin over TLS", headers: { host: H, origin: `https://${H}` }, trustProxy: false, tls: true, own: true },
  { name: "https Origin on a plain connection, no proxy trusted", headers: { host: H, origin: `https://${H}` }, trustProxy: false, own: false },
  { name: "X-Forwarded-Proto https without TRUST_PROXY (the audit's case)", headers: { host: H, origin: `https://${H}`, "x-forwarded-proto": "https" }, trustProxy: false, own: false },
  { name: "X-Forwarded-Proto https with TRUST_PROXY", headers: { host: H, origin: `https://${H}`, "x-forwarded-proto": "https" }, trustProxy: true, own: true },
  { name: "X-Forwarded-Host without TRUST_PROXY", headers: { host: "10.0.0.2:3000", origin: `http://${H}`, "x-forwarded-host": H }, trustProxy: false, own: false },
  { name: "X-Forwarded-Host with TRUST_PROXY", headers: { host: "10.0.0.2:3000", origin: `https://${H}`, "x-forwarded-host": H, "x-forwarded-proto": "https" }, trustProxy: true, own: true },
  { name: "forged X-Forwarded-Host naming the attacker, TRUST_PROXY", headers: { host: H, origin: `http://${H}`, "x-forwarded-host": "evil.example" }, trustProxy: true, own: false },
  { name: "PORTAL_ORIGIN behind a Host-rewriting proxy", headers: { host: "internal:3000", origin: `https://${H}` }, trustProxy: false, portalOrigin: `https://${H}`, own: true },
  { name: "PORTAL_ORIGIN with a trailing slash and upper case", headers: { host: "internal:3000", origin: `https://${H}` }, trustProxy: false, portalOrigin: `HTTPS://Portal.Example/`, own: true },
  { name: "an origin not in PORTAL_ORIGIN", headers: { host: "internal:3000", origin: "https://evil.example" }, trustProxy: false, portalOrigin: `https://${H}`, own: false },
  { name: "another origin", headers: { host: H, origin: "https://evil.example" }, trustProxy: false, own: false },
  { name: "a sibling of the same site", headers: { host: H, origin: `http://a.${H}` }, trustProxy: true, own: false },
  { name: "Origin null", headers: { host: H, origin: "null" }, trustProxy: false, own: false },
  { name: "Origin in upper case", headers: { host: H, origin: `HTTP://PORTAL.EXAMPLE` }, trustProxy: false, own: true },
  { name: "Sec-Fetch-Site cross-site with our own Origin", headers: { host: H, origin: `http://${H}`, "sec-fetch-site": "cross-site" }, trustProxy: false, own: false },
  { name: "Sec-Fetch-Site same-site", headers: { host: H, origin: `http://${H}`, "sec-fetch-site": "same-site" }, trustProxy: true, own: false },
  { name: "Sec-Fetch-Site same-origin", headers: { host: H, origin: `http://${H}`, "sec-fetch-site": "same-origin" }, trustProxy: false, own: true },
];

describe("one own-origin rule for POSTs and socket upgrades", () => {
  it.each(CASES)("$name: own = $own for both", (c) => {
    expect(postAllowed(c)).toBe(c.own);
    expect(wsAllowed(c)).toBe(c.own);
  });

  it("without an Origin: a POST of a non-browser client passes, an upgrade is refused", () => {
    for (const trustProxy of [false, true]) {
      expect(postAllowed({ headers: { host: H }, trustProxy })).toBe(true);
      expect(wsAllowed({ headers: { host: H }, trustProxy })).toBe(false);
    }
  });

  it("agree on any headers that carry an Origin (property)", () => {
    const host = fc.constantFrom(H, "10.0.0.2:3000", "evil.example");
    const origin = fc.constantFrom(`http://${H}`, `https://${H}`, "https://evil.example", "null", "http://10.0.0.2:3000", "HTTPS://PORTAL.EXAMPLE", "");
    const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
    fc.assert(
      fc.property(
        host, origin,
        opt(fc.constantFrom("https", "http", "https, http", "ftp")), opt(fc.constantFrom(H, "evil.example")), opt(fc.constantFrom("same-origin", "same-site", "cross-site", "none")),
        fc.boolean(), fc.boolean(), opt(fc.constantFrom(`https://${H}`, `http://${H}, https://other.example`, "junk")),
        (h, o, proto, fwdHost, site, trustProxy, tls, portalOrigin) => {
          const headers: Headers = { host: h, origin: o };
          if (proto) headers["x-forwarded-proto"] = proto;
          if (fwdHost) headers["x-forwarded-host"] = fwdHost;
          if (site) headers["sec-fetch-site"] = site;
          const c = { headers, trustProxy, tls, portalOrigin };
          expect(wsAllowed(c)).toBe(postAllowed(c));
          if (o === "") expect(wsAllowed(c)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
