// @vitest-environment happy-dom
/**
 * Activating a tab by key (useShellTabs().activateKey): an open pane is activated, a menu leaf
 * `m_{menuId}` is opened; a key with neither shows the 401 warning (the tabs' prompt, rendered
 * as the seller sees it) and changes nothing: no pane, no active change, no navigation.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import type { MenuNode } from "~/gateway/schemas";
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
const tree = [
  { menuId: 1, menuName: "首页", path: "sso-web#/user/home", lastMenu: 2 },
  { menuId: 11001, menuName: "订单列表", path: "erp#/order/list", lastMenu: 2 },
  { menuId: 11002, menuName: "商品列表", path: "erp#/goods/list", lastMenu: 2 },
  // Both the platform and the app have expired (TAB-13).
  { menuId: 11003, menuName: "选品分析", path: "erp#/analytics/selection", lastMenu: 2, platformExpireTime: "2020-01-01 00:00:00", assetsExpireTime: "2020-01-01 00:00:00", assetsType: 2 },
  // TAB-08: the platform alone has expired; and one whose platform runs until 2999.
  { menuId: 11004, menuName: "广告报表", path: "erp#/ads/report", lastMenu: 2, platformExpireTime: "2020-01-01 00:00:00" },
  { menuId: 11005, menuName: "库存报表", path: "erp#/stock/report", lastMenu: 2, platformExpireTime: "2999-01-01 00:00:00" },
] as unknown as MenuNode[];

const TEXTS = {
  "zh-CN": ["提示", "您没有访问该页面的权限，请联系管理员开通后再试。", "我知道了"],
  "en-US": ["Prompt", "You do not have access to this page. Ask your administrator to grant it, then try again.", "I know"],
  "ko-KR": ["알림", "이 페이지에 대한 접근 권한이 없습니다. 관리자에게 권한을 요청한 후 다시 시도하세요.", "알겠습니다"],
} as const;

let tabs: ShellTabs;
let unmount: () => void = () => {};

const ERP = { serviceId: 1001, systemCode: "ERP" };

function Shell({ i18n, system = ERP }: { i18n: I18n; system?: { serviceId: number; systemCode: string } }): ReactNode {
  tabs = useShellTabs(BASE, tree, 1, system);
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem()}>
        <TabsPrompts prompt={tabs.prompt} onDismiss={tabs.dismissPrompt} onRenew={tabs.renew} />
      </ChakraProvider>
    </I18nextProvider>
  );
}

async function mount(lng: keyof typeof TEXTS, system = ERP) {
  const i18n = await sharedI18n(lng);
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Shell i18n={i18n} system={system} />));
  unmount = () => act(() => root.unmount());
  navigate.mockClear();
}

const dialog = () => document.querySelector<HTMLElement>('[data-tabs-prompt="noAccess"]');
const snapshot = () => ({ panes: tabs.state.panes.map((p) => p.key), active: tabs.state.activeKey });

beforeEach(() => {
  // The menu statistics call of an activation (TAB-23) goes nowhere here.
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(new Response("{}"))));
  window.localStorage.clear();
});

afterEach(() => {
  unmount();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("activating a tab by key", () => {
  for (const lng of ["zh-CN", "en-US", "ko-KR"] as const) {
    it(`[TAB-07] ${lng}: a key with neither a menu nor a pane shows the 401 warning and changes nothing; a pane's or a menu's key activates`, async () => {
      await mount(lng);
      // A menu's key opens its pane; an open pane's key activates it.
      await act(async () => tabs.activateKey("m_11001"));
      await act(async () => tabs.activateKey("m_11002"));
      expect(snapshot()).toEqual({ panes: [tabs.home.key, "m_11001", "m_11002"], active: "m_11002" });
      await act(async () => tabs.activateKey("m_11001"));
      expect(snapshot().active).toBe("m_11001");
      expect(dialog()).toBeNull();
      const before = snapshot();
      navigate.mockClear();

      for (const key of ["m_99999", "c_5", "nonsense"]) {
        await act(async () => tabs.activateKey(key));
        expect(tabs.prompt, key).toEqual({ kind: "noAccess" });
        const shown = dialog();
        expect(shown, key).not.toBeNull();
        const [title, body, button] = TEXTS[lng];
        expect(shown!.querySelector('[id*="title"]')?.textContent).toBe(title);
        expect(shown!.textContent).toContain(body);
        expect([...shown!.querySelectorAll("button")].map((b) => b.textContent)).toEqual([button]);
        expect(snapshot()).toEqual(before);
        expect(navigate).not.toHaveBeenCalled();
        act(() => tabs.dismissPrompt());
      }
    });
  }

  /** TAB-08's confirm: title, text and buttons, in the clause's words (en-US, which it quotes in lower case) and in Chinese. */
  const PLATFORM_CONFIRM = {
    "zh-CN": ["温馨提示", "该功能所属平台已过期，请尽快续费，以免影响团队成员使用", ["取消", "续费"]],
    "en-US": ["friendly reminder", "the platform of this function has expired, please renew soon to avoid affecting team members", ["cancel", "renew"]],
  } as const;
  for (const lng of ["zh-CN", "en-US"] as const) {
    it(`[TAB-08] ${lng}: activating a page whose platformExpireTime is past shows the platform confirm (title, text, renew and cancel) and opens nothing; a future one opens`, async () => {
      await mount(lng);
      const before = snapshot();
      await act(async () => tabs.activateKey("m_11004"));
      const shown = document.querySelector<HTMLElement>('[data-tabs-prompt="platform"]');
      expect(shown).not.toBeNull();
      const [title, text, buttons] = PLATFORM_CONFIRM[lng];
      expect(shown!.querySelector('[id*="title"]')?.textContent?.toLowerCase()).toBe(title);
      expect(shown!.textContent!.toLowerCase()).toContain(text);
      expect([...shown!.querySelectorAll("button")].map((b) => b.textContent!.toLowerCase())).toEqual([...buttons]);
      expect(snapshot()).toEqual(before);
      expect(navigate).not.toHaveBeenCalled();
      act(() => tabs.dismissPrompt());
      await act(async () => tabs.activateKey("m_11005"));
      expect(document.querySelector("[data-tabs-prompt]")).toBeNull();
      expect(snapshot().active).toBe("m_11005");
    });
  }

  it("[TAB-13] zh-CN: a page whose platform and app have both expired shows the platform confirm (温馨提示, its text, 取消 and 续费), not the app's; nothing opens", async () => {
    await mount("zh-CN");
    const before = snapshot();
    await act(async () => tabs.activateKey("m_11003"));
    expect(tabs.prompt).toMatchObject({ kind: "expiry", expiry: { kind: "platform" } });
    const shown = document.querySelector<HTMLElement>("[data-tabs-prompt]");
    expect(shown?.getAttribute("data-tabs-prompt")).toBe("platform");
    expect(shown!.querySelector('[id*="title"]')?.textContent).toBe("温馨提示");
    expect(shown!.textContent).toContain("该功能所属平台已过期，请尽快续费，以免影响团队成员使用");
    expect(shown!.textContent).not.toContain("当前页面的选品分析应用已过期");
    expect([...shown!.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["取消", "续费"]);
    expect(snapshot()).toEqual(before);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("[TAB-25] the tabs are stored under one key per serviceId + systemCode, starting with pro__: another system's tabs under another key", async () => {
    /** The stored keys whose value holds `paneKey`. */
    const holding = (paneKey: string) => Object.keys(window.localStorage).filter((k) => window.localStorage.getItem(k)!.includes(`"${paneKey}"`));
    await mount("zh-CN");
    await act(async () => tabs.activateKey("m_11001"));
    await vi.waitFor(() => expect(holding("m_11001")).toHaveLength(1));
    const [erpKey] = holding("m_11001");
    expect(erpKey!.startsWith("pro__")).toBe(true);
    expect(erpKey).toContain("1001");
    expect(erpKey).toContain("ERP");
    unmount();
    await mount("zh-CN", { serviceId: 1002, systemCode: "AMAZON_OPERATE" });
    await act(async () => tabs.activateKey("m_11002"));
    await vi.waitFor(() => expect(holding("m_11002")).toHaveLength(1));
    const [otherKey] = holding("m_11002");
    expect(otherKey).not.toBe(erpKey);
    expect(otherKey!.startsWith("pro__")).toBe(true);
    expect(otherKey).toContain("1002");
    expect(otherKey).toContain("AMAZON_OPERATE");
    // Each system's stored tabs are its own.
    expect(window.localStorage.getItem(otherKey!)).not.toContain('"m_11001"');
  });
});
