// @vitest-environment happy-dom
/**
 * MENU-09 as the seller sees it: the real tabs workspace (`useShellTabs`) and the real tab strip
 * in a memory router, for a menu tree whose home menu is chosen by the menu response's
 * homeMenuId — the second leaf in one render, the first in another, none in a third, so the
 * home tab cannot be "the first leaf" or a fixed name by accident. Remix's three router hooks the
 * tabs read are a small in-memory address here (`/entry/:serviceId/:systemCode/:appName?#hash`).
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("~/components/ui/notify", () => ({ notify: vi.fn() }));

/** The in-memory address: what `navigate` sets and the hooks read. */
const address = vi.hoisted(() => ({ href: "/entry/1001/ERP", listeners: new Set<() => void>() }));
vi.mock("@remix-run/react", async () => {
  const { useSyncExternalStore } = await import("react");
  const subscribe = (l: () => void) => {
    address.listeners.add(l);
    return () => address.listeners.delete(l);
  };
  const useHref = () => useSyncExternalStore(subscribe, () => address.href);
  const navigate = (to: string) => {
    address.href = to;
    for (const l of [...address.listeners]) l();
  };
  return {
    useNavigate: () => navigate,
    useLocation: () => {
      const href = useHref();
      const [rest, hash = ""] = href.split(/#(.*)/s);
      const [pathname, search = ""] = rest.split(/\?(.*)/s);
      return { pathname, search: search ? `?${search}` : "", hash: hash ? `#${hash}` : "", state: null, key: href };
    },
    useParams: () => {
      const [, serviceId, systemCode, appName] = /^\/entry\/([^/]+)\/([^/?#]+)(?:\/([^/?#]+))?/.exec(useHref()) ?? [];
      return { serviceId, systemCode, ...(appName ? { appName } : {}) };
    },
  };
});

import { portalSystem } from "~/components/ui/system";
import { useShellTabs } from "~/features/tabs";
import type { MenuNode } from "~/gateway/schemas";
import { sharedI18n } from "~/i18n/i18next.server";
import { TabStrip } from "~/shell/components/TabStrip";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE = "/entry/1001/ERP";
const leaf = (menuId: number, names: [string, string, string], path: string): MenuNode => ({
  menuId, menuName: names[0], menuEnName: names[1], menuKrName: names[2], path, lastMenu: 2, updateFlag: 1, closable: true,
});
const ORDERS = leaf(501, ["订单列表", "Order list", "주문 목록"], "erp#/order/list");
const BOARD = leaf(502, ["经营看板", "Business board", "경영 보드"], "erp#/board");
const TREE: MenuNode[] = [{ menuId: 500, menuName: "工作台", menuEnName: "Workbench", menuKrName: "워크벤치", lastMenu: 1, childMenus: [ORDERS, BOARD] }];

type Tabs = ReturnType<typeof useShellTabs>;
let tabs: Tabs | null = null;
function Harness({ homeMenuId }: { homeMenuId: number | null }) {
  tabs = useShellTabs(BASE, TREE, homeMenuId, { serviceId: 1001, systemCode: "ERP" }, true);
  return <TabStrip tabs={tabs} />;
}

let root: Root | null = null;
let host: HTMLDivElement;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { headers: { "content-type": "application/json" } })));
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  tabs = null;
  host?.remove();
  vi.unstubAllGlobals();
});

async function show(homeMenuId: number | null, lng: "zh-CN" | "en-US" | "ko-KR") {
  const i18n = await sharedI18n(lng);
  address.href = BASE;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <Harness homeMenuId={homeMenuId} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
}

/**
 * The tabs the seller sees, in order: label and whether the tab is selected. The home tab shows
 * a house icon; its name is its tooltip and accessible name (the two must agree).
 */
function strip(): Array<{ label: string; selected: boolean }> {
  return [...host.querySelectorAll('[role="tablist"] [role="tab"]')].map((el) => ({
    label: el.getAttribute("aria-label") !== null ? (expect(el.getAttribute("title")).toBe(el.getAttribute("aria-label")), el.getAttribute("aria-label")!) : (el.textContent ?? "").trim(),
    selected: el.getAttribute("aria-selected") === "true",
  }));
}

async function open(node: MenuNode) {
  await act(async () => {
    tabs!.open(node);
  });
}

describe("[MENU-09] the menu response's homeMenuId is the menu shown in the home tab", () => {
  it("homeMenuId 502: the one home tab is that menu (its name in each language); opening it activates home, adds no tab", async () => {
    for (const [lng, board, orders] of [["zh-CN", "经营看板", "订单列表"], ["en-US", "Business board", "Order list"], ["ko-KR", "경영 보드", "주문 목록"]] as const) {
      await show(502, lng);
      expect(strip(), lng).toEqual([{ label: board, selected: true }]);
      await open(ORDERS);
      expect(strip()).toEqual([{ label: board, selected: false }, { label: orders, selected: true }]);
      await open(BOARD);
      expect(strip(), "the home menu is the home tab, not a second tab").toEqual([{ label: board, selected: true }, { label: orders, selected: false }]);
      await act(async () => root?.unmount());
      localStorage.clear();
    }
  });

  it("homeMenuId 501 instead: the home tab is the order list, and the board opens as a tab of its own", async () => {
    await show(501, "zh-CN");
    expect(strip()).toEqual([{ label: "订单列表", selected: true }]);
    await open(BOARD);
    expect(strip()).toEqual([{ label: "订单列表", selected: false }, { label: "经营看板", selected: true }]);
    await open(ORDERS);
    expect(strip()).toEqual([{ label: "订单列表", selected: true }, { label: "经营看板", selected: false }]);
  });

  it("no homeMenuId (or one not in the tree): the home tab is the portal's own home, and every leaf opens as a tab", async () => {
    for (const homeMenuId of [null, 999]) {
      await show(homeMenuId, "zh-CN");
      expect(strip(), String(homeMenuId)).toEqual([{ label: "首页", selected: true }]);
      await open(BOARD);
      await open(ORDERS);
      expect(strip().map((t) => t.label)).toEqual(["首页", "经营看板", "订单列表"]);
      await act(async () => root?.unmount());
      localStorage.clear();
    }
  });
});
