/**
 * The service pages' calls to `/api/purchase` (api.server.ts) through the portal's route client.
 * Every function resolves `{ok: true, …}` or `{ok: false, text}` (the failure's text in the
 * user's language) and never rejects.
 * @module features/service-purchase/client
 * @see USER-04
 */
import type { TFunction } from "i18next";
import type { FreePackageOffer, ServiceOrder, ServicePackage } from "~/gateway/purchase.server";
import { routeErrorText, tryRoute, type RouteFields } from "~/utils/route-client";

const PATH = "/api/purchase";

export type { FreePackageOffer, ServiceOrder, ServicePackage };

/** A call's outcome: its value, or the text of why it failed. */
export type Outcome<T> = ({ ok: true } & T) | { ok: false; text: string };

async function run<T>(t: TFunction, path: string, form?: RouteFields): Promise<Outcome<T>> {
  const result = await tryRoute<{ ok: true } & T>(path, form ? { form } : undefined);
  return result.ok ? result.value : { ok: false, text: routeErrorText(t, result.error) };
}

/** The company's packages, the free package on offer (or null) and whether the user is a demo user. */
export function fetchPackages(t: TFunction): Promise<Outcome<{ packages: ServicePackage[]; offer: NonNullable<FreePackageOffer> | null; isDemo: boolean }>> {
  return run(t, `${PATH}?view=packages`);
}

/** One order as it stands now. */
export function fetchOrder(t: TFunction, orderId: string): Promise<Outcome<{ order: ServiceOrder; isDemo: boolean }>> {
  return run(t, `${PATH}?${new URLSearchParams({ view: "order", orderId })}`);
}

/** Creates an order. */
export function postCreateOrder(t: TFunction, fields: { orderType: number; serviceId: number; packageId: number; periods: number }): Promise<Outcome<{ order: ServiceOrder }>> {
  return run(t, PATH, { intent: "create", ...fields });
}

/** Issues a new QR code for the order. */
export function postQrCode(t: TFunction, orderId: string): Promise<Outcome<{ order: ServiceOrder }>> {
  return run(t, PATH, { intent: "qrcode", orderId });
}

/** Asks for the order's payment state (the poll and "I have paid"). */
export function postPayStatus(t: TFunction, orderId: string): Promise<Outcome<{ order: ServiceOrder }>> {
  return run(t, PATH, { intent: "status", orderId });
}

/** Opens the free package. */
export function postOpenFree(t: TFunction, packageId: number): Promise<Outcome<Record<never, never>>> {
  return run(t, PATH, { intent: "free", packageId });
}
