/**
 * /sso/subUser: permissions management of a company's sub-accounts (issue 28; USER-02, USER-03).
 * Only the company's owner may call them. Disabling or deleting a sub-account revokes its
 * session tokens (its next request is refused with 401) and pushes the forced-logout notice
 * (`noticeKind` accountDisabled / subAccountDeleted, SOCK-20) to its open notice sockets; a
 * disabled sub-account cannot sign in (sub-account-rules.ts `disabledLoginRefusal`).
 * @module mock-gateway/handlers/sub-accounts
 */
import type { RequestHandler } from "msw";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import type { Session } from "../core/tokens";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { ERP_GROUPS } from "../seed/erp-menu-names";
import { hiddenGroupsOf } from "../seed/sub-accounts";
import { gatewayTime } from "../seed/time";
import { refuse, text } from "./sub-account-rules";
import { decryptPassword } from "./user-login";

const isOwner = (ctx: GatewayContext, s: Session) =>
  ctx.db.membership.findFirst({ where: { username: { equals: s.username }, companyId: { equals: s.companyId } } })?.isOwner === true;

function rowOf(ctx: GatewayContext, s: Session, userId: unknown) {
  const user = typeof userId === "number" ? ctx.db.user.findFirst({ where: { userId: { equals: userId } } }) : null;
  return user ? ctx.db.subAccount.findFirst({ where: { id: { equals: `${user.username}@${s.companyId}` } } }) : null;
}

function wireOf(ctx: GatewayContext, row: { username: string; roleIds: number[]; status: number; createTime: string }) {
  const u = ctx.db.user.findFirst({ where: { username: { equals: row.username } }, strict: true });
  return { userId: u.userId, userName: u.username, realName: u.realName, phone: u.phone, email: u.email, status: row.status, roleIds: row.roleIds, createTime: row.createTime };
}

function validRoles(ctx: GatewayContext, s: Session, roleIds: unknown): number[] | null {
  if (!Array.isArray(roleIds) || roleIds.length === 0) return null;
  const ids = [...new Set(roleIds)].filter((r): r is number => typeof r === "number");
  const known = ids.filter((roleId) => ctx.db.role.findFirst({ where: { roleId: { equals: roleId }, companyId: { equals: s.companyId } } }));
  return known.length === roleIds.length ? known : null;
}

/** Ends the user's sessions: revokes its tokens and pushes the forced-logout notice. @see USER-03 */
function endSessions(ctx: GatewayContext, username: string, kind: "accountDisabled" | "subAccountDeleted", lang: GatewayLanguage): void {
  ctx.db.token.updateMany({ where: { username: { equals: username } }, data: { revoked: true } });
  ctx.sockets.push(username, "notice", {
    msgType: 4, noticeKind: kind, msgTitle: text(kind === "accountDisabled" ? "disabledTitle" : "deletedTitle", lang), msgInfo: text("logoutInfo", lang),
  });
}

const str = (v: unknown, max: number) => (typeof v === "string" ? v.trim() : "").slice(0, max);

/** Handlers of /sso/subUser. @see USER-02 @see USER-03 */
export function subAccountHandlers(ctx: GatewayContext): RequestHandler[] {
  const owned = (path: string, handle: (input: { session: Session; body: Record<string, unknown>; lang: GatewayLanguage }) => Response) =>
    route(ctx, path, (input) => (isOwner(ctx, input.session) ? handle(input) : refuse(input.lang, "notOwner")));
  return [
    owned("/sso/subUser/queryPage", ({ session, body, lang }) => {
      const pageNum = Math.max(1, Math.floor(Number(body.pageNum) || 1));
      const pageSize = Math.min(100, Math.max(1, Math.floor(Number(body.pageSize) || 10)));
      const keyword = str(body.keyword, 50).toLowerCase();
      const rows = ctx.db.subAccount.findMany({ where: { companyId: { equals: session.companyId } }, orderBy: { createTime: "desc" } })
        .map((r) => wireOf(ctx, r))
        .filter((w) => !keyword || [w.userName, w.realName, w.phone, w.email].some((v) => v.toLowerCase().includes(keyword)));
      return ok(lang, { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length, pageNum, pageSize });
    }),
    owned("/sso/subUser/queryRoleList", ({ session, lang }) => {
      const roles = ctx.db.role.findMany({ where: { companyId: { equals: session.companyId } }, orderBy: { roleId: "asc" } });
      return ok(lang, roles.map((r) => ({
        roleId: r.roleId, roleName: r.roleName, roleEnName: r.roleEnName, roleKrName: r.roleKrName,
        menuList: ERP_GROUPS.filter((g) => r.groupCodes.includes(g.code)).map((g) => ({ groupCode: g.code, menuName: g.name[0], menuEnName: g.name[1], menuKrName: g.name[2] })),
      })));
    }),
    owned("/sso/subUser/add", ({ session, body, lang }) => {
      const userName = str(body.userName, 40);
      const realName = str(body.realName, 40);
      const phone = str(body.phone, 20);
      const email = str(body.email, 254);
      if (!/^[A-Za-z0-9_.-]{4,20}$/.test(userName) || !realName || (!phone && !email)) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      if (phone && !/^1\d{10}$/.test(phone)) return fail(lang, MOCK_CODES.badRequest, "badPhone");
      const roleIds = validRoles(ctx, session, body.roleIds);
      if (!roleIds) return refuse(lang, "noRole");
      const plain = typeof body.password === "string" ? decryptPassword(body.password) : undefined;
      if (plain === undefined) return fail(lang, MOCK_CODES.badPasswordFormat, "badPasswordFormat");
      const len = [...plain].length;
      if (len < 8 || len > 16 || !/[A-Z]/.test(plain) || !/[a-z]/.test(plain) || !/\d/.test(plain)) return fail(lang, MOCK_CODES.weakPassword, "weakPassword");
      if (ctx.db.user.findMany({}).some((u) => u.username.toLowerCase() === userName.toLowerCase())) return refuse(lang, "nameTaken");
      const userId = 300_000 + ctx.db.user.count();
      ctx.db.user.create({
        username: userName, userId, userCode: `U${userId}`, password: plain, realName, nickName: realName, phone, email, headImgUrl: "",
        packageStyle: 2, saveMenuStatus: 1, listingShow: 1, menuScoreSwitch: 1, chooseLanguage: lang, classification: "NORMAL", isDemo: false,
        historicalStatus: 2, guideStatus: 2, guideSchedule: "1111", buildStationStatus: 1, subjectMode: 1, quotaUsed: 0, quotaTotal: 10, showUpdateFlag: 2,
      });
      ctx.db.membership.create({ id: `${userName}@${session.companyId}`, username: userName, companyId: session.companyId, isOwner: false, isDefault: true, hiddenGroups: hiddenGroupsOf(ctx.db, roleIds) });
      ctx.db.subAccount.create({ id: `${userName}@${session.companyId}`, username: userName, companyId: session.companyId, roleIds, status: 1, createTime: gatewayTime(ctx.clock.now()) });
      return ok(lang, { userId });
    }),
    owned("/sso/subUser/editRole", ({ session, body, lang }) => {
      const row = rowOf(ctx, session, body.userId);
      if (!row) return fail(lang, MOCK_CODES.notFound, "notFound");
      const roleIds = validRoles(ctx, session, body.roleIds);
      if (!roleIds) return refuse(lang, "noRole");
      ctx.db.subAccount.update({ where: { id: { equals: row.id } }, data: { roleIds } });
      ctx.db.membership.update({ where: { id: { equals: row.id } }, data: { hiddenGroups: hiddenGroupsOf(ctx.db, roleIds) } });
      return ok(lang, null);
    }),
    owned("/sso/subUser/updateStatus", ({ session, body, lang }) => {
      const row = rowOf(ctx, session, body.userId);
      if (!row) return fail(lang, MOCK_CODES.notFound, "notFound");
      if (body.status !== 1 && body.status !== 2) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      ctx.db.subAccount.update({ where: { id: { equals: row.id } }, data: { status: body.status } });
      if (body.status === 2) endSessions(ctx, row.username, "accountDisabled", lang);
      return ok(lang, null);
    }),
    owned("/sso/subUser/delete", ({ session, body, lang }) => {
      const row = rowOf(ctx, session, body.userId);
      if (!row) return fail(lang, MOCK_CODES.notFound, "notFound");
      endSessions(ctx, row.username, "subAccountDeleted", lang);
      ctx.db.subAccount.delete({ where: { id: { equals: row.id } } });
      ctx.db.membership.delete({ where: { id: { equals: row.id } } });
      if (ctx.db.membership.count({ where: { username: { equals: row.username } } }) === 0) ctx.db.user.delete({ where: { username: { equals: row.username } } });
      return ok(lang, null);
    }),
  ];
}
