// @vitest-environment happy-dom
/**
 * When the bell asks the gateway (features/notices/use-bell): once when a page lands (at the
 * socket's connection, or after FIRST_LOAD_WAIT_MS without one), again at every reconnection.
 */
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_LOAD_WAIT_MS, useBell } from "~/features/notices/use-bell";
import { FakeWebSocket, installFakeWebSocket } from "../support/fake-websocket";

installFakeWebSocket();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let bell: ReturnType<typeof useBell> | null = null;
function Bell(): ReactNode {
  bell = useBell();
  return null;
}

const BELL = { ok: true, noReadCount: 2, preview: [] };
const bellCalls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.filter(([url]) => String(url).includes("/api/notices/bell")).length;

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mountBell() {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(BELL), { headers: { "Content-Type": "application/json" } })));
  vi.stubGlobal("fetch", fetch);
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Bell />));
  return { fetch, root, socket: () => FakeWebSocket.all.at(-1)! };
}

describe("useBell", () => {
  it("a landing page asks once, when the socket connects, not again a moment later", async () => {
    const { fetch, root, socket } = mountBell();
    expect(bellCalls(fetch)).toBe(0);
    act(() => socket().onopen?.());
    expect(bellCalls(fetch)).toBe(1);
    await act(async () => void vi.advanceTimersByTime(FIRST_LOAD_WAIT_MS * 3));
    expect(bellCalls(fetch)).toBe(1);
    await act(async () => void (await vi.runOnlyPendingTimersAsync()));
    expect(bell?.bell?.noReadCount).toBe(2);
    act(() => socket().onclose?.({ code: 1000 }));
    act(() => root.unmount());
  });

  it("without a connection it asks after the wait; a connection later asks again (catching up)", async () => {
    const { fetch, root, socket } = mountBell();
    await act(async () => void vi.advanceTimersByTime(FIRST_LOAD_WAIT_MS - 1));
    expect(bellCalls(fetch)).toBe(0);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(bellCalls(fetch)).toBe(1);
    act(() => socket().onopen?.());
    expect(bellCalls(fetch)).toBe(2);
    act(() => root.unmount());
  });
});
