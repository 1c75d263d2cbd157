/**
 * What the shell does for each bridge message (BRIDGE-03..BRIDGE-19). Built from the shell's
 * current state by the BridgeHost; reactions that belong to other features go through the shell
 * event bus (with a visible fallback while nobody handles them), navigation through the URL
 * the tabs follow (ROUTE-12), closing a tab through the tabs' close.
 */
import { z } from "zod";
import type { MenuNode } from "~/gateway/schemas";
import type { BridgeShellView } from "./shell-view";
import { findMenuById } from "~/features/menus";
import { leafHref, type Pane } from "~/features/tabs";
import { withBase } from "~/utils/base-path";
import { callRoute } from "~/utils/route-client";
import { emitShellEvent } from "~/utils/shell-events";
import type { BridgeMessage } from "./protocol";
import type { BridgeSender } from "./registry";
import { markAuthenticated } from "./auth-state";

/** The shell as the reactions see it (rebuilt on each render). */
export interface ShellPort {
  data: BridgeShellView;
  tree: readonly MenuNode[];
  base: string;
  panes: readonly Pane[];
  language: string;
  navigate(to: string): void;
  closeTab(key: string): void;
  logout(): void;
  notify(type: "success" | "error" | "warning" | "info", title: string, description?: string): void;
  openDialog(dialog: { url: string; title?: string; width?: number; height?: number }): boolean;
  closeDialogs(): void;
  /** The 401 modal (TAB-05) when no feature handles `tabs:no-permission`. */
  showDenied(): void;
  t(key: string, vars?: Record<string, unknown>): string;
}

/**
 * The one origin allowed to receive the token: the shell's system's (the origin of its
 * `systemDomain`, where its micro-apps load from and its iframe pages live). The server checks
 * it again, with the system's entry rules (features/bridge/token-rules.ts).
 */
function tokenOrigin(data: BridgeShellView): string | null {
  return data.bridge?.origin ?? null;
}

/** The hand-out's reply (features/bridge/token.server.ts). */
const tokenReply = z.object({ ok: z.literal(true), token: z.string() });

/**
 * Fetches the token just in time from the portal (same-origin POST with this document's
 * capability, through the route client: never cached), for one answer; nothing keeps it
 * (BRIDGE-05).
 * @throws Error when the sender's origin is not the system's or the portal refuses (the
 *   message is the bridge's answer to the app: `origin not allowed`, `token unavailable`)
 */
async function tokenFor(shell: ShellPort, sender: BridgeSender): Promise<string> {
  const { bridge, system } = shell.data;
  if (!bridge || sender.origin !== tokenOrigin(shell.data)) throw new Error("origin not allowed");
  const form = { origin: sender.origin, serviceId: system.serviceId, systemCode: system.systemCode, pane: sender.key, capability: bridge.capability };
  try {
    return (await callRoute("/api/bridge/token", { form, schema: tokenReply, cache: "no-store" })).token;
  } catch {
    throw new Error("token unavailable");
  }
}

function shared(shell: ShellPort) {
  const { user, system } = shell.data;
  return { userInfo: { userName: user.userName, displayName: user.displayName, company: user.company }, serviceId: system.serviceId, systemCode: system.systemCode, language: shell.language };
}

function openMenu(shell: ShellPort, menuId: number): boolean {
  const leaf = findMenuById(shell.tree, menuId);
  const href = leaf ? leafHref(shell.base, leaf, shell.data.menu?.homeMenuId ?? null) : null;
  if (href) shell.navigate(href);
  return href !== null;
}

function denied(shell: ShellPort): void {
  if (emitShellEvent({ type: "tabs:no-permission" }) === 0) shell.showDenied();
}

/** Runs the reaction to one decoded message; the result is the answer (null: none). */
export async function react(shell: ShellPort, message: BridgeMessage, sender: BridgeSender): Promise<unknown> {
  switch (message.type) {
    case "getData":
      return { ...shared(shell), token: await tokenFor(shell, sender) };
    case "getDataByKey": {
      const key = message.data.key;
      if (key === "token") return tokenFor(shell, sender);
      const state: Record<string, unknown> = shared(shell);
      return Object.hasOwn(state, key) ? state[key] : null;
    }
    case "getCookie":
      return { token: await tokenFor(shell, sender) };
    case "authSuccess":
      markAuthenticated(sender.key);
      return null;
    case "noPermissionNotice":
      denied(shell);
      return null;
    case "notification":
      shell.notify(message.data.type, message.data.title, message.data.message);
      return null;
    case "navigator": {
      const { menuId, path, appName } = message.data;
      if (menuId !== undefined) return openMenu(shell, menuId);
      const app = appName ?? shell.panes.find((p) => p.key === sender.key)?.appName ?? "sso-web";
      shell.navigate(`${shell.base}/${app}#${path}`);
      return true;
    }
    case "closeNavigator": {
      const menuId = message.data?.menuId;
      const key = menuId !== undefined ? shell.panes.find((p) => p.menuId === menuId)?.key : sender.key;
      if (key) shell.closeTab(key);
      return key !== undefined;
    }
    case "pushByAsync":
      if (emitShellEvent({ type: "export:task", ...message.data }) === 0) shell.notify("success", shell.t("taskAdded"), shell.t("taskAddedBody", { name: message.data.taskName }));
      return null;
    case "navigatorErp": {
      const { systems, system } = shell.data;
      if (system.systemCode === "ERP") return void shell.navigate(`${shell.base}/erp#${message.data.path}`);
      const erp = systems.find((s) => s.systemCode === "ERP");
      if (!erp) return void shell.notify("warning", shell.t("erpMissing"));
      // Another system: a document load (its own CSP and loader), like the system switcher.
      window.location.assign(withBase(`/entry/${erp.serviceId}/ERP/erp#${message.data.path}`));
      return null;
    }
    case "dialog":
      if (!shell.openDialog(message.data)) shell.notify("warning", shell.t("blockedUrl"));
      return null;
    case "destroyAllDialog":
      shell.closeDialogs();
      return null;
    case "openPageByMenusId":
      if (!openMenu(shell, message.data.menuId)) denied(shell);
      return null;
    case "logout":
      shell.logout();
      return null;
    case "windowOpen":
      window.open(message.data.url, "_blank", "noopener,noreferrer");
      return null;
    case "getLocation":
      return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
    case "download.socket":
      if (emitShellEvent({ type: "download:socket", message: message.data.message }) === 0) shell.notify("info", shell.t("downloadReceived"));
      return null;
  }
}
