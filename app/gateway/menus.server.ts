/**
 * Menu and menu-tracking calls (GW-22, GW-23).
 *
 * @module gateway/menus
 * @see GW-22 @see GW-23
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { MENU_PATHS, TRACKING_PATHS } from "./paths";
import { menuTreeSchema, type MenuTree } from "./schemas";

/** Identifies one subscribed system: `serviceId` (numeric id) and `systemCode` (e.g. `ERP`). */
export interface SystemRef {
  serviceId: number | string;
  systemCode: string;
}

/**
 * The role's menu tree of one system: POST `/sso/role/getMenuTreeByServiceAndRole`
 * `{serviceId, systemCode}`.
 * @throws {GatewayError}
 * @see GW-23
 */
export function getMenuTree(client: GatewayClient, ref: SystemRef): Promise<MenuTree> {
  return client.call(
    MENU_PATHS.getMenuTreeByServiceAndRole,
    { serviceId: ref.serviceId, systemCode: ref.systemCode },
    menuTreeSchema,
  );
}

/**
 * Records that a menu was opened: POST `/sso/menuStatistics/recordMenuOpt`
 * `{menuId, serviceId, systemCode}`.
 * @throws {GatewayError}
 * @see GW-22
 */
export async function recordMenuOpt(
  client: GatewayClient,
  opt: SystemRef & { menuId: number | string },
): Promise<void> {
  await client.call(
    TRACKING_PATHS.recordMenuOpt,
    { menuId: opt.menuId, serviceId: opt.serviceId, systemCode: opt.systemCode },
    z.unknown(),
  );
}

/**
 * Saves the sider state: POST `/sso/menu/addMenuStatus` `{saveMenuStatus}` (1 expanded,
 * 2 collapsed); read back from the user config's `saveMenuStatus` on the next load.
 * @throws {GatewayError}
 * @see LAYOUT-15
 */
export async function addMenuStatus(client: GatewayClient, saveMenuStatus: 1 | 2): Promise<void> {
  await client.call(TRACKING_PATHS.addMenuStatus, { saveMenuStatus }, z.unknown());
}
