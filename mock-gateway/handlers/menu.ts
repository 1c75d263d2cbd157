/**
 * /sso/role and /sso/menuStatistics: the role-and-service menu tree and menu-open tracking.
 * @module mock-gateway/handlers/menu
 */
import type { RequestHandler } from "msw";
import { addMenuStatusRequestSchema, menuTreeRequestSchema, recordMenuOptRequestSchema } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { buildMenuTree, homeMenuId } from "./menu-tree";

/** Handlers of the menu area. @see GW-23 @see GW-22 @see I18N-06 @see LAYOUT-15 */
export function menuHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/role/getMenuTreeByServiceAndRole", ({ session, body, lang }) => {
      const parsed = menuTreeRequestSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const system = ctx.db.system.findFirst({ where: { serviceId: { equals: parsed.data.serviceId } } });
      if (!system || system.companyId !== session.companyId) return fail(lang, MOCK_CODES.noSystemAccess, "noSystemAccess");
      const member = ctx.db.membership.findFirst({
        where: { username: { equals: session.username }, companyId: { equals: session.companyId } },
      });
      const user = ctx.db.user.findFirst({ where: { username: { equals: session.username } }, strict: true });
      const pins = ctx.db.pin.findMany({
        where: { username: { equals: session.username }, serviceId: { equals: system.serviceId } },
      });
      const childMenus = buildMenuTree(ctx, system.serviceId, system.systemCode, member?.hiddenGroups ?? [],
        new Set(pins.map((p) => p.menuId)));
      return ok(lang, {
        childMenus, homeMenuId: homeMenuId(ctx, system.serviceId), showUpdateFlag: user.showUpdateFlag,
        packageShowUpdateFlag: 2, packageId: system.packageId, useNewMenu: system.useNewMenu,
      });
    }, { malformed: { childMenus: "oops" } }),

    route(ctx, "/sso/menuStatistics/recordMenuOpt", ({ body, lang }) => {
      if (!recordMenuOptRequestSchema.safeParse(body).success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      return ok(lang, null, MOCK_CODES.successZero);
    }),

    // LAYOUT-15: the sider state, read back by userActionConfig (saveMenuStatus, menuStatusDTO).
    route(ctx, "/sso/menu/addMenuStatus", ({ session, body, lang }) => {
      const parsed = addMenuStatusRequestSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      ctx.db.user.update({ where: { username: { equals: session.username } }, data: { saveMenuStatus: parsed.data.saveMenuStatus } });
      return ok(lang, null);
    }),
  ];
}
