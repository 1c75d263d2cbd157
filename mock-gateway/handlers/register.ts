/**
 * `register` of the mock gateway (shell §7): a new company and its owner account from company
 * name, account name, a phone or e-mail with a register code (./core/codes.ts), and an encrypted
 * password under AUTH-04. The new account can sign in at once: its company gets the lite ERP
 * (a copy of company B's system and menus).
 *
 * Wire shape (the spec shows none): `register {companyName, userName, phone?, email?, code,
 * password, linkId?, source?}` → `data: null`. The code is checked before anything else about the
 * account, so whether an account name, phone or e-mail is taken is told only to someone who holds
 * a valid code for that phone or e-mail — and then with one generic refusal (AUTH-16).
 * @module mock-gateway/handlers/register
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { checkCode } from "../core/codes";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { SEED } from "../seed/ids";
import { EMAIL, PHONE, codeRefusal, meetsPasswordRule } from "./account-flows";
import { decryptPassword } from "./user-login";

/** Account names: 4–32 letters, digits, `_`, `.` or `-`, starting with a letter. */
export const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{3,31}$/;

const registerSchema = z.object({
  companyName: z.string().trim().min(1).max(64),
  userName: z.string().trim().max(64),
  phone: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
  code: z.string().max(32),
  password: z.string().min(1).max(2048),
  linkId: z.string().max(128).optional(),
  source: z.string().max(128).optional(),
});

/** Creates the company (lite ERP, copied from company B) and its owner. */
function createAccount(ctx: GatewayContext, input: { companyName: string; userName: string; phone: string; email: string; password: string }) {
  const n = ctx.db.company.count() + 1;
  const companyId = `N${n}`;
  ctx.db.company.create({ id: companyId, subjectCodeEncrypt: randomBytes(12).toString("hex"), companyName: input.companyName, edition: "lite", packageName: "ERP轻量版", packageId: 91 });
  const erp = ctx.db.system.findFirst({ where: { serviceId: { equals: SEED.serviceIds.erpB } }, strict: true });
  const serviceId = 90_000 + n;
  ctx.db.system.create({ ...erp, serviceId, companyId });
  const offset = serviceId * 1000;
  for (const m of ctx.db.menu.findMany({ where: { serviceId: { equals: erp.serviceId } } })) {
    ctx.db.menu.create({ ...m, menuId: offset + m.menuId, parentId: m.parentId ? offset + m.parentId : 0, serviceId });
  }
  const userId = 200_000 + ctx.db.user.count();
  ctx.db.user.create({
    username: input.userName, userId, userCode: `U${userId}`, password: input.password, realName: input.userName, nickName: input.userName,
    phone: input.phone, email: input.email, headImgUrl: "", packageStyle: 2, saveMenuStatus: 1, listingShow: 1, menuScoreSwitch: 1,
    chooseLanguage: "zh_CN", classification: "NORMAL", isDemo: false, historicalStatus: 2, guideStatus: 2, guideSchedule: "1111",
    buildStationStatus: 1, subjectMode: 1, quotaUsed: 0, quotaTotal: 10, showUpdateFlag: 2, ssoEnv: "",
  });
  ctx.db.membership.create({ id: `${input.userName}@${companyId}`, username: input.userName, companyId, isOwner: true, isDefault: true, hiddenGroups: [] });
}

/** The register handler. @see AUTH-13 @see AUTH-16 @see AUTH-17 */
export function registerHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/user/register", ({ body, lang }) => {
      const parsed = registerSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const { companyName, userName, code } = parsed.data;
      const field = parsed.data.phone ? "phone" : "email";
      const identifier = (parsed.data.phone ?? parsed.data.email ?? "").trim();
      if (!(field === "phone" ? PHONE : EMAIL).test(identifier)) return fail(lang, MOCK_CODES.badIdentifier, field === "phone" ? "badPhone" : "badEmail");
      if (!ACCOUNT_NAME.test(userName)) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const plain = decryptPassword(parsed.data.password);
      if (plain === undefined) return fail(lang, MOCK_CODES.badPasswordFormat, "badPasswordFormat");
      if (!meetsPasswordRule(plain)) return fail(lang, MOCK_CODES.weakPassword, "weakPassword");
      const outcome = checkCode(ctx, `register-${field}`, identifier, code.trim());
      if (outcome.kind !== "ok") return codeRefusal(lang, outcome);
      const wanted = identifier.toLowerCase();
      const taken = ctx.db.user.findMany({}).some((u) => u.username.toLowerCase() === userName.toLowerCase() || (u[field] ?? "").toLowerCase() === wanted);
      if (taken) return fail(lang, MOCK_CODES.registerRefused, "registerRefused");
      createAccount(ctx, { companyName, userName, phone: field === "phone" ? identifier : "", email: field === "email" ? identifier : "", password: plain });
      return ok(lang, null);
    }, { auth: false, malformed: "oops" }),
  ];
}
