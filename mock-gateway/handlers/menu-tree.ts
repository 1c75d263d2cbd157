/**
 * Builds the wire menu tree of one system for one user from the `menu` rows.
 * @module mock-gateway/handlers/menu-tree
 */
import type { MenuNode } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";

type MenuEntity = ReturnType<GatewayContext["db"]["menu"]["getAll"]>[number];

/**
 * Menu rows change only by a payment (an upgrade's updateFlag, a renewal's expiry times; it calls
 * {@link forgetMenuTrees}) or a reset (which replaces the whole db), so the rows of a service
 * are read from @mswjs/data once per db and kept here: the query scans every menu of every
 * tenant (5,000+ rows with bigco) and would dominate each menu reply.
 */
const rowsCache = new WeakMap<object, Map<number, MenuEntity[]>>();

function serviceRows(ctx: GatewayContext, serviceId: number): MenuEntity[] {
  let perDb = rowsCache.get(ctx.db);
  if (!perDb) rowsCache.set(ctx.db, (perDb = new Map()));
  let rows = perDb.get(serviceId);
  if (!rows) perDb.set(serviceId, (rows = ctx.db.menu.findMany({ where: { serviceId: { equals: serviceId } } })));
  return rows;
}

/**
 * The tree of `serviceId` as `childMenus` of the menu reply, ordered by `sort`.
 * @param hiddenGroups top-level group codes the user's role lacks (their whole subtree is left out)
 * @param pinned menuIds the user pinned (collectFlag 2)
 */
export function buildMenuTree(
  ctx: GatewayContext, serviceId: number, systemCode: string, hiddenGroups: readonly string[], pinned: ReadonlySet<number>,
): MenuNode[] {
  // Built trees are kept per db and per (service, hidden groups, pins): pins are part of the key
  // and a change of the menu rows drops them (forgetMenuTrees), so a cached tree is always current.
  let perDb = treeCache.get(ctx.db);
  if (!perDb) treeCache.set(ctx.db, (perDb = new Map()));
  const key = `${serviceId}|${systemCode}|${[...hiddenGroups].sort().join(",")}|${[...pinned].sort((a, b) => a - b).join(",")}`;
  const cached = perDb.get(key);
  if (cached) return cached;
  const tree = buildUncached(ctx, serviceId, systemCode, hiddenGroups, pinned);
  if (perDb.size > 200) perDb.clear();
  perDb.set(key, tree);
  return tree;
}

const treeCache = new WeakMap<object, Map<string, MenuNode[]>>();

/** Drops the kept rows and trees of the current db: call it after changing `menu` rows. */
export function forgetMenuTrees(ctx: GatewayContext): void {
  rowsCache.delete(ctx.db);
  treeCache.delete(ctx.db);
}

function buildUncached(
  ctx: GatewayContext, serviceId: number, systemCode: string, hiddenGroups: readonly string[], pinned: ReadonlySet<number>,
): MenuNode[] {
  const rows = serviceRows(ctx, serviceId).filter((m) => !hiddenGroups.includes(m.groupCode));
  const byParent = new Map<number, MenuEntity[]>();
  for (const row of rows) {
    const list = byParent.get(row.parentId) ?? [];
    list.push(row);
    byParent.set(row.parentId, list);
  }
  const toNode = (m: MenuEntity): MenuNode => ({
    key: m.key, tab: m.tab, path: m.lastMenu === 2 ? m.path : m.path || null, menuId: m.menuId,
    menuName: m.menuName, menuEnName: m.menuEnName, menuKrName: m.menuKrName,
    menuUrl: m.menuUrl, icon: m.icon, menuIcon: m.icon, systemDomain: ctx.publicUrl, systemCode,
    lastMenu: m.lastMenu, menuType: m.lastMenu === 2 ? 2 : 1, updateFlag: m.updateFlag,
    collectFlag: pinned.has(m.menuId) ? 2 : 1, selectFlag: m.selectFlag, closable: m.closable, noCache: m.noCache,
    functionClass: m.functionClass || null, assetsType: m.assetsType, platformExpireTime: m.platformExpireTime,
    assetsExpireTime: m.assetsExpireTime, updatePackageIds: m.updatePackageIds,
    updatePackageId: m.updatePackageIds ? Number(m.updatePackageIds.split(",")[0]) : null,
    relationMenuList: JSON.parse(m.relationMenuListJson) as MenuNode["relationMenuList"],
    topicList: JSON.parse(m.topicListJson) as unknown[],
    ...(m.external === 1 ? { external: true } : {}),
    childMenus: children(m.menuId),
  });
  const children = (parentId: number): MenuNode[] =>
    (byParent.get(parentId) ?? []).sort((a, b) => a.sort - b.sort || a.menuId - b.menuId).map(toNode);
  return children(0);
}

/** The home menu of a service: its first non-closable leaf. */
export function homeMenuId(ctx: GatewayContext, serviceId: number): number | null {
  const home = serviceRows(ctx, serviceId)
    .filter((m) => m.lastMenu === 2 && m.closable === false)
    .sort((a, b) => a.sort - b.sort || a.menuId - b.menuId)[0];
  return home?.menuId ?? null;
}
