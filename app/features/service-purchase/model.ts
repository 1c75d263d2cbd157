/**
 * The service pages' rules, shared by server and browser (issue 28): the pages' paths
 * (ROUTE-27), the order's payment phases and the QR code's countdown, the upgrade page's address
 * (ROUTE-32) and the checks of what a page's query carries.
 * @module features/service-purchase/model
 * @see ROUTE-27 @see ROUTE-32 @see USER-04 @see USER-05 @see USER-06
 */

/** The sso-web service pages (ROUTE-27; `comfirm-order` spelled as the spec does). */
export const SERVE_PATHS = {
  buyServe: "/company/serve/buy-serve",
  serveManage: "/company/serve/serve-manage",
  confirmOrder: "/company/serve/comfirm-order",
  payQrcode: "/company/serve/pay-qrcode",
  payResult: "/company/serve/pay-result",
  buyAdditional: "/company/serve/buy-additional",
  buyRenew: "/company/serve/buy-renew",
} as const;

/** Order types of the gateway: 1 purchase, 2 upgrade, 3 renewal. */
export type OrderType = 1 | 2 | 3;

/** The gateway's payStatus: 0 created, 1 awaiting payment, 2 paid, 3 QR code expired, 4 payment failed. */
export const PAY_STATUS = { created: 0, awaiting: 1, paid: 2, expired: 3, failed: 4 } as const;

/** What the seller sees of an order's payment. `unknown`: a payStatus the portal does not know. */
export type PayPhase = "created" | "awaiting" | "paid" | "expired" | "failed" | "unknown";

/** How often the QR page asks for the payment's outcome, ms. */
export const PAY_POLL_MS = 2_000;

/** The order fields the phase rules read (the gateway's names; times in the gateway's epoch ms). */
export interface OrderClock {
  payStatus: number;
  qrExpireTime?: number | null;
  serverTime: number;
}

/**
 * The payment phase of an order as the seller should see it at `elapsedMs` ms after its reply
 * arrived: an awaiting order whose QR code has run out reads as expired before the gateway says
 * so (the page then offers a new code). Never throws.
 */
export function phaseOf(order: OrderClock, elapsedMs = 0): PayPhase {
  switch (order.payStatus) {
    case PAY_STATUS.created: return "created";
    case PAY_STATUS.awaiting: return remainingMs(order, elapsedMs) > 0 ? "awaiting" : "expired";
    case PAY_STATUS.paid: return "paid";
    case PAY_STATUS.expired: return "expired";
    case PAY_STATUS.failed: return "failed";
    default: return "unknown";
  }
}

/**
 * Ms until the QR code expires, `elapsedMs` ms after the reply (measured on the browser's clock,
 * so a skewed browser clock does not matter); 0 when past or without a code.
 */
export function remainingMs(order: OrderClock, elapsedMs = 0): number {
  if (order.qrExpireTime == null) return 0;
  return Math.max(0, order.qrExpireTime - (order.serverTime + Math.max(0, elapsedMs)));
}

/** `mm:ss` of a duration in ms, rounded up to the second (14:59.2 → "15:00"); never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** An order id a page may carry: 1–40 letters, digits, `_` or `-`; else null. */
export function parseOrderId(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : null;
}

/** A positive id of up to 12 digits (serviceId, packageId), else null. */
export function parseId(value: string | null | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Periods an order may buy (each the package's period, usually a year). */
export const PERIOD_CHOICES = [1, 2, 3] as const;

/** `periods` from a query: one of {@link PERIOD_CHOICES}, else 1. */
export function parsePeriods(value: string | null | undefined): number {
  const n = Number(value);
  return (PERIOD_CHOICES as readonly number[]).includes(n) ? n : 1;
}

/** `orderType` from a query or form: 1, 2 or 3, else null. */
export function parseOrderType(value: string | null | undefined): OrderType | null {
  return value === "1" || value === "2" || value === "3" ? (Number(value) as OrderType) : null;
}

/** The first upgrade package id of `updatePackageIds` ("12,13" → 12), else null. */
export function firstPackageId(updatePackageIds: string | null | undefined): number | null {
  for (const part of (updatePackageIds ?? "").split(",")) {
    const id = parseId(part.trim());
    if (id !== null) return id;
  }
  return null;
}

/**
 * Whether a gateway time (`yyyy-MM-dd HH:mm:ss`, UTC+8, the gateway's zone) is at or before
 * `nowMs` (epoch ms); false for an empty or unreadable time (no expiry).
 */
export function isPast(gatewayTime: string | null | undefined, nowMs: number): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(gatewayTime ?? "");
  if (!m) return false;
  const at = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 8, +m[5]!, +m[6]!);
  return at <= nowMs;
}

/** The package fields the service pages' rules read (the gateway's names). */
export interface PackageFacts {
  packageId: number;
  serviceId: number;
  packageType: number;
  bought: number;
  systemStatus?: number | null;
  currentFlag?: number | null;
  expireTime?: string | null;
}

/** A system's current package is expired: status 3 (stopped) or its expiry time passed. @see USER-06 */
export function needsRenewal(p: PackageFacts, nowMs: number): boolean {
  return p.currentFlag === 1 && (p.systemStatus === 3 || isPast(p.expireTime, nowMs));
}

/**
 * What a page may offer to buy: `buy-serve` any package not bought but a free one,
 * `buy-additional` the upgrade packages not bought of `serviceId`, `buy-renew` the current
 * package of `serviceId`.
 * @see USER-04 @see USER-05 @see USER-06
 */
export function offerable<P extends PackageFacts>(packages: readonly P[], kind: "buy" | "upgrade" | "renew", serviceId: number | null): P[] {
  return packages.filter((p) => {
    if (serviceId !== null && p.serviceId !== serviceId && kind !== "buy") return false;
    if (kind === "buy") return p.bought !== 1 && p.packageType !== 3;
    if (kind === "upgrade") return p.packageType === 2 && p.bought !== 1;
    return p.packageType === 1 && p.currentFlag === 1;
  });
}
