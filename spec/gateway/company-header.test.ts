/**
 * GW-04 through the portal: after login, every call the portal makes for a user carries the
 * `Company` header holding the encrypted company code of that user's user info
 * (subjectCodeEncrypt), recorded at the in-process mock gateway. Two users of two companies, so
 * a constant header cannot pass.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";
import { bellLoader } from "~/features/notices/bell.server";
import { menuOptAction } from "~/features/menus/menu-opt.server";

const { gw, server } = setupMockGateway();

/** The fixture's encrypted company codes (FIXTURE.md companies A and B), written here. */
const COMPANY_A = "U0FBUy1BLTAwMDEtN2Y0ZQ==";
const COMPANY_B = "U0FBUy1CLTAwMDItMmM5MQ==";

const sent: Array<{ path: string; company: string | null }> = [];
server.events.on("request:start", ({ request }) => {
  const path = new URL(request.url).pathname;
  if (!path.startsWith("/__mock/")) sent.push({ path, company: request.headers.get("company") });
});

async function loginJar(userName: string, password: string): Promise<CookieJar> {
  const res = (await loginAction(post("/login", { intent: "login", userName, password }))) as Response;
  expect(res.headers.get("Location") ?? "").not.toContain("/login");
  return new CookieJar().take(res);
}

describe("the Company header", () => {
  it("[GW-04] every portal call after login sends Company with the user info's subjectCodeEncrypt: company A's for owner, company B's for lite", async () => {
    // The user info the gateway gives each user holds that code.
    expect(gw.state.company.findFirst({ where: { id: { equals: "A" } } })?.subjectCodeEncrypt).toBe(COMPANY_A);
    expect(gw.state.company.findFirst({ where: { id: { equals: "B" } } })?.subjectCodeEncrypt).toBe(COMPANY_B);

    for (const [user, password, entry, company] of [
      ["owner", "Owner2026", { serviceId: "1001", systemCode: "ERP" }, COMPANY_A],
      ["lite", "Lite2026ab", { serviceId: "3001", systemCode: "ERP" }, COMPANY_B],
    ] as const) {
      const jar = await loginJar(user, password);
      sent.length = 0;
      const shell = await shellLoader(get(`/entry/${entry.serviceId}/${entry.systemCode}`, jar), entry);
      expect(shell).not.toBeInstanceOf(Response);
      const headers = (shell as { init?: { headers?: HeadersInit } }).init?.headers;
      if (headers) jar.take(new Headers(headers));
      expect((await bellLoader(get("/api/notices/bell", jar))).status).toBe(200);
      await menuOptAction(post("/api/menu-opt", { menuId: "11101", ...entry }, jar));
      expect(sent.length, user).toBeGreaterThan(3);
      expect(sent.filter((s) => s.company !== company), user).toEqual([]);
    }
  });
});
