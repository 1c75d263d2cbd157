/**
 * Menu preferences and menu tracking: the paid-page display flag (updateSystemUpdateFlag), the
 * menu scores (addMenuScoreInfo).
 * @module mock-gateway/handlers/menu-prefs
 */
import type { RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

const int = (v: unknown) => (typeof v === "number" || (typeof v === "string" && /^\d{1,15}$/.test(v)) ? Number(v) : NaN);

/** Handlers of menu preferences. @see MENU-15 @see LAYOUT-15 @see GW-22 */
export function menuPrefsHandlers(ctx: GatewayContext): RequestHandler[] {
  const user = (username: string) => ({ where: { username: { equals: username } } });
  return [
    // MENU-15: `{serviceId, systemCode, showUpdateFlag}`; the flag comes back as the menu
    // reply's showUpdateFlag (MENU-11). Kept per user, as the seed keeps it.
    route(ctx, "/sso/role/updateSystemUpdateFlag", ({ session, body, lang }) => {
      const flag = int(body.showUpdateFlag);
      const system = ctx.db.system.findFirst({ where: { serviceId: { equals: int(body.serviceId) } } });
      if ((flag !== 1 && flag !== 2) || typeof body.systemCode !== "string") return fail(lang, MOCK_CODES.badRequest, "badRequest");
      if (!system || system.companyId !== session.companyId || system.systemCode !== body.systemCode) {
        return fail(lang, MOCK_CODES.noSystemAccess, "noSystemAccess");
      }
      ctx.db.user.update({ ...user(session.username), data: { showUpdateFlag: flag } });
      return ok(lang, null);
    }),
    // GW-22: a menu score `{menuId, score}` (1..5); accepted and not kept (tracking only).
    route(ctx, "/sso/menuStatistics/addMenuScoreInfo", ({ body, lang }) => {
      const menuId = int(body.menuId);
      const score = int(body.score);
      if (!ctx.db.menu.findFirst({ where: { menuId: { equals: menuId } } }) || !(score >= 1 && score <= 5)) {
        return fail(lang, MOCK_CODES.badRequest, "badRequest");
      }
      return ok(lang, null);
    }),
  ];
}
