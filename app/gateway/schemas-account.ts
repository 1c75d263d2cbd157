/**
 * Wire schemas of the account area: custom groups (custom scenes) and the money-assistant lookup.
 * (The request schemas the mock shares are in schemas.ts.)
 * @module gateway/schemas-account
 * @see GW-24 @see GW-26 @see MENU-31
 */
import { z } from "zod";
import { numeric } from "./schemas";

/**
 * One custom group of `/sso/customGroup/queryList` (and `query`): its id is `id` or `groupId`,
 * its menus the menuIds of `groupMenuBindDTOS` (MENU-31).
 */
export const customGroupSchema = z
  .object({
    id: numeric.nullish(),
    groupId: numeric.nullish(),
    key: z.string().nullish(),
    customMenuName: z.string(),
    remark: z.string().nullish(),
    type: numeric.nullish(),
    closable: z.boolean().nullish(),
    groupMenuBindDTOS: z.array(z.object({ menuId: numeric }).passthrough()).nullish(),
  })
  .passthrough();
export type CustomGroup = z.infer<typeof customGroupSchema>;

/** `data` of queryList: an array (null is read as empty). */
export const customGroupListSchema = z.preprocess((v) => (v == null ? [] : v), z.array(customGroupSchema));

/**
 * `data` of the money-assistant lookup `/sso/forward`: `respBody` is a JSON string holding
 * `{url, authStatus}` (GW-26). An unparsable body reads as "not authorised".
 */
export const forwardReplySchema = z
  .object({ respBody: z.string().nullish() })
  .passthrough()
  .transform((reply) => {
    try {
      const body = z.object({ url: z.string().nullish(), authStatus: numeric.nullish() }).parse(JSON.parse(reply.respBody ?? "null"));
      return { url: body.url ?? null, authStatus: body.authStatus ?? 0 };
    } catch {
      return { url: null, authStatus: 0 };
    }
  });
