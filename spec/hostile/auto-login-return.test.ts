/**
 * A failed auto-login returns only to the portal's own origin or a subscribed system's domain,
 * else to `/` (issue 5 §2, AUTH-07 in the spirit of ROUTE-45).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CookieJar, GATEWAY, PORTAL, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction, loginLoader, rootGuard } from "~/features/auth/index.server";
import { autoLoginReturnTo } from "~/features/auth";

setupMockGateway();

async function returnToAfterFailure(referer: string, jar = new CookieJar()): Promise<string | undefined> {
  const res = (await settle(() => rootGuard(get(`/login?token=garbage`, jar, { Referer: referer })))) as Response;
  jar.take(res);
  const page = (await loginLoader(get("/login", jar), "parent")) as { data: { notice: { returnTo?: string } } };
  return page.data.notice.returnTo;
}

describe("auto-login failure: where it returns", () => {
  it("an auto-login failure never returns to a referrer on another origin: / instead", async () => {
    expect(await returnToAfterFailure("https://partner.example/app")).toBe("/");
    expect(await returnToAfterFailure("http://portal.test.evil.example/x")).toBe("/");
  });

  it("a referrer on the portal's own origin is kept, as a path (the request's Host is never written into a URL)", async () => {
    expect(await returnToAfterFailure(`${PORTAL}/help?a=1#x`)).toBe("/help?a=1#x");
  });

  it("a forged Host with a Referer on it gets no URL naming that host back; a //host path folds to /", async () => {
    const jar = new CookieJar();
    const res = (await settle(() => rootGuard(new Request("http://evil.example/login?token=garbage", { headers: { Referer: "http://evil.example//evil.example/x" } })))) as Response;
    jar.take(res);
    const page = (await loginLoader(get("/login", jar), "parent")) as { data: { notice: { returnTo?: string } } };
    expect(page.data.notice.returnTo).toBe("/");
  });

  it("a referrer on a subscribed system's domain of the earlier login is kept", async () => {
    const jar = new CookieJar();
    jar.take((await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response);
    // The mock serves the systems' domains under its own origin.
    expect(await returnToAfterFailure(`${GATEWAY}/apps/erp/page`, jar)).toBe(`${GATEWAY}/apps/erp/page`);
  });

  it("never returns to an origin that is neither own nor a system's (property)", () => {
    const own = "https://portal.example.com";
    const systems = ["https://erp.example.com/app", "junk", null];
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom("javascript:alert(1)", "//evil.com", "/\\evil.com")), (referrer) => {
        const to = autoLoginReturnTo(referrer, own, systems);
        if (to === null || to === "/") return;
        // An own-origin referrer comes back as a path; resolved where the browser is, it stays there.
        if (to.startsWith("/")) expect(to.startsWith("//") || to.startsWith("/\\")).toBe(false);
        expect([own, "https://erp.example.com"]).toContain(new URL(to, own).origin);
      }),
      { numRuns: 200 },
    );
  });
});
