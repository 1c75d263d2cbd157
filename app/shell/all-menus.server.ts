/**
 * Loader of the all-menus page `/menus/{serviceId}/{systemCode}`: every menu of a system as plain
 * links. A workspace document carries only what its first paint shows (issue 25,
 * `shell_html_bytes`), so a browser without scripts reaches its menus here, from the workspace's
 * `<noscript>` link; with scripts it is an ordinary page of the portal. Each link leads to the
 * workspace, whose guard (ROUTE-34..45) decides as for any other entry.
 * @see MENU-01
 */
import { data } from "@remix-run/node";
import { cachedRead, getMenuTree, isGatewayFailure, readScopeOf, withGateway } from "~/gateway/index.server";
import { menuJson } from "~/features/menus";
import { SERVICE_ID_PATTERN, SYSTEM_CODE_PATTERN } from "./shell.server";

/** The page's data: the system and its slim tree as JSON (`parseMenuJson`); `failed` when the gateway did not give it. */
export interface AllMenusData {
  serviceId: string;
  systemCode: string;
  json: string;
  /** The system's home leaf (MENU-09): its link is the workspace itself. */
  homeMenuId: number | null;
  failed: boolean;
}

/**
 * @throws 404 for a malformed serviceId or systemCode; a redirect to /login without a session,
 *   or after the gateway's 401 (GW-11); any error that is not a gateway failure
 */
export async function allMenusLoader(request: Request, params: { serviceId?: string; systemCode?: string }) {
  const serviceId = params.serviceId ?? "";
  const systemCode = params.systemCode ?? "";
  if (!SERVICE_ID_PATTERN.test(serviceId) || !SYSTEM_CODE_PATTERN.test(systemCode)) throw data(null, { status: 404 });
  try {
    const run = await withGateway(request, async (client, session) =>
      cachedRead("menuTree", await readScopeOf(request, session), [serviceId, systemCode], () => getMenuTree(client, { serviceId: Number(serviceId), systemCode })),
    );
    return data<AllMenusData>({ serviceId, systemCode, json: menuJson(run.result.childMenus), homeMenuId: run.result.homeMenuId ?? null, failed: false }, { headers: run.headers });
  } catch (err) {
    if (err instanceof Response) throw err;
    const { data: payload } = (err ?? {}) as { data?: unknown };
    if (isGatewayFailure(payload)) return data<AllMenusData>({ serviceId, systemCode, json: "[]", homeMenuId: null, failed: true }, { status: 502 });
    throw err;
  }
}
