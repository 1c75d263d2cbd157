/**
 * Account-area calls: custom groups (custom scenes), the menu style, the platform version switch
 * and the money-assistant lookup. Each takes a {@link GatewayClient} and rejects with a
 * `GatewayError` as `client.call` does.
 * @module gateway/account
 * @see GW-24 @see GW-26 @see LAYOUT-03 @see MENU-30 @see MENU-43 @see MENU-46
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { CUSTOM_GROUP_PATHS, MENU_PATHS, MISC_PATHS, USER_PATHS } from "./paths";
import { customGroupListSchema, forwardReplySchema, type CustomGroup } from "./schemas-account";
import type { CustomGroupForm } from "./schemas";

/** The user's custom groups: POST `/sso/customGroup/queryList` `{}`. @throws {GatewayError} */
export function queryCustomGroups(client: GatewayClient): Promise<CustomGroup[]> {
  return client.call(CUSTOM_GROUP_PATHS.queryList, {}, customGroupListSchema);
}

/**
 * Saves the custom-menu form: with a `groupId` POST `/sso/customGroup/edit`, without one
 * `/sso/customGroup/add` (MENU-30), body `{[groupId], customMenuName, menuIds, remark, type: 1}` (MENU-32).
 * @throws {GatewayError}
 */
export async function saveCustomGroup(client: GatewayClient, form: CustomGroupForm): Promise<void> {
  const path = form.groupId === undefined ? CUSTOM_GROUP_PATHS.add : CUSTOM_GROUP_PATHS.edit;
  await client.call(path, form, z.unknown());
}

/** Deletes a custom group: POST `/sso/customGroup/del` `{groupId}`. @see MENU-43 @throws {GatewayError} */
export async function deleteCustomGroup(client: GatewayClient, groupId: number): Promise<void> {
  await client.call(CUSTOM_GROUP_PATHS.del, { groupId }, z.unknown());
}

/** Saves the menu style: POST `/sso/user/changePackageStyle` `{styleCode}` (1 left, 2 top). @see LAYOUT-03 @throws {GatewayError} */
export async function changePackageStyle(client: GatewayClient, styleCode: 1 | 2): Promise<void> {
  await client.call(USER_PATHS.changePackageStyle, { styleCode }, z.unknown());
}

/** Switches the platform version: POST `/sso/role/updatePlatformCode` `{updatePlatformCode}`. @see MENU-46 @throws {GatewayError} */
export async function updatePlatformCode(client: GatewayClient, code: string): Promise<void> {
  await client.call(MENU_PATHS.updatePlatformCode, { updatePlatformCode: code }, z.unknown());
}

/**
 * The money-assistant lookup: POST `/sso/forward` `{forwardType: "MONEY_ASSISTANT"}`; `respBody`
 * parsed into `{url, authStatus}` (1 = show the link).
 * @see GW-26 @see LAYOUT-27 @throws {GatewayError}
 */
export function moneyAssistant(client: GatewayClient): Promise<{ url: string | null; authStatus: number }> {
  return client.call(MISC_PATHS.forward, { forwardType: "MONEY_ASSISTANT" }, forwardReplySchema);
}
