/**
 * /sso/customGroup scene calls beyond queryList: query, add, edit, del and bindMenuCustomMenu,
 * with the portal's limits enforced (at most 30 scenes, 15 menus a scene, a 1–30 character
 * name; the default scene is never deleted), each refused with a gateway error code.
 * @module mock-gateway/handlers/custom-scenes
 * @see GW-24 @see MENU-30..MENU-44
 */
import type { RequestHandler } from "msw";
import { customGroupFormSchema } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

/** The limits the mock enforces (the portal's own, shell §9). */
export const SCENE_LIMITS = { scenes: 30, menus: 15, nameChars: 30 } as const;

/** Handlers of the custom-scene calls. */
export function customSceneHandlers(ctx: GatewayContext): RequestHandler[] {
  const sceneOf = (username: string, groupId: unknown) =>
    ctx.db.customScene.findFirst({ where: { username: { equals: username }, groupId: { equals: Number(groupId) } } });
  const toWire = (g: NonNullable<ReturnType<typeof sceneOf>>) => ({
    groupId: g.groupId, id: g.groupId, key: g.key, customMenuName: g.customMenuName, type: g.type, remark: g.remark,
    closable: g.closable, menuIds: g.menuIds, groupMenuBindDTOS: g.menuIds.map((menuId) => ({ menuId })),
  });
  /** The form's problems as a gateway refusal, or null when it may be saved. */
  const refuse = (lang: Parameters<typeof fail>[0], name: string, menuIds: number[]) => {
    const chars = [...name.trim()].length;
    if (chars === 0 || chars > SCENE_LIMITS.nameChars) return fail(lang, MOCK_CODES.sceneName, "sceneName", { n: SCENE_LIMITS.nameChars });
    if (new Set(menuIds).size > SCENE_LIMITS.menus) return fail(lang, MOCK_CODES.maxSceneMenus, "maxSceneMenus", { n: SCENE_LIMITS.menus });
    if (menuIds.length === 0 || menuIds.some((id) => !ctx.db.menu.findFirst({ where: { menuId: { equals: id } } }))) {
      return fail(lang, MOCK_CODES.badRequest, "badRequest");
    }
    return null;
  };
  return [
    route(ctx, "/sso/customGroup/query", ({ session, body, lang }) => {
      const scene = sceneOf(session.username, body.groupId ?? body.id);
      return scene ? ok(lang, toWire(scene)) : fail(lang, MOCK_CODES.notFound, "notFound");
    }),
    route(ctx, "/sso/customGroup/add", ({ session, body, lang }) => {
      const parsed = customGroupFormSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const mine = ctx.db.customScene.findMany({ where: { username: { equals: session.username } } });
      if (mine.length >= SCENE_LIMITS.scenes) return fail(lang, MOCK_CODES.maxScenes, "maxScenes", { n: SCENE_LIMITS.scenes });
      const refused = refuse(lang, parsed.data.customMenuName, parsed.data.menuIds);
      if (refused) return refused;
      const groupId = Math.max(9000, ...ctx.db.customScene.getAll().map((g) => g.groupId)) + 1;
      const first = ctx.db.menu.findFirst({ where: { menuId: { equals: parsed.data.menuIds[0] } }, strict: true });
      ctx.db.customScene.create({
        groupId, username: session.username, serviceId: first.serviceId, key: `c_${groupId}`, type: 1, closable: true,
        customMenuName: parsed.data.customMenuName.trim(), remark: parsed.data.remark, menuIds: [...new Set(parsed.data.menuIds)],
      });
      return ok(lang, { groupId });
    }),
    route(ctx, "/sso/customGroup/edit", ({ session, body, lang }) => {
      const parsed = customGroupFormSchema.safeParse(body);
      if (!parsed.success || parsed.data.groupId === undefined) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const scene = sceneOf(session.username, parsed.data.groupId);
      if (!scene) return fail(lang, MOCK_CODES.notFound, "notFound");
      const refused = refuse(lang, parsed.data.customMenuName, parsed.data.menuIds);
      if (refused) return refused;
      ctx.db.customScene.update({
        where: { groupId: { equals: scene.groupId } },
        data: { customMenuName: parsed.data.customMenuName.trim(), remark: parsed.data.remark, menuIds: [...new Set(parsed.data.menuIds)] },
      });
      return ok(lang, null);
    }),
    route(ctx, "/sso/customGroup/del", ({ session, body, lang }) => {
      const scene = sceneOf(session.username, body.groupId);
      if (!scene) return fail(lang, MOCK_CODES.notFound, "notFound");
      if (!scene.closable) return fail(lang, MOCK_CODES.sceneLocked, "sceneLocked");
      ctx.db.customScene.delete({ where: { groupId: { equals: scene.groupId } } });
      return ok(lang, null);
    }),
    route(ctx, "/sso/customGroup/bindMenuCustomMenu", ({ session, body, lang }) => {
      const scene = sceneOf(session.username, body.groupId);
      if (!scene) return fail(lang, MOCK_CODES.notFound, "notFound");
      const ids = Array.isArray(body.menuIds) ? body.menuIds.map(Number) : [Number(body.menuId)];
      const menuIds = [...new Set([...scene.menuIds, ...ids])];
      const refused = refuse(lang, scene.customMenuName, menuIds);
      if (refused) return refused;
      ctx.db.customScene.update({ where: { groupId: { equals: scene.groupId } }, data: { menuIds } });
      return ok(lang, null);
    }),
  ];
}
