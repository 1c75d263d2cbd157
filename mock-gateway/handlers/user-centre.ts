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
import { gatewayTime, DAY } from "../seed/time";
import { APPS, BANNERS, DOCS, DOC_GROUPS, PAGE_DOCS, RENEW_NOTICE_DAYS, expiryOf, packageNameOf } from "../seed/user-centre";

/** Longest help-centre keyword the mock accepts, characters. */
const MAX_KEYWORD = 50;

/** Handlers of the user centre, app market and help centre. */
export function userCentreHandlers(ctx: GatewayContext): RequestHandler[] {
  const systemsOf = (companyId: string) =>
    ctx.db.system.findMany({ where: { companyId: { equals: companyId } }, orderBy: { serviceId: "asc" } });
  return [
    // Every subscribed system with its package and expiry (null: no package).
    route(ctx, "/sso/subjectService/querySystemPackageExpire", ({ session, lang }) => {
      const now = ctx.clock.now();
      return ok(lang, systemsOf(session.companyId).map((s) => {
        const expiry = expiryOf(s, now);
        return { serviceId: s.serviceId, systemCode: s.systemCode, packageId: s.packageId, packageName: packageNameOf(s.systemCode, lang) || null,
          serviceExpireTime: expiry === null ? null : gatewayTime(expiry) };
      }));
    }),
    route(ctx, "/sso/subjectServiceSystemExt/queryRenewNotice", ({ session, lang }) => {
      const now = ctx.clock.now();
      const notices = systemsOf(session.companyId).flatMap((s) => {
        const expiry = expiryOf(s, now);
        if (expiry === null || s.status === 9 || expiry - now > RENEW_NOTICE_DAYS * DAY) return [];
        return [{ serviceId: s.serviceId, systemCode: s.systemCode, systemName: s.systemName, packageName: packageNameOf(s.systemCode, lang),
          serviceExpireTime: gatewayTime(expiry), expired: expiry <= now ? 1 : 0, remainDays: Math.max(0, Math.floor((expiry - now) / DAY)) }];
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
