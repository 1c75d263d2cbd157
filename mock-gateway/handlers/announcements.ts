/**
 * Announcement detail and ticker, and the behaviour log (ANN-02, ANN-09, ANN-10).
 * getLastAnnouncement and getLivingBroadcast live in ./notices.
 * @module mock-gateway/handlers/announcements
 */
import type { RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

const BEHAVIOR_TYPES = new Set(["OPEN", "CLOSE"]);
const SCENES = new Set(["popup", "list"]);

/** Handlers of the announcement area beyond the popup list. */
export function announcementHandlers(ctx: GatewayContext): RequestHandler[] {
  const ofCompany = (companyId: string) =>
    ctx.db.announcement.findMany({ where: { companyId: { equals: companyId } }, orderBy: { announcementId: "asc" } });
  return [
    route(ctx, "/sso/announcementGroup/getAnnouncementYhEjectDetail", ({ session, body, lang }) => {
      const row = ofCompany(session.companyId).find((a) => a.announcementId === Number(body.announcementId));
      if (!row) return fail(lang, MOCK_CODES.notFound, "notFound");
      const { enclosureListJson, companyId: _c, ...a } = row;
      return ok(lang, { ...a, enclosureList: JSON.parse(enclosureListJson) as unknown });
    }),
    route(ctx, "/sso/announcementGroup/getAnnouncementNotice", ({ session, lang }) =>
      // The titles in every language, as the popup's rows carry them: the shell shows the one
      // of the user's language (localTitle).
      ok(lang, ofCompany(session.companyId).map(({ announcementId, announcementTitle, announcementTitleEn, announcementTitleKr, announcementType, announcementOnTime }) =>
        ({ announcementId, announcementTitle, announcementTitleEn, announcementTitleKr, announcementType, announcementOnTime }))),
    ),
    route(ctx, "/sso/promotion/recordMarketUserBehavior", ({ body, lang }) => {
      const valid = BEHAVIOR_TYPES.has(String(body.behaviorType)) && SCENES.has(String(body.behaviorScene)) && Number.isFinite(Number(body.bizId));
      return valid ? ok(lang, null) : fail(lang, MOCK_CODES.badRequest, "badRequest");
    }),
  ];
}
