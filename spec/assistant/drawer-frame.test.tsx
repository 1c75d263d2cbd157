// @vitest-environment happy-dom
/**
 * The assistant drawer's frame as the seller gets it: its width (1080 px, or the whole width in
 * full screen) and the page capture of an opening with the screenshot flag. The socket is a
 * stub answering at once; the capture and upload (screenshot.ts) are recorders.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AssistantSocket } from "~/features/assistant/socket/assistant-socket";

const captured = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/utils/shell-data", () => ({ useShellData: () => ({ user: { userName: "owner", company: "A" } }), useUserKey: () => "owner@A" }));
vi.mock("~/features/assistant/screenshot", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/assistant/screenshot")>();
  return {
    ...real,
    capturePage: vi.fn(async () => {
      captured.count += 1;
      return { blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }), source: "shell" };
    }),
    uploadCapture: vi.fn(async () => ({ url: "https://oss.example.com/shot.jpg", ticket: "t", expiresAt: Date.now() + 60_000 })),
  };
});
vi.mock("~/features/assistant/store/controller", async () => {
  const { createStore } = await import("~/features/assistant/store/store");
  const { createActions } = await import("~/features/assistant/store/actions");
  const { createAnswers } = await import("~/features/assistant/store/answers");
  const { createHistory } = await import("~/features/assistant/store/history");
  const store = createStore("owner@A");
  store.set({ conn: "connected" } as never);
  const socket = {
    state: "connected",
    onStream: () => () => undefined,
    onState: () => () => undefined,
    send: () => true,
    reconnect: () => undefined,
    request: async () => [],
  } as unknown as AssistantSocket;
  const history = createHistory(store, () => new Promise(() => undefined));
  const assistant = { store, socket, actions: createActions(store, socket, history), answers: createAnswers(store, socket, history) };
  return { getAssistant: () => assistant, setAssistantTexts: () => undefined };
});

import { portalSystem } from "~/components/ui/system";
import AssistantDrawer from "~/features/assistant/components/AssistantDrawer";
import { activePaneOf, setActivePaneProbe } from "~/features/assistant/screenshot";
import { menuJson, parseMenuJson } from "~/features/menus/model";
import { paneOf } from "~/features/tabs";
import { menuTreeSchema } from "~/gateway/schemas";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const offs: Array<() => void> = [];
afterEach(async () => {
  act(() => root?.unmount());
  root = null;
  for (const off of offs.splice(0)) off();
  document.body.replaceChildren();
  captured.count = 0;
  // A capture waits (up to 10 s) for a session to send its prompt to; the next opening must not
  // find it still capturing.
  const { getAssistant } = await import("~/features/assistant/store/controller");
  getAssistant(true, "owner@A").store.set({ capturing: false });
});

async function mount(lng: "zh-CN" | "en-US" | "ko-KR", screenshot = false) {
  const i18n = await sharedI18n(lng);
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <AssistantDrawer open request={{ n: 1, screenshot }} onClose={() => {}} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
  const drawer = () => document.querySelector<HTMLElement>('[data-testid="assistant-drawer"]')!;
  const toggle = () => document.querySelector<HTMLElement>('[data-testid="assistant-fullscreen"]')!;
  return { drawer, toggle, width: () => getComputedStyle(drawer()).width, click: (e: HTMLElement) => act(async () => void e.click()) };
}

const LABELS = { "zh-CN": ["全屏", "退出全屏"], "en-US": ["Full screen", "Exit full screen"], "ko-KR": ["전체 화면", "전체 화면 종료"] } as const;

describe("the assistant drawer's frame", () => {
  for (const lng of ["zh-CN", "en-US", "ko-KR"] as const) {
    it(`[AI-02] ${lng}: the full-screen toggle switches the drawer between 1080px and 100% width, and back`, async () => {
      const f = await mount(lng);
      const [enter, exit] = LABELS[lng];
      expect(f.width()).toBe("1080px");
      expect(f.toggle().textContent).toBe(enter);
      expect(f.toggle().getAttribute("aria-pressed")).toBe("false");
      await f.click(f.toggle());
      expect(f.width()).toBe("100%");
      expect(f.toggle().textContent).toBe(exit);
      expect(f.toggle().getAttribute("aria-pressed")).toBe("true");
      await f.click(f.toggle());
      expect(f.width()).toBe("1080px");
      expect(f.toggle().textContent).toBe(enter);
    });
  }

  it("[AI-18] opening with the screenshot flag while the active pane has no agentId captures the page (and attaches it); without the flag nothing is captured", async () => {
    offs.push(setActivePaneProbe(() => ({ kind: "portal", key: "m_11001" })));
    await mount("zh-CN", false);
    expect(captured.count).toBe(0);
    act(() => root?.unmount());
    await mount("zh-CN", true);
    await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
    expect(captured.count).toBe(1);
    const { getAssistant } = await import("~/features/assistant/store/controller");
    expect(getAssistant(true, "owner@A").store.get().pendingImage).toMatchObject({ url: "https://oss.example.com/shot.jpg" });
  });

  it("[AI-19] opening with the screenshot flag while the active pane is a menu with an agentId captures nothing; the same opening on a pane without one captures", async () => {
    // The menu as the gateway sends it, as the page carries it (slim JSON), and its panes.
    const wire = menuTreeSchema.parse({
      childMenus: [
        { menuId: 30001, menuName: "选品智能体", path: "erp#/agent/select", lastMenu: 2, agentId: 7 },
        { menuId: 11001, menuName: "订单列表", path: "erp#/order/list", lastMenu: 2 },
      ],
      homeMenuId: 11001,
    });
    const tree = parseMenuJson(menuJson(wire.childMenus));
    const panes = tree.map((leaf) => paneOf(leaf, "1001/ERP")!);
    let activeKey = "m_30001";
    // The shell's probe, as PaneHost sets it.
    offs.push(setActivePaneProbe(() => activePaneOf({ panes, activeKey })));

    await mount("zh-CN", true);
    await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
    expect(captured.count).toBe(0);
    act(() => root?.unmount());

    activeKey = "m_11001";
    await mount("zh-CN", true);
    await act(async () => void (await new Promise((r) => setTimeout(r, 0))));
    expect(captured.count).toBe(1);
  });

  it("[AI-04] the drawer has an agents-list panel, a session chat pane, an agent-add panel and an agent chat pane, each reached from the sidebar", async () => {
    const { getAssistant } = await import("~/features/assistant/store/controller");
    const { store } = getAssistant(true, "owner@A");
    store.set({
      view: null,
      sessions: [{ session_id: "s-owner-1", title: "选品分析", type: "session", isTopup: false, updated_at: "2026-03-01 10:00:00" }],
      userAgents: [{ user_agent_id: 501, agent_id: 5, agent_name: "Listing 写手", agent_desc: "写 Listing", updated_at: "2026-03-01 09:00:00", themes: [] }],
      agents: [{ agent_id: 5, agent_name: "Listing 写手", agent_desc: "写 Listing" }, { agent_id: 6, agent_name: "政策顾问", agent_desc: "解答平台政策" }],
    } as never);
    const f = await mount("zh-CN");
    const q = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    const button = (text: string) => [...f.drawer().querySelectorAll<HTMLElement>("button")].find((b) => b.textContent?.trim() === text)!;

    await f.click(button("我的智能体"));
    expect(q("assistant-agents")?.querySelector("h3")?.textContent).toBe("我的智能体");
    expect(q("assistant-agents")?.textContent).toContain("Listing 写手");

    await f.click(q("assistant-add-agent")!);
    expect(q("assistant-agents")).toBeNull();
    expect(q("assistant-agent-add")?.querySelector("h3")?.textContent).toBe("添加智能体");
    expect([...q("assistant-agent-add")!.querySelectorAll('[data-testid="assistant-agent-card"]')].map((c) => c.textContent)).toEqual([expect.stringContaining("Listing 写手"), expect.stringContaining("政策顾问")]);

    await f.click(button("选品分析"));
    expect(q("assistant-agent-add")).toBeNull();
    expect(q("assistant-chat")?.getAttribute("data-chat-key")).toBe("s:s-owner-1");
    expect(q("assistant-chat-title")?.textContent).toBe("选品分析");

    await f.click([...q("assistant-user-agents")!.querySelectorAll<HTMLElement>("button")].find((b) => b.textContent?.includes("Listing 写手"))!);
    expect(q("assistant-chat")?.getAttribute("data-chat-key")).toBe("a:501");
    expect(q("assistant-chat-title")?.textContent).toBe("Listing 写手");
  });
});
