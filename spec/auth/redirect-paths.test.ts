/**
 * Redirect paths: `redirectPath` after the login form (ROUTE-45) and `/#/{path}` hashes that
 * survive the login and open their page (ROUTE-33).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction, loginLoader } from "~/features/auth/index.server";
import { redirectHash } from "~/features/auth/login.server";
import { hashRedirectPage } from "~/features/tabs";

setupMockGateway();

describe("redirectPath after login", () => {
  it("/login?redirectPath=1 then logging in lands on 1007 SUPPLY_CHAIN, not ERP (one fixture case of ROUTE-45; the rule whole: spec/access/entry-rules.test.ts)", async () => {
    const res = await loginAction(post("/login?redirectPath=1", { intent: "login", userName: "owner", password: "Owner2026" }));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).headers.get("Location")).toBe("/entry/1007/SUPPLY_CHAIN");
  });

  it("a logged-in visit to /login?redirectPath=1 hands redirectPath on to the guard (ROUTE-45's wiring; the rule whole: spec/access/entry-rules.test.ts)", async () => {
    const jar = new CookieJar().take((await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response);
    const thrown = (await settle(() => loginLoader(get("/login?redirectPath=1", jar), "parent"))) as Response;
    expect(thrown.headers.get("Location")).toBe("/?redirectPath=1");
  });
});

describe("hash redirect paths", () => {
  it("a /#/… hash carried by the login form is appended to the landing URL, query kept (ROUTE-33, the page it opens, is in e2e/redirect-paths)", async () => {
    const res = (await loginAction(
      post("/login", { intent: "login", userName: "owner", password: "Owner2026", hash: "#/company/notice/announcement?x=1" }),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/entry/1001/ERP#/company/notice/announcement?x=1");
  });

  it("only a printable-ASCII `#/…` of at most 2,048 characters is carried (a portal limit; ROUTE-33 is in e2e/redirect-paths)", () => {
    expect(redirectHash("#/company/notice/announcement?x=1")).toBe("#/company/notice/announcement?x=1");
    for (const bad of ["", "#", "/x", "#x", "#/a b", "#/\r\nSet-Cookie:x", `#/${"a".repeat(2047)}`, null]) expect(redirectHash(bad)).toBe("");
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const out = redirectHash(s);
        // Either dropped, or carried unchanged and safe for a Location header.
        expect(out === "" || (out === s && /^#\/[\x21-\x7e]*$/.test(out))).toBe(true);
      }),
    );
  });

  it("the shell opens the hash's page with its query; `/`, `/user/home` and non-paths mean home (ROUTE-31 and ROUTE-33 as shown: e2e/routes, e2e/redirect-paths)", () => {
    expect(hashRedirectPage("/company/notice/announcement?x=1")).toBe("/company/notice/announcement?x=1");
    for (const home of ["", "/", "/user/home", "/user/home/", "user/x", "x"]) expect(hashRedirectPage(home)).toBeNull();
  });
});
