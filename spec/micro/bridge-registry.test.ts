import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptWindowMessage, callBridge, registerBridgeFrame, setBridgeHandler } from "~/features/bridge/registry";
import { bridgeRejectionCounts } from "~/features/bridge/rejections";

const ORIGIN = "http://erp.example.com";
const fakeWindow = () => ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
const event = (source: unknown, origin: string, data: unknown) => ({ source, origin, data }) as MessageEvent;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe("bridge: who may speak", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it("[BRIDGE-02] a pane frame with its exact origin is handled and answered with an explicit targetOrigin", async () => {
    const win = fakeWindow();
    const handler = vi.fn(() => ({ pathname: "/entry/1/ERP" }));
    cleanups.push(registerBridgeFrame(win, { key: "m_1", kind: "iframe", origin: ORIGIN }), setBridgeHandler(handler));
    acceptWindowMessage(event(win, ORIGIN, { type: "getLocation", requestId: "r1" }));
    await flush();
    expect(handler).toHaveBeenCalledWith({ type: "getLocation", data: undefined, requestId: "r1" }, { key: "m_1", kind: "iframe", origin: ORIGIN });
    expect(win.postMessage).toHaveBeenCalledWith({ type: "bridge:reply", requestId: "r1", ok: true, data: { pathname: "/entry/1/ERP" } }, ORIGIN);
    // The other side: the same window speaking from another origin is ignored, not answered.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    acceptWindowMessage(event(win, "http://evil.example", { type: "getLocation", requestId: "r2" }));
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(win.postMessage).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("[BRIDGE-02] another source, or the pane's window with another origin, is refused, logged and counted", async () => {
    const win = fakeWindow();
    const handler = vi.fn();
    cleanups.push(registerBridgeFrame(win, { key: "m_1", kind: "iframe", origin: ORIGIN }), setBridgeHandler(handler));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = bridgeRejectionCounts();
    const stranger = fakeWindow();
    acceptWindowMessage(event(stranger, ORIGIN, { type: "logout" }));
    acceptWindowMessage(event(win, "http://erp.example.com:8080", { type: "logout" }));
    acceptWindowMessage(event(win, "https://erp.example.com", { type: "logout" }));
    acceptWindowMessage(event(null, ORIGIN, { type: "logout" }));
    acceptWindowMessage(event(win, ORIGIN, { type: "rm -rf" }));
    acceptWindowMessage(event(win, ORIGIN, { type: "notification", data: { title: 42 } }));
    await flush();
    expect(handler).not.toHaveBeenCalled();
    expect(stranger.postMessage).not.toHaveBeenCalled();
    expect(win.postMessage).not.toHaveBeenCalled();
    const after = bridgeRejectionCounts();
    const delta = (k: keyof typeof after) => (after[k] ?? 0) - (before[k] ?? 0);
    expect([delta("unknown-source"), delta("origin-mismatch"), delta("unknown-type"), delta("bad-payload")]).toEqual([2, 2, 1, 1]);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      "[bridge] message rejected: unknown-source",
      "[bridge] message rejected: origin-mismatch",
      "[bridge] message rejected: origin-mismatch",
      "[bridge] message rejected: unknown-source",
      "[bridge] message rejected: unknown-type",
      "[bridge] message rejected: bad-payload",
    ]);
    warn.mockRestore();
    // The other side: the pane's own window from its exact origin is handled.
    acceptWindowMessage(event(win, ORIGIN, { type: "getLocation", requestId: "r3" }));
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(win.postMessage).toHaveBeenCalledTimes(1);
  });

  it("a micro-app's bridge prop uses the same decoder and handler; a refused call rejects with its reason", async () => {
    const handler = vi.fn(() => "zh_CN");
    cleanups.push(setBridgeHandler(handler));
    const sender = { key: "m_2", kind: "micro" as const, origin: ORIGIN };
    await expect(callBridge(sender, "getDataByKey", { key: "language" })).resolves.toBe("zh_CN");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(callBridge(sender, "eval", "1")).rejects.toThrow("unknown-type");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
