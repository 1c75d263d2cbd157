/**
 * /sso/customGroup: favourites, pins and custom scenes (GW-24).
 * @module mock-gateway/handlers/custom-group
 */
import type { RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

/** Handlers of the custom-group area. @see GW-24 */
export function customGroupHandlers(ctx: GatewayContext): RequestHandler[] {
  const mine = (username: string) => ({ username: { equals: username } });
  const menuIdOf = (body: Record<string, unknown>) => {
    const id = Number(body.menuId);
    return Number.isInteger(id) && id > 0 && ctx.db.menu.findFirst({ where: { menuId: { equals: id } } }) ? id : undefined;
  };
  return [
    route(ctx, "/sso/customGroup/queryFavorites", ({ session, lang }) => {
      const rows = ctx.db.favorite.findMany({ where: mine(session.username), orderBy: { sort: "asc" } });
      return ok(lang, { dataList: rows.map((f) => ({ menuId: f.menuId, key: `m_${f.menuId}`, serviceId: f.serviceId })) });
    }, { malformed: { dataList: "oops" } }),
    route(ctx, "/sso/customGroup/addFavorites", ({ session, body, lang }) => {
      const menuId = menuIdOf(body);
      if (!menuId) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const menu = ctx.db.menu.findFirst({ where: { menuId: { equals: menuId } }, strict: true });
      const id = `${session.username}:${menuId}`;
      if (!ctx.db.favorite.findFirst({ where: { id: { equals: id } } })) {
        ctx.db.favorite.create({ id, username: session.username, serviceId: menu.serviceId, menuId, sort: ctx.db.favorite.count() + 1 });
      }
      return ok(lang, null);
    }),
    route(ctx, "/sso/customGroup/delFavorites", ({ session, body, lang }) => {
      ctx.db.favorite.delete({ where: { id: { equals: `${session.username}:${Number(body.menuId)}` } } });
      return ok(lang, null);
    }),
    route(ctx, "/sso/customGroup/collectMenu", ({ session, body, lang }) => {
      const menuId = menuIdOf(body);
      if (!menuId || (body.optType !== 1 && body.optType !== 2)) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const id = `${session.username}:${menuId}`;
      const menu = ctx.db.menu.findFirst({ where: { menuId: { equals: menuId } }, strict: true });
      ctx.db.pin.delete({ where: { id: { equals: id } } });
      if (body.optType === 1) ctx.db.pin.create({ id, username: session.username, serviceId: menu.serviceId, menuId, sort: ctx.db.pin.count() + 1 });
      return ok(lang, null);
    }),
    route(ctx, "/sso/customGroup/queryList", ({ session, lang }) => {
      const rows = ctx.db.customScene.findMany({ where: mine(session.username), orderBy: { groupId: "asc" } });
      return ok(lang, rows.map((g) => ({
        groupId: g.groupId, id: g.groupId, key: g.key, customMenuName: g.customMenuName, type: g.type, remark: g.remark,
        closable: g.closable, menuIds: g.menuIds, groupMenuBindDTOS: g.menuIds.map((menuId) => ({ menuId })),
      })));
    }, { malformed: [{ groupId: "x" }] }),
  ];
}
