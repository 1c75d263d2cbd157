/**
 * Favourites, pins and the paid-page display flag: the gateway calls behind the shell's star,
 * pin and eye buttons.
 *
 * @module gateway/favourites
 * @see MENU-15 @see MENU-18 @see MENU-19 @see MENU-21 @see MENU-23
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import type { SystemRef } from "./menus.server";
import { CUSTOM_GROUP_PATHS, MENU_PATHS } from "./paths";
import { numeric } from "./schemas";

/** `data` of queryFavorites: `dataList` items carry `menuId` and/or `key` (`m_{menuId}`). */
const favoritesSchema = z
  .object({
    dataList: z.array(z.object({ menuId: numeric.nullish(), key: z.string().nullish() }).passthrough()).nullish(),
  })
  .passthrough()
  .nullish();

/**
 * The user's favourite menus: POST `/sso/customGroup/queryFavorites` `{paging: false}`.
 * Returns the menuIds, in the gateway's order, without duplicates; an item is identified by its
 * `menuId`, else by a `key` of the form `m_{menuId}` (MENU-21).
 * @throws {GatewayError}
 * @see MENU-21
 */
export async function queryFavorites(client: GatewayClient): Promise<number[]> {
  const data = await client.call(CUSTOM_GROUP_PATHS.queryFavorites, { paging: false }, favoritesSchema);
  const ids: number[] = [];
  for (const item of data?.dataList ?? []) {
    const fromKey = typeof item.key === "string" ? /^m_(\d+)$/.exec(item.key)?.[1] : undefined;
    const id = item.menuId ?? (fromKey ? Number(fromKey) : null);
    if (id !== null && Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Adds (`add: true`, POST `/sso/customGroup/addFavorites`) or removes (`delFavorites`) a
 * favourite, body `{menuId}`.
 * @throws {GatewayError} when the gateway refuses (the list must then stay as it was, MENU-20)
 * @see MENU-18 @see MENU-19
 */
export async function setFavorite(client: GatewayClient, menuId: number, add: boolean): Promise<void> {
  await client.call(add ? CUSTOM_GROUP_PATHS.addFavorites : CUSTOM_GROUP_PATHS.delFavorites, { menuId }, z.unknown());
}

/**
 * Pins (`optType` 1) or unpins (2) a menu: POST `/sso/customGroup/collectMenu` `{menuId, optType}`.
 * @throws {GatewayError}
 * @see MENU-23
 */
export async function collectMenu(client: GatewayClient, menuId: number, optType: 1 | 2): Promise<void> {
  await client.call(CUSTOM_GROUP_PATHS.collectMenu, { menuId, optType }, z.unknown());
}

/**
 * Saves the paid-page display flag: POST `/sso/role/updateSystemUpdateFlag`
 * `{serviceId, systemCode, showUpdateFlag}` (1 usable pages only, 2 all).
 * @throws {GatewayError}
 * @see MENU-15
 */
export async function updateSystemUpdateFlag(client: GatewayClient, ref: SystemRef & { showUpdateFlag: 1 | 2 }): Promise<void> {
  await client.call(
    MENU_PATHS.updateSystemUpdateFlag,
    { serviceId: ref.serviceId, systemCode: ref.systemCode, showUpdateFlag: ref.showUpdateFlag },
    z.unknown(),
  );
}
