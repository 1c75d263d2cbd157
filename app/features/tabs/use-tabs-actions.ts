/**
 * What a seller (and other features, through the shell's events) does with the tabs: open a
 * menu or a page, activate, close, reorder, renew. The state changes at once (quick clicks are
 * never lost) and the address follows, so back and forward work.
 * @module features/tabs/use-tabs-actions
 * @see TAB-01..TAB-19 @see LAYOUT-20 @see ROUTE-25 @see BRIDGE-14
 */
import type { NavigateFunction } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById, menuLabel } from "~/features/menus";
import { requestShellEvent } from "~/utils/shell-events";
import { renewPath, type Expiry } from "./expiry";
import { isExternalLeaf, openExternalLeaf } from "./external";
import { HOME_KEY, tabsReducer, type CloseAction, type Pane } from "./model";
import { paneOf, paneUrl } from "./panes";
import { pageTarget } from "./targets";
import type { TabsPrompts } from "./use-tabs-prompt";
import type { TabsWorkspace } from "./use-tabs-workspace";

/** Options of opening a menu: `replace` the active pane (TAB-02); `verify`: unknown → the 401 modal (TAB-04). */
export interface OpenOptions {
  replace?: boolean;
  verify?: boolean;
}

/** TAB-06: the rejection of opening an unknown menu without `verify`. */
const MENU_NOT_FOUND = "菜单不存在 (activePane undefined)";

/** What the actions need: the shell's base, the menu, the workspace and the prompts. */
export interface TabsActionsDeps {
  /** `/entry/{serviceId}/{systemCode}` */
  base: string;
  tree: readonly MenuNode[];
  homeMenuId: number | null;
  navigate: NavigateFunction;
  workspace: Pick<TabsWorkspace, "scope" | "dispatch" | "stateRef">;
  prompts: Pick<TabsPrompts, "noAccess" | "blockedByExpiry" | "dismissPrompt">;
  /**
   * False while `tree` is only the document's first-paint part and the whole tree is still
   * loading: a menu or page not found in it is then looked up again once the tree is there
   * (loaded, or failed: then it is not found), instead of being refused at once.
   */
  settled?: boolean;
}

/** The tabs' actions; each one a stable callback while its inputs stay. */
export function useTabsActions({ base, tree, homeMenuId, navigate, workspace, prompts, settled = true }: TabsActionsDeps) {
  const { scope, dispatch, stateRef } = workspace;
  // Requests that found nothing in a partial tree, run again once the tree has settled.
  const waiting = useRef<Array<() => void>>([]);
  const later = <T,>(retry: () => Promise<T> | T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.current.push(() => {
        try {
          Promise.resolve(retry()).then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      });
    });
  const { noAccess, blockedByExpiry, dismissPrompt } = prompts;
  const { t, i18n } = useTranslation("tabs");

  /**
   * Opens a menu leaf (TAB-01..TAB-03); an expired one shows its confirm instead (TAB-08..TAB-13);
   * one marked external opens its safe url in a new window, or says why it cannot (MENU-10).
   */
  const open = useCallback(
    (leaf: MenuNode, options: OpenOptions = {}) => {
      if (isExternalLeaf(leaf)) {
        openExternalLeaf(leaf, () => {
          void notify({ type: "warning", title: t("externalBlocked", { name: menuLabel(leaf, i18n.language) }), description: t("externalBlockedWhy") });
        });
        return;
      }
      if (homeMenuId !== null && String(leaf.menuId) === String(homeMenuId)) return navigate(base);
      const pane = paneOf(leaf, scope);
      if (!pane) return noAccess();
      if (blockedByExpiry(leaf)) return;
      dispatch({ type: "open", pane, replace: options.replace });
      navigate(paneUrl(base, pane));
    },
    [base, navigate, homeMenuId, scope, blockedByExpiry, noAccess, dispatch, t, i18n],
  );

  /** A menu that is not found: the 401 modal with `verify` (TAB-04), else a rejection (TAB-06). */
  const notFound = useCallback(
    (verify: boolean | undefined): Promise<void> => {
      if (verify) {
        noAccess();
        return Promise.resolve();
      }
      return Promise.reject(new Error(MENU_NOT_FOUND));
    },
    [noAccess],
  );

  /** Opens the menu `menuId` (BRIDGE-14 uses `verify`). */
  const openMenu = useCallback(
    (menuId: number | string, options: OpenOptions = {}): Promise<void> => {
      const leaf = findMenuById(tree, menuId);
      if (!leaf && !settled) return later(() => latest.current.openMenu(menuId, options));
      if (!leaf || !paneOf(leaf, scope)) return notFound(options.verify);
      open(leaf, options);
      return Promise.resolve();
    },
    [tree, scope, open, notFound, settled],
  );

  /**
   * Opens the page `{appName}#{hashPath}` of the menu (the query of `hashPath` is kept). A portal
   * page that needs no menu (a live broadcast's details) is asked to show (`page:show`) as its
   * address does; the active tab stays. Any other page outside the menu: {@link notFound}.
   * @see TAB-01 @see TAB-04 @see TAB-06 @see ROUTE-25
   */
  const openPath = useCallback(
    (appName: string, hashPath: string, options: OpenOptions = {}): Promise<void> => {
      const target = pageTarget(tree, scope, appName, hashPath);
      if (target.kind === "menu-free") {
        requestShellEvent({ type: "page:show", path: hashPath });
        return Promise.resolve();
      }
      if (target.kind === "outside" && !settled) return later(() => latest.current.openPath(appName, hashPath, options));
      if (target.kind === "outside") return notFound(options.verify);
      if (blockedByExpiry(target.leaf)) return Promise.resolve();
      dispatch({ type: "open", pane: target.pane, replace: options.replace });
      navigate(paneUrl(base, target.pane));
      return Promise.resolve();
    },
    [tree, scope, base, navigate, notFound, blockedByExpiry, dispatch, settled],
  );

  /** Activates an open pane (a tab click); an expired page shows its confirm and stays inactive. */
  const activate = useCallback(
    (pane: Pane) => {
      const leaf = pane.menuId !== null && pane.key !== HOME_KEY ? findMenuById(tree, pane.menuId) : null;
      if (leaf && blockedByExpiry(leaf)) return;
      dispatch({ type: "activate", key: pane.key });
      navigate(paneUrl(base, pane));
    },
    [base, navigate, tree, blockedByExpiry, dispatch],
  );

  /** Activates by key: an open pane, else the menu `m_{menuId}`, else the 401 message (TAB-07). */
  const activateKey = useCallback(
    (key: string) => {
      const pane = stateRef.current.panes.find((p) => p.key === key);
      if (pane) return activate(pane);
      const id = /^m_(\d+)$/.exec(key)?.[1];
      const leaf = id ? findMenuById(tree, id) : null;
      if (leaf && paneOf(leaf, scope)) return open(leaf);
      if (id && !leaf && !settled) return void later(() => latest.current.activateKey(key));
      noAccess();
    },
    [activate, open, tree, scope, noAccess, stateRef, settled],
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
    [base, navigate, dispatch, stateRef],
  );

  /** Closes the tab `key`, or the active one when undefined (the `tabs:close` event). */
  const closeKey = useCallback((key: string | undefined) => close({ type: "close", key: key ?? stateRef.current.activeKey }), [close, stateRef]);

  /** Moves the tab `key` to where `overKey` is (drag and drop, LAYOUT-20). */
  const reorder = useCallback((key: string, overKey: string) => dispatch({ type: "reorder", key, overKey }), [dispatch]);

  /** Renew in an expiry confirm (TAB-09, TAB-11): the service management or app store page. */
  const renew = useCallback(
    (expiry: Expiry) => {
      dismissPrompt();
      void openPath("sso-web", renewPath(expiry), { verify: true });
    },
    [openPath, dismissPrompt],
  );

  // The waiting requests run with the actions of the settled tree (this render's).
  const latest = useRef({ openMenu, openPath, activateKey });
  latest.current = { openMenu, openPath, activateKey };
  useEffect(() => {
    if (settled) for (const retry of waiting.current.splice(0)) retry();
  }, [settled, openMenu, openPath, activateKey]);

  return { open, openMenu, openPath, activate, activateKey, close, closeKey, reorder, renew };
}
