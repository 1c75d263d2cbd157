/**
 * The user centre's read-only areas (FIXTURE.md "User centre and services"): renewal notices,
 * each system's package and expiry, the help centre's documents and the page each is bound to,
 * and the app market's third-party apps and banners.
 * @module mock-gateway/handlers/user-centre
 */
import type { RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { DAY, HOUR } from "../seed/time";
import { APPS, BANNERS, DOCS, DOC_GROUPS, PAGE_DOCS, RENEW_NOTICE_DAYS } from "../seed/user-centre";

/** Mock-clock ms of a gateway time (`yyyy-MM-dd HH:mm:ss`, UTC+8); null when malformed. */
function gatewayMs(time: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(time);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - 8 * HOUR : null;
}

/** Longest help-centre keyword the mock accepts, characters. */
const MAX_KEYWORD = 50;

/** Handlers of the user centre, app market and help centre. */
export function userCentreHandlers(ctx: GatewayContext): RequestHandler[] {
  const systemsOf = (companyId: string) =>
    ctx.db.system.findMany({ where: { companyId: { equals: companyId } }, orderBy: { serviceId: "asc" } });
  /** The company's base package of a system (the purchase seed's; renewals move its expiry), if any. */
  const basePackage = (companyId: string, serviceId: number, lang: GatewayLanguage) => {
    const row = ctx.db.servicePackage.findFirst({ where: { serviceId: { equals: serviceId }, packageType: { equals: 1 }, ownerCompanyId: { equals: companyId } } });
    if (!row) return null;
    const name = lang === "en_US" ? row.packageEnName : lang === "ko_KR" ? row.packageKrName : row.packageName;
    return { packageId: row.packageId, packageName: name, expireTime: row.expireTime || null, expireMs: row.expireTime ? gatewayMs(row.expireTime) : null };
  };
  return [
    // Every subscribed system with its package and expiry (null: no package).
    route(ctx, "/sso/subjectService/querySystemPackageExpire", ({ session, lang }) =>
      ok(lang, systemsOf(session.companyId).map((s) => {
        const p = basePackage(session.companyId, s.serviceId, lang);
        return { serviceId: s.serviceId, systemCode: s.systemCode, packageId: p?.packageId ?? null, packageName: p?.packageName ?? null, serviceExpireTime: p?.expireTime ?? null };
      }))),
    // Systems in use or expired whose package ended, or ends within RENEW_NOTICE_DAYS.
    route(ctx, "/sso/subjectServiceSystemExt/queryRenewNotice", ({ session, lang }) => {
      const now = ctx.clock.now();
      const notices = systemsOf(session.companyId).flatMap((s) => {
        const p = basePackage(session.companyId, s.serviceId, lang);
        if (!p?.expireTime || p.expireMs === null || (s.status !== 3 && s.status !== 4) || p.expireMs - now > RENEW_NOTICE_DAYS * DAY) return [];
        return [{ serviceId: s.serviceId, systemCode: s.systemCode, systemName: s.systemName, packageName: p.packageName,
          serviceExpireTime: p.expireTime, expired: p.expireMs <= now ? 1 : 0, remainDays: Math.max(0, Math.ceil((p.expireMs - now) / DAY)) }];
      });
      return ok(lang, notices);
    }),
    route(ctx, "/sso/pageDocumentRelation/queryPageBindDocument", ({ body, lang }) => {
      const menuId = Number(body.menuId);
      if (!Number.isSafeInteger(menuId) || menuId <= 0) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const documentId = PAGE_DOCS.get(menuId);
      return ok(lang, documentId === undefined ? null : { platformType: 1, documentId });
    }, { malformed: { documentId: "x" } }),
    route(ctx, "/sso/helpDocument/queryDocumentList", ({ body, lang }) => {
      const raw = body.keyword ?? "";
      if (typeof raw !== "string" || raw.length > MAX_KEYWORD) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const keyword = raw.trim().toLowerCase();
      const text = (html: string) => html.replace(/<[^>]*>/g, " ").toLowerCase();
      const docs = DOCS.filter((d) => !keyword || d.title[lang].toLowerCase().includes(keyword) || text(d.content[lang]).includes(keyword));
      return ok(lang, DOC_GROUPS.map((g) => ({
        groupId: g.groupId, groupName: g.groupName[lang],
        documents: docs.filter((d) => d.groupId === g.groupId).map((d) => ({ documentId: d.documentId, documentTitle: d.title[lang], updateTime: d.updateTime })),
      })).filter((g) => g.documents.length > 0));
    }, { malformed: [{ groupId: "x", documents: 3 }] }),
    route(ctx, "/sso/helpDocument/queryDocumentDetail", ({ body, lang }) => {
      const doc = DOCS.find((d) => d.documentId === Number(body.documentId));
      if (!doc) return fail(lang, MOCK_CODES.notFound, "notFound");
      return ok(lang, { documentId: doc.documentId, groupId: doc.groupId, documentTitle: doc.title[lang], documentContent: doc.content[lang], updateTime: doc.updateTime });
    }, { malformed: { documentTitle: 5 } }),
    route(ctx, "/openApi/apiAppInfo/queryThirdAppSimple", ({ lang }) =>
      ok(lang, APPS.map((a) => ({ appId: a.appId, appName: a.appName[lang], appDesc: a.appDesc[lang], appCategory: a.category[lang],
        installStatus: a.installStatus, appUrl: `${ctx.publicUrl}${a.appPath}` }))),
    { malformed: [{ appId: null }] }),
    route(ctx, "/openApi/banner/queryList", ({ lang }) =>
      ok(lang, BANNERS.map((b) => ({ bannerId: b.bannerId, bannerTitle: b.title[lang], bannerSubTitle: b.subTitle[lang], appId: b.appId })))),
  ];
}
