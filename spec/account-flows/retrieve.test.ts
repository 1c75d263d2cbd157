/**
 * Password retrieval through the portal's action against the in-process mock gateway: codes by
 * phone and e-mail, every refusal with its message, the portal's send limit, no plaintext in
 * any request, and the same reply for known and unknown identifiers.
 */
import { describe, expect, it } from "vitest";
import { post, setupMockGateway } from "../support/portal-env";
import { retrieveAction, createCodeSendLimiter } from "~/features/account-flows/index.server";
import { loginAction } from "~/features/auth/index.server";
import { runWithRequestContext } from "~/utils/request-context.server";

const { gw, rawBodies } = setupMockGateway();

type Reply = { data: { ok: boolean; message: string | null; messageKey: string; resendAfterS?: number; params?: Record<string, number> }; status: number };

const outboxCode = () => (gw.log.filter((e) => e.method === "SMS" || e.method === "MAIL").at(-1)!.body as { code: string }).code;
const act = (form: Record<string, string>) => retrieveAction(post("/retrieve-password", form));
const send = (channel: "phone" | "email", identifier: string) => act({ intent: "send", channel, identifier }) as Promise<Reply>;
const reset = (channel: "phone" | "email", identifier: string, code: string, password: string, confirm = password) =>
  act({ intent: "reset", channel, identifier, code, password, confirm });

async function signsIn(userName: string, password: string): Promise<boolean> {
  const res = await loginAction(post("/login", { intent: "login", userName, password }));
  return res instanceof Response && res.status === 302;
}

describe("password retrieval through the portal", () => {
  it("[AUTH-15] by phone and by e-mail: a code and a new password under the rule; the old password stops working", async () => {
    // By phone: sendRetrievePassCore, then retrievePassByPhone.
    expect((await send("phone", "13800000001")).data).toEqual({ intent: "send", ok: true, resendAfterS: 60 });
    const phoneDone = await reset("phone", "13800000001", outboxCode(), "Phone2026New");
    expect(phoneDone).toBeInstanceOf(Response);
    expect((phoneDone as Response).headers.get("Location")).toBe("/login");
    expect(await signsIn("owner", "Owner2026")).toBe(false);
    expect(await signsIn("owner", "Phone2026New")).toBe(true);
    // By e-mail: sendRetrievePassEmail, then retrievePassByEmail.
    expect((await send("email", "leftie@seller.example")).data.ok).toBe(true);
    const emailDone = await reset("email", "leftie@seller.example", outboxCode(), "Mail2026New");
    expect((emailDone as Response).status).toBe(302);
    expect(await signsIn("leftie", "Leftie2026")).toBe(false);
    expect(await signsIn("leftie", "Mail2026New")).toBe(true);
    expect(rawBodies.map((b) => b.path)).toEqual(expect.arrayContaining([
      "/sso/user/sendRetrievePassCore", "/sso/user/retrievePassByPhone", "/sso/user/sendRetrievePassEmail", "/sso/user/retrievePassByEmail",
    ]));
    // A new password that breaks AUTH-04 never reaches the gateway; a mismatch neither.
    const before = rawBodies.length;
    await send("phone", "13800000002");
    const weak = (await reset("phone", "13800000002", outboxCode(), "weakpassword")) as Reply;
    expect(weak.data.messageKey).toBe("flows:passwordRule");
    const mismatch = (await reset("phone", "13800000002", outboxCode(), "Match2026ab", "Match2026ac")) as Reply;
    expect(mismatch.data.messageKey).toBe("flows:passwordMismatch");
    expect(rawBodies.slice(before).filter((b) => b.path.startsWith("/sso/user/retrievePass"))).toHaveLength(0);
  });

  it("refusals carry the gateway's message: wrong code counts down, 5 wrong kill the code, an old code is expired", async () => {
    await send("phone", "13800000001");
    const code = outboxCode();
    const wrong = code === "123456" ? "654321" : "123456";
    const texts: Array<string | null> = [];
    for (let i = 0; i < 6; i++) texts.push(((await reset("phone", "13800000001", wrong, "Owner2026New")) as Reply).data.message);
    expect(texts).toEqual(["验证码错误，还可尝试4次", "验证码错误，还可尝试3次", "验证码错误，还可尝试2次", "验证码错误，还可尝试1次", "验证码错误次数过多，请重新获取", "验证码错误次数过多，请重新获取"]);
    expect(((await reset("phone", "13800000001", code, "Owner2026New")) as Reply).data.message).toBe("验证码错误次数过多，请重新获取");
    gw.clock.advance(60_000);
    await send("phone", "13800000001");
    gw.clock.advance(10 * 60_000 + 1);
    expect(((await reset("phone", "13800000001", outboxCode(), "Owner2026New")) as Reply).data.message).toBe("验证码已失效，请重新获取");
    // A malformed code is refused by the portal before any call.
    expect(((await reset("phone", "13800000001", "12ab", "Owner2026New")) as Reply).data.messageKey).toBe("flows:codeFormat");
  });

  it("the portal's send limit: a second send within 60 s is refused with 429 and the seconds left, per identifier", async () => {
    const ctx = { requestId: "t", clientIp: "203.0.113.9" };
    const first = (await runWithRequestContext(ctx, () => send("phone", "13800000005"))) as Reply;
    expect(first.data.ok).toBe(true);
    const again = (await runWithRequestContext(ctx, () => send("phone", "13800000005"))) as Reply;
    expect(again.status).toBe(429);
    expect(again.data.messageKey).toBe("flows:tooManySends");
    expect(again.data.params!.seconds).toBeGreaterThanOrEqual(59);
    expect(again.data.params!.seconds).toBeLessThanOrEqual(60);
    const other = (await runWithRequestContext(ctx, () => send("phone", "13800000006"))) as Reply;
    expect(other.data.ok).toBe(true);
    expect(gw.log.filter((e) => e.path === "/sso/user/sendRetrievePassCore")).toHaveLength(2);
    // A send the gateway could not make gives the wait back: the seller may retry at once.
    await fetch("http://gateway.test/__mock/codes/fail-sends", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ times: 1 }) });
    const failed = (await runWithRequestContext(ctx, () => send("phone", "13800000007"))) as Reply;
    expect(failed.data.message).toBe("验证码发送失败，请稍后重试");
    const retried = (await runWithRequestContext(ctx, () => send("phone", "13800000007"))) as Reply;
    expect(retried.data.ok).toBe(true);
  });

  it("the send limiter allows 1 send per 60 s per identifier (case and spaces ignored) and 20 per hour per address", async () => {
    const limiter = createCodeSendLimiter(null);
    expect(await limiter.attempt("198.51.100.1", "a@b.cd")).toEqual({ allowed: true });
    expect((await limiter.attempt("198.51.100.1", "A@B.CD ")).allowed).toBe(false);
    const many = createCodeSendLimiter(null);
    const verdicts = [];
    for (let i = 0; i < 21; i++) verdicts.push((await many.attempt("198.51.100.2", `user${i}@x.example`)).allowed);
    expect(verdicts.slice(0, 20).every(Boolean)).toBe(true);
    expect(verdicts[20]).toBe(false);
  });

  it("no request body carries the new password in plaintext", async () => {
    await send("email", "owner@seller.example");
    await reset("email", "owner@seller.example", outboxCode(), "Plain2026Secret");
    expect(rawBodies.length).toBeGreaterThan(0);
    for (const b of rawBodies) expect(b.body).not.toContain("Plain2026Secret");
    const body = JSON.parse(rawBodies.find((b) => b.path === "/sso/user/retrievePassByEmail")!.body);
    expect(Buffer.from(body.password, "base64").length).toBe(256);
  });

  it("50 known and 50 unknown phones and e-mails get identical send replies (status and body)", async () => {
    const known = ["13800000001", "13800000002", "13800000003", "13800000004", "13800000005", "13800000006", "13800000007", "13800000008"];
    const identifiers = <T,>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
    const times: number[][] = [];
    const runs = async (list: Array<["phone" | "email", string]>) => {
      const out: string[] = [];
      const ms: number[] = [];
      for (const [channel, id] of list) {
        gw.clock.advance(61_000); // past the gateway's resend wait of a repeated identifier
        const started = performance.now();
        const r = (await send(channel, id)) as Reply;
        ms.push(performance.now() - started);
        out.push(JSON.stringify([r.status, r.data]));
      }
      times.push(ms);
      return out;
    };
    const existing = identifiers(50, (i): ["phone" | "email", string] => i % 2 ? ["phone", known[i % known.length]] : ["email", `${["owner", "leftie", "korean", "multi", "lite"][i % 5]}@seller.example`]);
    const unknown = identifiers(50, (i): ["phone" | "email", string] => i % 2 ? ["phone", `139${String(i).padStart(8, "0")}`] : ["email", `nobody${i}@seller.example`]);
    const a = await runs(existing);
    const b = await runs(unknown);
    expect(new Set([...a, ...b]).size).toBe(1);
    // The time bands overlap: each side's fastest reply is faster than the other side's slowest.
    const [ta, tb] = times;
    expect(Math.min(...ta)).toBeLessThanOrEqual(Math.max(...tb));
    expect(Math.min(...tb)).toBeLessThanOrEqual(Math.max(...ta));
    // And the retrieval with a wrong code answers alike too.
    gw.clock.advance(61_000);
    await send("phone", "13800000001");
    await send("phone", "13900000001");
    const r1 = (await reset("phone", "13800000001", "000001", "Some2026Pass")) as Reply;
    const r2 = (await reset("phone", "13900000001", "000001", "Some2026Pass")) as Reply;
    expect([r2.status, r2.data]).toEqual([r1.status, r1.data]);
  });
});
