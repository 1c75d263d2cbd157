// @vitest-environment happy-dom
/**
 * BRIDGE-01 as the shell runs it: each of the 17 message types, posted by a pane's frame from its
 * own origin, reaches the shell's reactions (features/bridge/reactions) through the registry and
 * has its own effect on the shell (an answer, a port call, a shell event, a window); a message of
 * any other type has none. The shell's port is a stand-in: what each reaction shows is the
 * business of BRIDGE-03..BRIDGE-19's own tests.
 */
import type { i18n as I18n } from "i18next";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MenuNode } from "~/gateway/schemas";
import { useAuthenticated } from "~/features/bridge";
import { react, type ShellPort } from "~/features/bridge/reactions";
import { acceptWindowMessage, registerBridgeFrame, setBridgeHandler } from "~/features/bridge/registry";
import { onShellEvent } from "~/utils/shell-events";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORIGIN = "http://erp.example.com";
const BASE = "/entry/1001/ERP";
const KEY = "m_10101";
const tree = [{ menuId: 10202, menuName: "订单列表", path: "erp#/order/list" }] as unknown as MenuNode[];

/** The 17 types of BRIDGE-01, written here, each with a well-formed payload. */
const MESSAGES: Array<[string, unknown]> = [
  ["getData", undefined],
  ["getDataByKey", { key: "systemCode" }],
  ["getCookie", undefined],
  ["authSuccess", undefined],
  ["noPermissionNotice", undefined],
  ["notification", { type: "success", title: "保存成功" }],
  ["navigator", { menuId: 10202 }],
  ["closeNavigator", undefined],
  ["pushByAsync", { taskName: "订单导出" }],
  ["navigatorErp", { path: "/product/list" }],
  ["dialog", { url: `${ORIGIN}/apps/dialog/x`, title: "说明" }],
  ["destroyAllDialog", undefined],
  ["openPageByMenusId", { menuId: 10202 }],
  ["logout", undefined],
  ["windowOpen", { url: "https://example.com/" }],
  ["getLocation", undefined],
  ["download.socket", { message: { code: 0, name: "n" } }],
];

function port() {
  return {
    data: {
      user: { userName: "owner", displayName: "店主", company: "A" },
      system: { serviceId: 1001, systemCode: "ERP" },
      systems: [{ serviceId: 1001, systemCode: "ERP" }],
      frameOrigins: [ORIGIN],
      bridge: { capability: "cap", origin: ORIGIN },
      menu: { homeMenuId: null },
    },
    tree,
    base: BASE,
    panes: [],
    language: "zh_CN",
    navigate: vi.fn(),
    closeTab: vi.fn(),
    logout: vi.fn(),
    notify: vi.fn(),
    openDialog: vi.fn(() => true),
    closeDialogs: vi.fn(),
    showDenied: vi.fn(),
    t: (key: string) => key,
    i18n: {} as I18n,
  } satisfies ShellPort;
}

describe("the shell handles BRIDGE-01's messages", () => {
  let shell: ReturnType<typeof port>;
  let frame: { postMessage: ReturnType<typeof vi.fn> };
  const events: Array<[string, unknown]> = [];
  let authenticated = false;
  const cleanups: Array<() => void> = [];

  beforeEach(async () => {
    shell = port();
    frame = { postMessage: vi.fn() };
    events.length = 0;
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(Response.json({ ok: true, token: "tok-1" }))));
    vi.spyOn(window, "open").mockImplementation(() => null);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    cleanups.push(
      registerBridgeFrame(frame as unknown as Window, { key: KEY, kind: "iframe", origin: ORIGIN }),
      setBridgeHandler((message, sender) => react(shell, message, sender)),
      onShellEvent("export:task", (e) => void events.push(["export:task", e.taskName])),
      onShellEvent("download:socket", (e) => void events.push(["download:socket", e.message])),
    );
    function Probe() {
      authenticated = useAuthenticated(KEY);
      return null;
    }
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(<Probe />));
    cleanups.push(() => act(() => root.unmount()));
  });

  afterEach(() => {
    for (const undo of cleanups.splice(0)) undo();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const post = async (type: string, data: unknown, requestId = `r-${type}`) => {
    await act(async () => {
      acceptWindowMessage({ source: frame, origin: ORIGIN, data: { type, data, requestId } } as unknown as MessageEvent);
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  const replyTo = (type: string) => frame.postMessage.mock.calls.map((c) => c[0] as { requestId: string; ok: boolean; data: unknown }).find((m) => m.requestId === `r-${type}`);
  /** Everything the shell did so far, as one comparable list. */
  const effects = () => [
    ...Object.entries(shell).filter(([, v]) => vi.isMockFunction(v)).flatMap(([name, f]) => (f as ReturnType<typeof vi.fn>).mock.calls.map((args) => [name, ...args])),
    ...events,
    ...(window.open as unknown as ReturnType<typeof vi.fn>).mock.calls.map((args) => ["window.open", ...args]),
  ];

  it("[BRIDGE-01] each of the 17 types has its own effect on the shell; any other type, near misses included, has none", async () => {
    expect(MESSAGES.map(([type]) => type)).toHaveLength(17);
    const expected: Record<string, () => void> = {
      getData: () => expect(replyTo("getData")).toMatchObject({ ok: true, data: { token: "tok-1", systemCode: "ERP", serviceId: 1001, language: "zh_CN", userInfo: { userName: "owner" } } }),
      getDataByKey: () => expect(replyTo("getDataByKey")).toMatchObject({ ok: true, data: "ERP" }),
      getCookie: () => expect(replyTo("getCookie")).toMatchObject({ ok: true, data: { token: "tok-1" } }),
      authSuccess: () => expect(authenticated).toBe(true),
      noPermissionNotice: () => expect(shell.showDenied).toHaveBeenCalledTimes(1),
      notification: () => expect(shell.notify).toHaveBeenCalledWith("success", "保存成功", undefined),
      navigator: () => expect(shell.navigate).toHaveBeenLastCalledWith(`${BASE}/erp#/order/list`),
      closeNavigator: () => expect(shell.closeTab).toHaveBeenCalledWith(KEY),
      pushByAsync: () => expect(events).toContainEqual(["export:task", "订单导出"]),
      navigatorErp: () => expect(shell.navigate).toHaveBeenLastCalledWith(`${BASE}/erp#/product/list`),
      dialog: () => expect(shell.openDialog).toHaveBeenCalledWith({ url: `${ORIGIN}/apps/dialog/x`, title: "说明" }),
      destroyAllDialog: () => expect(shell.closeDialogs).toHaveBeenCalledTimes(1),
      openPageByMenusId: () => expect(shell.navigate).toHaveBeenLastCalledWith(`${BASE}/erp#/order/list`),
      logout: () => expect(shell.logout).toHaveBeenCalledTimes(1),
      windowOpen: () => expect(window.open).toHaveBeenCalledWith("https://example.com/", "_blank", "noopener,noreferrer"),
      getLocation: () => expect(replyTo("getLocation")).toMatchObject({ ok: true, data: { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash } }),
      "download.socket": () => expect(events).toContainEqual(["download:socket", { code: 0, name: "n" }]),
    };
    expect(authenticated).toBe(false);
    for (const [type, data] of MESSAGES) {
      const before = effects().length + frame.postMessage.mock.calls.length;
      await post(type, data);
      expected[type]!();
      // Something happened for this message: an answer, a call, an event or a window (authSuccess: the flag).
      if (type !== "authSuccess") expect(effects().length + frame.postMessage.mock.calls.length, type).toBeGreaterThan(before);
    }
    // Any other type is ignored: no answer, no call, no event, no window.
    const before = JSON.stringify([effects(), frame.postMessage.mock.calls]);
    for (const type of ["getToken", "GetData", "getdata", "download", "download.Socket", "windowopen", "eval", ""]) await post(type, { url: "https://example.com/" });
    expect(JSON.stringify([effects(), frame.postMessage.mock.calls])).toBe(before);
  });
});
