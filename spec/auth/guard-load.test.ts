/**
 * The guard's loading step (ROUTE-43) against the in-process mock gateway: a logged-in page's
 * loader has the user info, the user config and the subscribed systems before it resolves, and
 * the entry decision is made from them.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loadAccount, loginAction } from "~/features/auth/index.server";

const { gw } = setupMockGateway();

async function ownerJar(): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }));
  return new CookieJar().take(res as Response);
}

const USER_INFO = "/sso/user/getUserInfoByHideCode";
const USER_CONFIG = "/sso/user/userActionConfig";
const SYSTEMS = "/sso/subjectServiceSystemExt/querySystemExtListForSub";

describe("the guard's loading step", () => {
  it("[ROUTE-43] a logged-in route resolves only after user info, user config and the system list are loaded, and decides from them", async () => {
    const jar = await ownerJar();
    const from = gw.log.length;
    const { result } = await loadAccount(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" });
    // All three were asked of the gateway for this navigation, and the page has their answers.
    const asked = gw.log.slice(from).map((e) => e.path);
    for (const path of [USER_INFO, USER_CONFIG, SYSTEMS]) expect(asked, path).toContain(path);
    expect(result.userInfo.userName).toBe("owner");
    expect(result.userConfig.packageStyle).toBe(2); // owner's seeded top menu
    expect(result.systems.map((s) => `${s.serviceId}/${s.systemCode}`)).toEqual(expect.arrayContaining(["1001/ERP", "1004/WMS"]));

    // The route is resolved from the loaded systems: WMS (status 3 with a package) goes to its 402 page.
    const refused = (await settle(() => loadAccount(get("/entry/1004/WMS", jar), { serviceId: "1004", systemCode: "WMS" }))) as Response;
    expect(refused.headers.get("Location")).toBe("/entry/1004/WMS/402");

    // When the system list cannot be loaded, the route does not resolve.
    const fault = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ match: SYSTEMS, kind: "status", value: 500, times: -1 }) });
    expect(fault.ok).toBe(true);
    const failed = await settle(() => loadAccount(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }));
    expect(failed).not.toHaveProperty("result");
  });
});
