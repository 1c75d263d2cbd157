import { describe, expect, it } from "vitest";
import { activePaneOf, setActivePaneProbe, setSubAppCapture } from "../../app/features/assistant";
import { activePane, capturePage, SCREENSHOT_QUALITY, SCREENSHOT_SCALE } from "../../app/features/assistant/screenshot";
import { HOME_KEY } from "../../app/features/tabs";

const jpeg = (tag: number) => new Blob([new Uint8Array([0xff, 0xd8, 0xff, tag])], { type: "image/jpeg" });

describe("screenshot hook points", () => {
  it("the shell tells the assistant about the active pane (its agentId decides the capture)", () => {
    expect(activePane()).toBeNull();
    const remove = setActivePaneProbe(() => ({ kind: "micro", agentId: 7 }));
    expect(activePane()).toEqual({ kind: "micro", agentId: 7 });
    remove();
    expect(activePane()).toBeNull();
  });

  it("the tabs' active pane maps to portal, iframe or micro-app, with its key", () => {
    const panes = [
      { key: HOME_KEY, appName: "home" },
      { key: "m_1", appName: "sso-web" },
      { key: "m_2", appName: "iframe" },
      { key: "m_3", appName: "erp" },
    ];
    expect(panes.map((p) => activePaneOf({ panes, activeKey: p.key }))).toEqual([
      { kind: "portal", key: HOME_KEY },
      { kind: "portal", key: "m_1" },
      { kind: "iframe", key: "m_2" },
      { kind: "micro", key: "m_3" },
    ]);
    expect(activePaneOf({ panes, activeKey: "m_9" })).toBeNull();
  });

  it("an iframe or micro-app pane that answers gives its own capture, asked at scale 1.5 and quality 0.8 (AI-63 whole, the picture itself: e2e/assistant-capture.spec.ts)", async () => {
    const own = jpeg(1);
    const asked: unknown[] = [];
    const offPane = setActivePaneProbe(() => ({ kind: "iframe", key: "m_2" }));
    const offCapture = setSubAppCapture(async (pane, opts) => (asked.push([pane.key, opts]), own));
    await expect(capturePage(async () => jpeg(2))).resolves.toEqual({ blob: own, source: "app" });
    expect(asked).toEqual([["m_2", { scale: SCREENSHOT_SCALE, quality: SCREENSHOT_QUALITY }]]);
    expect([SCREENSHOT_SCALE, SCREENSHOT_QUALITY]).toEqual([1.5, 0.8]);
    offCapture();
    offPane();
  });

  it("a pane whose app cannot give its own picture falls back to the shell's, and says so; a portal pane is the shell's", async () => {
    const shell = jpeg(2);
    const offPane = setActivePaneProbe(() => ({ kind: "micro", key: "m_3" }));
    for (const answer of [async () => null, async () => Promise.reject(new Error("cross-origin")), async () => new Blob([])]) {
      const off = setSubAppCapture(answer);
      await expect(capturePage(async () => shell)).resolves.toEqual({ blob: shell, source: "shell-fallback" });
      off();
    }
    await expect(capturePage(async () => shell)).resolves.toEqual({ blob: shell, source: "shell-fallback" });
    offPane();
    const offPortal = setActivePaneProbe(() => ({ kind: "portal", key: HOME_KEY }));
    await expect(capturePage(async () => shell)).resolves.toEqual({ blob: shell, source: "shell" });
    offPortal();
  });
});
