/**
 * The lite guide's wire shape (shell §3), browser-safe: the server reads the gateway's reply with
 * it and the guide reads `/api/lite-guide`'s with it.
 * @module gateway/lite-guide-schemas
 * @see GUIDE-11 @see GUIDE-17 @see GUIDE-18
 */
import { z } from "zod";
import { numeric } from "./wire";

/** The guide's info with the gateway's field names; null: the user has no guide. */
export const liteGuideInfoSchema = z
  .object({
    guideSchedule: z.string().max(16).nullish(),
    sourceGuideScheduleStr: z.string().max(16).nullish(),
    listing: numeric.nullish(),
    inventory: numeric.nullish(),
    order: numeric.nullish(),
    userAccount: z.string().max(256).nullish(),
    platformUserName: z.string().max(256).nullish(),
    guideStatus: numeric.nullish(),
  })
  .nullable();
export type LiteGuideInfo = NonNullable<z.infer<typeof liteGuideInfoSchema>>;
