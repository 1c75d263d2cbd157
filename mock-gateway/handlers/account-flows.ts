/**
 * Password retrieval and register of the mock gateway (shell §5, §7): code sends
 * (`sendRetrievePassCore` by phone, `sendRetrievePassEmail` by e-mail; `type: "register"` sends a
 * register code), `retrievePassByPhone`, `retrievePassByEmail` and `register`. Every reply is the
 * same whether the phone, e-mail or account exists (AUTH-16); codes follow ./core/codes.ts
 * (AUTH-17); new passwords arrive encrypted (AUTH-02) and must meet AUTH-04.
 *
 * Wire shapes (the spec shows none; these are the mock's):
 * - `sendRetrievePassCore {phone, type?}`, `sendRetrievePassEmail {email, type?}` → `data: null`;
 *   `type` is `retrieve` (default), `register` or `bind` (./binding.ts)
 * - `retrievePassByPhone {phone, code, password}`, `retrievePassByEmail {email, code, password}` → `data: null`
 * - `register {companyName, userName, phone?|email?, code, password, linkId?, source?}` → `data: null`
 * @module mock-gateway/handlers/account-flows
 */
import type { RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { checkCode, sendCode, type CheckOutcome, type CodeFlow } from "../core/codes";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { decryptPassword } from "./user-login";
import type { GatewayLanguage } from "../../app/gateway/schemas";

/** Phone numbers the mock accepts: mainland mobile numbers, 11 digits starting with 1. */
export const PHONE = /^1\d{10}$/;
/** E-mail addresses the mock accepts (a simple shape check, at most 254 characters). */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The gateway's own check of a new password (AUTH-04): 8–16 characters, upper, lower, digit. */
export function meetsPasswordRule(plain: string): boolean {
  const length = [...plain].length;
  return length >= 8 && length <= 16 && /[A-Z]/.test(plain) && /[a-z]/.test(plain) && /[0-9]/.test(plain);
}

const sendPhone = z.object({ phone: z.string().max(64), type: z.enum(["retrieve", "register", "bind"]).optional() });
const sendEmail = z.object({ email: z.string().max(254), type: z.enum(["retrieve", "register", "bind"]).optional() });
const code = z.string().max(32);
const password = z.string().min(1).max(2048);
const byPhone = z.object({ phone: z.string().max(64), code, password });
const byEmail = z.object({ email: z.string().max(254), code, password });

/** The gateway's refusal of a code check that did not pass. */
export function codeRefusal(lang: GatewayLanguage, outcome: Exclude<CheckOutcome, { kind: "ok" }>): Response {
  if (outcome.kind === "wrong") return fail(lang, MOCK_CODES.codeWrong, "codeWrong", { n: outcome.left });
  if (outcome.kind === "locked") return fail(lang, MOCK_CODES.codeLocked, "codeLocked");
  return fail(lang, MOCK_CODES.codeExpired, "codeExpired");
}

/** The user whose phone or e-mail is `value` (case-insensitive), if any. */
export function userBy(ctx: GatewayContext, field: "phone" | "email", value: string) {
  const wanted = value.trim().toLowerCase();
  return ctx.db.user.findMany({}).find((u) => (u[field] ?? "").toLowerCase() === wanted && wanted !== "");
}

/** Handlers of the account flows. @see AUTH-13 @see AUTH-15 @see AUTH-16 @see AUTH-17 */
export function accountFlowHandlers(ctx: GatewayContext): RequestHandler[] {
  const send = (field: "phone" | "email", schema: typeof sendPhone | typeof sendEmail, path: string) =>
    route(ctx, path, ({ body, lang }) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const data = parsed.data as { phone?: string; email?: string; type?: "retrieve" | "register" | "bind" };
      const identifier = (field === "phone" ? data.phone : data.email) ?? "";
      if (!(field === "phone" ? PHONE : EMAIL).test(identifier.trim())) {
        return fail(lang, MOCK_CODES.badIdentifier, field === "phone" ? "badPhone" : "badEmail");
      }
      const type = data.type ?? "retrieve";
      const flow = `${type}-${field}` as CodeFlow;
      // Retrieval codes reach only an account's phone or e-mail; register and bind codes any new one.
      const deliver = type !== "retrieve" || userBy(ctx, field, identifier) !== undefined;
      const outcome = sendCode(ctx, flow, identifier, deliver);
      if (outcome.kind === "throttled") return fail(lang, MOCK_CODES.codeTooFrequent, "codeTooFrequent", { n: outcome.retryAfterS });
      if (outcome.kind === "failed") return fail(lang, MOCK_CODES.codeSendFailed, "codeSendFailed");
      return ok(lang, null);
    }, { auth: false, malformed: "oops" });

  const retrieve = (field: "phone" | "email", schema: typeof byPhone | typeof byEmail, path: string) =>
    route(ctx, path, ({ body, lang }) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const data = parsed.data as { phone?: string; email?: string; code: string; password: string };
      const identifier = ((field === "phone" ? data.phone : data.email) ?? "").trim();
      if (!(field === "phone" ? PHONE : EMAIL).test(identifier)) {
        return fail(lang, MOCK_CODES.badIdentifier, field === "phone" ? "badPhone" : "badEmail");
      }
      const plain = decryptPassword(data.password);
      if (plain === undefined) return fail(lang, MOCK_CODES.badPasswordFormat, "badPasswordFormat");
      if (!meetsPasswordRule(plain)) return fail(lang, MOCK_CODES.weakPassword, "weakPassword");
      const outcome = checkCode(ctx, `retrieve-${field}`, identifier, data.code.trim());
      if (outcome.kind !== "ok") return codeRefusal(lang, outcome);
      const user = userBy(ctx, field, identifier);
      // Only a guessed code of an unknown identifier gets here: refused like an old code.
      if (!user) return fail(lang, MOCK_CODES.codeExpired, "codeExpired");
      ctx.db.user.update({ where: { username: { equals: user.username } }, data: { password: plain } });
      ctx.db.loginAttempt.delete({ where: { username: { equals: user.username } } });
      // The old password's sessions end with it.
      ctx.db.token.updateMany({ where: { username: { equals: user.username } }, data: { revoked: true } });
      return ok(lang, null);
    }, { auth: false, malformed: "oops" });

  return [
    send("phone", sendPhone, "/sso/user/sendRetrievePassCore"),
    send("email", sendEmail, "/sso/user/sendRetrievePassEmail"),
    retrieve("phone", byPhone, "/sso/user/retrievePassByPhone"),
    retrieve("email", byEmail, "/sso/user/retrievePassByEmail"),
  ];
}
