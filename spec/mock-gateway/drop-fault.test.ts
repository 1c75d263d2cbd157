import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createGatewayClient } from "../../app/gateway/client.server";
import { SEED } from "../../mock-gateway/seed/ids";
import { BASE, encrypt, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());
const loginBody = () => ({ userName: "owner", password: encrypt(SEED.accounts.owner.password, gw.publicKeyPem), systemCode: "SSO_SYS_USER" });
const dropLogin = () =>
  fetch(`${BASE}/__mock/fault`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ match: "/sso/user/login", kind: "drop" }) });

describe("drop fault (in-process, msw setupServer)", () => {
  it("a dropped login is a network error for fetch; the next login succeeds", async () => {
    expect((await dropLogin()).status).toBe(200);
    const post = () => fetch(`${BASE}/sso/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(loginBody()) });
    await expect(post()).rejects.toThrow(TypeError);
    expect(gw.log.at(-1)).toMatchObject({ path: "/sso/user/login", status: 0 });
    expect(((await (await post()).json()) as { code: string }).code).toBe("200");
  });

  it("the portal's gateway client sees a dropped login as kind network (errors.network)", async () => {
    await dropLogin();
    const client = createGatewayClient({ baseUrl: BASE, language: "zh_CN" });
    const error = await client.call("/sso/user/login", loginBody(), z.unknown()).then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ name: "GatewayError", kind: "network", messageKey: "errors.network", path: "/sso/user/login" });
  });
});
