/**
 * Notifications, classifications (quiet hours), announcements, live broadcasts, system
 * parameters and the lite guide: read endpoints over the seeded content.
 * @module mock-gateway/handlers/notices
 */
import type { RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { ok, route } from "../core/route";
import { gatewayTime } from "../seed/time";

/** Handlers of the notice and content area. */
export function noticeHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/msgNotice/queryMsgNoticePage", ({ session, body, lang }) => {
      const all = ctx.db.notification.findMany({ where: { username: { equals: session.username } }, orderBy: { id: "asc" } });
      const noReadCount = all.filter((n) => n.hasRead === 2).length;
      // hasRead 1/2 and msgType (the list page's classification filter) narrow the page; the unread count is the user's whole.
      const msgType = body.msgType === undefined || body.msgType === null || body.msgType === "" ? null : Number(body.msgType);
      const filtered = all.filter((n) => (body.hasRead !== 2 && body.hasRead !== 1 ? true : n.hasRead === body.hasRead) && (msgType === null || n.msgType === msgType));
      const pageSize = Math.max(1, Number(body.pageSize) || 10);
      const pageNum = Math.max(1, Number(body.pageNum) || 1);
      const dataList = filtered.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(({ username: _u, ...n }) => n);
      return ok(lang, { dataList, noReadCount, total: filtered.length, pageNum, pageSize });
    }, { malformed: { dataList: "oops" } }),
    route(ctx, "/sso/msgNotice/saveAllRead", ({ session, lang }) => {
      ctx.db.notification.updateMany({ where: { username: { equals: session.username } }, data: { hasRead: 1 } });
      return ok(lang, null);
    }),
    route(ctx, "/sso/messageManagement/queryClassification", ({ lang }) =>
      ok(lang, ctx.db.classification.findMany({ where: { messageStatus: { equals: 1 } }, orderBy: { id: "asc" } })),
    ),
    route(ctx, "/sso/msgNotice/getNoticeMuteTime", ({ lang }) =>
      ok(lang, ctx.db.classification.getAll().filter((c) => c.beginTime !== "")
        .map(({ messageType, beginTime, endTime, isNextDay }) => ({ messageType, beginTime, endTime, isNextDay }))),
    ),
    route(ctx, "/sso/announcementGroup/getLastAnnouncement", ({ session, lang }) => {
      const rows = ctx.db.announcement.findMany({ where: { companyId: { equals: session.companyId } }, orderBy: { announcementId: "asc" } });
      return ok(lang, rows.map(({ enclosureListJson, companyId: _c, ...a }) => ({ ...a, enclosureList: JSON.parse(enclosureListJson) as unknown })));
    }),
    route(ctx, "/sso/liveBroadcastGroup/getLivingBroadcast", ({ lang }) => {
      const now = gatewayTime(ctx.clock.now());
      return ok(lang, ctx.db.liveBroadcast.getAll().filter((l) => l.liveBeginTime <= now && l.liveEndTime > now));
    }),
    // The live and replay list and one broadcast (ANN-19; paths expected, not specified): every
    // broadcast that has begun, newest first, with the seed's field names.
    route(ctx, "/sso/liveBroadcastGroup/queryLiveBroadcastPage", ({ body, lang }) => {
      const now = gatewayTime(ctx.clock.now());
      const all = ctx.db.liveBroadcast.getAll().filter((l) => l.liveBeginTime <= now)
        .sort((a, b) => b.liveBeginTime.localeCompare(a.liveBeginTime));
      const pageSize = Math.min(100, Math.max(1, Number(body.pageSize) || 10));
      const pageNum = Math.max(1, Number(body.pageNum) || 1);
      return ok(lang, { dataList: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length, pageNum, pageSize });
    }, { malformed: { dataList: "oops" } }),
    route(ctx, "/sso/liveBroadcastGroup/getLiveBroadcastDetail", ({ body, lang }) => {
      const liveId = Number(body.liveId);
      return ok(lang, Number.isSafeInteger(liveId) ? ctx.db.liveBroadcast.findFirst({ where: { liveId: { equals: liveId } } }) : null);
    }),
    route(ctx, "/sso/systemParams/querySystemParamsPage", ({ body, lang }) => {
      const rows = ctx.db.systemParam.getAll().filter((p) =>
        (!body.systemName || p.systemName === body.systemName) && (!body.systemGroup || p.systemGroup === body.systemGroup));
      return ok(lang, { dataList: rows, total: rows.length });
    }),
  ];
}
