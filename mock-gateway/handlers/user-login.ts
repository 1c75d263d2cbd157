/**
 * /sso/user login area: login, logout, companies of a login, company switch and auto-login.
 * @module mock-gateway/handlers/user-login
 */
import { constants, privateDecrypt } from "node:crypto";
import type { RequestHandler } from "msw";
import {
  loginRequestSchema, selectSubjectRequestSchema, transformLoginRequestSchema,
} from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { AUTO_LOGIN_TTL_MS, defaultCompany, issueSession, revoke } from "../core/tokens";
import { MOCK_PRIVATE_KEY_PEM } from "../keys/mock-keys";
import { disabledLoginRefusal } from "./sub-account-rules";

/** Wrong tries in a row that lock an account, and how long the lock lasts (mock-clock ms). */
export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

/**
 * Decrypts a login password: base64 RSA-OAEP (SHA-256) ciphertext made with the mock public key.
 * @returns the plaintext, or undefined when it does not decrypt
 * @see AUTH-02
 */
export function decryptPassword(cipher: string): string | undefined {
  try {
    const buf = Buffer.from(cipher, "base64");
    if (buf.length === 0) return undefined;
    return privateDecrypt({ key: MOCK_PRIVATE_KEY_PEM, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, buf).toString("utf8");
  } catch {
    return undefined;
  }
}

/** Login-like `data`: a new session token for `username` bound to `companyId`. */
function loginData(ctx: GatewayContext, username: string, companyId: string) {
  const user = ctx.db.user.findFirst({ where: { username: { equals: username } }, strict: true });
  return { token: issueSession(ctx, username, companyId), userId: user.userId, chooseLanguage: user.chooseLanguage };
}

/** Handlers of the login area. @see AUTH-01 @see AUTH-05 @see AUTH-11 */
export function userLoginHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/user/login", ({ body, lang }) => {
      const parsed = loginRequestSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const { userName, password } = parsed.data;
      const now = ctx.clock.now();
      const where = { username: { equals: userName } };
      let attempt = ctx.db.loginAttempt.findFirst({ where });
      if (attempt && attempt.lockedUntil > now) return fail(lang, MOCK_CODES.locked, "locked");
      if (attempt && attempt.lockedUntil > 0) attempt = ctx.db.loginAttempt.update({ where, data: { failures: 0, lockedUntil: 0 } });
      const plain = decryptPassword(password);
      if (plain === undefined) return fail(lang, MOCK_CODES.badPasswordFormat, "badPasswordFormat");
      const user = ctx.db.user.findFirst({ where });
      const companyId = user ? defaultCompany(ctx, user.username) : undefined;
      if (!user || !companyId || user.password !== plain) {
        const failures = (attempt?.failures ?? 0) + 1;
        const lockedUntil = failures >= MAX_LOGIN_FAILURES ? now + LOCK_MS : 0;
        if (attempt) ctx.db.loginAttempt.update({ where, data: { failures, lockedUntil } });
        else ctx.db.loginAttempt.create({ username: userName, failures, lockedUntil });
        if (lockedUntil) return fail(lang, MOCK_CODES.locked, "locked");
        return fail(lang, MOCK_CODES.wrongCredentials, "wrongCredentials", { n: MAX_LOGIN_FAILURES - failures });
      }
      if (attempt) ctx.db.loginAttempt.delete({ where });
      const disabled = disabledLoginRefusal(ctx, user.username, lang);
      if (disabled) return disabled;
      return ok(lang, loginData(ctx, user.username, companyId));
    }, { auth: false, malformed: { token: 42 } }),

    route(ctx, "/sso/user/logout", ({ session, lang }) => {
      revoke(ctx, session.token);
      return ok(lang, null);
    }, { company: "optional" }),

    route(ctx, "/sso/user/getPersonalUserSub", ({ session, lang }) => {
      const members = ctx.db.membership.findMany({ where: { username: { equals: session.username } } });
      const data = members.map((m) => {
        const c = ctx.db.company.findFirst({ where: { id: { equals: m.companyId } }, strict: true });
        return { subjectCodeEncrypt: c.subjectCodeEncrypt, companyName: c.companyName, isOwner: m.isOwner,
          packageInfoOnlineDTOS: [{ packageName: c.packageName, packageId: c.packageId }] };
      });
      return ok(lang, data);
    }, { malformed: [{ companyName: 7 }], company: "optional" }),

    route(ctx, "/sso/user/selMuchTransformLogin", ({ session, body, lang }) => {
      const parsed = selectSubjectRequestSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const company = ctx.db.company.findFirst({ where: { subjectCodeEncrypt: { equals: parsed.data.subjectCodeEncrypt } } });
      const member = company && ctx.db.membership.findFirst({
        where: { username: { equals: session.username }, companyId: { equals: company.id } },
      });
      if (!company || !member) return fail(lang, MOCK_CODES.noSubject, "noSubject");
      return ok(lang, loginData(ctx, session.username, company.id));
    }, { malformed: { token: "" }, company: "optional" }),

    ...["/sso/user/transformLoginByOther", "/sso/user/transformLogin"].map((path) =>
      route(ctx, path, ({ body, lang }) => {
        const parsed = transformLoginRequestSchema.safeParse(body);
        if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
        const row = ctx.db.token.findFirst({ where: { token: { equals: parsed.data.token } } });
        if (!row || row.kind !== "autologin" || row.revoked) return fail(lang, MOCK_CODES.autoLoginInvalid, "autoLoginInvalid");
        if (ctx.clock.now() - row.issuedAt > AUTO_LOGIN_TTL_MS) return fail(lang, MOCK_CODES.autoLoginExpired, "autoLoginExpired");
        const companyId = defaultCompany(ctx, row.username);
        if (!companyId) return fail(lang, MOCK_CODES.autoLoginInvalid, "autoLoginInvalid");
        return ok(lang, loginData(ctx, row.username, companyId));
      }, { auth: false, malformed: { token: null } }),
    ),
  ];
}
