// @vitest-environment happy-dom
/**
 * The live broadcasts are asked once the shell is idle, not in its first frames (issue 10,
 * shell_tbt_ms): useLives fetches when the idle callback runs, once, and not after unmounting.
 */
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const idle: (() => void)[] = [];
const cancelled = new Set<number>();
beforeEach(() => {
  idle.length = 0;
  cancelled.clear();
  vi.resetModules();
  vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
  vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.add(id));
});
afterEach(() => vi.unstubAllGlobals());

const LIVE = { liveId: 1, liveTitle: "跨境旺季备货实战", liveBeginTime: "2026-11-27 09:00:00", liveEndTime: "2026-11-27 10:00:00", liveCoverUrl: "", replayUrl: "" };

async function mount() {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ ok: true, lives: [LIVE] }), { headers: { "Content-Type": "application/json" } })));
  vi.stubGlobal("fetch", fetch);
  const { useLives } = await import("~/features/notices/lives");
  let lives: ReturnType<typeof useLives> = null;
  function Probe(): ReactNode {
    lives = useLives();
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Probe />));
  return { fetch, root, lives: () => lives };
}

describe("useLives", () => {
  it("asks for the live broadcasts only once the page is idle", async () => {
    const { fetch, lives } = await mount();
    expect(fetch).not.toHaveBeenCalled();
    expect(lives()).toBeNull();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    await vi.waitFor(() => expect(lives()).toEqual([expect.objectContaining({ liveTitle: LIVE.liveTitle })]));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("unmounted before the idle moment: the idle callback is cancelled and nothing is asked", async () => {
    const { fetch, root } = await mount();
    act(() => root.unmount());
    expect(cancelled.size).toBe(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
