/**
 * Server side of `/api/user-centre/{home|apps|help|help-bound}`: the reads of the user centre,
 * the app market and the help centre. Each answers `{ok: true, …}` or `{ok: false, failure}` as
 * {@link respondJson}; a bad parameter is refused with 400 `{ok: false, error}` (an i18n key)
 * before any gateway call. Help documents' HTML is sanitised here, before any page sees it.
 * @module features/user-centre/api
 * @see USER-01 @see USER-07 @see USER-08 @see ROUTE-24
 */
import {
  getPersonalUserSub,
  getUserInfo,
  queryBannerList,
  queryDocumentDetail,
  queryDocumentList,
  queryPageBindDocument,
  queryRenewNotice,
  querySystemExtListForSub,
  querySystemPackageExpire,
  queryThirdAppSimple,
  respondJson,
} from "~/gateway/index.server";
import { sanitizeHtml } from "~/utils/safe-html.server";
import { HELP_KEYWORD_MAX, parseDocId, safeAppUrl } from "./model";
import type { HelpData, HomeData, MarketData } from "./types";

const badInput = () => Response.json({ ok: false as const, error: "userCentre:errors.badInput" }, { status: 400 });

/** GET home: the company, its systems with package and expiry, the renewal notices. @see USER-01 */
export function homeLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client): Promise<HomeData> => {
    const [user, subjects, systems, packages, notices] = await Promise.all([
      getUserInfo(client), getPersonalUserSub(client), querySystemExtListForSub(client), querySystemPackageExpire(client), queryRenewNotice(client),
    ]);
    const company = subjects.find((s) => s.subjectCodeEncrypt === user.subjectCodeEncrypt) ?? null;
    const packageOf = new Map(packages.map((p) => [Number(p.serviceId), p]));
    return {
      company: {
        companyName: company?.companyName || user.onlineSubjectName || "",
        isOwner: company?.isOwner ?? false,
        packageNames: (company?.packageInfoOnlineDTOS ?? []).map((p) => p.packageName),
      },
      user: { userName: user.userName, realName: user.realName || user.userRealName || "" },
      systems: systems.map((s) => {
        const p = packageOf.get(Number(s.serviceId));
        return { serviceId: Number(s.serviceId), systemCode: s.systemCode, systemName: s.systemName, status: Number(s.status),
          serviceActive: s.serviceActive ?? null, packageName: p?.packageName ?? null, serviceExpireTime: p?.serviceExpireTime ?? null };
      }),
      notices: notices.map((n) => ({ serviceId: Number(n.serviceId), systemCode: n.systemCode, systemName: n.systemName ?? "", packageName: n.packageName ?? "",
        serviceExpireTime: n.serviceExpireTime, expired: Number(n.expired) === 1, remainDays: n.remainDays == null ? null : Number(n.remainDays) })),
    };
  });
}

/** GET apps: the app market's apps and banners. @see USER-07 */
export function marketLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client): Promise<MarketData> => {
    const [apps, banners] = await Promise.all([queryThirdAppSimple(client), queryBannerList(client)]);
    return {
      apps: apps.map((a) => ({ appId: Number(a.appId), appName: a.appName, appDesc: a.appDesc ?? "", appCategory: a.appCategory ?? "",
        installed: Number(a.installStatus) === 1, appUrl: safeAppUrl(a.appUrl) })),
      banners: banners.map((b) => ({ bannerId: Number(b.bannerId), bannerTitle: b.bannerTitle, bannerSubTitle: b.bannerSubTitle ?? "", appId: b.appId == null ? null : Number(b.appId) })),
    };
  });
}

/**
 * GET help `?keyword=&docId=`: the documents by group holding `keyword` (≤ 50 characters) and,
 * with `docId` (a positive integer), that document with sanitised HTML (`document: null` when the
 * gateway does not know it). @see USER-08 @see ROUTE-24
 */
export function helpLoader(request: Request): Promise<Response> | Response {
  const query = new URL(request.url).searchParams;
  const keyword = (query.get("keyword") ?? "").trim();
  const rawDoc = query.get("docId");
  const docId = rawDoc === null || rawDoc === "" ? null : parseDocId(rawDoc);
  if (keyword.length > HELP_KEYWORD_MAX || docId === undefined) return badInput();
  return respondJson(request, async (client): Promise<HelpData> => {
    const [groups, document] = await Promise.all([
      queryDocumentList(client, keyword),
      docId === null ? null : queryDocumentDetail(client, docId).catch(() => null),
    ]);
    return {
      groups: groups.map((g) => ({ groupId: Number(g.groupId), groupName: g.groupName,
        documents: g.documents.map((d) => ({ documentId: Number(d.documentId), documentTitle: d.documentTitle, updateTime: d.updateTime ?? null })) })),
      document: document && { documentId: Number(document.documentId), documentTitle: document.documentTitle, updateTime: document.updateTime ?? null,
        html: sanitizeHtml(document.documentContent) },
    };
  });
}

/** GET help-bound `?menuId=`: `{documentId}` of the page's bound document, or null. @see USER-08 */
export function helpBoundLoader(request: Request): Promise<Response> | Response {
  const menuId = parseDocId(new URL(request.url).searchParams.get("menuId") ?? "");
  if (menuId === undefined) return badInput();
  return respondJson(request, async (client) => {
    const bound = await queryPageBindDocument(client, menuId);
    return { documentId: bound ? Number(bound.documentId) : null };
  });
}
