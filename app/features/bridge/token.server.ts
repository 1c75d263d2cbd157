/**
 * The bridge's just-in-time token hand-out (BRIDGE-03, BRIDGE-05, MICRO-03): `POST
 * /api/bridge/token` answers the logged-in session's gateway token to the shell, which passes it
 * on to the one pane that asked and keeps nothing. This is the one place page JavaScript sees
 * the token (README, security), so the server decides who gets it (./token-rules.ts): fetch
 * metadata of a same-origin fetch, the shell document's capability (./capability.server.ts),
 * a system of this user that the entry rules let in, the origin exactly that system's. Behind
 * the server's cross-site check and {@link readForm} (a form body only); never cached.
 *
 * Every hand-out and every refusal is logged with what was asked (user, origin, system, pane;
 * the refusal's reason and fetch metadata); never the token or the capability.
 *
 * Body (form): `origin`, `serviceId`, `systemCode`, `pane` (≤ 120 characters, for the log),
 * `capability`. Answers (all `Cache-Control: no-store`): 200 `{ok: true, token}`; 400 bad body;
 * 401 not logged in; 403 refused; a gateway failure of the systems read: its status,
 * `{ok: false}` (refused, as nothing could be checked); a 401 of the gateway: the logout redirect.
 */
import { z } from "zod";
import { cachedRead, isGatewayFailure, querySystemExtListForSub, readScopeOf, withGateway } from "~/gateway/index.server";
import { readForm } from "~/features/security";
import { requestContext } from "~/utils/request-context.server";
import { getSession, readLogin } from "~/utils/session.server";
import { verifyBridgeCapability } from "./capability.server";
import { fetchMetadataAllows, systemVerdict, type FetchMetadata, type TokenRefusal } from "./token-rules";

const NO_STORE = { "Cache-Control": "no-store" };
const bodySchema = z.object({
  origin: z.string().max(300),
  serviceId: z.coerce.number().int().nonnegative().max(999_999_999_999),
  systemCode: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
  pane: z.string().max(120).default(""),
  capability: z.string().max(200).default(""),
});

type Entry = Record<string, unknown>;

function log(level: "info" | "warn", entry: Entry, msg: string): void {
  const logger = requestContext()?.log;
  if (logger) logger[level](entry, msg);
  else console[level](msg, entry);
}

function refuse(entry: Entry, reason: TokenRefusal | "gateway", status = 403, extra: Entry = {}, headers?: HeadersInit): Response {
  log("warn", { ...entry, reason, ...extra }, "bridge token refused");
  // `headers`: a rotated token's Set-Cookie (GW-05) must reach the browser on a refusal too.
  const out = new Headers(headers);
  out.set("Cache-Control", "no-store");
  return Response.json({ ok: false }, { status, headers: out });
}

/** @returns the answer described in the module doc. */
export async function bridgeTokenAction(request: Request): Promise<Response> {
  const parsed = bodySchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ ok: false }, { status: 400, headers: NO_STORE });
  const session = await getSession(request);
  const login = readLogin(session);
  if (!login) return Response.json({ ok: false }, { status: 401, headers: NO_STORE });
  const ask = parsed.data;
  const meta: FetchMetadata = {
    site: request.headers.get("Sec-Fetch-Site"),
    mode: request.headers.get("Sec-Fetch-Mode"),
    dest: request.headers.get("Sec-Fetch-Dest"),
  };
  const entry: Entry = { event: "bridge.token", user: login.userName, origin: ask.origin, serviceId: ask.serviceId, systemCode: ask.systemCode, pane: ask.pane };
  if (!fetchMetadataAllows(meta)) return refuse(entry, "fetch-metadata", 403, { fetchMetadata: meta });
  const issuedFor = verifyBridgeCapability(ask.capability, login);
  if (!issuedFor) return refuse(entry, "capability");
  let run;
  try {
    run = await withGateway(
      request,
      async (client, s) => cachedRead("systems", await readScopeOf(request, s), [], () => querySystemExtListForSub(client)),
      session,
    );
  } catch (err) {
    if (err instanceof Response) throw err;
    const { data, init } = (err ?? {}) as { data?: unknown; init?: ResponseInit | null };
    if (isGatewayFailure(data)) return refuse(entry, "gateway", init?.status ?? 502, { failure: data.kind }, init?.headers);
    throw err;
  }
  const verdict = systemVerdict(ask, issuedFor, run.result);
  if (!verdict.ok) return refuse(entry, verdict.reason, 403, verdict.rule ? { rule: verdict.rule } : {}, run.headers);
  log("info", entry, "bridge token handed out");
  run.headers.set("Cache-Control", "no-store");
  // The newest token: the systems read may have rotated it (GW-05); run.headers then carries the cookie.
  return Response.json({ ok: true, token: run.session.get("token") ?? login.token }, { headers: run.headers });
}
