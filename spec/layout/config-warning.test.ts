/**
 * GW-08 on the account load: a failed user config (userActionConfig) keeps the shell up with the
 * default layout and a warning carrying the server's message; a failed user info or systems
 * call still ends the load.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, GATEWAY, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";

setupMockGateway();

async function fault(body: Record<string, unknown>) {
  const res = await fetch(`${GATEWAY}/__mock/fault`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

async function ownerJar(): Promise<CookieJar> {
  const res = (await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response;
  return new CookieJar().take(res);
}

const shell = (jar: CookieJar) => shellLoader(get("/entry/1001/ERP", jar), { serviceId: "1001", systemCode: "ERP" });

type ShellResult = { data: { packageStyle: number; menu: unknown; configWarning: { kind: string; serverMessage: string | null; messageKey: string } | null } };

describe("user config failures (GW-08)", () => {
  it("a business code on userActionConfig: the shell loads with the default layout and a warning with the server's message", async () => {
    const jar = await ownerJar();
    const ok = (await shell(jar)) as ShellResult;
    expect(ok.data.configWarning).toBeNull();
    expect(ok.data.packageStyle).toBe(2); // owner's saved layout: top menu

    await fault({ match: "userActionConfig", kind: "code", value: "E.CONFIG.7", msg: "配置服务维护中" });
    const res = (await shell(jar)) as ShellResult;
    expect(res.data.configWarning).toMatchObject({ kind: "code", serverMessage: "配置服务维护中" });
    expect(res.data.packageStyle).toBe(1); // the default layout
    expect(res.data.menu).not.toBeNull();
  });

  it("a code without a message warns with the catalogue text key", async () => {
    const jar = await ownerJar();
    await fault({ match: "userActionConfig", kind: "code", value: "E.CONFIG.8" });
    const res = (await shell(jar)) as ShellResult;
    expect(res.data.configWarning).toMatchObject({ kind: "code", serverMessage: null, messageKey: "errors.request" });
  });

  it("a failed user info still ends the account load (502 with the server's message)", async () => {
    const jar = await ownerJar();
    await fault({ match: "getUserInfoByHideCode", kind: "code", value: "E.UNKNOWN.1", msg: "服务维护中" });
    const thrown = (await settle(() => shell(jar))) as { data: { serverMessage: string }; init: { status: number } };
    expect(thrown.init.status).toBe(502);
    expect(thrown.data.serverMessage).toBe("服务维护中");
  });

  it("a 401 on userActionConfig is not softened: the session ends", async () => {
    const jar = await ownerJar();
    await fault({ match: "userActionConfig", kind: "status", value: 401 });
    const thrown = (await settle(() => shell(jar))) as Response;
    expect(thrown.headers.get("Location")).toBe("/login?reason=expired");
  });
});
