/**
 * Permissions management's calls to `/api/sub-accounts` (api.server.ts) through the portal's
 * route client. Never rejects: a failure comes back with the text to show.
 * @module features/sub-accounts/client-api
 * @see USER-02
 */
import type { TFunction } from "i18next";
import { routeErrorText, tryRoute, type RouteFields } from "~/utils/route-client";
import type { Role, SubAccountPage } from "~/gateway/sub-accounts-schemas";
import type { ListQuery } from "./model";

const PATH = "/api/sub-accounts";

/** What the page shows: refused (not the owner) or the page of the list with the roles. */
export type ListAnswer =
  | { ok: true; allowed: false; isDemo: boolean }
  | { ok: true; allowed: true; isDemo: boolean; page: SubAccountPage; roles: Role[]; publicKeyPem: string };

/** One page of the list, or the text of why it could not be read. */
export async function fetchList(query: ListQuery, t: TFunction): Promise<ListAnswer | { ok: false; text: string }> {
  const params = new URLSearchParams({ pageNum: String(query.pageNum), pageSize: String(query.pageSize), keyword: query.keyword });
  const result = await tryRoute<ListAnswer>(`${PATH}?${params.toString()}`);
  return result.ok ? result.value : { ok: false, text: routeErrorText(t, result.error) };
}

/** Posts one change (`intent` and its fields); the refusal's text (the gateway's own message when it gave one) or null. */
export async function postChange(fields: RouteFields, t: TFunction): Promise<string | null> {
  const result = await tryRoute(PATH, { form: fields });
  return result.ok ? null : routeErrorText(t, result.error);
}
