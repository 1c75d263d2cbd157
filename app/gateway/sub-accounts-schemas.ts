/**
 * Wire shapes of the sub-account calls (`/sso/subUser/*`, issue 28). Field names are the
 * gateway's. Browser-safe (types only are used by the page).
 * @module gateway/sub-accounts-schemas
 * @see USER-02
 */
import { z } from "zod";
import { numeric } from "./schemas";

const text = z.string().nullish().transform((v) => v ?? "");

/** One sub-account of `queryPage`: `status` 1 enabled, 2 disabled. */
export const subAccountSchema = z
  .object({
    userId: numeric,
    userName: z.string(),
    realName: text,
    phone: text,
    email: text,
    status: numeric.catch(1).transform((v): 1 | 2 => (v === 2 ? 2 : 1)),
    roleIds: z.array(numeric).nullish().transform((v) => v ?? []),
    createTime: text,
  })
  .passthrough();
export type SubAccount = z.infer<typeof subAccountSchema>;

/** `data` of `queryPage`: one page (1-based `pageNum`) and the total count. */
export const subAccountPageSchema = z.object({
  list: z.array(subAccountSchema),
  total: numeric,
  pageNum: numeric,
  pageSize: numeric,
});
export type SubAccountPage = z.infer<typeof subAccountPageSchema>;

/** One menu group a role entitles, named in the three languages. */
const roleMenuSchema = z.object({ groupCode: z.string(), menuName: text, menuEnName: text, menuKrName: text }).passthrough();

/** One role of `queryRoleList`, with the menus it entitles. */
export const roleSchema = z
  .object({
    roleId: numeric,
    roleName: z.string(),
    roleEnName: text,
    roleKrName: text,
    menuList: z.array(roleMenuSchema).nullish().transform((v) => v ?? []),
  })
  .passthrough();
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);
