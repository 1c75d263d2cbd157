/**
 * The tabs' state of one workspace (a system: serviceId + systemCode) and its storage:
 * - the state is the pure reducer's (./model.ts), starting with the home pane: the home menu
 *   when the menu has one, else 首页 (`nav:shell.home`);
 * - another workspace (another system, another home menu, or a big tenant's full tree
 *   arriving) starts again from home and is restored from storage once its full tree is there
 *   (TAB-24..TAB-27): a stored pane is kept only while its menu still exists, refreshed from
 *   the menu; a failed menu load (empty tree) restores only home (TAB-29);
 * - every change is saved once restored; never while the menu failed (TAB-29).
 * `landing` is true from a restore until the address has been handled once (./use-tabs-address.ts).
 * @module features/tabs/use-tabs-workspace
 * @see TAB-24 @see TAB-25 @see TAB-26 @see TAB-27 @see TAB-29
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Dispatch, type MutableRefObject } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById } from "~/features/menus";
import { tabsStorageKey, workspaceScope } from "./keys";
import { HOME_KEY, initialTabs, tabsReducer, type Pane, type TabsAction, type TabsState } from "./model";
import { paneOf } from "./panes";
import { loadStoredTabs, restoreTabs, saveStoredTabs, toStored } from "./persistence";

/** What {@link useTabsWorkspace} gives the other parts of the tabs. */
export interface TabsWorkspace {
  /** The workspace's pane scope (`workspaceScope`). */
  scope: string;
  home: Pane;
  state: TabsState;
  dispatch: Dispatch<TabsAction>;
  /** The latest state, for callbacks that must not change with it. */
  stateRef: MutableRefObject<TabsState>;
  /** True once this workspace has been restored (the address may be handled). */
  restored: boolean;
  /** True from a restore until the address has been handled once: the landing of this workspace. */
  landing: MutableRefObject<boolean>;
}

/**
 * @param tree the menu tree (empty when it failed to load: TAB-29)
 * @param system the workspace's system (storage key, pane scope)
 * @param complete false while `tree` is only the first-paint part of a big tenant's tree
 */
export function useTabsWorkspace(tree: readonly MenuNode[], homeMenuId: number | null, system: { serviceId: number; systemCode: string }, complete: boolean): TabsWorkspace {
  const { t } = useTranslation();
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
  const landing = useRef(false);
  useEffect(() => {
    // A big tenant waits for its full tree; a failed menu load (empty tree) restores nothing: only home (TAB-29).
    if (tree.length > 0 && !complete) return;
    const restored = tree.length > 0 ? restoreTabs(home, homeMenuId, loadStoredTabs(storageKey), resolve) : initialTabs(home);
    dispatch({ type: "restore", state: restored });
    setRestoredFor(workspace);
    landing.current = true;
    // Only when the workspace changes; the address effect runs once the restored state is there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workspace]);
  const restored = restoredFor === workspace;

  // Saved on every change once restored; never while the menu failed (TAB-29).
  useEffect(() => {
    if (!restored || tree.length === 0) return;
    saveStoredTabs(storageKey, toStored(state, homeMenuId));
  }, [state, restored, tree.length, storageKey, homeMenuId]);

  return { scope, home, state, dispatch, stateRef, restored, landing };
}
