/**
 * The server's own demo guard (DEMO-01): the pages already show the demo tip and send nothing,
 * and a demo user's write that reaches a resource route anyway (a hand-made request) is refused
 * here before any gateway write. Every feature's write routes use it (account scenes and styles,
 * account settings).
 * @module gateway/demo-guard
 * @see DEMO-01 @see DEMO-02 @see DEMO-03 @see DEMO-04
 */
import type { GatewayClient } from "./client.server";
import { respondJson } from "./respond.server";
import { withGateway } from "./session.server";
import { getUserInfo } from "./user.server";

/** The i18n key of the refusal's `error` (the demo tip the pages show). */
const DEMO_REFUSED = "account:demoTip";

/**
 * Runs `write` as {@link respondJson} does, unless the signed-in user is a demo user (their
 * `isDemo`, read from `getUserInfoByHideCode` first): then answers HTTP 403
 * `{ok: false, error: "account:demoTip"}` and `write` never runs. A rotated token's
 * `Set-Cookie` is kept either way.
 * @throws Response redirect to /login when not logged in, or after a 401 (as respondJson).
 */
export async function respondUnlessDemo<T extends object>(request: Request, write: (client: GatewayClient) => Promise<T>): Promise<Response> {
  let demo = false;
  const reply = await respondJson(request, async (client): Promise<T | Record<string, never>> => {
    if ((await getUserInfo(client)).isDemo) {
      demo = true;
      return {};
    }
    return write(client);
  });
  if (!demo) return reply;
  const headers = new Headers(reply.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ ok: false, error: DEMO_REFUSED }), { status: 403, headers });
}

/**
 * The refusal of a demo user's write, or null for anyone else: HTTP 403
 * `{ok: false, error: "account:demoTip"}` (with a rotated token's `Set-Cookie`) when the signed-in
 * user's `isDemo` is set. For routes that answer in their own shape rather than through
 * {@link respondJson}; call it before reading anything the write needs.
 * @throws Response redirect to /login when not logged in, or after a 401; the gateway's failure
 *   (as {@link withGateway}) when the user's info cannot be read.
 * @see DEMO-01
 */
export async function demoRefusal(request: Request): Promise<Response | null> {
  const run = await withGateway(request, async (client) => (await getUserInfo(client)).isDemo);
  if (!run.result) return null;
  const headers = new Headers(run.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ ok: false, error: DEMO_REFUSED }), { status: 403, headers });
}
