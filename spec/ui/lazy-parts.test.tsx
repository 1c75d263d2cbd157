// @vitest-environment happy-dom
/**
 * Overlays, hover panels and popups loaded on demand (issue 10, `shell_js_gzip_bytes`):
 * ~/components/ui/lazy-overlay and ~/components/ui/on-demand. Nothing loads or renders before
 * it is needed; what renders once loaded has the props of the moment; a failed load is said and
 * tried again.
 */
import { act, type ComponentType } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("~/components/ui/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));
vi.mock("react-i18next", () => ({ useTranslation: () => ({ t: (k: string) => k }) }));

import { notify } from "~/components/ui/notify";
import { lazyOverlay, lazyPart } from "~/components/ui/lazy-overlay";
import { useOnDemand } from "~/components/ui/on-demand";
import { retryingImport } from "~/utils/retrying-import";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
function mount(node: React.ReactNode) {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(node));
}
const render = (node: React.ReactNode) => act(() => root!.render(node));
const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  vi.mocked(notify).mockClear();
});

/** A loader that resolves or fails on command, counting its calls. */
function controlledLoader<C>(component: C) {
  const calls: Array<{ resolve: () => void; reject: () => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<C>((resolve, reject) => {
        calls.push({ resolve: () => resolve(component), reject: () => reject(new Error("chunk failed")) });
      }),
  );
  return { load, calls };
}

const Dialog: ComponentType<{ open: boolean; title: string; onClose?: () => void }> = ({ open, title }) => (open ? <p data-dialog="">{title}</p> : <p data-closed="" />);

describe("lazyOverlay", () => {
  type Props = { open: boolean; title: string; onClose?: () => void };
  const overlay = (load: () => Promise<ComponentType<Props>>, onLoadError: (p: Props) => void = () => undefined) => lazyOverlay(load, (p: Props) => p.open, onLoadError);

  it("loads nothing and renders nothing while closed; opened, it renders the latest props once loaded", async () => {
    const { load, calls } = controlledLoader(Dialog);
    const Overlay = overlay(load);
    mount(<Overlay open={false} title="a" />);
    expect(load).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe("");
    render(<Overlay open title="b" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.innerHTML).toBe("");
    render(<Overlay open title="c" />);
    calls[0].resolve();
    await flush();
    expect(host.querySelector("[data-dialog]")?.textContent).toBe("c");
  });

  it("closed before its chunk arrived, it renders nothing; opened again, at once", async () => {
    const { load, calls } = controlledLoader(Dialog);
    const Overlay = overlay(load);
    mount(<Overlay open title="x" />);
    render(<Overlay open={false} title="x" />);
    calls[0].resolve();
    await flush();
    expect(host.querySelector("[data-dialog]")).toBeNull();
    render(<Overlay open title="y" />);
    await flush();
    expect(host.querySelector("[data-dialog]")?.textContent).toBe("y");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed load is said and closes the overlay through onLoadError; the next open loads again", async () => {
    const { load, calls } = controlledLoader(Dialog);
    const closed: string[] = [];
    const Overlay = overlay(load, (p) => p.onClose?.());
    mount(<Overlay open title="x" onClose={() => closed.push("x")} />);
    calls[0].reject();
    await flush();
    expect(notify).toHaveBeenCalledWith({ type: "error", title: "errors.partLoadFailed" });
    expect(closed).toEqual(["x"]);
    expect(host.innerHTML).toBe("");
    render(<Overlay open={false} title="x" />);
    render(<Overlay open title="y" />);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve();
    await flush();
    expect(host.querySelector("[data-dialog]")?.textContent).toBe("y");
  });
});

describe("lazyPart", () => {
  const Grid: ComponentType<{ n: number }> = ({ n }) => <p data-grid="">{n}</p>;

  it("shows its placeholder until loaded, then the part; a failure shows the failure and the next mount loads again", async () => {
    const { load, calls } = controlledLoader(Grid);
    const Part = lazyPart(load, ({ n }) => <i data-busy="">{n}</i>, () => <b data-failed="" />);
    mount(<Part n={1} />);
    expect(host.querySelector("[data-busy]")?.textContent).toBe("1");
    calls[0].reject();
    await flush();
    expect(host.querySelector("[data-failed]")).not.toBeNull();
    act(() => root!.unmount());
    mount(<Part n={2} />);
    expect(load).toHaveBeenCalledTimes(2);
    calls[1].resolve();
    await flush();
    expect(host.querySelector("[data-grid]")?.textContent).toBe("2");
  });
});

describe("useOnDemand", () => {
  function Popup({ chunk, onError }: { chunk: ReturnType<typeof retryingImport<ComponentType<{ defaultOpen: boolean }>>>; onError: () => void }) {
    const { loaded: Loaded, openAtMount, triggerProps } = useOnDemand(chunk, onError);
    if (Loaded) return <Loaded defaultOpen={openAtMount} />;
    return <button data-trigger="" {...triggerProps} />;
  }
  const trigger = () => host.querySelector<HTMLButtonElement>("[data-trigger]")!;
  const pointer = (type: string) => act(() => void trigger().dispatchEvent(new PointerEvent(type, { bubbles: true })));
  const Menu: ComponentType<{ defaultOpen: boolean }> = ({ defaultOpen }) => <p data-menu={defaultOpen ? "open" : "closed"} />;

  it("a hover loads it closed; a click loads it open", async () => {
    for (const [gesture, expected] of [["hover", "closed"], ["click", "open"]] as const) {
      const chunk = retryingImport(() => Promise.resolve(Menu));
      mount(<Popup chunk={chunk} onError={() => undefined} />);
      if (gesture === "hover") pointer("pointerover");
      else act(() => trigger().click());
      await flush();
      expect(host.querySelector("[data-menu]")?.getAttribute("data-menu")).toBe(expected);
      act(() => root!.unmount());
      root = null;
    }
  });

  it("a module arriving during a press waits for the click, which opens it", async () => {
    const { load, calls } = controlledLoader(Menu);
    mount(<Popup chunk={retryingImport(load)} onError={() => undefined} />);
    pointer("pointerover");
    pointer("pointerdown");
    calls[0].resolve();
    await flush();
    expect(host.querySelector("[data-menu]")).toBeNull();
    act(() => trigger().click());
    await flush();
    expect(host.querySelector("[data-menu]")?.getAttribute("data-menu")).toBe("open");
  });

  it("a failed click calls the error callback, and the next click loads again", async () => {
    const { load, calls } = controlledLoader(Menu);
    const onError = vi.fn();
    mount(<Popup chunk={retryingImport(load)} onError={onError} />);
    act(() => trigger().click());
    calls[0].reject();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => trigger().click());
    calls[1].resolve();
    await flush();
    expect(host.querySelector("[data-menu]")?.getAttribute("data-menu")).toBe("open");
  });
});
