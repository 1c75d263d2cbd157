/**
 * POST /api/toolbar/flagship-demo against the in-process mock gateway: the lookup's body, the
 * address handed to the browser, the refusals, and the mock's flagship page (one use per token).
 */
import { describe, expect, it } from "vitest";
import { CookieJar, GATEWAY, PORTAL, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { flagshipDemoAction } from "~/features/toolbar/flagship/flagship.server";
import { SEED } from "../../mock-gateway/seed/ids";

const { gw } = setupMockGateway();
const LOOKUP = "/sso/subjectService/queryDemoEnvironment";

async function jarOf(username: "owner" | "demo"): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: username, password: SEED.accounts[username].password }));
  return new CookieJar().take(res as Response);
}
const ask = (jar: CookieJar, fields: Record<string, string>) =>
  flagshipDemoAction(new Request(`${PORTAL}/api/toolbar/flagship-demo`, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() } }));
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
const json = async (res: Response) => (await res.json()) as any;

describe("the flagship demo route", () => {
  it("looks up FLAGSHIP for a demo seller and answers the url with serviceId and token, the token staying the environment's own", async () => {
    const jar = await jarOf("demo");
    const data = await json(await ask(jar, { demoEnvironment: "FLAGSHIP" }));
    expect(data.ok).toBe(true);
    expect(gw.log.filter((e) => e.path === LOOKUP).map((e) => e.body)).toEqual([{ demoEnvironment: "FLAGSHIP" }]);
    const url = new URL(data.url);
    expect(url.pathname).toBe("/apps/flagship/");
    expect(url.searchParams.get("serviceId")).toBe("9001");
    const token = url.searchParams.get("token")!;
    expect(gw.state.flagshipToken.findFirst({ where: { token: { equals: token } } })).toMatchObject({ username: "demo", used: false });
    // Nothing but the address goes to the browser.
    expect(Object.keys(data).sort()).toEqual(["ok", "url"]);
  });

  it("refuses a seller outside demo mode (403, no lookup) and a form that does not name FLAGSHIP (400, no call)", async () => {
    const owner = await ask(await jarOf("owner"), { demoEnvironment: "FLAGSHIP" });
    expect(owner.status).toBe(403);
    expect(await json(owner)).toEqual({ ok: false, error: "account:flagship.demoOnly" });
    const demo = await jarOf("demo");
    for (const fields of [{}, { demoEnvironment: "flagship" }, { demoEnvironment: "STANDARD" }] as Record<string, string>[]) {
      const res = await ask(demo, fields);
      expect(res.status).toBe(400);
    }
    expect(gw.log.filter((e) => e.path === LOOKUP)).toHaveLength(0);
  });

  it("answers url null when the lookup's url may not be opened (javascript:), so the browser opens nothing", async () => {
    const fault = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ match: LOOKUP, kind: "malformed" }) });
    expect(fault.ok).toBe(true);
    const data = await json(await ask(await jarOf("demo"), { demoEnvironment: "FLAGSHIP" }));
    expect(data).toEqual({ ok: true, url: null });
  });

  it("the mock's flagship page accepts a token once, then says it was used; an unknown token or another serviceId is refused", async () => {
    const { url } = await json(await ask(await jarOf("demo"), { demoEnvironment: "FLAGSHIP" }));
    const state = async (href: string) => /data-flagship-state="(\w+)"/.exec(await (await fetch(href)).text())?.[1];
    const other = new URL(url);
    other.searchParams.set("serviceId", "1001");
    expect(await state(other.href)).toBe("refused");
    expect(await state(url)).toBe("accepted");
    expect(await state(url)).toBe("used");
    const unknown = new URL(url);
    unknown.searchParams.set("token", "fs_unknown");
    expect(await state(unknown.href)).toBe("refused");
  });
});
