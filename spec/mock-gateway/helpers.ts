/**
 * Test helpers for the mock gateway suites: an in-process gateway on http://gateway.test,
 * password encryption and a typed POST helper.
 */
import { constants, publicEncrypt } from "node:crypto";
import { setupServer } from "msw/node";
import { afterAll, beforeAll } from "vitest";
import { createMockGateway, type MockGateway } from "../../mock-gateway/node";
import { SEED } from "../../mock-gateway/seed/ids";

export const BASE = "http://gateway.test";

/** Encrypts a password as the portal does (RSA-OAEP SHA-256, base64). */
export function encrypt(password: string, pem: string): string {
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(password)).toString("base64");
}

/** The gateway of the running test file (set by {@link setupGateway}). */
let current: MockGateway | undefined;

/** The encrypted code of the company `token` is bound to, as the portal sends it in `Company`. */
export function companyOfToken(token: string): string | undefined {
  const row = current?.state.token.findFirst({ where: { token: { equals: token } } });
  return row ? current?.state.company.findFirst({ where: { id: { equals: row.companyId } } })?.subjectCodeEncrypt : undefined;
}

/** Headers of a gateway call. */
export interface CallOptions {
  token?: string;
  /** `Company`; by default the token's own company (as the portal sends it), `""` for none. */
  company?: string;
  lang?: "zh-CN" | "en-US" | "ko-KR";
}

/** POSTs JSON to the gateway; returns the HTTP response and its parsed JSON body. */
export async function call(path: string, body: unknown = {}, opts: CallOptions = {}) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (opts.token) headers.authorization = opts.token;
  const company = opts.company ?? (opts.token ? companyOfToken(opts.token) : undefined);
  if (company) headers.company = company;
  if (opts.lang) headers["accept-language"] = opts.lang;
  const res = await fetch(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
  const json = (await res.json()) as { code: string; msg?: string | null; data: any };
  return { res, json };
}

/** Starts an in-process gateway for the current test file. */
export function setupGateway(): MockGateway {
  const gw = createMockGateway({ publicUrl: BASE });
  current = gw;
  const server = setupServer(...gw.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  return gw;
}

/** Logs in as a FIXTURE account; returns the token (throws on failure). */
export async function login(gw: MockGateway, username: keyof typeof SEED.accounts, opts: CallOptions = {}): Promise<string> {
  const { password } = SEED.accounts[username];
  const { json } = await call("/sso/user/login", { userName: username, password: encrypt(password, gw.publicKeyPem), systemCode: "SSO_SYS_USER" }, opts);
  if (json.code !== "200") throw new Error(`login ${username}: ${json.code} ${json.msg}`);
  return json.data.token as string;
}
