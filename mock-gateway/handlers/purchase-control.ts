/**
 * The orders' control API (mock mode only; FIXTURE.md "User centre and services"):
 * - `POST /__mock/orders/{orderId}/pay` pays an order now (a pending injected failure fails it);
 * - `POST /__mock/orders/{orderId}/fail` fails its payment; `…/expire` expires its QR code;
 * - `POST /__mock/orders/settings {autoPayMs?, failNext?}`: automatic payment this many mock ms
 *   after the QR code shows (0 = never; default 5 000) and how many next payments fail;
 * - `GET /__mock/orders` lists the orders (newest last).
 * Every reply is JSON; an unknown order is HTTP 404 `{error}`, a bad body HTTP 400 `{error}`.
 * @module mock-gateway/handlers/purchase-control
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { settleOrder } from "./purchase-state";

const settingsSchema = z.object({
  autoPayMs: z.number().int().min(0).max(86_400_000).optional(),
  failNext: z.number().int().min(0).max(100).optional(),
}).strict();

/** Handlers of `/__mock/orders…` (behind the control API's guard, which runs first). */
export function purchaseControlHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.get("*/__mock/orders", () => HttpResponse.json(ctx.db.purchaseOrder.getAll())),
    http.post("*/__mock/orders/settings", async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse((await request.text()) || "{}");
      } catch {
        body = undefined;
      }
      const parsed = settingsSchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, { status: 400 });
      const row = ctx.db.purchaseSetting.update({ where: { id: { equals: 1 } }, data: parsed.data });
      return HttpResponse.json(row);
    }),
    http.post("*/__mock/orders/:orderId/:outcome", ({ params }) => {
      const outcome = String(params.outcome);
      if (outcome !== "pay" && outcome !== "fail" && outcome !== "expire") return HttpResponse.json({ error: `unknown action ${outcome}` }, { status: 404 });
      const row = ctx.db.purchaseOrder.findFirst({ where: { orderId: { equals: String(params.orderId) } } });
      if (!row) return HttpResponse.json({ error: `unknown order ${String(params.orderId)}` }, { status: 404 });
      return HttpResponse.json(settleOrder(ctx, row, outcome));
    }),
  ];
}
