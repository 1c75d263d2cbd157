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

/**
 * Every parameter of one group as `systemName` → `systemValue` (empty values left out): POST
 * `/sso/systemParams/querySystemParamsPage` `{systemGroup, pageNum: 1, pageSize: 100}`, e.g. the
 * customer-service chat's `ECS_CUSTOMER_CONFIG` (LAYOUT-31).
 * @throws {GatewayError}
 * @see LAYOUT-31
 */
export async function querySystemParamGroup(client: GatewayClient, systemGroup: string): Promise<Map<string, string>> {
  const page = await client.call(MISC_PATHS.querySystemParamsPage, { systemGroup, pageNum: 1, pageSize: 100 }, systemParamPageSchema);
  const rows = new Map<string, string>();
  for (const p of page.dataList ?? []) if (p.systemValue) rows.set(p.systemName, p.systemValue);
  return rows;
}
