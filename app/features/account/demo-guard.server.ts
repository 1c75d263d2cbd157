/**
 * The server's own demo guard (DEMO-01): the pages already show the demo tip and send nothing,
 * and a demo user's write that reaches a resource route anyway (a hand-made request) is refused
 * here before any gateway write.
 * @module features/account/demo-guard
 * @see DEMO-01 @see DEMO-02 @see DEMO-03 @see DEMO-04
 */
import { getUserInfo, respondJson, type GatewayClient } from "~/gateway/index.server";

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
