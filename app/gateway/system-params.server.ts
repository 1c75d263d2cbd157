/**
 * System parameters (`querySystemParamsPage`), e.g. `SSO_SOCKET_TYPE` (SOCK-02).
 *
 * @module gateway/system-params
 * @see SOCK-02
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { MISC_PATHS } from "./paths";

const systemParamPageSchema = z.object({
  dataList: z.array(z.object({ systemName: z.string(), systemValue: z.string().nullish() }).passthrough()).nullish(),
});

/**
 * The value of one system parameter: POST `/sso/systemParams/querySystemParamsPage`
 * `{systemName, pageNum: 1, pageSize: 10}`; null when the gateway has no such row.
 * @throws {GatewayError}
 * @see SOCK-02
 */
export async function querySystemParam(client: GatewayClient, systemName: string): Promise<string | null> {
  const page = await client.call(MISC_PATHS.querySystemParamsPage, { systemName, pageNum: 1, pageSize: 10 }, systemParamPageSchema);
  return page.dataList?.find((p) => p.systemName === systemName)?.systemValue ?? null;
}
