/**
 * Loader of the shell layout `/entry/{serviceId}/{systemCode}`: the guard (ROUTE-34..45 and
 * ENTRY-01..05 via loadAccount), then the menu tree of the system. A failed menu load keeps the
 * shell up with only the home tab and a clear message in it (TAB-29, issue 2 "malformed menu").
 */
import { data } from "@remix-run/node";
import { getMenuTree, isGatewayFailure, syncSessionToken, withGateway, type GatewayFailure } from "~/gateway/index.server";
import type { MenuNode, SubscribedSystem } from "~/gateway/schemas";
import { loadAccount } from "~/features/auth/index.server";
import { originOf } from "~/features/security";
import { menuJson } from "~/features/menus";
import { commitSession } from "~/utils/session.server";

/** serviceId: 1–12 digits. */
export const SERVICE_ID_PATTERN = /^\d{1,12}$/;
/** systemCode: upper-case letters, digits and `_`, 1–40 characters. */
export const SYSTEM_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The systems list as the browser gets it (no billing internals). */
export type ShellSystem = Pick<SubscribedSystem, "serviceId" | "systemCode" | "systemName" | "status" | "serviceDeploy" | "embedded" | "systemDomain" | "packageId">;

/**
 * @throws 404 for malformed params; guard redirects; gateway failures of the account load.
 */
export async function shellLoader(request: Request, params: { serviceId?: string; systemCode?: string }) {
  const serviceId = params.serviceId ?? "";
  const systemCode = params.systemCode ?? "";
  if (!SERVICE_ID_PATTERN.test(serviceId) || !SYSTEM_CODE_PATTERN.test(systemCode)) {
    throw data(null, { status: 404 });
  }
  // The menu tree is fetched alongside the account (one round trip less); it is used only when
  // the guard lets the user in.
  const menuRun = withGateway(request, (client) => getMenuTree(client, { serviceId: Number(serviceId), systemCode })).then(
    (run) => ({ run, error: null }),
    (error: unknown) => ({ run: null, error }),
  );
  const account = await loadAccount(request, { serviceId, systemCode });
  const session = account.session;
  let menu: { tree: MenuNode[]; homeMenuId: number | null; showUpdateFlag?: number | null; packageId?: number | null } | null = null;
  let menuTreeJson: string | null = null;
  let menuFailure: GatewayFailure | null = null;
  const outcome = await menuRun;
  if (outcome.run) {
    menu = { tree: outcome.run.result.childMenus, homeMenuId: outcome.run.result.homeMenuId ?? null };
    menu.showUpdateFlag = outcome.run.result.showUpdateFlag ?? null; // MENU-11
    menu.packageId = outcome.run.result.packageId ?? null; // ROUTE-32
    menuTreeJson = menuJson(menu.tree);
  } else {
    const payload = (outcome.error as { data?: unknown } | null)?.data;
    if (outcome.error instanceof Response || !isGatewayFailure(payload)) throw outcome.error;
    menuFailure = payload;
  }
  const { userInfo, userConfig, systems, configWarning } = account.result;
  // Both runs share this request's token cell: the session keeps the token of the last call
  // that completed, whichever of the two ran it (GW-05).
  const headers = new Headers();
  if (syncSessionToken(request, session) || account.headers.has("Set-Cookie")) {
    headers.append("Set-Cookie", await commitSession(request, session));
  }
  const system = systems.find((s) => String(s.serviceId) === serviceId && s.systemCode === systemCode)!;
  return data(
    {
      user: {
        userName: userInfo.userName,
        displayName: userInfo.realName || userInfo.nickName || userInfo.userRealName || userInfo.userName,
        company: userInfo.onlineSubjectName ?? "",
        headImgUrl: userInfo.headImgUrl ?? null,
        isDemo: !!userInfo.isDemo,
      },
      packageStyle: Number(userConfig.packageStyle),
      systems: systems.map(toShellSystem),
      system: { serviceId: Number(system.serviceId), systemCode: system.systemCode, systemName: system.systemName },
      menu: menu && menuTreeJson !== null ? { json: menuTreeJson, homeMenuId: menu.homeMenuId, showUpdateFlag: menu.showUpdateFlag ?? null, packageId: menu.packageId ?? null } : null,
      menuFailure,
      /** userActionConfig failed: shown as a warning notification, default layout used (GW-08). */
      configWarning,
      frameOrigins: frameOriginsOf(systems),
    },
    { headers },
  );
}

function toShellSystem(s: SubscribedSystem): ShellSystem {
  return {
    serviceId: Number(s.serviceId),
    systemCode: s.systemCode,
    systemName: s.systemName,
    status: Number(s.status),
    serviceDeploy: Number(s.serviceDeploy),
    embedded: Number(s.embedded),
    systemDomain: s.systemDomain ?? null,
    packageId: s.packageId ?? null,
  };
}

/**
 * Origins the shell may frame (CSP frame-src and the iframe panes' allow-list): the subscribed
 * systems' domains only. Menu data does not widen it: an iframe leaf whose URL is on another
 * origin is not framed.
 */
export function frameOriginsOf(systems: readonly SubscribedSystem[]): string[] {
  return [...new Set(systems.map((s) => originOf(s.systemDomain)).filter((o): o is string => o !== null))];
}

/** The loader's data type. */
export type ShellData = Awaited<ReturnType<typeof shellLoader>>["data"];
