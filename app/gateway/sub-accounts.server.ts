/**
 * The sub-account calls of permissions management (issue 28). The spec names no call; these are
 * the portal's (`/sso/subUser/*`, see {@link SUB_ACCOUNT_PATHS}). Every call is the company
 * owner's; the gateway refuses anybody else.
 * @module gateway/sub-accounts
 * @see USER-02 @see USER-03
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { SUB_ACCOUNT_PATHS } from "./paths";
import { roleListSchema, subAccountPageSchema, type Role, type SubAccountPage } from "./sub-accounts-schemas";

/** What a page of the list asks for: 1-based page, rows per page, and a search word (may be ""). */
export interface SubAccountQuery {
  pageNum: number;
  pageSize: number;
  keyword: string;
}

/**
 * One page of the company's sub-accounts: `queryPage {pageNum, pageSize, keyword}`.
 * @throws {GatewayError}
 */
export function querySubAccounts(client: GatewayClient, query: SubAccountQuery): Promise<SubAccountPage> {
  return client.call(SUB_ACCOUNT_PATHS.queryPage, query, subAccountPageSchema);
}

/** The company's roles and the menus each entitles: `queryRoleList {}`. @throws {GatewayError} */
export function queryRoles(client: GatewayClient): Promise<Role[]> {
  return client.call(SUB_ACCOUNT_PATHS.queryRoleList, {}, roleListSchema);
}

/** A new sub-account: `phone` or `email` (or both) set; `passwordCipher` encrypted for the gateway (AUTH-02). */
export interface NewSubAccount {
  userName: string;
  realName: string;
  phone: string;
  email: string;
  passwordCipher: string;
  roleIds: number[];
}

/**
 * Creates a sub-account: `add {userName, realName, phone, email, password, roleIds}` → `{userId}`.
 * @throws {GatewayError} (name taken, no role, weak password: the gateway's message)
 */
export async function addSubAccount(client: GatewayClient, input: NewSubAccount): Promise<void> {
  const { passwordCipher, ...rest } = input;
  await client.call(SUB_ACCOUNT_PATHS.add, { ...rest, password: passwordCipher }, z.unknown());
}

/** Replaces a sub-account's roles: `editRole {userId, roleIds}`. @throws {GatewayError} */
export async function editSubAccountRoles(client: GatewayClient, userId: number, roleIds: number[]): Promise<void> {
  await client.call(SUB_ACCOUNT_PATHS.editRole, { userId, roleIds }, z.unknown());
}

/**
 * Enables (1) or disables (2) a sub-account: `updateStatus {userId, status}`. Disabling ends its
 * sessions (USER-03). @throws {GatewayError}
 */
export async function setSubAccountStatus(client: GatewayClient, userId: number, status: 1 | 2): Promise<void> {
  await client.call(SUB_ACCOUNT_PATHS.updateStatus, { userId, status }, z.unknown());
}

/** Deletes a sub-account: `delete {userId}`; ends its sessions (USER-03). @throws {GatewayError} */
export async function deleteSubAccount(client: GatewayClient, userId: number): Promise<void> {
  await client.call(SUB_ACCOUNT_PATHS.delete, { userId }, z.unknown());
}
