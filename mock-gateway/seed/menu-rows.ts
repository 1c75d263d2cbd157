/**
 * Helpers that build menu rows (the `menu` model) for the seed.
 * @module mock-gateway/seed/menu-rows
 */
import type { Named } from "./erp-menu-names";

/** One row of the `menu` model. */
export interface MenuRow {
  menuId: number;
  serviceId: number;
  parentId: number;
  sort: number;
  groupCode: string;
  key: string;
  tab: string;
  path: string;
  menuName: string;
  menuEnName: string;
  menuKrName: string;
  menuUrl: string;
  icon: string;
  lastMenu: number;
  updateFlag: number;
  selectFlag: number;
  closable: boolean;
  noCache: boolean;
  functionClass: string;
  assetsType: number | null;
  platformExpireTime: string | null;
  assetsExpireTime: string | null;
  updatePackageIds: string | null;
  relationMenuListJson: string;
  topicListJson: string;
  /** 1: marked `external` (opens its menuUrl in a new window, MENU-10); 0 otherwise. */
  external: number;
}

/** Where a leaf lives: a micro-app (`erp`, `amazon`…), the sso-web app, or an iframe page. */
export type LeafKind = { app: string; url: string } | { app: "sso-web"; url: string } | { app: "iframe" };

/** Context of a service being built: its id, top-level group code and the mock's origin. */
export interface BuildCtx {
  serviceId: number;
  groupCode: string;
  publicUrl: string;
}

/** A group row (lastMenu 1). */
export function groupRow(ctx: BuildCtx, menuId: number, parentId: number, sort: number, name: Named, icon: string): MenuRow {
  return {
    ...base(ctx, menuId, parentId, sort, name),
    tab: `group-${name[3]}`,
    path: "",
    menuUrl: "",
    icon,
    lastMenu: 1,
  };
}

/**
 * A leaf row (lastMenu 2). `path` is the shell sub-path (ROUTE-13..16):
 * `sso-web#{url}`, `iframe#/m_{menuId}` or `{app}#{url}`; `menuUrl` is the page path, the iframe's
 * absolute URL (`{publicUrl}/apps/page/{menuId}`) or the micro-app route.
 */
export function leafRow(
  ctx: BuildCtx,
  menuId: number,
  parentId: number,
  sort: number,
  name: Named,
  kind: LeafKind,
  tab: string,
  extra: Partial<MenuRow> = {},
): MenuRow {
  const isIframe = kind.app === "iframe";
  const url = "url" in kind ? kind.url : `${ctx.publicUrl}/apps/page/${menuId}`;
  return {
    ...base(ctx, menuId, parentId, sort, name),
    tab,
    path: isIframe ? `iframe#/m_${menuId}` : `${kind.app}#${url}`,
    menuUrl: url,
    icon: "",
    lastMenu: 2,
    ...extra,
  };
}

function base(ctx: BuildCtx, menuId: number, parentId: number, sort: number, name: Named): MenuRow {
  return {
    menuId,
    serviceId: ctx.serviceId,
    parentId,
    sort,
    groupCode: ctx.groupCode,
    key: `m_${menuId}`,
    tab: "",
    path: "",
    menuName: name[0],
    menuEnName: name[1],
    menuKrName: name[2],
    menuUrl: "",
    icon: "",
    lastMenu: 2,
    updateFlag: 1,
    selectFlag: 1,
    closable: true,
    noCache: false,
    functionClass: "",
    assetsType: null,
    platformExpireTime: null,
    assetsExpireTime: null,
    updatePackageIds: null,
    relationMenuListJson: "[]",
    topicListJson: "[]",
    external: 0,
  };
}
