/**
 * The shell's tabs: the pure reducer (./model.ts) tied to the address, to storage and to the
 * rest of the shell, each by one part:
 * - ./use-tabs-workspace.ts: the state of one workspace (serviceId + systemCode), restored at
 *   start and saved on each change (TAB-24..TAB-29);
 * - ./use-tabs-prompt.ts: the 401 modal and the expiry confirms (TAB-05, TAB-08..TAB-13);
 * - ./use-tabs-address.ts: the address → the active pane, once the workspace is restored
 *   (ROUTE-11..ROUTE-21, ROUTE-25, ROUTE-33, ENTRY-06);
 * - ./use-tabs-actions.ts: open, activate, close, reorder, renew (TAB-01..TAB-19);
 * - ./targets.ts: where a page address leads, one decision for the address and `openPath`;
 * - ./use-activation-record.ts: the menu statistics call of each activation (TAB-23, GW-22);
 * - ./use-tabs-events.ts: the shell's events other features ask the tabs with.
 * @see ROUTE-11..ROUTE-21, TAB-*
 */
import { useNavigate } from "@remix-run/react";
import { useMemo } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { useActivationRecord } from "./use-activation-record";
import { useTabsActions } from "./use-tabs-actions";
import { useTabsAddress } from "./use-tabs-address";
import { useTabsEvents } from "./use-tabs-events";
import { useTabsPrompt } from "./use-tabs-prompt";
import { useTabsWorkspace } from "./use-tabs-workspace";

/**
 * @param base `/entry/{serviceId}/{systemCode}`
 * @param tree the menu tree (empty when it failed to load: TAB-29)
 * @param system the workspace's system (storage key, pane scope, statistics call)
 * @param complete false while `tree` is only the first-paint part of a big tenant's tree: the
 *   workspace is restored, and the address handled, once the full tree is there
 * @param settled true once the full tree has loaded or failed to: a menu or page asked for before
 *   and not found in the partial tree is looked up again then (defaults to `complete`)
 */
export function useShellTabs(
  base: string,
  tree: readonly MenuNode[],
  homeMenuId: number | null,
  system: { serviceId: number; systemCode: string },
  complete = true,
  settled = complete,
) {
  const navigate = useNavigate();
  const workspace = useTabsWorkspace(tree, homeMenuId, system, complete);
  const prompts = useTabsPrompt();
  useTabsAddress({ base, tree, navigate, workspace, prompts });

  const { state, home } = workspace;
  // TAB-23 / GW-22: every activation of a menu pane is recorded.
  useActivationRecord(state.activeKey, state.panes.find((p) => p.key === state.activeKey)?.menuId ?? null, system);

  const { open, openMenu, openPath, activate, activateKey, close, closeKey, reorder, renew } = useTabsActions({ base, tree, homeMenuId, navigate, workspace, prompts, settled });
  const { prompt, noAccess, dismissPrompt } = prompts;
  // Other features ask for portal pages and tabs through the shell's event bus.
  useTabsEvents(tree, { openPath, openMenu, closeKey, noAccess });

  // One object per change of what it holds, so the memoised tab strip skips the shell's other
  // re-renders (a navigation re-renders the shell once more after the activation).
  return useMemo(
    () => ({ state, home, base, prompt, dismissPrompt, open, openMenu, openPath, activate, activateKey, close, reorder, renew }),
    [state, home, base, prompt, dismissPrompt, open, openMenu, openPath, activate, activateKey, close, reorder, renew],
  );
}

/** What {@link useShellTabs} returns (the tab strip and the pane host take it). */
export type ShellTabs = ReturnType<typeof useShellTabs>;
