/**
 * The portal with its embedded mock gateway (GATEWAY_URL unset) survives what a hostile client
 * throws at the mock: the mock runs inside the portal's process, so a crash there would take
 * the portal down. Raw TCP to the mock's port (MOCK_GATEWAY_PORT = E2E_PORT + 1).
 */
import { constants, publicEncrypt } from "node:crypto";
import fc from "fast-check";
import commonZh from "../app/i18n/resources/zh_CN/common.json" with { type: "json" };
import { MOCK_PUBLIC_KEY_PEM } from "../mock-gateway/keys/mock-keys";
import { SEED } from "../mock-gateway/seed/ids";
import { hostileBytes, sendRaw } from "../spec/mock-gateway/hostile-input";
import { expect, login, test } from "./support/fixtures";
import { MOCK_CONTROL_URL } from "./support/mock-client";

const mockOrigin = new URL(MOCK_CONTROL_URL).origin;
const mockPort = Number(new URL(MOCK_CONTROL_URL).port);

/** Logs in to the mock directly; returns a live session token for the socket frames. */
async function sessionToken(): Promise<string> {
  const password = publicEncrypt({ key: MOCK_PUBLIC_KEY_PEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(SEED.accounts.owner.password)).toString("base64");
  const res = await fetch(`${mockOrigin}/sso/user/login`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userName: "owner", password, systemCode: "SSO_SYS_USER" }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test("embedded mock gateway survives 1,000 malformed upgrades, headers, frames and requests; the portal still answers /login", async ({ request }) => {
  test.setTimeout(180_000);
  const token = await sessionToken();
  const batch = fc.array(hostileBytes(`127.0.0.1:${mockPort}`, [token]), { minLength: 10, maxLength: 10 });
  await fc.assert(fc.asyncProperty(batch, async (inputs) => {
    await Promise.all(inputs.map((bytes) => sendRaw(mockPort, bytes)));
  }), { numRuns: 100 });
  expect((await request.get("/login")).status()).toBe(200);
  expect((await fetch(`${MOCK_CONTROL_URL}/clock`)).status).toBe(200);
  expect(await sessionToken()).toMatch(/^mk\./);
});

test("a dropped login shows the network error on the login page, and the portal lives on", async ({ page, mock, request }) => {
  await mock.fault({ match: "/sso/user/login", kind: "drop" });
  await login(page, "owner", SEED.accounts.owner.password);
  await expect(page.getByText(commonZh.errors.network)).toBeVisible();
  expect((await request.get("/login")).status()).toBe(200);
  await login(page, "owner", SEED.accounts.owner.password);
  await expect(page).toHaveURL(/\/entry\//);
});
