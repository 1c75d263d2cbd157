/**
 * The demo-environment lookup (shell §2, §7): POST {@link DEMO_ENVIRONMENT_PATHS}
 * `.queryDemoEnvironment` `{demoEnvironment}`; `data` is `{url, serviceId, token}`.
 * @module gateway/demo-environment
 * @see DEMO-06
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { DEMO_ENVIRONMENT_PATHS } from "./paths";
import { numeric } from "./wire";

/** The demo environments the portal asks for (the spec names one). */
export type DemoEnvironment = "FLAGSHIP";

/**
 * `data` of the lookup: the environment's address, the service to open there and a one-time
 * token. Bounded so a hostile reply cannot make the portal build a huge address.
 */
export const demoEnvironmentSchema = z
  .object({
    url: z.string().min(1).max(2048),
    serviceId: z.union([numeric, z.string().max(64)]).transform(String).pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
    token: z.string().min(1).max(2048),
  })
  .passthrough();
export type DemoEnvironmentReply = z.infer<typeof demoEnvironmentSchema>;

/**
 * Looks up a demo environment: POST `/sso/subjectService/queryDemoEnvironment`
 * `{demoEnvironment}` (`'FLAGSHIP'` for the flagship demo).
 * @throws {GatewayError} as `client.call` does; kind `malformed` when url, serviceId or token is missing
 * @see DEMO-06
 */
export function queryDemoEnvironment(client: GatewayClient, demoEnvironment: DemoEnvironment): Promise<DemoEnvironmentReply> {
  return client.call(DEMO_ENVIRONMENT_PATHS.queryDemoEnvironment, { demoEnvironment }, demoEnvironmentSchema);
}
