/**
 * The bridge's token hand-out, decided by the server (issue 24: ASVS V4.1.1, V7.1.4): `POST
 * /api/bridge/token` gives the gateway token only for a system of this user that the entry rules
 * let in, to exactly that system's origin, with the shell document's capability, on a same-origin
 * fetch; every refusal is a 403 logged with what was asked, never the token.
 */
import { describe, expect, it } from "vitest";
import { CookieJar, GATEWAY, PORTAL, get, post } from "../support/portal-env";
import { setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";
import { bridgeTokenAction } from "~/features/bridge/token.server";
import { runWithRequestContext } from "~/utils/request-context.server";
import { getSession, readLogin } from "~/utils/session.server";

setupMockGateway();

/** The mock serves every system's domain under its own origin. */
const SYSTEM_ORIGIN = GATEWAY;
const SAME_ORIGIN_FETCH = { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" };

async function loginAs(userName: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  jar.take((await loginAction(post("/login", { intent: "login", userName, password }))) as Response);
  return jar;
}

/** The capability the shell document of `serviceId/systemCode` carries (as the browser gets it). */
async function capabilityOf(jar: CookieJar, serviceId: number, systemCode: string): Promise<string> {
  const res = (await shellLoader(get(`/entry/${serviceId}/${systemCode}`, jar), { serviceId: String(serviceId), systemCode })) as {
    data: { bridge: { capability: string; origin: string | null } };
  };
  expect(res.data.bridge.origin).toBe(SYSTEM_ORIGIN);
  return res.data.bridge.capability;
}

interface Logged {
  level: string;
  msg: string;
  entry: Record<string, unknown>;
}

/** POSTs a hand-out request as the shell does; returns the answer and the log lines it wrote. */
async function handOut(jar: CookieJar, form: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN_FETCH) {
  const logged: Logged[] = [];
  const log = {
    debug: () => {},
    info: (entry: object, msg: string) => void logged.push({ level: "info", msg, entry: entry as Record<string, unknown> }),
    warn: (entry: object, msg: string) => void logged.push({ level: "warn", msg, entry: entry as Record<string, unknown> }),
  };
  const request = new Request(`${PORTAL}/api/bridge/token`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header(), Origin: PORTAL, ...headers },
  });
  const res = await runWithRequestContext({ requestId: "t", clientIp: "127.0.0.1", log }, () => bridgeTokenAction(request));
  return { res, body: (await res.json()) as { ok: boolean; token?: string }, logged };
}

async function tokenOf(jar: CookieJar): Promise<string> {
  return readLogin(await getSession(get("/", jar)))!.token;
}

type Case = {
  name: string;
  user: [string, string];
  /** The shell document the capability comes from. */
  shell: [number, string];
  ask: { origin: string; serviceId: number; systemCode: string };
  headers?: Record<string, string>;
  status: 200 | 403;
  reason?: string;
  rule?: string;
};

const OWNER: [string, string] = ["owner", "Owner2026"];
const CASES: Case[] = [
  { name: "owner, ERP, the system's exact origin", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, status: 200 },
  { name: "no fetch metadata at all (an older browser)", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, headers: {}, status: 200 },
  { name: "an origin of https://evil.example", user: OWNER, shell: [1001, "ERP"], ask: { origin: "https://evil.example", serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "origin" },
  { name: "systemCode ZZZ", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ZZZ" }, status: 403, reason: "unknown-system" },
  { name: "noquota asking for ERP (billed quantity 0)", user: ["noquota", "Noquota2026"], shell: [2002, "AMAZON_OPERATE"], ask: { origin: SYSTEM_ORIGIN, serviceId: 2001, systemCode: "ERP" }, status: 403, reason: "entry-rule", rule: "ENTRY-02" },
  { name: "leftie asking for BI (status 3)", user: ["leftie", "Leftie2026"], shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1003, systemCode: "BI" }, status: 403, reason: "entry-rule", rule: "ENTRY-01" },
  { name: "the origin with a trailing slash", user: OWNER, shell: [1001, "ERP"], ask: { origin: `${SYSTEM_ORIGIN}/`, serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "origin" },
  { name: "the origin in upper case", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN.toUpperCase(), serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "origin" },
  { name: "the origin with its default port written out", user: OWNER, shell: [1001, "ERP"], ask: { origin: `${SYSTEM_ORIGIN}:80`, serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "origin" },
  { name: "the origin on another port", user: OWNER, shell: [1001, "ERP"], ask: { origin: `${SYSTEM_ORIGIN}:8080`, serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "origin" },
  { name: "the portal's own origin", user: OWNER, shell: [1001, "ERP"], ask: { origin: PORTAL, serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "origin" },
  { name: "Sec-Fetch-Site cross-site", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, headers: { ...SAME_ORIGIN_FETCH, "Sec-Fetch-Site": "cross-site" }, status: 403, reason: "fetch-metadata" },
  { name: "Sec-Fetch-Site same-site", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, headers: { "Sec-Fetch-Site": "same-site" }, status: 403, reason: "fetch-metadata" },
  { name: "a form post (Sec-Fetch-Mode navigate, Dest document)", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" }, status: 403, reason: "fetch-metadata" },
  { name: "a request from an embedded frame (Sec-Fetch-Dest iframe)", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "iframe" }, status: 403, reason: "fetch-metadata" },
  { name: "a no-cors request", user: OWNER, shell: [1001, "ERP"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, headers: { "Sec-Fetch-Mode": "no-cors" }, status: 403, reason: "fetch-metadata" },
  { name: "the AMAZON_OPERATE shell's capability asking for ERP", user: OWNER, shell: [1002, "AMAZON_OPERATE"], ask: { origin: SYSTEM_ORIGIN, serviceId: 1001, systemCode: "ERP" }, status: 403, reason: "capability-system" },
];

describe("bridge token hand-out: the server decides", () => {
  it.each(CASES)("$name → $status", async (c) => {
    const jar = await loginAs(...c.user);
    const capability = await capabilityOf(jar, ...c.shell);
    const form = { origin: c.ask.origin, serviceId: String(c.ask.serviceId), systemCode: c.ask.systemCode, pane: "m_42", capability };
    const { res, body, logged } = await handOut(jar, form, c.headers ?? SAME_ORIGIN_FETCH);
    expect(res.status).toBe(c.status);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const token = await tokenOf(jar);
    expect(logged).toHaveLength(1);
    const [line] = logged;
    // What was asked, always; the token and the capability, never.
    expect(line!.entry).toMatchObject({ user: c.user[0], origin: c.ask.origin, serviceId: c.ask.serviceId, systemCode: c.ask.systemCode, pane: "m_42" });
    expect(JSON.stringify(line)).not.toContain(token);
    expect(JSON.stringify(line)).not.toContain(capability);
    if (c.status === 200) {
      expect(body).toEqual({ ok: true, token });
      expect(line).toMatchObject({ level: "info", msg: "bridge token handed out" });
    } else {
      expect(body).toEqual({ ok: false });
      expect(line).toMatchObject({ level: "warn", msg: "bridge token refused", entry: { reason: c.reason } });
      if (c.rule) expect(line!.entry.rule).toBe(c.rule);
      if (c.reason === "fetch-metadata") expect(line!.entry.fetchMetadata).toBeDefined();
    }
  });

  it("refuses without the document's capability, with a tampered one, and with another login's", async () => {
    const owner = await loginAs(...OWNER);
    const leftie = await loginAs("leftie", "Leftie2026");
    const good = await capabilityOf(owner, 1001, "ERP");
    const ask = { origin: SYSTEM_ORIGIN, serviceId: "1001", systemCode: "ERP", pane: "p" };
    const flipped = `${good.slice(0, -2)}${good.at(-2) === "A" ? "B" : "A"}${good.at(-1)}`;
    for (const capability of ["", "garbage", flipped, good.replace("1001.ERP", "1002.AMAZON_OPERATE")]) {
      const { res, logged } = await handOut(owner, { ...ask, capability });
      expect(res.status, capability).toBe(403);
      expect(logged[0]!.entry.reason).toBe("capability");
    }
    // owner's capability with leftie's session; and owner's from before a new login.
    expect((await handOut(leftie, { ...ask, capability: good })).res.status).toBe(403);
    const again = await loginAs(...OWNER);
    expect((await handOut(again, { ...ask, capability: good })).res.status).toBe(403);
    expect((await handOut(owner, { ...ask, capability: good })).res.status).toBe(200);
  });

  it("answers 401 without a login and 400 for a malformed body, both uncached", async () => {
    const anonymous = await handOut(new CookieJar(), { origin: SYSTEM_ORIGIN, serviceId: "1001", systemCode: "ERP", capability: "x" });
    expect(anonymous.res.status).toBe(401);
    expect(anonymous.res.headers.get("Cache-Control")).toBe("no-store");
    const jar = await loginAs(...OWNER);
    const bad = await handOut(jar, { origin: SYSTEM_ORIGIN, serviceId: "1001", systemCode: "erp<script>" });
    expect(bad.res.status).toBe(400);
    expect(bad.res.headers.get("Cache-Control")).toBe("no-store");
  });
});
