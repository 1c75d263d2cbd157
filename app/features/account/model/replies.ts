/**
 * The replies of the account routes the browser reads through the route client
 * (~/utils/route-client): the `{ok: true}` envelope and the fields it uses.
 * @see LAYOUT-11 @see LAYOUT-27
 */
import { z } from "zod";
import type { Scene } from "./scenes";

const sceneSchema: z.ZodType<Scene> = z.object({
  groupId: z.number(),
  key: z.string(),
  customMenuName: z.string(),
  remark: z.string(),
  menuIds: z.array(z.number()),
  closable: z.boolean(),
});

/** GET /api/account/scenes: the user's custom scenes. */
export const scenesReply = z.object({ ok: z.literal(true), scenes: z.array(sceneSchema) });

/** GET /api/account/money-assistant: the url to open, null when not authorised (GW-26). */
export const moneyAssistantReply = z.object({ ok: z.literal(true), url: z.string().nullable() });
