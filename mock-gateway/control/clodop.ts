/**
 * `GET /__mock/clodop` (the fake C-Lodop's setting) and `PUT /__mock/clodop`
 * `{state, version?, cloudVersion?}` (switch it: absent, old, current, cloud-missing, cloud-old,
 * not-ready; see ../clodop/fake-clodop.ts). Reset restores `current`. Behind the control API's
 * guard (./routes.ts runs first).
 * @module mock-gateway/control/clodop
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { clodopSettingSchema } from "../clodop/fake-clodop";
import type { GatewayContext } from "../core/context";

/** The fake C-Lodop's control handlers. */
export function clodopControlHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.get("*/__mock/clodop", () => HttpResponse.json(ctx.clodop.get())),
    http.put("*/__mock/clodop", async ({ request }) => {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return HttpResponse.json({ error: "body: not JSON" }, { status: 400 });
      }
      const r = clodopSettingSchema.safeParse(body);
      if (!r.success) return HttpResponse.json({ error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, { status: 400 });
      ctx.clodop.set(r.data);
      return HttpResponse.json(ctx.clodop.get());
    }),
  ];
}
