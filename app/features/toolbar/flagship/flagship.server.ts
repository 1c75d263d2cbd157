/**
 * POST /api/toolbar/flagship-demo `demoEnvironment=FLAGSHIP`: the flagship demo window's address
 * for a demo-mode seller (DEMO-06). The lookup runs here, so the gateway token stays in the
 * session; only the environment's own one-time token goes to the browser, inside the address.
 * @module features/toolbar/flagship/flagship.server
 * @see DEMO-06
 */
import { z } from "zod";
import { getUserInfo, queryDemoEnvironment, respondJson } from "~/gateway/index.server";
import { readForm } from "~/features/security";
import { flagshipUrl } from "./flagship-url";

const formSchema = z.object({ demoEnvironment: z.literal("FLAGSHIP") });

/** A refusal the browser shows by its i18n key: `{ok: false, error}`. */
const refuse = (status: number, error: string) => Response.json({ ok: false as const, error }, { status });

/**
 * Answers `{ok: true, url}` (the environment's url with serviceId and token, see
 * {@link flagshipUrl}) or `url: null` when the lookup's url may not be opened; 400 for a bad
 * form, 403 `account:flagship.demoOnly` for a seller not in demo mode (no lookup made); a gateway
 * failure as {@link respondJson} answers it.
 */
export async function flagshipDemoAction(request: Request): Promise<Response> {
  const form = formSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!form.success) return refuse(400, "account:errors.badInput");
  let demoOnly = false;
  const answer = await respondJson(request, async (client) => {
    if (!(await getUserInfo(client)).isDemo) return (demoOnly = true), { url: null };
    return { url: flagshipUrl(await queryDemoEnvironment(client, form.data.demoEnvironment)) };
  });
  return demoOnly ? refuse(403, "account:flagship.demoOnly") : answer;
}
