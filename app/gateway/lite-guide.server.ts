/**
 * The lite guide's calls (shell §7): `queryLiteGuideInfo` and `updateLiteGuide`. Each function
 * takes a {@link GatewayClient} and rejects with a `GatewayError` as `client.call` does.
 * @module gateway/lite-guide
 * @see GUIDE-08 @see GUIDE-18
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { SUBJECT_SERVICE_PATHS } from "./paths";
import { liteGuideInfoSchema, type LiteGuideInfo } from "./lite-guide-schemas";

export type { LiteGuideInfo };


/**
 * The signed-in user's lite guide: POST `/sso/subjectService/queryLiteGuideInfo` `{}`; null when
 * the user has none.
 * @throws {GatewayError}
 * @see GUIDE-18
 */
export function queryLiteGuideInfo(client: GatewayClient): Promise<LiteGuideInfo | null> {
  return client.call(SUBJECT_SERVICE_PATHS.queryLiteGuideInfo, {}, liteGuideInfoSchema);
}

/**
 * Saves the guide's status: POST `/sso/subjectService/updateLiteGuide` `{guideStatus}` (1 open,
 * 2 done, 3 dismissed, 4 collapsed).
 * @throws {GatewayError}
 * @see GUIDE-07 @see GUIDE-08 @see GUIDE-09 @see GUIDE-10
 */
export async function updateLiteGuide(client: GatewayClient, guideStatus: 1 | 2 | 3 | 4): Promise<void> {
  await client.call(SUBJECT_SERVICE_PATHS.updateLiteGuide, { guideStatus }, z.unknown());
}
