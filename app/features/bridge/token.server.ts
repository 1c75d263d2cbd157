/**
 * The bridge's just-in-time token hand-out (BRIDGE-03, BRIDGE-05, MICRO-03): `POST
 * /api/bridge/token` answers the logged-in session's gateway token to the shell, which passes it
 * on to the one pane that asked (an allowed origin) and keeps nothing. This is the one place page
 * JavaScript sees the token (README, security). Same-origin POST only (the server's cross-site
 * check and {@link readForm}); never cached; every hand-out is logged (user, origin, system, pane;
 * never the token).
 */
import { z } from "zod";
import { originOf, readForm } from "~/features/security";
import { requestContext } from "~/utils/request-context.server";
import { getSession, readLogin } from "~/utils/session.server";

const NO_STORE = { "Cache-Control": "no-store" };
const bodySchema = z.object({
  origin: z.string().max(300),
  systemCode: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
  pane: z.string().max(120).default(""),
});

/** @returns 200 `{ ok, token }`; 400 on a bad body; 401 without a logged-in session. */
export async function bridgeTokenAction(request: Request): Promise<Response> {
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  const origin = parsed.success ? originOf(parsed.data.origin) : null;
  if (!parsed.success || !origin) return Response.json({ ok: false }, { status: 400, headers: NO_STORE });
  const login = readLogin(await getSession(request));
  if (!login) return Response.json({ ok: false }, { status: 401, headers: NO_STORE });
  const entry = { event: "bridge.token", user: login.userName, origin, systemCode: parsed.data.systemCode, pane: parsed.data.pane };
  const log = requestContext()?.log;
  if (log) log.info(entry, "bridge token handed out");
  else console.info("bridge token handed out", entry);
  return Response.json({ ok: true, token: login.token }, { headers: NO_STORE });
}
