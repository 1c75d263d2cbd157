/**
 * The address → the tabs, once the workspace is restored (TAB-24): the route (`{appName}` +
 * hash) says which pane is active, so back and forward work.
 * - `?tab={name}` opens that menu and closes the other closable tabs (ROUTE-20, ROUTE-21); a
 *   name no menu has (or an expired menu) opens nothing and closes nothing: the 401 modal (or
 *   the expiry confirm) shows over the workspace as it was;
 * - the shell itself: a redirect path `/#/{path}` opens that portal page (ROUTE-33); `/#/user/home`
 *   and `/#/` are home (ROUTE-31); entering the system's shell shows the saved active tab (TAB-24);
 * - a page (./targets.ts): its pane opens; a portal page that needs no menu is asked to show
 *   (`page:show`, ROUTE-25); a page outside the user's menu shows the 401 modal (ENTRY-06,
 *   TAB-05) and an expired one its confirm (TAB-08..TAB-13) — the active tab stays, and the
 *   address goes back to it. A failed menu load says so on the home pane instead (TAB-29).
 * @module features/tabs/use-tabs-address
 * @see ROUTE-11..ROUTE-21 @see ROUTE-25 @see ROUTE-31 @see ROUTE-33 @see TAB-24
 */
import { useLocation, useParams, type NavigateFunction } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { leavesOf } from "~/features/menus";
import { requestShellEvent } from "~/utils/shell-events";
import { HOME_KEY } from "./model";
import { hashRedirectPage, paneOf, paneUrl, safeDecode } from "./panes";
import { pageTarget } from "./targets";
import type { TabsPrompts } from "./use-tabs-prompt";
import type { TabsWorkspace } from "./use-tabs-workspace";

/** What the address needs: the shell's base, the menu, the workspace and the prompts. */
export interface TabsAddressDeps {
  /** `/entry/{serviceId}/{systemCode}` */
  base: string;
  tree: readonly MenuNode[];
  navigate: NavigateFunction;
  workspace: Pick<TabsWorkspace, "scope" | "dispatch" | "stateRef" | "restored" | "landing">;
  prompts: Pick<TabsPrompts, "noAccess" | "blockedByExpiry">;
}

/** Follows the address (see the module doc). */
export function useTabsAddress({ base, tree, navigate, workspace, prompts }: TabsAddressDeps): void {
  const { scope, dispatch, stateRef, restored, landing } = workspace;
  const { noAccess, blockedByExpiry } = prompts;
  const params = useParams();
  const { hash, search } = useLocation();
  const appName = params.appName;
  const hashPath = safeDecode(hash.replace(/^#/, ""));

  /** Back to the active pane's address (a refused page leaves the active tab as it was). */
  const stayPut = useCallback(() => {
    const { panes, activeKey } = stateRef.current;
    const active = panes.find((p) => p.key === activeKey);
    navigate(active ? paneUrl(base, active) : base, { replace: true });
  }, [base, navigate, stateRef]);

  useEffect(() => {
    if (!restored) return;
    const entering = landing.current;
    landing.current = false;
    const tabName = new URLSearchParams(search).get("tab");
    if (tabName !== null) {
      const leaf = leavesOf(tree).find((l) => l.tab === tabName);
      const pane = leaf ? paneOf(leaf, scope) : null;
      if (!leaf || !pane) {
        if (tree.length > 0) noAccess();
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
      const redirectPage = hashRedirectPage(hashPath);
      const active = stateRef.current.panes.find((p) => p.key === stateRef.current.activeKey);
      if (redirectPage) navigate(`${base}/sso-web#${redirectPage}`, { replace: true });
      else if (entering && active && active.key !== HOME_KEY) navigate(paneUrl(base, active), { replace: true });
      else dispatch({ type: "activate", key: HOME_KEY });
      return;
    }
    const target = hashPath ? pageTarget(tree, scope, appName, hashPath) : ({ kind: "outside" } as const);
    if (target.kind === "menu-free") {
      requestShellEvent({ type: "page:show", path: hashPath });
      stayPut();
      return;
    }
    if (target.kind === "outside") {
      if (tree.length > 0) noAccess();
      stayPut();
      return;
    }
    if (blockedByExpiry(target.leaf)) return stayPut();
    dispatch({ type: "open", pane: target.pane });
    // `noAccess`, `dispatch` and the refs never change: they re-run nothing.
  }, [restored, appName, hashPath, search, tree, scope, base, navigate, stayPut, blockedByExpiry, noAccess, dispatch, landing, stateRef]);
}
