/**
 * Ties the tabs state machine to the URL and to local storage:
 * - the route (`{appName}` + hash) says which pane is active; opening a leaf or clicking a tab
 *   navigates, so back and forward work; closing the active tab navigates to the pane the
 *   reducer activates;
 * - a page outside the user's menu shows the 401 modal (TAB-05, ENTRY-06) and the active tab
 *   stays, except a portal page that needs no menu (a live broadcast's details, ROUTE-25): it is
 *   asked to show (`page:show`, the notices' page drawer) and the active tab stays, whether it
 *   comes by its address or through `openPath` (`tabs:open`); an expired platform or app shows
 *   its confirm and blocks the page (TAB-08..TAB-13);
 * - `?tab={name}` opens that menu and closes the other closable tabs (ROUTE-20, ROUTE-21); a
 *   name no menu has opens nothing and closes nothing: the 401 modal shows over the workspace;
 * - the workspace is restored per serviceId + systemCode at start and saved on each change
 *   (TAB-24..TAB-27), before the address is handled: landing on a refused address shows the
 *   401 modal over the restored tabs; a failed menu load leaves only home and saves nothing (TAB-29);
 * - each activation of a menu pane posts the menu statistics call (TAB-23, GW-22).
 * @see ROUTE-11..ROUTE-21, TAB-*
 */
import { useLocation, useNavigate, useParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { findLeafByTarget, findMenuById, leavesOf } from "~/features/menus";
import { menuFreePage } from "~/utils/sso-pages";
import { requestShellEvent } from "~/utils/shell-events";
import { expiryOf, renewPath, type Expiry } from "./expiry";
import { tabsStorageKey, workspaceScope } from "./keys";
import { HOME_KEY, initialTabs, tabsReducer, type CloseAction, type Pane } from "./model";
import { hashRedirectPage, paneOf, paneUrl, safeDecode } from "./panes";
import { loadStoredTabs, restoreTabs, saveStoredTabs, toStored } from "./persistence";
import { useActivationRecord } from "./use-activation-record";
import { useTabsEvents } from "./use-tabs-events";

/** A prompt the tabs show: the 401 modal (TAB-05) or an expiry confirm (TAB-08, TAB-10). */
export type TabsPrompt = { kind: "noAccess" } | { kind: "expiry"; expiry: Expiry; names: Pane["names"] };

/** Options of opening a menu: `replace` the active pane (TAB-02); `verify`: unknown → the 401 modal (TAB-04). */
export interface OpenOptions {
  replace?: boolean;
  verify?: boolean;
}

/** TAB-06: the rejection of opening an unknown menu without `verify`. */
const MENU_NOT_FOUND = "菜单不存在 (activePane undefined)";

/**
 * @param base `/entry/{serviceId}/{systemCode}`
 * @param tree the menu tree (empty when it failed to load: TAB-29)
 * @param system the workspace's system (storage key, pane scope, statistics call)
 * @param complete false while `tree` is only the first-paint part of a big tenant's tree: the
 *   workspace is restored, and the address handled, once the full tree is there
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
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const scope = workspaceScope(system.serviceId, system.systemCode);
  const storageKey = tabsStorageKey(system.serviceId, system.systemCode);
  const homeNode = homeMenuId !== null ? findMenuById(tree, homeMenuId) : null;
  const homeName = homeNode ? null : t("nav:shell.home");
  const home = useMemo<Pane>(
    () => ({
      key: HOME_KEY,
      scope,
      menuId: homeNode ? Number(homeNode.menuId) : null,
      appName: "home",
      hashPath: "/",
      names: homeNode ? { menuName: homeNode.menuName, menuEnName: homeNode.menuEnName, menuKrName: homeNode.menuKrName } : { menuName: homeName ?? "" },
      closable: false,
    }),
    [homeNode, homeName, scope],
  );
  const [state, dispatch] = useReducer(tabsReducer, home, initialTabs);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [prompt, setPrompt] = useState<TabsPrompt | null>(null);

  // A stored pane is kept only while its menu still exists; it is refreshed from the menu.
  const resolve = useCallback(
    (saved: Pane): Pane | null => {
      const leaf = saved.menuId !== null ? findMenuById(tree, saved.menuId) : null;
      const pane = leaf ? paneOf(leaf, scope) : null;
      return pane ? { ...pane, hashPath: pane.appName === "iframe" ? pane.hashPath : saved.hashPath } : null;
    },
    [tree, scope],
  );

  // Another system (or its home menu changed): that workspace, restored from storage. A big
  // tenant's workspace is restored once its full tree is there (saved tabs may lie outside the
  // first-paint part, and restoring from that part would drop them and save the loss).
  const workspace = `${scope}|${homeMenuId ?? ""}|${tree.length > 0 && complete}`;
  const [seenWorkspace, setSeenWorkspace] = useState(workspace);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  if (seenWorkspace !== workspace) {
    setSeenWorkspace(workspace);
    dispatch({ type: "reset", home });
  }
  /** True from a restore until the address has been handled once: the landing of this workspace. */
  const landing = useRef(false);
  const appName = params.appName;
  const hashPath = safeDecode(hash.replace(/^#/, ""));
  useEffect(() => {
    // A big tenant waits for its full tree; a failed menu load (empty tree) restores nothing: only home (TAB-29).
    if (tree.length > 0 && !complete) return;
    const restored = tree.length > 0 ? restoreTabs(home, homeMenuId, loadStoredTabs(storageKey), resolve) : initialTabs(home);
    dispatch({ type: "restore", state: restored });
    setRestoredFor(workspace);
    landing.current = true;
    // Only when the workspace changes; the address effect below runs once the restored state is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace]);
  const restored = restoredFor === workspace;

  // Saved on every change once restored; never while the menu failed (TAB-29).
  useEffect(() => {
    if (!restored || tree.length === 0) return;
    saveStoredTabs(storageKey, toStored(state, homeMenuId));
  }, [state, restored, tree.length, storageKey, homeMenuId]);

  /** Back to the active pane's address (a refused page leaves the active tab as it was). */
  const stayPut = useCallback(() => {
    const { panes, activeKey } = stateRef.current;
    const active = panes.find((p) => p.key === activeKey);
    navigate(active ? paneUrl(base, active) : base, { replace: true });
  }, [base, navigate]);

  /** The expiry prompt for `leaf`, if any (TAB-12: shown, and the page is not activated). */
  const blockedByExpiry = useCallback((leaf: MenuNode): boolean => {
    const expiry = expiryOf(leaf, Date.now());
    if (expiry) setPrompt({ kind: "expiry", expiry, names: { menuName: leaf.menuName, menuEnName: leaf.menuEnName, menuKrName: leaf.menuKrName } });
    return expiry !== null;
  }, []);

  // The address, once the workspace is restored (TAB-24): a refused address leaves the restored
  // workspace as it is, under the 401 modal (ENTRY-06, ROUTE-21).
  useEffect(() => {
    if (!restored) return;
    const entering = landing.current;
    landing.current = false;
    const tabName = new URLSearchParams(search).get("tab");
    if (tabName !== null) {
      // ROUTE-20/21: that menu, active, besides the non-closable tabs. A name no menu has (or an
      // expired menu) opens nothing, so it closes nothing: the modal (or the expiry confirm) shows
      // over the workspace as it was.
      const leaf = leavesOf(tree).find((l) => l.tab === tabName);
      const pane = leaf ? paneOf(leaf, scope) : null;
      if (!leaf || !pane) {
        if (tree.length > 0) setPrompt({ kind: "noAccess" });
        return stayPut();
      }
      if (blockedByExpiry(leaf)) return stayPut();
      // Opened first, so a pane already open keeps its content; then the others go.
      dispatch({ type: "open", pane });
      dispatch({ type: "closeOthers", key: pane.key });
      navigate(paneUrl(base, pane), { replace: true });
      return;
    }
    if (!appName) {
      // ROUTE-33: a redirect path `/#/{path}` lands here with its hash; it opens that portal
      // page with its query. `/#/user/home` (and `/#/`) is home itself (ROUTE-31).
      const redirectPage = hashRedirectPage(hashPath);
      const active = stateRef.current.panes.find((p) => p.key === stateRef.current.activeKey);
      if (redirectPage) navigate(`${base}/sso-web#${redirectPage}`, { replace: true });
      // TAB-24: entering the system's shell shows the saved active tab.
      else if (entering && active && active.key !== HOME_KEY) navigate(paneUrl(base, active), { replace: true });
      else dispatch({ type: "activate", key: HOME_KEY });
      return;
    }
    const leaf = hashPath ? findLeafByTarget(tree, { appName, hashPath }) : null;
    const pane = leaf ? paneOf(leaf, scope) : null;
    if ((!leaf || !pane) && appName === "sso-web" && menuFreePage(hashPath)) {
      // ROUTE-25: a portal page that needs no menu (a live broadcast's details) shows the way the
      // notices show it outside the tabs (their page drawer); the active tab stays.
      requestShellEvent({ type: "page:show", path: hashPath });
      stayPut();
      return;
    }
    if (!leaf || !pane) {
      // ENTRY-06 / TAB-04: not in the menu. A failed menu load says so on the home pane (TAB-29).
      if (tree.length > 0) setPrompt({ kind: "noAccess" });
      stayPut();
      return;
    }
    if (blockedByExpiry(leaf)) return stayPut();
    dispatch({ type: "open", pane: { ...pane, hashPath: pane.appName === "iframe" ? pane.hashPath : hashPath } });
  }, [restored, appName, hashPath, search, tree, scope, base, navigate, stayPut, blockedByExpiry]);

  // TAB-23 / GW-22: every activation of a menu pane is recorded.
  useActivationRecord(state.activeKey, state.panes.find((p) => p.key === state.activeKey)?.menuId ?? null, system);

  /** Opens a menu leaf (TAB-01..TAB-03); an expired one shows its confirm instead (TAB-08..TAB-13). */
  const open = useCallback(
    (leaf: MenuNode, options: OpenOptions = {}) => {
      if (homeMenuId !== null && String(leaf.menuId) === String(homeMenuId)) return navigate(base);
      const pane = paneOf(leaf, scope);
      if (!pane) return setPrompt({ kind: "noAccess" });
      if (blockedByExpiry(leaf)) return;
      // The state changes at once (quick clicks are never lost); the URL follows.
      dispatch({ type: "open", pane, replace: options.replace });
      navigate(paneUrl(base, pane));
    },
    [base, navigate, homeMenuId, scope, blockedByExpiry],
  );

  /** A menu that is not found: the 401 modal with `verify` (TAB-04), else a rejection (TAB-06). */
  const notFound = useCallback((verify: boolean | undefined): Promise<void> => {
    if (verify) {
      setPrompt({ kind: "noAccess" });
      return Promise.resolve();
    }
    return Promise.reject(new Error(MENU_NOT_FOUND));
  }, []);

  /** Opens the menu `menuId` (BRIDGE-14 uses `verify`). */
  const openMenu = useCallback(
    (menuId: number | string, options: OpenOptions = {}): Promise<void> => {
      const leaf = findMenuById(tree, menuId);
      if (!leaf || !paneOf(leaf, scope)) return notFound(options.verify);
      open(leaf, options);
      return Promise.resolve();
    },
    [tree, scope, open, notFound],
  );

  /**
   * Opens the page `{appName}#{hashPath}` of the menu (the query of `hashPath` is kept). A portal
   * page that needs no menu (a live broadcast's details) is asked to show (`page:show`) as its
   * address does; the active tab stays. Any other page outside the menu: {@link notFound}.
   * @see TAB-01 @see TAB-04 @see TAB-06 @see ROUTE-25
   */
  const openPath = useCallback(
    (appName: string, hashPath: string, options: OpenOptions = {}): Promise<void> => {
      const leaf = findLeafByTarget(tree, { appName, hashPath });
      const pane = leaf ? paneOf(leaf, scope) : null;
      if ((!leaf || !pane) && appName === "sso-web" && menuFreePage(hashPath)) {
        requestShellEvent({ type: "page:show", path: hashPath });
        return Promise.resolve();
      }
      if (!leaf || !pane) return notFound(options.verify);
      if (blockedByExpiry(leaf)) return Promise.resolve();
      const opened = { ...pane, hashPath: pane.appName === "iframe" ? pane.hashPath : hashPath };
      dispatch({ type: "open", pane: opened, replace: options.replace });
      navigate(paneUrl(base, opened));
      return Promise.resolve();
    },
    [tree, scope, base, navigate, notFound, blockedByExpiry],
  );

  /** Activates an open pane (a tab click); an expired page shows its confirm and stays inactive. */
  const activate = useCallback(
    (pane: Pane) => {
      const leaf = pane.menuId !== null && pane.key !== HOME_KEY ? findMenuById(tree, pane.menuId) : null;
      if (leaf && blockedByExpiry(leaf)) return;
      dispatch({ type: "activate", key: pane.key });
      navigate(paneUrl(base, pane));
    },
    [base, navigate, tree, blockedByExpiry],
  );

  /** Activates by key: an open pane, else the menu `m_{menuId}`, else the 401 message (TAB-07). */
  const activateKey = useCallback(
    (key: string) => {
      const pane = stateRef.current.panes.find((p) => p.key === key);
      if (pane) return activate(pane);
      const id = /^m_(\d+)$/.exec(key)?.[1];
      const leaf = id ? findMenuById(tree, id) : null;
      if (leaf && paneOf(leaf, scope)) return open(leaf);
      setPrompt({ kind: "noAccess" });
    },
    [activate, open, tree, scope],
  );

  /** Applies a close action (TAB-14..TAB-19) and follows the pane the reducer activates. */
  const close = useCallback(
    (action: CloseAction) => {
      const current = stateRef.current;
      const next = tabsReducer(current, action);
      dispatch(action);
      if (next.activeKey !== current.activeKey) {
        const pane = next.panes.find((p) => p.key === next.activeKey)!;
        navigate(paneUrl(base, pane), { replace: true });
      }
    },
    [base, navigate],
  );

  /** Moves the tab `key` to where `overKey` is (drag and drop, LAYOUT-20). */
  const reorder = useCallback((key: string, overKey: string) => dispatch({ type: "reorder", key, overKey }), []);

  /** Renew in an expiry confirm (TAB-09, TAB-11): the service management or app store page. */
  const renew = useCallback(
    (expiry: Expiry) => {
      setPrompt(null);
      void openPath("sso-web", renewPath(expiry), { verify: true });
    },
    [openPath],
  );

  // Other features ask for portal pages and tabs through the shell's event bus.
  const noAccess = useCallback(() => setPrompt({ kind: "noAccess" }), []);
  const closeKey = useCallback((key: string | undefined) => close({ type: "close", key: key ?? stateRef.current.activeKey }), [close]);
  useTabsEvents(tree, { openPath, openMenu, closeKey, noAccess });

  const dismissPrompt = useCallback(() => setPrompt(null), []);
  // One object per change of what it holds, so the memoised tab strip skips the shell's other
  // re-renders (a navigation re-renders the shell once more after the activation).
  return useMemo(
    () => ({ state, home, base, prompt, dismissPrompt, open, openMenu, openPath, activate, activateKey, close, reorder, renew }),
    [state, home, base, prompt, dismissPrompt, open, openMenu, openPath, activate, activateKey, close, reorder, renew],
  );
}

/** What {@link useShellTabs} returns (the tab strip and the pane host take it). */
export type ShellTabs = ReturnType<typeof useShellTabs>;
