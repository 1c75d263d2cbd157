/**
 * Loader of the shell layout `/entry/{serviceId}/{systemCode}`: the guard (ROUTE-34..45 and
 * ENTRY-01..05 via loadAccount), then the menu tree of the system. A failed menu load keeps the
 * shell up with only the home tab and a clear message in it (TAB-29, issue 2 "malformed menu").
 */
import { data, redirect } from "@remix-run/node";
import { cachedRead, getMenuTree, isGatewayFailure, readScopeOf, syncSessionToken, withGateway, type GatewayFailure } from "~/gateway/index.server";
import type { MenuNode, SubscribedSystem } from "~/gateway/schemas";
import { loadAccount } from "~/features/auth/index.server";
import { originOf } from "~/features/security";
import { firstPaintMenus, menuJson, type FirstPaintMenus } from "~/features/menus";
import { menuVersion } from "~/features/menus/index.server";
import { accountFacts } from "~/features/account/index.server";
import { BIND_PATH, missingBindings } from "~/features/account-flows";
import { microAppsConfig } from "~/features/micro-apps/index.server";
import { issueBridgeCapability } from "~/features/bridge/index.server";
import { commitSession, readLogin } from "~/utils/session.server";
import { systemNamesByLanguage } from "~/i18n/system-name.server";
import { arrivalAnnouncements, arrivalTicker } from "~/features/notices/index.server";

/** serviceId: 1–12 digits. */
export const SERVICE_ID_PATTERN = /^\d{1,12}$/;
/** systemCode: upper-case letters, digits and `_`, 1–40 characters. */
export const SYSTEM_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The systems list as the browser gets it (no billing internals). */
export type ShellSystem = Pick<SubscribedSystem, "serviceId" | "systemCode" | "systemName" | "status" | "serviceDeploy" | "embedded" | "systemDomain" | "packageId">;

/**
 * The document's menu payload, derived once per gateway answer: a read-cache hit is the same
 * frozen object for every document (issue 10), so its tree is slimmed, serialised and hashed once,
 * not on every request. Keyed weakly: an answer dropped from the cache frees its payload.
 */
const menuPayloads = new WeakMap<object, FirstPaintMenus & { version: string }>();

function menuPayloadOf(answer: object, tree: readonly MenuNode[], homeMenuId: number | null): FirstPaintMenus & { version: string } {
  const known = menuPayloads.get(answer);
  if (known) return known;
  // A big tenant's document carries only the first-paint groups; the rest comes from
  // /api/menus/tree (ETag = this version).
  const full = menuJson(tree);
  const payload = { ...firstPaintMenus(tree, homeMenuId, undefined, full), version: menuVersion(full) };
  menuPayloads.set(answer, payload);
  return payload;
}

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
  // From the read cache (issue 10), keyed by company, user, language and system.
  const menuRun = withGateway(request, async (client, session) =>
    cachedRead("menuTree", await readScopeOf(request, session), [serviceId, systemCode], () => getMenuTree(client, { serviceId: Number(serviceId), systemCode })),
  ).then(
    (run) => ({ run, error: null }),
    (error: unknown) => ({ run: null, error }),
  );
  // The announcement modal's list, so the modal is in the first paint (issue 10); null = not read.
  const arrival = arrivalAnnouncements(request, systemCode);
  // The header ticker's list, in the first paint too; null = not read (the browser asks).
  const tickerRun = arrivalTicker(request);
  const account = await loadAccount(request, { serviceId, systemCode });
  const session = account.session;
  let menu: { tree: MenuNode[]; homeMenuId: number | null; packageId: number | null; showUpdateFlag: number | null } | null = null;
  let firstPaint: (FirstPaintMenus & { version: string }) | null = null;
  let menuFailure: GatewayFailure | null = null;
  const outcome = await menuRun;
  if (outcome.run) {
    const result = outcome.run.result;
    menu = {
      tree: result.childMenus,
      homeMenuId: result.homeMenuId ?? null,
      packageId: result.packageId ?? null,
      showUpdateFlag: result.showUpdateFlag ?? null,
    };
    firstPaint = menuPayloadOf(result, menu.tree, menu.homeMenuId);
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
  const announcements = await arrival;
  const ticker = await tickerRun;
  // AUTH-14: an account that lacks a phone, e-mail or password binds them before entering.
  if (missingBindings(userInfo).length > 0) throw redirect(BIND_PATH, { headers });
  const system = systems.find((s) => String(s.serviceId) === serviceId && s.systemCode === systemCode)!;
  const systemNames = await systemNamesByLanguage(system);
  return data(
    {
      user: {
        userName: userInfo.userName,
        displayName: userInfo.realName || userInfo.nickName || userInfo.userRealName || userInfo.userName,
        company: userInfo.onlineSubjectName ?? "",
        headImgUrl: userInfo.headImgUrl ?? null,
        isDemo: !!userInfo.isDemo,
        /** The lite guide's status (GUIDE-04..06): the guide loads only for 1 and 4. */
        guideStatus: userInfo.guideStatus ?? null,
      },
      packageStyle: Number(userConfig.packageStyle),
      /** Sider collapse state from the user config (LAYOUT-15): 2 collapsed, anything else expanded. */
      saveMenuStatus: userConfig.saveMenuStatus ?? null,
      systems: systems.map(toShellSystem),
      system: { serviceId: Number(system.serviceId), systemCode: system.systemCode, systemName: system.systemName },
      /** The system's name in each language, for the document title (it follows a language switch). */
      systemNames,
      menu:
        menu && firstPaint
          ? {
              json: firstPaint.json,
              complete: firstPaint.complete,
              counts: firstPaint.counts,
              version: firstPaint.version,
              homeMenuId: menu.homeMenuId,
              packageId: menu.packageId,
              showUpdateFlag: menu.showUpdateFlag,
            }
          : null,
      menuFailure,
      /** userActionConfig failed: shown as a warning notification, default layout used (GW-08). */
      configWarning,
      frameOrigins: frameOriginsOf(systems),
      /** Toolbar and avatar-dropdown facts (features/account). */
      account: accountFacts({ isDemo: !!userInfo.isDemo, packageStyle: Number(userConfig.packageStyle), systemCode, classification: userInfo.classification, systems, tree: menu?.tree ?? [] }),
      /** Micro-apps of this system (MICRO-02); their origin goes to the CSP's script-src. */
      microApps: microAppsConfig(system, menu?.tree ?? null, frameOriginsOf(systems)),
      /**
       * The bridge's token hand-out (BRIDGE-03, BRIDGE-05): this document's capability, sent with
       * each request, and the one origin a pane must have to be handed the token (the system's).
       */
      bridge: {
        capability: issueBridgeCapability(readLogin(session)!, { serviceId: Number(system.serviceId), systemCode: system.systemCode }),
        origin: originOf(system.systemDomain),
      },
      /** Popup announcements not closed yet, shown on arrival (ANN-02); null: the browser asks. */
      announcements,
      /** The header ticker's announcements (ANN-09); null: the browser asks. */
      ticker,
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
