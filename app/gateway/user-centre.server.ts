/**
 * The user centre's gateway calls (issue 28): renewal notices, each system's package and expiry,
 * the help documents and the page each is bound to, and the app market's apps and banners. Each
 * takes a {@link GatewayClient} and rejects with a `GatewayError` as `client.call` does.
 * @module gateway/user-centre
 * @see USER-01 @see USER-07 @see USER-08
 */
import type { GatewayClient } from "./client.server";
import { MISC_PATHS, SUBJECT_SYSTEM_PATHS, USER_CENTRE_PATHS } from "./paths";
import {
  bannerListSchema,
  documentDetailSchema,
  documentGroupListSchema,
  pageDocumentSchema,
  renewNoticeListSchema,
  systemPackageListSchema,
  thirdAppListSchema,
  type Banner,
  type DocumentDetail,
  type DocumentGroup,
  type RenewNotice,
  type SystemPackage,
  type ThirdApp,
} from "./user-centre-schemas";

/** POST `/sso/subjectServiceSystemExt/queryRenewNotice` `{}`: the systems expired or expiring soon. @throws {GatewayError} @see USER-01 */
export function queryRenewNotice(client: GatewayClient): Promise<RenewNotice[]> {
  return client.call(SUBJECT_SYSTEM_PATHS.queryRenewNotice, {}, renewNoticeListSchema);
}

/** Each subscribed system's package and expiry. @throws {GatewayError} @see USER-01 */
export function querySystemPackageExpire(client: GatewayClient): Promise<SystemPackage[]> {
  return client.call(USER_CENTRE_PATHS.querySystemPackageExpire, {}, systemPackageListSchema);
}

/** POST `queryPageBindDocument` `{menuId}`: the document bound to that page, or null. @throws {GatewayError} @see USER-08 */
export function queryPageBindDocument(client: GatewayClient, menuId: number): Promise<{ documentId: number } | null> {
  return client.call(USER_CENTRE_PATHS.queryPageBindDocument, { menuId }, pageDocumentSchema);
}

/** The help documents by group whose title or text holds `keyword` (all for ""). @throws {GatewayError} @see USER-08 */
export function queryDocumentList(client: GatewayClient, keyword: string): Promise<DocumentGroup[]> {
  return client.call(USER_CENTRE_PATHS.queryDocumentList, { keyword }, documentGroupListSchema);
}

/** One help document, its HTML as the gateway sent it. @throws {GatewayError} @see ROUTE-24 */
export function queryDocumentDetail(client: GatewayClient, documentId: number): Promise<DocumentDetail> {
  return client.call(USER_CENTRE_PATHS.queryDocumentDetail, { documentId }, documentDetailSchema);
}

/** POST `/openApi/apiAppInfo/queryThirdAppSimple` `{}`: the app market's apps. @throws {GatewayError} @see USER-07 */
export function queryThirdAppSimple(client: GatewayClient): Promise<ThirdApp[]> {
  return client.call(MISC_PATHS.queryThirdAppSimple, {}, thirdAppListSchema);
}

/** POST `/openApi/banner/queryList` `{}`: the app market's banners. @throws {GatewayError} @see USER-07 */
export function queryBannerList(client: GatewayClient): Promise<Banner[]> {
  return client.call(MISC_PATHS.bannerQueryList, {}, bannerListSchema);
}
