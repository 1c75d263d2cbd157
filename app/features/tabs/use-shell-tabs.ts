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
 * - `?tab={name}` closes the other closable tabs and opens that menu (ROUTE-20, ROUTE-21);
 * - the workspace is restored per serviceId + systemCode at start and saved on each change
 *   (TAB-24..TAB-27); a failed menu load leaves only home and saves nothing (TAB-29);
 * - each activation of a menu pane posts the menu statistics call (TAB-23, GW-22).
 * @see ROUTE-11..ROUTE-21, TAB-*
 */
import { useLocation, useNavigate, useParams } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { findLeafByTarget, findMenuById, leavesOf } from "~/features/menus";
import { withBase } from "~/utils/base-path";
import { whenIdle } from "~/utils/when-idle";
import { menuFreePage } from "~/features/sso-pages";
import { onShellEvent, requestShellEvent } from "~/utils/shell-events";
import { expiryOf, renewPath, type Expiry } from "./expiry";
import { tabsStorageKey, workspaceScope } from "./keys";
import { HOME_KEY, initialTabs, tabsReducer, type CloseAction, type Pane } from "./model";
import { hashRedirectPage, paneOf, paneUrl, safeDecode } from "./panes";
import { loadStoredTabs, restoreTabs, saveStoredTabs, toStored } from "./persistence";

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
 * Posts the menu statistics call for an activation (TAB-23); any failure is ignored.
 */
function recordActivation(menuId: number, system: { serviceId: number; systemCode: string }): void {
  const body = new URLSearchParams({ menuId: String(menuId), serviceId: String(system.serviceId), systemCode: system.systemCode });
  fetch(withBase("/api/menu-opt"), { method: "POST", body, credentials: "same-origin", headers: { accept: "application/json" } }).catch(() => undefined);
}

/**
 * @param base `/entry/{serviceId}/{systemCode}`
 * @param tree the menu tree (empty when it failed to load: TAB-29)
 * @param system the workspace's system (storage key, pane scope, statistics call)
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
  // first-paint part).
  const workspace = `${scope}|${homeMenuId ?? ""}|${tree.length > 0 && complete}`;
  const [seenWorkspace, setSeenWorkspace] = useState(workspace);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  if (seenWorkspace !== workspace) {
    setSeenWorkspace(workspace);
    dispatch({ type: "reset", home });
  }
  const appName = params.appName;
  const hashPath = safeDecode(hash.replace(/^#/, ""));
  useEffect(() => {
    const restored = tree.length > 0 ? restoreTabs(home, homeMenuId, loadStoredTabs(storageKey), resolve) : initialTabs(home);
    dispatch({ type: "restore", state: restored });
    setRestoredFor(workspace);
    const active = restored.panes.find((p) => p.key === restored.activeKey);
    // TAB-24: entering the system's shell shows the saved active tab.
    // The live address (a navigation may have happened since this render).
    const live = window.location;
    const liveHash = safeDecode(live.hash.replace(/^#/, ""));
    const entering = live.pathname.replace(/\/+$/, "").endsWith(base) && !hashRedirectPage(liveHash) && !new URLSearchParams(live.search).has("tab");
    if (entering && active && active.key !== HOME_KEY) navigate(paneUrl(base, active), { replace: true });
    // Only when the workspace changes; the URL effect below handles the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace]);

  // Saved on every change once restored; never while the menu failed (TAB-29).
  useEffect(() => {
    if (restoredFor !== workspace || tree.length === 0) return;
    saveStoredTabs(storageKey, toStored(state, homeMenuId));
  }, [state, restoredFor, workspace, tree.length, storageKey, homeMenuId]);

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

  useEffect(() => {
    const tabName = new URLSearchParams(search).get("tab");
    if (tabName && !complete) return;
    if (tabName) {
      // ROUTE-20/21: only that menu besides the non-closable tabs.
      const leaf = leavesOf(tree).find((l) => l.tab === tabName);
      const pane = leaf ? paneOf(leaf, scope) : null;
      dispatch({ type: "closeAll" });
      if (!leaf || !pane) {
        if (tree.length > 0) setPrompt({ kind: "noAccess" });
        navigate(base, { replace: true });
      } else if (!blockedByExpiry(leaf)) navigate(paneUrl(base, pane), { replace: true });
      else navigate(base, { replace: true });
      return;
    }
    if (!appName) {
      // ROUTE-33: a redirect path `/#/{path}` lands here with its hash; it opens that portal
      // page with its query. `/#/user/home` (and `/#/`) is home itself (ROUTE-31).
      const redirectPage = hashRedirectPage(hashPath);
      if (redirectPage) navigate(`${base}/sso-web#${redirectPage}`, { replace: true });
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
      // Not in the first-paint part of a big tenant's tree: wait for the full tree.
      if (!complete) return;
      // ENTRY-06 / TAB-04: not in the menu. A failed menu load says so on the home pane (TAB-29).
      if (tree.length > 0) setPrompt({ kind: "noAccess" });
      stayPut();
      return;
    }
    if (blockedByExpiry(leaf)) return stayPut();
    dispatch({ type: "open", pane: { ...pane, hashPath: pane.appName === "iframe" ? pane.hashPath : hashPath } });
  }, [appName, hashPath, search, tree, complete, scope, base, navigate, stayPut, blockedByExpiry]);

  // TAB-23 / GW-22: every activation of a menu pane is recorded (fire and forget, when the page
  // is next idle, at the latest 2 s later, so the request is not made in the frames of the
  // switch; a plain request, so the shell does not re-render for it). An activation left within
  // that time is still recorded.
  const activeMenuId = state.panes.find((p) => p.key === state.activeKey)?.menuId ?? null;
  useEffect(() => {
    if (activeMenuId === null) return;
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      recordActivation(activeMenuId, { serviceId: system.serviceId, systemCode: system.systemCode });
    };
    const cancel = whenIdle(record, 2_000);
    return () => {
      cancel();
      record();
    };
  }, [state.activeKey, activeMenuId, system.serviceId, system.systemCode]);

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
  useEffect(() => {
    const offs = [
      // A portal page that is a menu leaf opens as its tab; any other page is declined (false),
      // so the asking feature shows it its own way (e.g. the notices' page drawer).
      onShellEvent("page:open", (e) => {
        if (!findLeafByTarget(tree, { appName: "sso-web", hashPath: e.path })) return false;
        void openPath("sso-web", e.path, { verify: true });
      }),
      onShellEvent("tabs:open", (e) => {
        const opts = { verify: e.verify, replace: e.replace };
        const done = e.menuId !== undefined ? openMenu(e.menuId, opts) : openPath(e.appName ?? "sso-web", e.path ?? "", opts);
        done.catch((error: unknown) => console.warn("tabs:open", error));
      }),
      onShellEvent("tabs:close", (e) => close({ type: "close", key: e.key ?? stateRef.current.activeKey })),
      onShellEvent("tabs:no-permission", () => setPrompt({ kind: "noAccess" })),
    ];
    return () => offs.forEach((off) => off());
  }, [openPath, openMenu, close, tree]);

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
