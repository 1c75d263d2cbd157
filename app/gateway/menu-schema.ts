/**
 * Wire schema of the menu tree (`getMenuTreeByServiceAndRole`, shell §3 "Menu response"), on
 * zod's v4 engine (`zod/v4`, shipped inside the pinned zod 3.25).
 *
 * Why apart from `schemas.ts`: the menu tree is by far the largest reply the portal parses
 * (bigco's 5,020 nodes are 3 MB of JSON), and it is parsed on every read-cache miss, i.e. on a
 * seller's first document after logging in. For bigco's tree on this 2-core VM, zod 3 took
 * ≈ 120 ms in a process's first parse and 31–45 ms warm; zod 4 ≈ 24 ms and 17 ms for the same
 * checks (issue 10). The other schemas stay
 * on zod 3: their replies are small and some of them reach the browser bundle.
 *
 * The checks are those of the zod 3 schema it replaces: permissive about extra fields (loose
 * objects keep them), strict about the fields the portal reads; a reply that fails is a
 * `GatewayError` of kind `malformed` (GW-07), never a crash.
 *
 * @module gateway/menu-schema
 * @see GW-07 @see GW-23
 */
import * as z from "zod/v4";
import type { MenuNode } from "./menu-node";

/** A number on the wire, sent as a JSON number or a numeric string ("4"). */
const numeric = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const optionalNumeric = numeric.nullish();

/**
 * One menu node, its children recursively. The object schema is built once; the recursion
 * into `childMenus` is a getter (zod 4's way of a recursive schema).
 */
const menuNodeSchema: z.ZodType<MenuNode> = z.looseObject({
  key: z.string().nullish(),
  tab: z.string().nullish(),
  menuId: numeric,
  menuName: z.string(),
  menuEnName: z.string().nullish(),
  menuKrName: z.string().nullish(),
  menuUrl: z.string().nullish(),
  menuIcon: z.string().nullish(),
  icon: z.string().nullish(),
  systemDomain: z.string().nullish(),
  systemCode: z.string().nullish(),
  lastMenu: optionalNumeric,
  updateFlag: optionalNumeric,
  collectFlag: optionalNumeric,
  selectFlag: optionalNumeric,
  closable: z.boolean().nullish(),
  noCache: z.boolean().nullish(),
  assetsType: optionalNumeric,
  platformExpireTime: z.string().nullish(),
  assetsExpireTime: z.string().nullish(),
  updatePackageId: optionalNumeric,
  updatePackageIds: z.string().nullish(),
  relationMenuList: z.array(z.looseObject({ menuName: z.string() })).nullish(),
  topicList: z.array(z.unknown()).nullish(),
  functionClass: z.string().nullish(),
  agentId: z.union([z.number(), z.string()]).nullish(),
  get childMenus() {
    return z.array(menuNodeSchema).nullish();
  },
});

/** `data` of getMenuTreeByServiceAndRole: the top-level nodes and the tree's flags. */
export const menuTreeSchema = z.looseObject({
  childMenus: z.array(menuNodeSchema),
  homeMenuId: numeric.nullish(),
  useNewMenu: optionalNumeric,
  showUpdateFlag: optionalNumeric,
  packageShowUpdateFlag: optionalNumeric,
  packageId: optionalNumeric,
});

/** A parsed menu tree: `childMenus` and the numeric flags, extra fields kept. */
export type MenuTree = z.infer<typeof menuTreeSchema>;
