import { describe, expect, it } from "vitest";
import { setActivePaneProbe, setSubAppCapture } from "../../app/features/assistant";
import { activePane, capturePage } from "../../app/features/assistant/screenshot";

describe("screenshot hook points", () => {
  it("[AI-18] [AI-19] the shell tells the assistant about the active pane (its agentId decides the capture)", () => {
    expect(activePane()).toBeNull();
    const remove = setActivePaneProbe(() => ({ kind: "micro", agentId: 7 }));
    expect(activePane()).toEqual({ kind: "micro", agentId: 7 });
    remove();
    expect(activePane()).toBeNull();
  });

  it("[AI-63] an iframe or micro-app pane that answers gives its own capture", async () => {
    const own = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
    const offPane = setActivePaneProbe(() => ({ kind: "iframe" }));
    const offCapture = setSubAppCapture(async () => own);
    await expect(capturePage()).resolves.toBe(own);
    offCapture();
    offPane();
  });
});
