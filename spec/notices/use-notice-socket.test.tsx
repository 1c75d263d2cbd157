// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { noticeSocket, useNoticeSocket, type SocketMessage } from "~/features/notices";
import { FakeWebSocket, installFakeWebSocket } from "../support/fake-websocket";

installFakeWebSocket();

function Probe({ seen }: { seen: SocketMessage[] }) {
  const { connected, subscribe } = useNoticeSocket();
  useEffect(() => subscribe(3, (m) => void seen.push(m)), [subscribe, seen]);
  return <span data-testid="state">{connected ? "connected" : "offline"}</span>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(seen: SocketMessage[]): { root: Root; el: HTMLElement } {
  const el = document.createElement("div");
  document.body.append(el);
  const root = createRoot(el);
  act(() => root.render(<Probe seen={seen} />));
  return { root, el };
}

describe("useNoticeSocket", () => {
  it("opens one same-origin /ws/notice socket for all users, delivers by msgType, closes after the last unmount", () => {
    const seen: SocketMessage[] = [];
    const a = mount(seen);
    const b = mount([]);
    expect(FakeWebSocket.all).toHaveLength(1);
    const ws = FakeWebSocket.all[0]!;
    expect(ws.url).toBe(`ws://${window.location.host}/ws/notice`);
    expect(a.el.textContent).toBe("offline");
    act(() => ws.onopen?.());
    expect(a.el.textContent).toBe("connected");
    act(() => ws.onmessage?.({ data: '{"msgType":3,"msgTitle":"t"}' }));
    expect(seen).toEqual([{ msgType: 3, msgTitle: "t" }]);
    act(() => b.root.unmount());
    expect(ws.closed).toBe(false);
    act(() => a.root.unmount());
    expect(ws.closed).toBe(true);
    expect(noticeSocket().state).toBe("closed");
  });
});
