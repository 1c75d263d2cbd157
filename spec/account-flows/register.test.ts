/**
 * Register through the portal's action against the in-process mock gateway: each refusal of the
 * server's own checks (none reaches the gateway), the common-password check, the transport
 * encryption, the gateway's refusals (wrong code; the one generic refusal for a taken account
 * name, phone or e-mail), ROUTE-39's parameters carried, and the first sign-in.
 */
import { constants, publicEncrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CookieJar, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { newPasswordProblem, registerAction, registerLoader, retrieveAction } from "~/features/account-flows/index.server";

const { gw, rawBodies } = setupMockGateway();

type Reply = { data: { ok: boolean; message: string | null; messageKey: string; field?: string }; status: number };

const outboxCode = (to: string) => (gw.log.filter((e) => (e.method === "SMS" || e.method === "MAIL") && (e.body as { to?: string }).to === to).at(-1)!.body as { code: string }).code;
const act = (form: Record<string, string>, query = "") => registerAction(post(`/register${query}`, form));
const sendCode = (channel: "phone" | "email", identifier: string) => act({ intent: "send", channel, identifier }) as Promise<Reply>;

const base = (over: Record<string, string> = {}): Record<string, string> => ({
  intent: "register", companyName: "Acme Trading", userName: "acme01", channel: "email", identifier: "acme01@new.example",
  code: "123456", password: "Acme2026Trade", confirm: "Acme2026Trade", terms: "on", ...over,
});

async function signsIn(userName: string, password: string): Promise<boolean> {
  const res = await loginAction(post("/login", { intent: "login", userName, password }));
  return res instanceof Response && res.status === 302;
}

describe("register through the portal", () => {
  it("refuses each bad field with its message, in the form's order, before any call to the gateway", async () => {
    const before = rawBodies.length;
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ companyName: "  " }, "flows:companyRequired", "companyName"],
      [{ companyName: "x".repeat(65) }, "flows:companyTooLong", "companyName"],
      [{ userName: "" }, "flows:accountNameRequired", "userName"],
      [{ userName: "abc" }, "flows:accountNameRule", "userName"],
      [{ userName: "1abcd" }, "flows:accountNameRule", "userName"],
      [{ userName: "a".repeat(33) }, "flows:accountNameRule", "userName"],
      [{ identifier: "" }, "flows:emailRequired", "identifier"],
      [{ identifier: "not-an-email" }, "flows:emailInvalid", "identifier"],
      [{ channel: "phone", identifier: "12345" }, "flows:phoneInvalid", "identifier"],
      [{ code: "12ab56" }, "flows:codeFormat", "code"],
      [{ password: "", confirm: "" }, "flows:passwordRequired", "password"],
      [{ password: "acme2026trade", confirm: "acme2026trade" }, "flows:passwordRule", "password"],
      [{ password: "Acme2026", confirm: "Acme2026x" }, "flows:passwordMismatch", "password"],
      [{ password: "Password1", confirm: "Password1" }, "flows:passwordCommon", "password"],
      [{ terms: "" }, "flows:termsRequired", "terms"],
    ];
    for (const [over, key, field] of cases) {
      const r = (await act(base(over))) as Reply;
      expect([r.status, r.data.ok, r.data.messageKey, r.data.field]).toEqual([200, false, key, field]);
    }
    // Limits of the fields: 64-character company and 4- and 32-character account names pass on to the password check.
    const limits: Array<Record<string, string>> = [{ companyName: "x".repeat(64) }, { userName: "abcd" }, { userName: "a".repeat(32) }];
    for (const over of limits) {
      expect(((await act(base({ ...over, password: "x" }))) as Reply).data.messageKey).toBe("flows:passwordRule");
    }
    expect(rawBodies.length).toBe(before);
  });

  it("the common-password check refuses rule-abiding common passwords and accepts uncommon ones", async () => {
    for (const common of ["Password1", "Qwerty123", "Abcd1234", "Welcome1", "Passw0rd", "Aa123456"]) {
      expect(await newPasswordProblem(common, common)).toBe("flows:passwordCommon");
    }
    for (const fine of ["Acme2026Trade", "Kx7mQ2pLw", "Seller2026Go"]) expect(await newPasswordProblem(fine, fine)).toBeNull();
    // The rule comes first: a short common password gets the rule's message.
    expect(await newPasswordProblem("Pass1", "Pass1")).toBe("flows:passwordRule");
  });

  it("a new account with an e-mail code, the campaign parameters carried, then signed in at once; no plaintext on the wire", async () => {
    expect((await sendCode("email", "acme01@new.example")).data.ok).toBe(true);
    const { publicKeyPem, sealedKey } = await registerLoader(get("/register"));
    const enc = (s: string) => publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(s)).toString("base64");
    const form = base({ code: outboxCode("acme01@new.example"), password: enc("Acme2026Trade"), confirm: enc("Acme2026Trade"), encrypted: "1", sealedKey });
    const done = await act(form, `?linkId=camp-42&source=${"s".repeat(65)}`);
    expect(done).toBeInstanceOf(Response);
    const res = done as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toContain("__session=");
    // Into the portal: the new company's landing system, not the login form or the 401 page.
    expect(res.headers.get("Location")).toMatch(/^\/(?!login|401)/);
    const call = JSON.parse(rawBodies.find((b) => b.path === "/sso/user/register")!.body);
    expect(call).toMatchObject({ companyName: "Acme Trading", userName: "acme01", email: "acme01@new.example", linkId: "camp-42" });
    expect(call).not.toHaveProperty("source");
    expect(call).not.toHaveProperty("phone");
    for (const b of rawBodies) expect(b.body).not.toContain("Acme2026Trade");
    expect(await signsIn("acme01", "Acme2026Trade")).toBe(true);
  });

  it("a transport cipher that does not open is refused with a request to type the password again", async () => {
    const { sealedKey } = await registerLoader(get("/register"));
    const r = (await act(base({ password: "AAAA", confirm: "AAAA", encrypted: "1", sealedKey }))) as Reply;
    expect([r.data.messageKey, r.data.field]).toEqual(["flows:passwordReenter", "password"]);
    const forged = (await act(base({ password: "AAAA", confirm: "AAAA", encrypted: "1", sealedKey: "x.y.z.w.v" }))) as Reply;
    expect(forged.data.messageKey).toBe("flows:passwordReenter");
  });

  it("gateway refusals: a wrong code with its message; a taken account name or e-mail gets the same generic message (no enumeration)", async () => {
    await sendCode("email", "fresh@new.example");
    const code = outboxCode("fresh@new.example");
    const wrong = (await act(base({ identifier: "fresh@new.example", code: code === "000000" ? "111111" : "000000" }))) as Reply;
    expect([wrong.data.message, wrong.data.field]).toEqual(["验证码错误，还可尝试4次", "code"]);
    const takenName = (await act(base({ userName: "owner", identifier: "fresh@new.example", code }))) as Reply;
    gw.clock.advance(61_000);
    await sendCode("email", "owner@seller.example");
    const takenMail = (await act(base({ userName: "brandnew", identifier: "owner@seller.example", code: outboxCode("owner@seller.example") }))) as Reply;
    expect(takenName.data).toEqual({ intent: "register", ok: false, message: null, messageKey: "flows:registerRefused" });
    expect(takenMail.data).toEqual(takenName.data);
    expect(takenMail.status).toBe(takenName.status);
  });

  it("[AUTH-16] 50 taken and 50 free phones and e-mails: register and retrieval code requests, and register with a wrong code, answer identically (status and body) in overlapping time bands", async () => {
    const taken: Array<["phone" | "email", string]> = Array.from({ length: 50 }, (_, i) =>
      i % 2 ? ["phone", `1380000000${1 + (i % 8)}`] : ["email", `${["owner", "leftie", "korean", "multi", "lite"][i % 5]}@seller.example`]);
    const free: Array<["phone" | "email", string]> = Array.from({ length: 50 }, (_, i) =>
      i % 2 ? ["phone", `139${String(i).padStart(8, "0")}`] : ["email", `nobody${i}@new.example`]);
    const retrieveSend = (channel: "phone" | "email", identifier: string) =>
      retrieveAction(post("/retrieve-password", { intent: "send", channel, identifier })) as Promise<Reply>;
    // Register with a code that is not the one sent (the attacker does not read the victim's mail).
    const registerWrongCode = (channel: "phone" | "email", identifier: string) =>
      act(base({ userName: "probe01", channel, identifier, code: outboxCode(identifier) === "000000" ? "111111" : "000000" })) as Promise<Reply>;
    const run = async (list: Array<["phone" | "email", string]>, step: (c: "phone" | "email", id: string) => Promise<Reply>) => {
      const replies: string[] = [];
      const ms: number[] = [];
      for (const [channel, identifier] of list) {
        gw.clock.advance(61_000); // past the resend wait of a repeated identifier
        const started = performance.now();
        const r = await step(channel, identifier);
        ms.push(performance.now() - started);
        replies.push(JSON.stringify([r.status, r.data]));
      }
      return { replies, ms };
    };
    for (const [step, expected] of [
      [sendCode, [200, { intent: "send", ok: true, resendAfterS: 60 }]],
      [retrieveSend, [200, { intent: "send", ok: true, resendAfterS: 60 }]],
      [registerWrongCode, null],
    ] as const) {
      const a = await run(taken, step);
      const b = await run(free, step);
      expect(new Set([...a.replies, ...b.replies]).size, step.name).toBe(1);
      if (expected) expect(JSON.parse(a.replies[0]!)).toEqual(expected);
      else expect(JSON.parse(a.replies[0]!)[1]).toMatchObject({ intent: "register", ok: false, field: "code" });
      expect(Math.min(...a.ms)).toBeLessThanOrEqual(Math.max(...b.ms));
      expect(Math.min(...b.ms)).toBeLessThanOrEqual(Math.max(...a.ms));
    }
  });

  it("a signed-in seller opening /register is sent on to the portal", async () => {
    const res = await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }));
    const jar = new CookieJar().take(res as Response);
    const sent = (await settle(() => registerLoader(get("/register", jar)))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/");
    expect((await registerLoader(get("/register"))).publicKeyPem).toContain("BEGIN PUBLIC KEY");
  });
});
