/**
 * The tabs' side of the shell's event bus: other features (notices, bridge, assistant…) ask for
 * portal pages and tabs with `page:open`, `tabs:open`, `tabs:close` and `tabs:no-permission`.
 * @see TAB-01 @see TAB-04 @see BRIDGE-08
 */
import { useEffect } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { findLeafByTarget } from "~/features/menus";
import { onShellEvent } from "~/utils/shell-events";
import type { OpenOptions } from "./use-tabs-actions";

/** What the events call: the tabs' own actions. */
export interface TabsEventActions {
  openPath(appName: string, hashPath: string, options?: OpenOptions): Promise<void>;
  openMenu(menuId: number | string, options?: OpenOptions): Promise<void>;
  /** Closes the tab `key`, or the active one when undefined. */
  closeKey(key: string | undefined): void;
  /** Shows the 401 modal (TAB-05). */
  noAccess(): void;
}

/** Subscribes the tabs to the shell's events while mounted. */
export function useTabsEvents(tree: readonly MenuNode[], actions: TabsEventActions): void {
  const { openPath, openMenu, closeKey, noAccess } = actions;
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
      onShellEvent("tabs:close", (e) => closeKey(e.key)),
      onShellEvent("tabs:no-permission", () => noAccess()),
    ];
    return () => offs.forEach((off) => off());
  }, [tree, openPath, openMenu, closeKey, noAccess]);
}
