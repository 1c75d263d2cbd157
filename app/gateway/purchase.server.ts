/**
 * The service pages' calls (issue 28; shell §2, §7): the company's packages
 * (`querySystemServicePackageInfo`), the free package offer (`queryEjectFreePackage`,
 * `openFreePackage`) and orders with their payment (`PURCHASE_PATHS`). Each function takes a
 * {@link GatewayClient} and rejects with a `GatewayError` as `client.call` does.
 * @module gateway/purchase
 * @see USER-04 @see USER-05 @see USER-06
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { PURCHASE_PATHS, SUBJECT_SERVICE_PATHS } from "./paths";

const id = z.union([z.number(), z.string().regex(/^\d{1,12}$/).transform(Number)]);

/** One package of one of the company's systems. Prices are yuan strings ("999.00"). */
export const servicePackageSchema = z.object({
  packageId: id,
  serviceId: id,
  systemCode: z.string(),
  systemName: z.string().nullish(),
  systemStatus: z.number().nullish(),
  /** 1 base package, 2 upgrade package, 3 free package. */
  packageType: z.number(),
  packageName: z.string(),
  price: z.string(),
  periodMonths: z.number(),
  menuCount: z.number().nullish(),
  bought: z.number(),
  expireTime: z.string().nullish(),
  currentFlag: z.number().nullish(),
});
export type ServicePackage = z.infer<typeof servicePackageSchema>;

export const packageInfoSchema = z.object({
  serverTime: z.string().nullish(),
  packageInfoList: z.array(servicePackageSchema).nullish().transform((v) => v ?? []),
});
export type PackageInfo = z.infer<typeof packageInfoSchema>;

export const freePackageOfferSchema = z.object({
  ejectFlag: z.number(),
  packageId: id.nullish(),
  packageName: z.string().nullish(),
  serviceId: id.nullish(),
  systemCode: z.string().nullish(),
  periodMonths: z.number().nullish(),
}).nullable();
export type FreePackageOffer = z.infer<typeof freePackageOfferSchema>;

/** An order. payStatus: 0 created, 1 awaiting payment, 2 paid, 3 QR code expired, 4 payment failed. */
export const serviceOrderSchema = z.object({
  orderId: z.string(),
  /** 1 purchase, 2 upgrade, 3 renewal. */
  orderType: z.number(),
  serviceId: id,
  systemCode: z.string(),
  packageId: id,
  packageName: z.string(),
  periods: z.number(),
  periodMonths: z.number(),
  payAmount: z.string(),
  payStatus: z.number(),
  qrCodeContent: z.string().nullish(),
  /** Epoch ms of the gateway's clock. */
  qrExpireTime: z.number().nullish(),
  serverTime: z.number(),
  createTime: z.string().nullish(),
  payTime: z.string().nullish(),
  expireTime: z.string().nullish(),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

/** The company's packages: POST `querySystemServicePackageInfo` `{}`. @throws {GatewayError} */
export function querySystemServicePackageInfo(client: GatewayClient): Promise<PackageInfo> {
  return client.call(SUBJECT_SERVICE_PATHS.querySystemServicePackageInfo, {}, packageInfoSchema);
}

/** Whether to offer a free package: POST `queryEjectFreePackage` `{}`. @throws {GatewayError} */
export function queryEjectFreePackage(client: GatewayClient): Promise<FreePackageOffer> {
  return client.call(SUBJECT_SERVICE_PATHS.queryEjectFreePackage, {}, freePackageOfferSchema);
}

/** Opens the free package: POST `openFreePackage` `{packageId}`. @throws {GatewayError} */
export async function openFreePackage(client: GatewayClient, packageId: number): Promise<void> {
  await client.call(SUBJECT_SERVICE_PATHS.openFreePackage, { packageId }, z.unknown());
}

/** What an order is for: orderType 1 purchase, 2 upgrade, 3 renewal; `periods` 1–5 periods. */
export interface OrderRequest {
  orderType: 1 | 2 | 3;
  serviceId: number;
  packageId: number;
  periods: number;
}

/** Creates an order (payStatus 0). @throws {GatewayError} */
export function createOrder(client: GatewayClient, order: OrderRequest): Promise<ServiceOrder> {
  return client.call(PURCHASE_PATHS.createOrder, order, serviceOrderSchema);
}

/** One order as it stands now. @throws {GatewayError} */
export function queryOrderDetail(client: GatewayClient, orderId: string): Promise<ServiceOrder> {
  return client.call(PURCHASE_PATHS.queryOrderDetail, { orderId }, serviceOrderSchema);
}

/** Issues a new payment QR code for an unpaid order (payStatus 1). @throws {GatewayError} */
export function createPayQrCode(client: GatewayClient, orderId: string): Promise<ServiceOrder> {
  return client.call(PURCHASE_PATHS.createPayQrCode, { orderId }, serviceOrderSchema);
}

/** The order's payment state now (the QR page's poll and "I have paid"). @throws {GatewayError} */
export function queryPayStatus(client: GatewayClient, orderId: string): Promise<ServiceOrder> {
  return client.call(PURCHASE_PATHS.queryPayStatus, { orderId }, serviceOrderSchema);
}
