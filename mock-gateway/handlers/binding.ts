/**
 * `firstBindingPhoneEmailPsw` of the mock gateway (shell §7), and `updateUserInfo` (the profile's
 * name and nick name, AUTH-18; a call the spec does not name): the signed-in user binds a phone,
 * an e-mail and/or a password (first binding, AUTH-14); account settings (AUTH-18) changes them
 * through the same call, since the spec names no other call that writes them.
 *
 * Wire shape (the spec shows none; this is the mock's and the portal's):
 * `firstBindingPhoneEmailPsw {phone?, phoneCode?, email?, emailCode?, password?, oldPassword?}`
 * → `data: null`.
 * - `phone` with `phoneCode`, `email` with `emailCode`: codes of the `bind` type
 *   (`sendRetrievePassCore {phone, type: "bind"}` / `sendRetrievePassEmail {email, type: "bind"}`),
 *   checked by ./core/codes.ts (AUTH-17);
 * - `password`: the new password, encrypted (AUTH-02), under AUTH-04; when the account already
 *   has one, `oldPassword` (encrypted) must be it (`oldPasswordWrong` otherwise) and the user's
 *   other sessions end;
 * - a phone or e-mail that belongs to another account: one generic refusal, `bindRefused`, told
 *   only after its code passed (AUTH-16).
 * Everything is checked before anything is written: a refused call changes nothing, and uses up
 * no code that passed (only a wrong entry counts against its code).
 * @module mock-gateway/handlers/binding
 */
import type { RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { checkCode, spendCode } from "../core/codes";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { EMAIL, PHONE, codeRefusal, meetsPasswordRule, userBy } from "./account-flows";
import { decryptPassword } from "./user-login";

const cipher = z.string().min(1).max(2048);
const bindSchema = z.object({
  phone: z.string().trim().max(64).optional(),
  phoneCode: z.string().trim().max(32).optional(),
  email: z.string().trim().max(254).optional(),
  emailCode: z.string().trim().max(32).optional(),
  password: cipher.optional(),
  oldPassword: cipher.optional(),
}).strict();

/** `updateUserInfo {realName, nickName}`: name 1 to 32 characters, nick name 0 to 32 (the spec names no call). */
const profileSchema = z.object({
  realName: z.string().trim().min(1).refine((v) => [...v].length <= 32),
  nickName: z.string().trim().refine((v) => [...v].length <= 32),
}).strict();

/** Handlers of the binding call and the profile change. @see AUTH-14 @see AUTH-17 @see AUTH-18 */
export function bindingHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/user/updateUserInfo", ({ session, body, lang }) => {
      const parsed = profileSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      ctx.db.user.update({ where: { username: { equals: session.username } }, data: parsed.data });
      return ok(lang, null);
    }),
    route(ctx, "/sso/user/firstBindingPhoneEmailPsw", ({ session, body, lang }) => {
      const parsed = bindSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const input = parsed.data;
      if (!input.phone && !input.email && !input.password) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const where = { username: { equals: session.username } };
      const user = ctx.db.user.findFirst({ where, strict: true });
      if (input.phone !== undefined && !PHONE.test(input.phone)) return fail(lang, MOCK_CODES.badIdentifier, "badPhone");
      if (input.email !== undefined && !EMAIL.test(input.email)) return fail(lang, MOCK_CODES.badIdentifier, "badEmail");
      let plain: string | undefined;
      if (input.password !== undefined) {
        plain = decryptPassword(input.password);
        if (plain === undefined) return fail(lang, MOCK_CODES.badPasswordFormat, "badPasswordFormat");
        if (!meetsPasswordRule(plain)) return fail(lang, MOCK_CODES.weakPassword, "weakPassword");
        if (user.password) {
          const old = input.oldPassword === undefined ? undefined : decryptPassword(input.oldPassword);
          if (old !== user.password) return fail(lang, MOCK_CODES.oldPasswordWrong, "oldPasswordWrong");
        }
      }
      for (const field of ["phone", "email"] as const) {
        const value = input[field];
        if (value === undefined) continue;
        // Checked without using it up: a right phone code stays good when the e-mail's is wrong.
        const outcome = checkCode(ctx, `bind-${field}`, value, input[field === "phone" ? "phoneCode" : "emailCode"] ?? "", false);
        if (outcome.kind !== "ok") return codeRefusal(lang, outcome);
        const owner = userBy(ctx, field, value);
        if (owner && owner.username !== user.username) return fail(lang, MOCK_CODES.bindRefused, "bindRefused");
      }
      for (const field of ["phone", "email"] as const) if (input[field] !== undefined) spendCode(ctx, `bind-${field}`, input[field]!);
      const data: { phone?: string; email?: string; password?: string } = {};
      if (input.phone !== undefined) data.phone = input.phone;
      if (input.email !== undefined) data.email = input.email.toLowerCase();
      if (plain !== undefined) data.password = plain;
      ctx.db.user.update({ where, data });
      if (plain !== undefined) {
        ctx.db.loginAttempt.delete({ where });
        // Other sessions end with the old password; this one stays.
        ctx.db.token.updateMany({ where: { username: { equals: user.username }, token: { notEquals: session.token } }, data: { revoked: true } });
      }
      return ok(lang, null);
    }),
  ];
}
