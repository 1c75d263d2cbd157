/**
 * /sso/user info area: user info (with token rotation), user config, language and menu style.
 * @module mock-gateway/handlers/user-info
 */
import type { RequestHandler } from "msw";
import { TOKEN_RESPONSE_HEADER, chooseLanguageRequestSchema } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { rotateIfDue, type Session } from "../core/tokens";

/** The user and company of a session (both exist: authenticate checked them). */
export function sessionUser(ctx: GatewayContext, session: Session) {
  const user = ctx.db.user.findFirst({ where: { username: { equals: session.username } }, strict: true });
  const company = ctx.db.company.findFirst({ where: { id: { equals: session.companyId } }, strict: true });
  const member = ctx.db.membership.findFirst({
    where: { username: { equals: session.username }, companyId: { equals: session.companyId } },
  });
  return { user, company, member };
}

/** Handlers of the user info area. @see GW-05 @see I18N-04 */
export function userInfoHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/user/getUserInfoByHideCode", ({ session, lang }) => {
      const { user, company, member } = sessionUser(ctx, session);
      const rotated = rotateIfDue(ctx, session);
      const data = {
        userId: user.userId, userCode: user.userCode, userName: user.username, userRealName: user.realName,
        realName: user.realName, nickName: user.nickName, phone: user.phone, email: user.email, headImgUrl: user.headImgUrl,
        // Whether a password is bound (first binding, AUTH-14): false for an account made without one.
        isBindPsw: user.password !== "",
        subjectCodeEncrypt: company.subjectCodeEncrypt, onlineSubjectName: company.companyName,
        ssoEnv: user.ssoEnv ?? "", ssoEnvList: [{ value: user.ssoEnv ?? "" }], historicalStatus: user.historicalStatus, guideStatus: user.guideStatus,
        guideScheduleStr: user.guideSchedule, chooseLanguage: user.chooseLanguage, buildStationStatus: user.buildStationStatus,
        classification: user.classification, subjectMode: user.subjectMode, isDemo: user.isDemo, isOwner: member?.isOwner ?? false,
      };
      return ok(lang, data, MOCK_CODES.success, rotated ? { [TOKEN_RESPONSE_HEADER]: rotated } : {});
    }, { malformed: { userId: "x", userName: null }, company: "optional" }),

    route(ctx, "/sso/user/userActionConfig", ({ session, lang }) => {
      const { user } = sessionUser(ctx, session);
      return ok(lang, {
        packageStyle: user.packageStyle, saveMenuStatus: user.saveMenuStatus, listingShow: user.listingShow,
        menuScoreSwitch: user.menuScoreSwitch, menuStatusDTO: { saveMenuStatus: user.saveMenuStatus },
      });
    }, { malformed: { packageStyle: "left" } }),

    route(ctx, "/sso/user/chooseLanguage", ({ session, body, lang }) => {
      const parsed = chooseLanguageRequestSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      ctx.db.user.update({ where: { username: { equals: session.username } }, data: { chooseLanguage: parsed.data.language } });
      return ok(lang, null);
    }),

    route(ctx, "/sso/user/changePackageStyle", ({ session, body, lang }) => {
      const style = Number(body.styleCode ?? body.packageStyle);
      if (style !== 1 && style !== 2) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      ctx.db.user.update({ where: { username: { equals: session.username } }, data: { packageStyle: style } });
      return ok(lang, null);
    }),
  ];
}
