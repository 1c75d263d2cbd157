/**
 * The session cookie is encrypted, not only signed (issue 24, ASVS V8.2.2): its value shows
 * nothing of the session in any decoding, a changed value reads as logged out, and the keys
 * rotate like SESSION_SECRET (the first seals, every one opens).
 */
import { createCookieSessionStorage } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { CookieJar, post, get, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { resetServerEnv } from "~/utils/env.server";
import { commitSession, getSession, readLogin } from "~/utils/session.server";

setupMockGateway();

const SECRET = process.env.SESSION_SECRET!;
afterEach(() => {
  process.env.SESSION_SECRET = SECRET;
  resetServerEnv();
});

function useSecrets(value: string): void {
  process.env.SESSION_SECRET = value;
  resetServerEnv();
}

async function login(): Promise<{ jar: CookieJar; value: string; setCookie: string }> {
  const res = (await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response;
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
  return { jar: new CookieJar().take(res), value: setCookie.split(";")[0]!.slice("__session=".length), setCookie };
}

const withCookie = (value: string) => get("/", undefined, { Cookie: `__session=${value}` });
const loginOf = async (value: string) => readLogin(await getSession(withCookie(value)));

/** Every way someone holding the value might decode it: whole and per `.` part, repeatedly. */
function decodings(value: string): string[] {
  const out = new Set<string>([value]);
  let frontier = [value];
  for (let round = 0; round < 3; round++) {
    const next: string[] = [];
    for (const v of frontier) {
      for (const part of [v, ...v.split(".")]) {
        const candidates = [Buffer.from(part, "base64").toString("latin1"), Buffer.from(part, "base64url").toString("latin1"), Buffer.from(part, "base64").toString("utf8")];
        try {
          candidates.push(decodeURIComponent(part));
        } catch {
          // not URI-encoded
        }
        for (const c of candidates) {
          if (out.has(c)) continue;
          out.add(c);
          next.push(c);
        }
      }
    }
    frontier = next;
  }
  return [...out];
}

describe("session cookie: encrypted", () => {
  it("its value holds neither the token nor any session field in base64, base64url or URI decoding", async () => {
    const { value, setCookie } = await login();
    const session = (await loginOf(value))!;
    expect(session.userName).toBe("owner");
    expect(session.token.length).toBeGreaterThan(8);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // A compact JWE of "dir" + "A256GCM": its only readable part is the protected header.
    const parts = value.split(".");
    expect(parts).toHaveLength(5);
    expect(JSON.parse(Buffer.from(parts[0]!, "base64url").toString())).toEqual({ alg: "dir", enc: "A256GCM" });
    expect(parts[1]).toBe("");
    for (const decoded of decodings(value)) {
      for (const secret of [session.token, session.company, "owner", '"token"', "loginAt"]) expect(decoded).not.toContain(secret);
    }
    // Reasonable size: it travels with every request.
    expect(setCookie.length).toBeLessThan(1024);
  });

  it("a value changed anywhere, cut short or made up reads as logged out", async () => {
    const { value } = await login();
    expect(await loginOf(value)).not.toBeNull();
    const parts = value.split(".");
    for (let i = 0; i < 5; i++) {
      if (parts[i] === "") continue;
      const changed = [...parts];
      const c = changed[i]!;
      changed[i] = `${c.slice(0, 3)}${c[3] === "A" ? "B" : "A"}${c.slice(4)}`;
      expect(await loginOf(changed.join(".")), `part ${i}`).toBeNull();
    }
    for (const bad of [value.slice(0, -1), `${value}A`, parts.slice(0, 4).join("."), "garbage", "a.b.c.d.e", "", "%E0%A4%A"]) {
      expect(await loginOf(bad), bad).toBeNull();
    }
  });

  it("a signed cookie of the earlier releases (base64 JSON + HMAC) reads as logged out: the seller logs in again", async () => {
    const signed = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SECRET] } });
    const old = await signed.getSession();
    old.set("token", "T-old");
    old.set("company", "C");
    old.set("userName", "owner");
    const header = (await signed.commitSession(old)).split(";")[0]!;
    expect(readLogin(await getSession(get("/", undefined, { Cookie: header })))).toBeNull();
  });

  it("keys rotate like SESSION_SECRET: the first seals, every listed one opens, a dropped one no longer does", async () => {
    const OLD = "old-secret-0123456789abcdef";
    const NEW = "new-secret-0123456789abcdef";
    useSecrets(OLD);
    const { value } = await login();
    expect((await loginOf(value))?.userName).toBe("owner");
    useSecrets(`${NEW},${OLD}`);
    const session = await getSession(withCookie(value));
    expect(readLogin(session)?.userName).toBe("owner");
    const resealed = (await commitSession(get("/"), session)).split(";")[0]!.slice("__session=".length);
    useSecrets(NEW);
    expect((await loginOf(resealed))?.userName).toBe("owner");
    expect(await loginOf(value)).toBeNull();
    useSecrets(OLD);
    expect(await loginOf(resealed)).toBeNull();
  });
});
