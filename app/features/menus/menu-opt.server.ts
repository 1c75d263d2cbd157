/**
 * Records a menu activation with /sso/menuStatistics/recordMenuOpt (GW-22; shell §4 "a
 * menu-statistics call is made on tab activation"). Tracking never disturbs the user: a failed
 * call answers `{ ok: false }`; only a 401 ends the session, as everywhere (GW-11).
 */
import { data } from "@remix-run/node";
import { z } from "zod";
import { isGatewayFailure, recordMenuOpt, withGateway } from "~/gateway/index.server";

const bodySchema = z.object({
  menuId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  serviceId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  systemCode: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
});

export async function menuOptAction(request: Request) {
  const parsed = bodySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false as const }, { status: 400 });
  try {
    const run = await withGateway(request, (client) => recordMenuOpt(client, parsed.data));
    return data({ ok: true as const }, { headers: run.headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    if (isGatewayFailure((err as { data?: unknown })?.data)) return data({ ok: false as const });
    throw err;
  }
}
