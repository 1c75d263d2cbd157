// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
/** The shell's end of the probe: one sandboxed frame per check, its report taken only from that frame, with the opaque origin and the id it was given. */
import { afterEach, describe, expect, it } from "vitest";
import { runProbe } from "~/features/print/check";

const FACTS = { found: true, ready: true, pluginVersion: "6.2.1.5", cloudVersion: "4.1.7.8", service: "http://localhost:8000/" };
const frame = () => document.querySelector<HTMLIFrameElement>("iframe[data-print-probe]")!;
const idOf = (f: HTMLIFrameElement) => /#id=([\w-]+)$/.exec(f.getAttribute("src")!)![1]!;
const post = (source: unknown, origin: string, data: unknown) => window.dispatchEvent(new MessageEvent("message", { source: source as Window, origin, data }));

afterEach(() => document.body.replaceChildren());

describe("print probe frame (shell side)", () => {
  it("is sandboxed with scripts only, hidden, and removed once it reported", async () => {
    const pending = runProbe(5_000);
    const f = frame();
    expect(f.getAttribute("sandbox")).toBe("allow-scripts");
    expect(f.getAttribute("src")).toMatch(/^\/print-probe#id=[\w-]{24}$/);
    expect(f.getAttribute("aria-hidden")).toBe("true");
    post(f.contentWindow, "null", { type: "print:probe", id: idOf(f), facts: FACTS });
    expect(await pending).toEqual(FACTS);
    expect(document.querySelector("iframe[data-print-probe]")).toBeNull();
  });

  it("ignores reports from another window, another origin, with another id or undecodable facts", async () => {
    const pending = runProbe(300);
    const f = frame();
    const id = idOf(f);
    post(window, "null", { type: "print:probe", id, facts: FACTS });
    post(f.contentWindow, window.location.origin, { type: "print:probe", id, facts: FACTS });
    post(f.contentWindow, "null", { type: "print:probe", id: "someone-elses-id-0000000", facts: FACTS });
    post(f.contentWindow, "null", { type: "print:probe", id, facts: { ...FACTS, found: "yes" } });
    post(f.contentWindow, "null", { type: "print:probe", id, facts: { ...FACTS, evil: 1 } });
    // Nothing taken: the probe ends by its timeout, with no facts.
    expect(await pending).toBeNull();
    expect(document.querySelector("iframe[data-print-probe]")).toBeNull();
  });
});
