// @vitest-environment happy-dom
/**
 * Landing on an address (issue 24): the saved workspace is restored before the address is
 * handled. A page outside the menu, an unknown `?tab=` name or an expired `?tab=` menu shows its
 * prompt over the restored workspace and closes nothing; a known `?tab=` opens that menu, active,
 * and closes every other closable tab (home stays). Entering the shell shows the saved active tab.
 */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuNode } from "~/gateway/schemas";
import { tabsStorageKey, useShellTabs, type ShellTabs } from "~/features/tabs";

const address = vi.hoisted(() => ({ appName: undefined as string | undefined, hash: "", search: "" }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({
  useParams: () => ({ appName: address.appName }),
  useLocation: () => ({ pathname: "/entry/1001/ERP", hash: address.hash, search: address.search }),
  useNavigate: () => navigate,
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE = "/entry/1001/ERP";
const leaf = (menuId: number, tab: string, path: string, extra: Partial<MenuNode> = {}) =>
  ({ menuId, menuName: tab, tab, path, lastMenu: 2, ...extra }) as unknown as MenuNode;
const tree = [
  leaf(1, "home", "erp#/home", { closable: false }),
  leaf(2, "announcements", "sso-web#/company/notice/announcement"),
  leaf(3, "orders", "erp#/order/list"),
  leaf(4, "shop", "iframe#/m_4"),
  leaf(5, "stock-alert", "erp#/analytics/stock-alert", { platformExpireTime: "2020-01-01 00:00:00" }),
  leaf(6, "profit", "erp#/report/profit"),
];

/** A saved workspace: home, announcements, orders, shop; orders active (as the pane keys say). */
function saveWorkspace() {
  const pane = (n: MenuNode, hashPath: string, appName: string) => ({
    key: `m_${n.menuId}`, scope: "1001/ERP", menuId: n.menuId, appName, hashPath, names: { menuName: n.menuName }, closable: true,
  });
  const panes = [
    { key: "home", scope: "1001/ERP", menuId: 1, appName: "home", hashPath: "/", names: { menuName: "home" }, closable: false },
    pane(tree[1], "/company/notice/announcement", "sso-web"),
    pane(tree[2], "/order/list", "erp"),
    pane(tree[3], "/m_4", "iframe"),
  ];
  const history = panes.slice(1).map((p, i) => ({ key: p.key, menuId: p.menuId, appName: p.appName, hashPath: p.hashPath, names: p.names, count: 3 - i }));
  window.localStorage.setItem(tabsStorageKey(1001, "ERP"), JSON.stringify({ v: 1, homeMenuId: 1, panes, activeKey: "m_3", history }));
}

let tabs: ShellTabs;
let root: Root;
function Shell(): ReactNode {
  tabs = useShellTabs(BASE, tree, 1, { serviceId: 1001, systemCode: "ERP" });
  return null;
}

/** A document load of the shell at `appName#hash?search`. */
async function land(to: { appName?: string; hash?: string; search?: string }) {
  Object.assign(address, { appName: undefined, hash: "", search: "" }, to);
  root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Shell />));
}

const keys = () => tabs.state.panes.map((p) => p.key);
const SAVED = ["home", "m_2", "m_3", "m_4"];

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}"))));
  navigate.mockClear();
  window.localStorage.clear();
  saveWorkspace();
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe("landing on an address", () => {
  it("entering the shell restores the saved tabs, active tab and history and shows the active tab", async () => {
    await land({});
    expect(keys()).toEqual(SAVED);
    expect(tabs.state.activeKey).toBe("m_3");
    expect(tabs.state.history.map((h) => [h.key, h.count])).toEqual([["m_2", 3], ["m_3", 2], ["m_4", 1]]);
    expect(navigate).toHaveBeenCalledWith(`${BASE}/erp#/order/list`, { replace: true });
    expect(tabs.prompt).toBeNull();
  });

  it("a page outside the menu: the 401 modal over the restored workspace, back at its active tab", async () => {
    await land({ appName: "iframe", hash: "#/m_999999" });
    expect(tabs.prompt).toEqual({ kind: "noAccess" });
    expect(keys()).toEqual(SAVED);
    expect(tabs.state.activeKey).toBe("m_3");
    expect(navigate).toHaveBeenLastCalledWith(`${BASE}/erp#/order/list`, { replace: true });
  });

  it("an unknown ?tab= name opens nothing and closes nothing: the 401 modal over the workspace", async () => {
    await land({ search: "?tab=nope" });
    expect(tabs.prompt).toEqual({ kind: "noAccess" });
    expect(keys()).toEqual(SAVED);
    expect(tabs.state.activeKey).toBe("m_3");
    expect(navigate).toHaveBeenLastCalledWith(`${BASE}/erp#/order/list`, { replace: true });
  });

  it("an expired ?tab= menu shows its confirm and closes nothing", async () => {
    await land({ search: "?tab=stock-alert" });
    expect(tabs.prompt).toEqual({ kind: "expiry", expiry: { kind: "platform" }, names: { menuName: "stock-alert", menuEnName: undefined, menuKrName: undefined } });
    expect(keys()).toEqual(SAVED);
    expect(tabs.state.activeKey).toBe("m_3");
  });

  it("[ROUTE-20][ROUTE-21] a known ?tab= opens that menu, active, at its route; every other closable tab is closed, home stays", async () => {
    await land({ search: "?tab=announcements" });
    expect(keys()).toEqual(["home", "m_2"]);
    expect(tabs.state.activeKey).toBe("m_2");
    expect(tabs.state.panes[0].closable).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith(`${BASE}/sso-web#/company/notice/announcement`, { replace: true });
    expect(tabs.prompt).toBeNull();
    // A menu not open before: added after home, the others closed.
    act(() => root.unmount());
    await land({ search: "?tab=profit" });
    expect(keys()).toEqual(["home", "m_6"]);
    expect(tabs.state.activeKey).toBe("m_6");
    expect(navigate).toHaveBeenLastCalledWith(`${BASE}/erp#/report/profit`, { replace: true });
  });
});
