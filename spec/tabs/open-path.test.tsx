// @vitest-environment happy-dom
/**
 * The tabs' `tabs:open` / openPath for a portal page outside the menu (issue 8): a page that
 * needs no menu (a live broadcast's details) is asked to show (`page:show`) as its address is;
 * every other page outside the menu is still refused (the 401 modal with verify, a rejection
 * without).
 */
import { ChakraProvider } from "@chakra-ui/react";
import type { i18n as I18n } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuNode } from "~/gateway/schemas";
import { portalSystem } from "~/components/ui/system";
import { useShellTabs, type ShellTabs } from "~/features/tabs";
import { TabsPrompts } from "~/features/tabs/components/TabsPrompts";
import { sharedI18n } from "~/i18n/i18next.server";
import { emitShellEvent, onShellEvent } from "~/utils/shell-events";

const navigate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({
  useParams: () => ({}),
  useLocation: () => ({ pathname: "/entry/1001/ERP", hash: "", search: "" }),
  useNavigate: () => navigate,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE = "/entry/1001/ERP";
const DETAILS = "/company/helper/live-roadcast/details?liveId=6001";
const LIST = "/company/helper/live-roadcast";
const tree = [
  { menuId: 1, menuName: "首页", path: "sso-web#/user/home" },
  { menuId: 2, menuName: "直播与回放", path: `sso-web#${LIST}` },
  // MENU-05: a group (lastMenu 1) that carries a path of its own, and a leaf (lastMenu 2) that carries children.
  { menuId: 3, menuName: "订单管理", lastMenu: 1, path: "erp#/orders", childMenus: [{ menuId: 4, menuName: "订单列表", lastMenu: 2, path: "erp#/orders/list" }] },
  { menuId: 5, menuName: "补货建议", lastMenu: 2, path: "erp#/replenish", childMenus: [{ menuId: 6, menuName: "补货明细", lastMenu: 2, path: "erp#/replenish/detail" }] },
] as unknown as MenuNode[];

let tabs: ShellTabs;
let shown: string[];
const cleanups: Array<() => void> = [];

/** The shell's tabs with their prompts, rendered as the seller sees them (zh-CN). */
function Shell({ i18n }: { i18n: I18n }): ReactNode {
  tabs = useShellTabs(BASE, tree, 1, { serviceId: 1001, systemCode: "ERP" });
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem()}>
        <TabsPrompts prompt={tabs.prompt} onDismiss={tabs.dismissPrompt} onRenew={tabs.renew} />
      </ChakraProvider>
    </I18nextProvider>
  );
}
const modal = () => document.querySelector<HTMLElement>('[data-tabs-prompt="noAccess"]');

beforeEach(async () => {
  // The menu statistics call of an activation (TAB-23) goes nowhere here.
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}"))));
  navigate.mockClear();
  window.localStorage.clear();
  shown = [];
  // The notices' page drawer: takes the menu-free page (as page-opener's usePageShowRequests does).
  cleanups.push(onShellEvent("page:show", ({ path }) => void shown.push(path)));
  const i18n = await sharedI18n("zh-CN");
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Shell i18n={i18n} />));
  cleanups.push(() => act(() => root.unmount()), () => document.body.replaceChildren());
  navigate.mockClear();
});

afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
  vi.unstubAllGlobals();
});

describe("tabs:open for a portal page outside the menu", () => {
  it("a live broadcast's details (sso-web) shows as its address does: page:show with its query, no 401 modal, no tab, no navigation", async () => {
    await act(async () => void emitShellEvent({ type: "tabs:open", appName: "sso-web", path: DETAILS }));
    await act(async () => void emitShellEvent({ type: "tabs:open", appName: "sso-web", path: DETAILS, verify: true }));
    await act(() => tabs.openPath("sso-web", DETAILS));
    expect(shown).toEqual([DETAILS, DETAILS, DETAILS]);
    expect(tabs.prompt).toBeNull();
    expect(tabs.state.panes.map((p) => p.key)).toEqual([tabs.home.key]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("[TAB-04][TAB-06] any other page outside the menu is refused: the 401 modal with verify, a rejection without; nothing shows (ENTRY-06's notice as the seller sees it: e2e/routes.spec.ts, e2e/tabs.spec.ts)", async () => {
    const only = () => ({ panes: tabs.state.panes.map((p) => p.key), active: tabs.state.activeKey });
    const home = only();
    expect(home).toEqual({ panes: [tabs.home.key], active: tabs.home.key });
    for (const [appName, path] of [["sso-web", "/company/helper/secret"], ["sso-web", `${DETAILS.replace("details", "details-x")}`], ["erp", DETAILS]] as const) {
      // TAB-06: without verify, a rejection with the Chinese "menu not found" and activePane undefined; no modal, no pane.
      await expect(tabs.openPath(appName, path)).rejects.toThrow("菜单不存在 (activePane undefined)");
      expect(tabs.prompt).toBeNull();
      expect(only()).toEqual(home);
      // TAB-04: with verify, the 401 modal (TAB-05: 提示, layout.error-401, one button 我知道了); no pane.
      await act(async () => void emitShellEvent({ type: "tabs:open", appName, path, verify: true }));
      expect(tabs.prompt, `${appName}#${path}`).toEqual({ kind: "noAccess" });
      const shown = modal();
      expect(shown, `${appName}#${path}`).not.toBeNull();
      expect(shown!.querySelector('[id*="title"]')?.textContent).toBe("提示");
      expect(shown!.textContent).toContain("您没有访问该页面的权限，请联系管理员开通后再试。");
      expect([...shown!.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["我知道了"]);
      expect(only()).toEqual(home);
      act(() => tabs.dismissPrompt());
    }
    expect(shown).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("[TAB-01] a page of the menu still opens as its tab", async () => {
    await act(() => tabs.openPath("sso-web", LIST));
    expect(tabs.state.panes.find((p) => p.key === tabs.state.activeKey)).toMatchObject({ menuId: 2, appName: "sso-web", hashPath: LIST });
    expect(navigate).toHaveBeenCalledWith(`${BASE}/sso-web#${LIST}`);
    expect(shown).toEqual([]);
  });
});

describe("only a leaf opens a tab", () => {
  it("[MENU-05] a node of lastMenu 2 opens its tab (even one carrying children); a group (lastMenu 1) opens none, even with a path: the 401 modal with verify, a rejection without", async () => {
    const keys = () => tabs.state.panes.map((p) => p.key);
    await act(() => tabs.openMenu(3, { verify: true }));
    expect(modal()?.textContent).toContain("您没有访问该页面的权限，请联系管理员开通后再试。");
    expect(keys()).toEqual([tabs.home.key]);
    expect(navigate).not.toHaveBeenCalled();
    act(() => tabs.dismissPrompt());
    await expect(tabs.openMenu(3)).rejects.toThrow("菜单不存在 (activePane undefined)");
    expect(keys()).toEqual([tabs.home.key]);
    for (const [menuId, url] of [[4, `${BASE}/erp#/orders/list`], [5, `${BASE}/erp#/replenish`]] as const) {
      await act(() => tabs.openMenu(menuId));
      expect(tabs.state.activeKey).toBe(`m_${menuId}`);
      expect(navigate).toHaveBeenLastCalledWith(url);
    }
    expect(keys()).toEqual([tabs.home.key, "m_4", "m_5"]);
    expect(modal()).toBeNull();
  });
});

