/**
 * The service pages' calls of the mock gateway (issue 28, shell §2 and §7): the packages of the
 * company's systems (`querySystemServicePackageInfo`), the free package offer
 * (`queryEjectFreePackage`, `openFreePackage`) and the orders (`/sso/serviceOrder/*`: the spec
 * names the pages, not the order calls, so their paths are the portal's, in the style of the
 * others; see app/gateway/paths.ts `PURCHASE_PATHS`).
 *
 * An order's payment state moves in mock time, read lazily on every order call (./purchase-state.ts):
 * awaiting payment (1) once its QR code is shown, paid (2) `autoPayMs` (5 000) mock ms later,
 * expired (3) when its QR code's 15 mock minutes pass first, failed (4) when a failure was
 * injected. A paid upgrade sets its menus' updateFlag to 1; a paid renewal makes the system
 * status 4 and moves its package's and menus' past expiry times a period on.
 * The control API (`/__mock/orders…`) is in ./purchase-control.ts.
 * @module mock-gateway/handlers/purchase
 */
import { HttpResponse, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { ok, route } from "../core/route";
import { DAY, gatewayTime } from "../seed/time";
import { orderView, packageName, resolveOrder, showQrCode } from "./purchase-state";
import { purchaseControlHandlers } from "./purchase-control";

/** Business error codes of the order calls. */
export const PURCHASE_CODES = {
  badRequest: "400",
  orderNotFound: "saas.sso.order.error.code.0001",
  packageUnavailable: "saas.sso.order.error.code.0002",
  orderClosed: "saas.sso.order.error.code.0003",
} as const;

const TEXT: Record<keyof typeof PURCHASE_CODES, [string, string, string]> = {
  badRequest: ["请求参数错误", "Invalid request parameters", "요청 매개변수가 올바르지 않습니다"],
  orderNotFound: ["订单不存在", "Order not found", "주문을 찾을 수 없습니다"],
  packageUnavailable: ["该套餐当前不可购买", "This package cannot be bought now", "이 패키지는 지금 구매할 수 없습니다"],
  orderClosed: ["订单已支付，无需重复支付", "The order is already paid", "이미 결제된 주문입니다"],
};

const LANG_INDEX: Record<GatewayLanguage, number> = { zh_CN: 0, en_US: 1, ko_KR: 2 };

function refuse(lang: GatewayLanguage, key: keyof typeof PURCHASE_CODES): Response {
  return HttpResponse.json({ code: PURCHASE_CODES[key], msg: TEXT[key][LANG_INDEX[lang] ?? 0], data: null });
}

const createSchema = z.object({
  orderType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  serviceId: z.number().int().positive(),
  packageId: z.number().int().positive(),
  periods: z.number().int().min(1).max(5),
});
const orderIdSchema = z.object({ orderId: z.string().min(1).max(40) });
const freeSchema = z.object({ packageId: z.number().int().positive() });

/** Handlers of the service pages' calls, and their control API. */
export function purchaseHandlers(ctx: GatewayContext): RequestHandler[] {
  const systemsOf = (companyId: string) => ctx.db.system.findMany({ where: { companyId: { equals: companyId } } });
  const orderOf = (orderId: string, companyId: string) => {
    const row = ctx.db.purchaseOrder.findFirst({ where: { orderId: { equals: orderId } } });
    return row && row.companyId === companyId ? row : null;
  };
  return [
    route(ctx, "/sso/subjectService/querySystemServicePackageInfo", ({ session, lang }) => {
      const systems = systemsOf(session.companyId);
      const packages = systems.flatMap((s) =>
        ctx.db.servicePackage.findMany({ where: { serviceId: { equals: s.serviceId } } })
          .filter((p) => p.packageType !== 3 || p.ownerCompanyId === session.companyId)
          .map((p) => ({
            packageId: p.packageId, serviceId: s.serviceId, systemCode: s.systemCode, systemName: s.systemName, systemStatus: s.status,
            packageType: p.packageType, packageName: packageName(p, lang), price: (p.priceFen / 100).toFixed(2), periodMonths: p.periodMonths,
            menuCount: p.menuIds.length, bought: p.ownerCompanyId === session.companyId ? 1 : 0, expireTime: p.ownerCompanyId === session.companyId ? p.expireTime : "",
            currentFlag: s.packageId === p.packageId ? 1 : 0,
          })),
      );
      return ok(lang, { serverTime: gatewayTime(ctx.clock.now()), packageInfoList: packages });
    }),
    route(ctx, "/sso/subjectService/queryEjectFreePackage", ({ session, lang }) => {
      const systems = systemsOf(session.companyId);
      const free = ctx.db.servicePackage.findMany({ where: { packageType: { equals: 3 } } })
        .find((p) => p.ownerCompanyId === "" && systems.some((s) => s.serviceId === p.serviceId));
      const system = free && systems.find((s) => s.serviceId === free.serviceId);
      if (!free || !system) return ok(lang, { ejectFlag: 0 });
      return ok(lang, { ejectFlag: 1, packageId: free.packageId, packageName: packageName(free, lang), serviceId: system.serviceId, systemCode: system.systemCode, periodMonths: free.periodMonths });
    }),
    route(ctx, "/sso/subjectService/openFreePackage", ({ session, body, lang }) => {
      const parsed = freeSchema.safeParse(body);
      if (!parsed.success) return refuse(lang, "badRequest");
      const where = { packageId: { equals: parsed.data.packageId } };
      const free = ctx.db.servicePackage.findFirst({ where });
      const mine = free && systemsOf(session.companyId).some((s) => s.serviceId === free.serviceId);
      if (!free || free.packageType !== 3 || free.ownerCompanyId !== "" || !mine) return refuse(lang, "packageUnavailable");
      ctx.db.servicePackage.update({ where, data: { ownerCompanyId: session.companyId, expireTime: gatewayTime(ctx.clock.now() + free.periodMonths * 30 * DAY) } });
      return ok(lang, null);
    }),
    route(ctx, "/sso/serviceOrder/createOrder", ({ session, body, lang }) => {
      const parsed = createSchema.safeParse(body);
      if (!parsed.success) return refuse(lang, "badRequest");
      const { orderType, serviceId, packageId, periods } = parsed.data;
      const system = systemsOf(session.companyId).find((s) => s.serviceId === serviceId);
      const pkg = ctx.db.servicePackage.findFirst({ where: { packageId: { equals: packageId } } });
      const owned = pkg?.ownerCompanyId === session.companyId;
      const fits = !!system && !!pkg && pkg.serviceId === serviceId && (
        orderType === 1 ? pkg.packageType !== 3 && !owned
        : orderType === 2 ? pkg.packageType === 2 && !owned
        : pkg.packageType === 1 && system.packageId === packageId);
      if (!fits || !pkg) return refuse(lang, "packageUnavailable");
      const seq = ctx.db.purchaseOrder.count() + 1;
      const orderId = `SO${String(ctx.clock.now()).slice(-8)}${String(seq).padStart(4, "0")}`;
      const row = ctx.db.purchaseOrder.create({
        orderId, companyId: session.companyId, username: session.username, orderType, serviceId, packageId, periods,
        payAmountFen: pkg.priceFen * periods, payStatus: 0, createdMs: ctx.clock.now(), qrShownMs: 0, qrExpireMs: 0, paidMs: 0, qrSeq: 0,
      });
      return ok(lang, orderView(ctx, row, lang));
    }),
    route(ctx, "/sso/serviceOrder/queryOrderDetail", ({ session, body, lang }) => {
      const parsed = orderIdSchema.safeParse(body);
      if (!parsed.success) return refuse(lang, "badRequest");
      const row = orderOf(parsed.data.orderId, session.companyId);
      return row ? ok(lang, orderView(ctx, resolveOrder(ctx, row), lang)) : refuse(lang, "orderNotFound");
    }),
    route(ctx, "/sso/serviceOrder/createPayQrCode", ({ session, body, lang }) => {
      const parsed = orderIdSchema.safeParse(body);
      if (!parsed.success) return refuse(lang, "badRequest");
      const row = orderOf(parsed.data.orderId, session.companyId);
      if (!row) return refuse(lang, "orderNotFound");
      const current = resolveOrder(ctx, row);
      if (current.payStatus === 2) return refuse(lang, "orderClosed");
      return ok(lang, orderView(ctx, showQrCode(ctx, current), lang));
    }),
    route(ctx, "/sso/serviceOrder/queryPayStatus", ({ session, body, lang }) => {
      const parsed = orderIdSchema.safeParse(body);
      if (!parsed.success) return refuse(lang, "badRequest");
      const row = orderOf(parsed.data.orderId, session.companyId);
      return row ? ok(lang, orderView(ctx, resolveOrder(ctx, row), lang)) : refuse(lang, "orderNotFound");
    }),
    ...purchaseControlHandlers(ctx),
  ];
}
