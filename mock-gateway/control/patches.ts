/**
 * PATCH /__mock/systems/{serviceId} and /__mock/users/{username}: partial changes for QA.
 * @module mock-gateway/control/patches
 */
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { forgetMenuTrees } from "../handlers/menu-tree";

/** Partial system change. */
export const systemPatchSchema = z.object({
  status: z.number().int().optional(),
  serviceDeploy: z.number().int().optional(),
  embedded: z.number().int().optional(),
  packageId: z.number().int().nullable().optional(),
  packageQuantity: z.number().optional(),
  unlimitedUse: z.number().int().optional(),
  /** The activation date (`YYYY-MM-DD…`), e.g. ERP's for the guide button (GUIDE-22). */
  serviceActive: z.string().regex(/^\d{4}-\d{2}-\d{2}/).optional(),
}).strict();

/**
 * Partial user change. `locked: false` clears a login lockout; `unbind` empties the phone,
 * e-mail and/or password, so a QA run can meet first binding (AUTH-14).
 */
export const userPatchSchema = z.object({
  guideSchedule: z.string().regex(/^[01]{4}$/).optional(),
  guideStatus: z.number().int().optional(),
  /** The lite guide's data-pull percentages (GUIDE-17), 0–100. */
  listing: z.number().int().min(0).max(100).optional(),
  inventory: z.number().int().min(0).max(100).optional(),
  order: z.number().int().min(0).max(100).optional(),
  quotaUsed: z.number().int().min(0).optional(),
  quotaTotal: z.number().int().min(0).optional(),
  classification: z.string().optional(),
  isDemo: z.boolean().optional(),
  packageStyle: z.union([z.literal(1), z.literal(2)]).optional(),
  chooseLanguage: z.enum(["zh_CN", "en_US", "ko_KR"]).optional(),
  locked: z.literal(false).optional(),
  ssoEnv: z.string().max(32).optional(),
  unbind: z.array(z.enum(["phone", "email", "password"])).max(3).optional(),
  /** The menu group codes the role of the user's default company lacks (its whole subtree is left out of the menu). */
  hiddenGroups: z.array(z.string().min(1).max(40)).max(40).optional(),
}).strict();

/** Applies a system patch; returns the updated row or null when the system does not exist. */
export function patchSystem(ctx: GatewayContext, serviceId: number, patch: z.infer<typeof systemPatchSchema>) {
  const where = { serviceId: { equals: serviceId } };
  if (!Number.isFinite(serviceId) || !ctx.db.system.findFirst({ where })) return null;
  return ctx.db.system.update({ where, data: patch });
}

/** Applies a user patch (also to lite guide state); returns the updated user or null when unknown. */
export function patchUser(ctx: GatewayContext, username: string, patch: z.infer<typeof userPatchSchema>) {
  const where = { username: { equals: username } };
  if (!ctx.db.user.findFirst({ where })) return null;
  const { locked, unbind, hiddenGroups, ...data } = patch;
  if (hiddenGroups !== undefined) {
    ctx.db.membership.update({ where: { username: { equals: username }, isDefault: { equals: true } }, data: { hiddenGroups } });
    forgetMenuTrees(ctx);
  }
  for (const field of unbind ?? []) (data as Record<string, unknown>)[field] = "";
  if (locked === false) ctx.db.loginAttempt.delete({ where });
  if (data.guideSchedule !== undefined && ctx.db.liteGuide.findFirst({ where })) {
    ctx.db.liteGuide.update({ where, data: { guideSchedule: data.guideSchedule } });
  }
  if (data.guideStatus !== undefined && ctx.db.liteGuide.findFirst({ where })) {
    ctx.db.liteGuide.update({ where, data: { guideStatus: data.guideStatus } });
  }
  const { listing, inventory, order, ...userData } = data;
  const percents = Object.fromEntries(Object.entries({ listing, inventory, order }).filter(([, v]) => v !== undefined));
  if (Object.keys(percents).length > 0 && ctx.db.liteGuide.findFirst({ where })) ctx.db.liteGuide.update({ where, data: percents });
  return ctx.db.user.update({ where, data: userData });
}

/** A system parameter's new value (PATCH /__mock/system-params/{systemName}), e.g. LITE_LIMIT_USER_IDS (GUIDE-01). */
export const systemParamPatchSchema = z.object({ systemValue: z.string().max(2000) }).strict();

/** Sets a system parameter's value; returns the row or null when no parameter has that name. */
export function patchSystemParam(ctx: GatewayContext, systemName: string, patch: z.infer<typeof systemParamPatchSchema>) {
  const where = { systemName: { equals: systemName } };
  if (!ctx.db.systemParam.findFirst({ where })) return null;
  return ctx.db.systemParam.update({ where, data: patch });
}
