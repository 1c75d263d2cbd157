// @vitest-environment happy-dom
/**
 * Tabs asked for while the page has only its first-paint tree (the groups of a trimmed
 * document, issue 25): a menu or page not in that part is looked up again once the whole tree
 * has loaded, not refused at once; once the load has failed, it is refused as before.
 */
import { ChakraProvider } from "@chakra-ui/react";
import type { i18n as I18n } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuNode } from "~/gateway/schemas";
import { portalSystem } from "~/components/ui/system";
import { useShellTabs, type ShellTabs } from "~/features/tabs";
import { TabsPrompts } from "~/features/tabs/components/TabsPrompts";
import { sharedI18n } from "~/i18n/i18next.server";

const navigate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({
  useParams: () => ({}),
  useLocation: () => ({ pathname: "/entry/1001/ERP", hash: "", search: "" }),
  useNavigate: () => navigate,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE = "/entry/1001/ERP";
const LIVE = "/company/helper/live-roadcast";
const home = { menuId: 1, menuName: "首页", path: "sso-web#/user/home", lastMenu: 2 };
/** The first-paint part: the groups, the home leaf only. */
const PARTIAL = [{ menuId: 10, menuName: "工作台", lastMenu: 1, childMenus: [home] }, { menuId: 20, menuName: "帮助", lastMenu: 1, childMenus: [] }] as unknown as MenuNode[];
const WHOLE = [
  { menuId: 10, menuName: "工作台", lastMenu: 1, childMenus: [home, { menuId: 11, menuName: "订单列表", path: "erp#/order/list", lastMenu: 2 }] },
  { menuId: 20, menuName: "帮助", lastMenu: 1, childMenus: [{ menuId: 21, menuName: "直播与回放", path: `sso-web#${LIVE}`, lastMenu: 2 }] },
] as unknown as MenuNode[];

let tabs: ShellTabs;
let root: Root;
let i18n: I18n;

function Shell({ tree, complete, settled }: { tree: MenuNode[]; complete: boolean; settled: boolean }): ReactNode {
  tabs = useShellTabs(BASE, tree, 1, { serviceId: 1001, systemCode: "ERP" }, complete, settled);
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem()}>
        <TabsPrompts prompt={tabs.prompt} onDismiss={tabs.dismissPrompt} onRenew={tabs.renew} />
      </ChakraProvider>
    </I18nextProvider>
  );
}
const render = (tree: MenuNode[], complete: boolean, settled: boolean) => act(async () => root.render(<Shell tree={tree} complete={complete} settled={settled} />));
const keys = () => tabs.state.panes.map((p) => p.key);
const noAccess = () => document.querySelector('[data-tabs-prompt="noAccess"]');

beforeEach(async () => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}"))));
  window.localStorage.clear();
  navigate.mockClear();
  i18n = await sharedI18n("zh-CN");
  root = createRoot(document.createElement("div"));
});

afterEach(() => {
  act(() => root.unmount());
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("tabs asked for before the whole tree is there", () => {
  it("a page, a menu and a menu key not in the first-paint part open once the tree has loaded; nothing is refused meanwhile", async () => {
    await render(PARTIAL, false, false);
    const byPath = tabs.openPath("sso-web", LIVE, { verify: true });
    const byMenu = tabs.openMenu(11);
    await act(async () => tabs.activateKey("m_21"));
    expect(noAccess()).toBeNull();
    expect(keys()).toEqual([tabs.home.key]);
    await render(WHOLE, true, true);
    await act(async () => {
      await byPath;
      await byMenu;
    });
    expect(noAccess()).toBeNull();
    expect(keys()).toEqual([tabs.home.key, "m_21", "m_11"]);
    expect(navigate).toHaveBeenCalledWith(`${BASE}/sso-web#${LIVE}`);
    expect(navigate).toHaveBeenCalledWith(`${BASE}/erp#/order/list`);
  });

  it("when the whole tree could not be loaded, the waiting requests are refused as before: the 401 modal with verify, a rejection without", async () => {
    await render(PARTIAL, false, false);
    const byPath = tabs.openPath("sso-web", LIVE, { verify: true });
    const byMenu = tabs.openMenu(11).then(() => "opened", (e: Error) => e.message);
    await render(PARTIAL, false, true);
    await act(async () => {
      await byPath;
    });
    expect(await byMenu).toBe("菜单不存在 (activePane undefined)");
    expect(noAccess()).not.toBeNull();
    expect(keys()).toEqual([tabs.home.key]);
  });

  it("with the whole tree from the start, a page outside the menu is refused at once", async () => {
    await render(WHOLE, true, true);
    await expect(tabs.openMenu(99)).rejects.toThrow("菜单不存在 (activePane undefined)");
    await act(async () => tabs.openPath("sso-web", "/company/helper/secret", { verify: true }));
    expect(noAccess()).not.toBeNull();
  });
});
