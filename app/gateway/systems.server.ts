/**
 * Subject-system calls (GW-19).
 *
 * @module gateway/systems
 * @see GW-19
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { SUBJECT_SYSTEM_PATHS } from "./paths";
import { subscribedSystemListSchema, type SubscribedSystem } from "./schemas";

/** The fixed body of the service ext list query. @see GW-19 */
export const SYSTEM_LIST_REQUEST = { serviceCode: "ERP+", fromFrontPage: true } as const;

/**
 * The systems the current company subscribes to: POST
 * `/sso/subjectServiceSystemExt/querySystemExtListForSub` `{serviceCode: "ERP+", fromFrontPage: true}`.
 * A `null` data is read as an empty list.
 * @throws {GatewayError}
 * @see GW-19
 */
export function querySystemExtListForSub(client: GatewayClient): Promise<SubscribedSystem[]> {
  return client.call(
    SUBJECT_SYSTEM_PATHS.querySystemExtListForSub,
    { ...SYSTEM_LIST_REQUEST },
    z.preprocess((v) => (v == null ? [] : v), subscribedSystemListSchema),
  );
}
