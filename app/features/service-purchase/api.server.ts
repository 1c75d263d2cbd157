/**
 * Server side of `/api/purchase` (issue 28): the service pages' data and actions. Answers
 * `{ok: true, …}` or `{ok: false, failure}` as {@link respondJson}; bad input is refused with
 * 400 `{ok: false, error}` (an i18n key) before any gateway call, and a demo user's change with
 * 403 `{ok: false, error: "purchase:demoRefused"}` (the pages already show the demo tip and send
 * nothing, DEMO-01; this is the server's own guard).
 *
 * GET `?view=packages` → `{packages, offer, isDemo}`; `?view=order&orderId=` → `{order, isDemo}`.
 * POST `intent=create` (`orderType`, `serviceId`, `packageId`, `periods`) → `{order}`;
 * `intent=qrcode` (`orderId`) → `{order}` with a new QR code; `intent=status` (`orderId`) →
 * `{order}` (the QR page's poll and its "I have paid" re-check); `intent=free` (`packageId`) → `{}`.
 * An order read as paid drops the company's cached reads (systems, menus), so the shell's next
 * load shows the upgraded menus and the renewed system (USER-05, USER-06).
 * @module features/service-purchase/api
 * @see USER-04 @see USER-05 @see USER-06 @see DEMO-01
 */
import {
  createOrder, createPayQrCode, getUserInfo, openFreePackage, queryEjectFreePackage, queryOrderDetail, queryPayStatus,
  querySystemServicePackageInfo, respondJson, type ServiceOrder,
} from "~/gateway/index.server";
import { invalidateCompanyReads } from "~/gateway/read-cache.server";
import { readForm } from "~/features/security";
import { getSession, readLogin } from "~/utils/session.server";
import { PAY_STATUS, parseId, parseOrderId, parseOrderType, parsePeriods } from "./model";

const badRequest = () => Response.json({ ok: false as const, error: "purchase:errors.badRequest" }, { status: 400 });
const demoRefused = () => Response.json({ ok: false as const, error: "purchase:demoRefused" }, { status: 403 });

/** Drops the company's cached reads once an order is paid (its systems and menus changed). */
async function afterRead(request: Request, order: ServiceOrder): Promise<ServiceOrder> {
  if (order.payStatus === PAY_STATUS.paid) {
    const login = readLogin(await getSession(request));
    if (login) invalidateCompanyReads(login.company);
  }
  return order;
}

/** GET /api/purchase (see the module doc). */
export function purchaseLoader(request: Request): Promise<Response> | Response {
  const url = new URL(request.url);
  const view = url.searchParams.get("view");
  if (view === "packages") {
    return respondJson(request, async (client) => {
      const [info, offer, user] = await Promise.all([querySystemServicePackageInfo(client), queryEjectFreePackage(client), getUserInfo(client)]);
      return { packages: info.packageInfoList, offer: offer?.ejectFlag === 1 ? offer : null, isDemo: !!user.isDemo };
    });
  }
  const orderId = parseOrderId(url.searchParams.get("orderId"));
  if (view !== "order" || !orderId) return badRequest();
  return respondJson(request, async (client) => {
    const [order, user] = await Promise.all([queryOrderDetail(client, orderId), getUserInfo(client)]);
    return { order: await afterRead(request, order), isDemo: !!user.isDemo };
  });
}

/** POST /api/purchase (see the module doc). */
export async function purchaseAction(request: Request): Promise<Response> {
  const form = await readForm(request);
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : null;
  };
  const intent = field("intent");
  if (intent === "status") {
    const orderId = parseOrderId(field("orderId"));
    if (!orderId) return badRequest();
    return respondJson(request, async (client) => ({ order: await afterRead(request, await queryPayStatus(client, orderId)) }));
  }
  const orderType = parseOrderType(field("orderType"));
  const serviceId = parseId(field("serviceId"));
  const packageId = parseId(field("packageId"));
  const orderId = parseOrderId(field("orderId"));
  const valid = intent === "create" ? orderType !== null && serviceId !== null && packageId !== null
    : intent === "qrcode" ? orderId !== null
    : intent === "free" ? packageId !== null
    : false;
  if (!valid) return badRequest();
  let demo = false;
  const reply = await respondJson(request, async (client) => {
    if ((await getUserInfo(client)).isDemo) {
      demo = true;
      return {};
    }
    if (intent === "create") return { order: await createOrder(client, { orderType: orderType!, serviceId: serviceId!, packageId: packageId!, periods: parsePeriods(field("periods")) }) };
    if (intent === "qrcode") return { order: await createPayQrCode(client, orderId!) };
    await openFreePackage(client, packageId!);
    return {};
  });
  return demo ? demoRefused() : reply;
}
