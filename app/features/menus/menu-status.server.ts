/**
 * POST `/api/menus/status` (form `saveMenuStatus` = 1 expanded | 2 collapsed): saves the sider
 * state with `/sso/menu/addMenuStatus` (LAYOUT-15). Answers `{ok}`; a failed save answers
 * `{ok: false}` (the sider keeps its state for this page); only a 401 ends the session.
 * @see LAYOUT-14 @see LAYOUT-15
 */
import { z } from "zod";
import { addMenuStatus, isGatewayFailure, withGateway } from "~/gateway/index.server";
import { readForm } from "~/features/security";

const bodySchema = z.object({ saveMenuStatus: z.enum(["1", "2"]).transform((v) => (v === "1" ? 1 : 2) as 1 | 2) });

/** The action of `/api/menus/status`. @throws Response redirect to /login without a session or after a 401. */
export async function menuStatusAction(request: Request): Promise<Response> {
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ ok: false as const }, { status: 400 });
  try {
    const run = await withGateway(request, (client) => addMenuStatus(client, parsed.data.saveMenuStatus));
    return Response.json({ ok: true as const }, { headers: run.headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    const { data, init } = (err ?? {}) as { data?: unknown; init?: ResponseInit | null };
    if (isGatewayFailure(data)) return Response.json({ ok: false as const }, { status: init?.status ?? 502, headers: init?.headers });
    throw err;
  }
}
