/**
 * Ties the tabs reducer to the URL: the route (`{appName}` + hash) says which pane is active;
 * opening a leaf or clicking a tab navigates; closing the active tab navigates to the pane the
 * reducer activates. A page that is not in the user's menu is refused with the 401 notice
 * (ENTRY-06) and the home tab stays. Entering another system (a new `base`) starts a new
 * workspace: the state is reset to that system's home tab.
 * @see ROUTE-11..ROUTE-16, TAB-*
 */
import { useFetcher, useLocation, useNavigate, useParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { MenuNode } from "~/gateway/schemas";
import { findLeafByTarget, findMenuById, menuTarget } from "~/features/menus";
import { initialTabs, tabsReducer, type Pane, type TabsAction } from "./model";

/** The home pane's key. */
export const HOME_KEY = "home";

/** The pane of a leaf; null when the leaf has no usable target. */
export function paneOf(leaf: MenuNode): Pane | null {
  const target = menuTarget(leaf);
  if (!target) return null;
  return {
    key: `m_${leaf.menuId}`,
    menuId: Number(leaf.menuId),
    appName: target.appName,
    hashPath: target.hashPath,
    names: { menuName: leaf.menuName, menuEnName: leaf.menuEnName, menuKrName: leaf.menuKrName },
    closable: leaf.closable !== false,
  };
}

/**
 * The address of a menu leaf inside a system's shell: the home menu is the shell itself, other
 * leaves their pane's URL; null when the leaf has no usable target.
 */
export function leafHref(base: string, leaf: MenuNode, homeMenuId: number | null): string | null {
  if (homeMenuId !== null && String(leaf.menuId) === String(homeMenuId)) return base;
  const pane = paneOf(leaf);
  return pane ? paneUrl(base, pane) : null;
}

/**
 * The portal page a redirect path's hash addresses (ROUTE-33), or null when the hash means home:
 * empty, `/`, or `/user/home` (ROUTE-31). Only `/…` paths count; the query is kept.
 */
export function hashRedirectPage(hashPath: string): string | null {
  if (!hashPath.startsWith("/")) return null;
  const bare = hashPath.split("?")[0].replace(/\/+$/, "");
  if (bare === "" || bare === "/user/home") return null;
  return hashPath;
}

/** `decodeURIComponent` that keeps the raw text when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL of a pane inside a system's shell. */
export function paneUrl(base: string, pane: Pane): string {
  return pane.key === HOME_KEY ? base : `${base}/${pane.appName}#${pane.hashPath}`;
}

/**
 * @param base `/entry/{serviceId}/{systemCode}`
 * @param system the system, for the activation tracking call (GW-22)
 * @param complete false while `tree` is only the first-paint part of a big tenant's tree: an
 *   address not found in it waits for the full tree instead of being refused
 */
export function useShellTabs(
  base: string,
  tree: readonly MenuNode[],
  homeMenuId: number | null,
  system: { serviceId: number; systemCode: string },
  complete = true,
) {
  const { t } = useTranslation();
  const params = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const home = useMemo<Pane>(() => {
    const node = homeMenuId !== null ? findMenuById(tree, homeMenuId) : null;
    return {
      key: HOME_KEY,
      menuId: node ? Number(node.menuId) : null,
      appName: "home",
      hashPath: "/",
      names: node ? { menuName: node.menuName, menuEnName: node.menuEnName, menuKrName: node.menuKrName } : { menuName: t("shell.home") },
      closable: false,
    };
  }, [tree, homeMenuId, t]);
  const [state, dispatch] = useReducer(tabsReducer, home, initialTabs);

  // Another system, or the same system's home menu changed: a new workspace. Skips the first
  // render (the reducer was just initialised with this home).
  const workspace = `${base}|${home.menuId ?? ""}`;
  const [seenWorkspace, setSeenWorkspace] = useState(workspace);
  if (seenWorkspace !== workspace) {
    setSeenWorkspace(workspace);
    dispatch({ type: "reset", home });
  }

  const appName = params.appName;
  const hashPath = safeDecode(hash.replace(/^#/, ""));
  useEffect(() => {
    if (!appName) {
      // ROUTE-33: a redirect path `/#/{path}` lands here with its hash; it opens that portal
      // page with its query. `/#/user/home` (and `/#/`) is home itself (ROUTE-31).
      const redirectPage = hashRedirectPage(hashPath);
      if (redirectPage) {
        navigate(`${base}/sso-web#${redirectPage}`, { replace: true });
        return;
      }
      dispatch({ type: "activate", key: HOME_KEY });
      return;
    }
    const leaf = hashPath ? findLeafByTarget(tree, { appName, hashPath }) : null;
    const pane = leaf ? paneOf(leaf) : null;
    if (pane) {
      dispatch({ type: "open", pane: { ...pane, hashPath: pane.appName === "iframe" ? pane.hashPath : hashPath } });
      return;
    }
    if (!complete) return;
    notify({ type: "warning", title: t("errors.noAccessTitle"), description: t("shell.unknownPage") }).catch(() => undefined);
    navigate(base, { replace: true });
  }, [appName, hashPath, tree, complete, base, navigate, t]);

  // GW-22: every activation of a menu pane is recorded (fire and forget).
  const tracker = useFetcher();
  const submitTracking = tracker.submit;
  const activePane = state.panes.find((p) => p.key === state.activeKey);
  const activeMenuId = activePane?.menuId ?? null;
  useEffect(() => {
    if (activeMenuId === null) return;
    submitTracking(
      { menuId: String(activeMenuId), serviceId: String(system.serviceId), systemCode: system.systemCode },
      { method: "post", action: "/api/menu-opt" },
    );
  }, [state.activeKey, activeMenuId, system.serviceId, system.systemCode, submitTracking]);

  const open = useCallback(
    (leaf: MenuNode) => {
      // The home menu is the home tab, never a second tab.
      if (homeMenuId !== null && String(leaf.menuId) === String(homeMenuId)) return navigate(base);
      const pane = paneOf(leaf);
      if (pane) navigate(paneUrl(base, pane));
    },
    [base, navigate, homeMenuId],
  );

  const activate = useCallback((pane: Pane) => navigate(paneUrl(base, pane)), [base, navigate]);

  const close = useCallback(
    (action: Extract<TabsAction, { key: string }> | { type: "closeAll" }) => {
      const next = tabsReducer(state, action);
      dispatch(action);
      if (next.activeKey !== state.activeKey) {
        const pane = next.panes.find((p) => p.key === next.activeKey)!;
        navigate(paneUrl(base, pane), { replace: true });
      }
    },
    [state, base, navigate],
  );

  return { state, open, activate, close, home };
}
