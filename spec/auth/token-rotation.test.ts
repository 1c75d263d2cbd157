/**
 * GW-05 under pressure (issue 5 §3): the mock rotates the token on every call; calls in flight
 * together share 60 s of grace, and the mock clock moves 61 s between the user's requests, so a
 * rotation the portal loses shows up as a 401 on the next request.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";
import { languageAction } from "~/features/language/language.server";
import { menuOptAction } from "~/features/menus/menu-opt.server";

const { gw } = setupMockGateway();

async function rotateEveryCall(): Promise<void> {
  const res = await fetch(`${GATEWAY}/__mock/rotation`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ everyCall: true, graceMs: 60_000 }),
  });
  expect(res.ok).toBe(true);
}

/** The Set-Cookie headers of a loader/action outcome (data(), Response or thrown Response). */
function headersOf(outcome: unknown): Headers {
  if (outcome instanceof Response) return outcome.headers;
  const init = (outcome as { init?: { headers?: HeadersInit } } | null)?.init;
  return new Headers(init?.headers);
}

describe("token rotation across parallel and chained calls", () => {
  it("[GW-05] with a new token on every call, login, 50 shell loads, system switches, tab activations and language saves are all accepted", async () => {
    await rotateEveryCall();
    const jar = new CookieJar();
    const login = await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }));
    expect(login).toBeInstanceOf(Response);
    expect((login as Response).headers.get("Location")).toBe("/entry/1001/ERP");
    jar.take(login as Response);

    const systems = [
      { serviceId: "1001", systemCode: "ERP" },
      { serviceId: "1002", systemCode: "AMAZON_OPERATE" },
    ];
    for (let i = 0; i < 50; i++) {
      gw.clock.advance(61_000); // every token but the newest is retired by now
      const target = systems[i % 2];
      let outcome: unknown;
      if (i % 5 === 3) {
        outcome = await settle(() => menuOptAction(post("/api/menu-opt", { menuId: "11101", ...target }, jar)));
        // Resource routes answer Responses (status and Set-Cookie kept on direct POSTs, issue 5 §2).
        expect(((await (outcome as Response).clone().json()) as { ok: boolean }).ok).toBe(true);
      } else if (i % 7 === 6) {
        outcome = await settle(() => languageAction(post("/api/language", { language: i % 2 ? "en_US" : "zh_CN" }, jar)));
        // Resource routes answer Responses (status and Set-Cookie kept on direct POSTs, issue 5 §2).
        expect(((await (outcome as Response).clone().json()) as { ok: boolean }).ok).toBe(true);
      } else {
        outcome = await settle(() => shellLoader(get(`/entry/${target.serviceId}/${target.systemCode}`, jar), target));
        expect(outcome, `request ${i}`).not.toBeInstanceOf(Response);
        const data = (outcome as { data: { system: { systemCode: string }; menuFailure: unknown } }).data;
        expect(data.system.systemCode).toBe(target.systemCode);
        expect(data.menuFailure).toBeNull();
      }
      jar.take(headersOf(outcome));
    }
    // Every gateway call of the run was accepted: no 401 anywhere in the mock's log.
    const rejected = gw.log.filter((e) => e.path.startsWith("/sso/") && e.status === 401);
    expect(rejected).toEqual([]);
    expect(gw.log.filter((e) => e.path === "/sso/user/getUserInfoByHideCode").length).toBeGreaterThanOrEqual(30);
  });

  it("[GW-05] the shell's parallel account and menu loads keep the token of the call that completed last", async () => {
    await rotateEveryCall();
    const jar = new CookieJar();
    jar.take((await loginAction(post("/login", { intent: "login", userName: "leftie", password: "Leftie2026" }))) as Response);
    for (let i = 0; i < 5; i++) {
      gw.clock.advance(61_000);
      const outcome = await settle(() => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" }));
      expect(outcome).not.toBeInstanceOf(Response);
      const cookies = headersOf(outcome).getSetCookie();
      expect(cookies.some((c) => c.startsWith("__session="))).toBe(true);
      jar.take(headersOf(outcome));
    }
    expect(gw.log.filter((e) => e.status === 401)).toEqual([]);
  });
});
