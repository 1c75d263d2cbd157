/**
 * A cookie saved before logout no longer counts as logged in on the pages that make no gateway
 * call of their own (issue 5 §2): /login, /oauth/center, /check-token ask the gateway.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction, loginLoader, logoutAction, requireLiveLogin } from "~/features/auth/index.server";

const { gw } = setupMockGateway();

async function loginAs(): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take((await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response);
  return jar;
}

describe("a session cookie saved before logout", () => {
  it("still logged in: /login goes home and /oauth/center opens", async () => {
    const jar = await loginAs();
    const home = (await settle(() => loginLoader(get("/login", jar), "parent"))) as Response;
    expect(home.headers.get("Location")).toBe("/");
    expect(await requireLiveLogin(get("/oauth/center", jar))).toBeInstanceOf(Headers);
  });

  it("after logout elsewhere, the saved cookie shows the login form and /oauth/center sends to /login", async () => {
    const jar = await loginAs();
    const saved = jar.header();
    await loginLoader(get("/login", jar), "parent").catch((e: unknown) => e); // caches the live token
    await logoutAction(post("/logout", {}, jar));
    const replay = new Request("http://portal.test/login", { headers: { Cookie: saved } });
    const page = await loginLoader(replay, "parent");
    expect(page.data.publicKeyPem.length).toBeGreaterThan(0);
    expect(page.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
    const center = (await settle(() => requireLiveLogin(new Request("http://portal.test/oauth/center", { headers: { Cookie: saved } })))) as Response;
    expect(center.status).toBe(302);
    expect(center.headers.get("Location")).toBe("/login?reason=expired");
  });

  it("the check is cached briefly: a second page within the TTL makes no gateway call", async () => {
    const jar = await loginAs();
    await requireLiveLogin(get("/oauth/center", jar));
    const before = gw.log.length;
    await requireLiveLogin(get("/oauth/center", jar));
    expect(gw.log.length).toBe(before);
  });
});
