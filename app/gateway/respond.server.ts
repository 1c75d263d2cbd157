/**
 * The JSON answer of the portal's resource routes that call the gateway (notices, account,
 * menu preferences): `{ok: true, ...result}`, or
 * `{ok: false, failure}` with the failure's status for a gateway failure (the UI warns, GW-08).
 * Only a 401 (or a missing session) ends in a thrown redirect (GW-11), as `withGateway` does.
 *
 * @module gateway/respond
 */
import type { GatewayClient } from "./client.server";
import { isGatewayFailure } from "./failure";
import { withGateway } from "./session.server";

/**
 * Runs `fn` with the session's gateway client (on `baseUrl` when given) and answers JSON.
 * @throws Response redirect to /login when not logged in, or after a 401.
 */
export async function respondJson<T extends object>(request: Request, fn: (client: GatewayClient) => Promise<T>, baseUrl?: string): Promise<Response> {
  try {
    const run = await withGateway(request, fn, undefined, baseUrl);
    return Response.json({ ok: true as const, ...run.result }, { headers: run.headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    // withGateway throws `data(GatewayFailure, init)` for every failure but a 401
    const { data, init } = (err ?? {}) as { data?: unknown; init?: ResponseInit | null };
    if (isGatewayFailure(data)) {
      return Response.json({ ok: false as const, failure: data }, { status: init?.status ?? 502, headers: init?.headers });
    }
    throw err;
  }
}
