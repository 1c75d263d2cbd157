/**
 * The mock's order state machine (issue 28): how an order's payStatus moves in mock time and
 * what a payment changes. 0 created → (QR code shown) 1 awaiting payment → 2 paid | 3 expired |
 * 4 failed; a new QR code takes 3 or 4 back to 1; 2 is final.
 * @module mock-gateway/handlers/purchase-state
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { DAY, MINUTE, gatewayTime } from "../seed/time";
import { forgetMenuTrees } from "./menu-tree";

/** A QR code is valid 15 mock minutes (FIXTURE.md). */
export const QR_VALID_MS = 15 * MINUTE;

type OrderRow = NonNullable<ReturnType<GatewayContext["db"]["purchaseOrder"]["findFirst"]>>;
type PackageRow = NonNullable<ReturnType<GatewayContext["db"]["servicePackage"]["findFirst"]>>;

/** The package's name in `lang`. */
export function packageName(p: Pick<PackageRow, "packageName" | "packageEnName" | "packageKrName">, lang: GatewayLanguage): string {
  return lang === "en_US" ? p.packageEnName : lang === "ko_KR" ? p.packageKrName : p.packageName;
}

function settings(ctx: GatewayContext) {
  return ctx.db.purchaseSetting.findFirst({ where: { id: { equals: 1 } } }) ?? { id: 1, autoPayMs: 0, failNext: 0 };
}

function update(ctx: GatewayContext, row: OrderRow, data: Partial<OrderRow>): OrderRow {
  return ctx.db.purchaseOrder.update({ where: { orderId: { equals: row.orderId } }, data })!;
}

/** Shows a (new) QR code: status 1, valid {@link QR_VALID_MS} from now. A paid order is returned as is. */
export function showQrCode(ctx: GatewayContext, row: OrderRow): OrderRow {
  if (row.payStatus === 2) return row;
  const now = ctx.clock.now();
  return update(ctx, row, { payStatus: 1, qrShownMs: now, qrExpireMs: now + QR_VALID_MS, qrSeq: row.qrSeq + 1 });
}

/**
 * Settles an order awaiting payment: paid (and its effects applied), or failed when a failure
 * is pending (`failNext`). `force` settles whatever the QR code's state (the control API).
 */
export function settleOrder(ctx: GatewayContext, row: OrderRow, outcome: "pay" | "fail" | "expire"): OrderRow {
  if (row.payStatus === 2) return row;
  if (outcome === "expire") return update(ctx, row, { payStatus: 3, qrExpireMs: Math.min(row.qrExpireMs || ctx.clock.now(), ctx.clock.now()) });
  const s = settings(ctx);
  if (outcome === "fail" || s.failNext > 0) {
    if (outcome !== "fail") ctx.db.purchaseSetting.update({ where: { id: { equals: 1 } }, data: { failNext: s.failNext - 1 } });
    return update(ctx, row, { payStatus: 4 });
  }
  applyPayment(ctx, row);
  return update(ctx, row, { payStatus: 2, paidMs: ctx.clock.now() });
}

/** Moves an awaiting order on in mock time: auto payment first (it came first), then expiry. */
export function resolveOrder(ctx: GatewayContext, row: OrderRow): OrderRow {
  if (row.payStatus !== 1) return row;
  const now = ctx.clock.now();
  const { autoPayMs } = settings(ctx);
  const payAt = autoPayMs > 0 ? row.qrShownMs + autoPayMs : Infinity;
  if (payAt <= now && payAt < row.qrExpireMs) return settleOrder(ctx, row, "pay");
  if (row.qrExpireMs <= now) return update(ctx, row, { payStatus: 3 });
  return row;
}

function applyPayment(ctx: GatewayContext, row: OrderRow): void {
  const pkgWhere = { packageId: { equals: row.packageId } };
  const pkg = ctx.db.servicePackage.findFirst({ where: pkgWhere });
  if (!pkg) return;
  const now = ctx.clock.now();
  const periodMs = pkg.periodMonths * 30 * DAY * row.periods;
  const from = Math.max(now, Date.parse(`${pkg.expireTime.replace(" ", "T")}+08:00`) || now);
  ctx.db.servicePackage.update({ where: pkgWhere, data: { ownerCompanyId: row.companyId, expireTime: gatewayTime(from + periodMs) } });
  for (const menuId of pkg.menuIds) {
    const where = { menuId: { equals: menuId } };
    if (ctx.db.menu.findFirst({ where })?.updateFlag === 2) ctx.db.menu.update({ where, data: { updateFlag: 1 } });
  }
  forgetMenuTrees(ctx);
  if (row.orderType !== 3) return;
  const sysWhere = { serviceId: { equals: row.serviceId } };
  ctx.db.system.update({ where: sysWhere, data: { status: 4 } });
  // The platform and service assets of the renewed system run a period on (the app asset, type 2, is the app store's).
  const later = gatewayTime(now + periodMs);
  for (const m of ctx.db.menu.findMany({ where: sysWhere })) {
    const past = (t: string | null) => !!t && Date.parse(`${t.replace(" ", "T")}+08:00`) <= now;
    const data: { platformExpireTime?: string; assetsExpireTime?: string } = {};
    if (past(m.platformExpireTime)) data.platformExpireTime = later;
    if (past(m.assetsExpireTime) && m.assetsType !== 2) data.assetsExpireTime = later;
    if (Object.keys(data).length) ctx.db.menu.update({ where: { menuId: { equals: m.menuId } }, data });
  }
  forgetMenuTrees(ctx);
}

/** The wire view of an order (its times as mock-clock epoch ms, `serverTime` the mock's now). */
export function orderView(ctx: GatewayContext, row: OrderRow, lang: GatewayLanguage) {
  const pkg = ctx.db.servicePackage.findFirst({ where: { packageId: { equals: row.packageId } } });
  const system = ctx.db.system.findFirst({ where: { serviceId: { equals: row.serviceId } } });
  return {
    orderId: row.orderId,
    orderType: row.orderType,
    serviceId: row.serviceId,
    systemCode: system?.systemCode ?? "",
    packageId: row.packageId,
    packageName: pkg ? packageName(pkg, lang) : "",
    periods: row.periods,
    periodMonths: pkg?.periodMonths ?? 12,
    payAmount: (row.payAmountFen / 100).toFixed(2),
    payStatus: row.payStatus,
    qrCodeContent: row.payStatus === 1 ? `${ctx.publicUrl}/pay/mock?orderId=${encodeURIComponent(row.orderId)}&n=${row.qrSeq}` : "",
    qrExpireTime: row.qrExpireMs || null,
    serverTime: ctx.clock.now(),
    createTime: gatewayTime(row.createdMs),
    payTime: row.paidMs ? gatewayTime(row.paidMs) : "",
    expireTime: pkg?.expireTime ?? "",
  };
}
