/**
 * AUTH-02 across all six flows that carry a password to the gateway: login, register, password
 * edit (account settings), first binding, and reset by phone and by e-mail. For random passwords
 * under AUTH-04, each flow runs through the portal's own action against the in-process mock
 * gateway, and every request body the gateway received is inspected: none holds the plaintext,
 * and each password field is an RSA-2048 ciphertext (256 bytes, base64) — and the flow worked,
 * so the gateway could read it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CookieJar, post, settle, setupMockGateway } from "../support/portal-env";
import { bindAction, registerAction, retrieveAction, settingsAction } from "~/features/account-flows/index.server";
import { loginAction } from "~/features/auth/index.server";

const { gw, rawBodies } = setupMockGateway();

const outboxCode = (to: string) => (gw.log.filter((e) => (e.method === "SMS" || e.method === "MAIL") && (e.body as { to?: string }).to === to).at(-1)!.body as { code: string }).code;

async function signIn(userName: string, password: string): Promise<CookieJar | null> {
  const res = await loginAction(post("/login", { intent: "login", userName, password }));
  return res instanceof Response && res.status === 302 ? new CookieJar().take(res) : null;
}

/** A password under AUTH-04 (8 to 16 characters, an upper-case letter, a lower-case letter and a digit), unlikely to be common. */
const password = fc
  .tuple(fc.stringMatching(/^[A-Z][a-z]{3}[0-9]{2}[A-Za-z0-9]{2,10}$/), fc.constantFrom("Qx", "Zv", "Wk"))
  .map(([p, tail]) => (p + tail).slice(0, 16))
  .filter((p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p));

/** The password fields each flow's gateway call carries. */
const FIELDS: Record<string, string[]> = {
  "/sso/user/login": ["password"],
  "/sso/user/register": ["password"],
  "/sso/user/retrievePassByPhone": ["password"],
  "/sso/user/retrievePassByEmail": ["password"],
  // Binding, and the password edit of account settings (with the current password).
  "/sso/user/firstBindingPhoneEmailPsw": ["password", "oldPassword"],
};

describe("passwords on the wire", () => {
  it("[AUTH-02] login, register, password edit, binding and reset by phone and by e-mail send no plaintext: each password leaves encrypted", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(password, { minLength: 6, maxLength: 6 }), async ([pRegister, pPhone, pMail, pBind, pEdit]) => {
        gw.reset();
        rawBodies.length = 0;
        // Register (an e-mail code), which signs in: the login call carries the password too.
        await registerAction(post("/register", { intent: "send", channel: "email", identifier: "wire01@new.example" }));
        const registered = await settle(() => registerAction(post("/register", {
          intent: "register", companyName: "Wire Co", userName: "wire01", channel: "email", identifier: "wire01@new.example",
          code: outboxCode("wire01@new.example"), password: pRegister, confirm: pRegister, terms: "on",
        })));
        expect((registered as Response).status).toBe(302);
        // Reset by phone, then by e-mail (the phone's new password is then replaced).
        await retrieveAction(post("/retrieve-password", { intent: "send", channel: "phone", identifier: "13800000002" }));
        await retrieveAction(post("/retrieve-password", { intent: "reset", channel: "phone", identifier: "13800000002", code: outboxCode("13800000002"), password: pPhone, confirm: pPhone }));
        expect(await signIn("leftie", pPhone)).not.toBeNull();
        await retrieveAction(post("/retrieve-password", { intent: "send", channel: "email", identifier: "leftie@seller.example" }));
        await retrieveAction(post("/retrieve-password", { intent: "reset", channel: "email", identifier: "leftie@seller.example", code: outboxCode("leftie@seller.example"), password: pMail, confirm: pMail }));
        // Binding a password the account lacks.
        const jar = (await signIn("leftie", pMail))!;
        expect(jar).not.toBeNull();
        gw.state.user.update({ where: { username: { equals: "leftie" } }, data: { password: "" } });
        const bound = await settle(() => bindAction(post("/bind", { intent: "bind", password: pBind, confirm: pBind }, jar)));
        expect((bound as Response).headers.get("Location")).toBe("/");
        // Password edit in account settings.
        const edited = await settingsAction(post("/api/account/settings", { intent: "password", oldPassword: pBind, password: pEdit, confirm: pEdit }, jar));
        expect(((await edited.json()) as { reply: { ok: boolean } }).reply.ok).toBe(true);
        expect(await signIn("leftie", pEdit)).not.toBeNull();

        const plaintexts = [pRegister, pPhone, pMail, pBind, pEdit];
        expect(rawBodies.length).toBeGreaterThan(10);
        for (const b of rawBodies) for (const p of plaintexts) expect(b.body, b.path).not.toContain(p);
        // Every flow's call was made, each password field a 256-byte ciphertext.
        const paths = new Set(rawBodies.map((b) => b.path));
        for (const path of [...Object.keys(FIELDS)]) expect(paths, path).toContain(path);
        const edits = rawBodies.filter((b) => b.path === "/sso/user/firstBindingPhoneEmailPsw" && "oldPassword" in (JSON.parse(b.body) as object));
        expect(edits).toHaveLength(1);
        let ciphers = 0;
        for (const b of rawBodies) {
          for (const f of FIELDS[b.path] ?? []) {
            const value = (JSON.parse(b.body) as Record<string, unknown>)[f];
            if (value === undefined) continue;
            expect(typeof value === "string" && Buffer.from(value, "base64").length, `${b.path} ${f}`).toBe(256);
            ciphers++;
          }
        }
        // Login ×4 (register's sign-in and three checks), register, two resets, binding, edit (new and current).
        expect(ciphers).toBe(10);
      }),
      { numRuns: 3 },
    );
  }, 60_000);
});
