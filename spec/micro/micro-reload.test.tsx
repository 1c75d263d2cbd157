// @vitest-environment happy-dom
/**
 * Reloading a micro-app pane (the shell's `micro:reload`): the pane's app is unmounted at once
 * and mounted again 300 ms later (not at 299 ms); another pane's reload leaves it alone.
 * The module loading itself (host.ts) is replaced by a recorder: what is checked is the pane.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import type { Pane } from "~/features/tabs";
import { sharedI18n } from "~/i18n/i18next.server";
import { emitShellEvent } from "~/utils/shell-events";

const log = vi.hoisted(() => [] as string[]);
vi.mock("~/features/micro-apps/host", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/micro-apps/host")>();
  return {
    ...real,
    mountMicroApp: vi.fn(async (name: string) => {
      log.push(`mount ${name}@${Date.now()}`);
      return { unmount: async () => void log.push(`unmount ${name}@${Date.now()}`), update: async () => undefined };
    }),
  };
});

import { MicroAppView } from "~/features/micro-apps/components/MicroAppView";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pane: Pane = { key: "m_21001", scope: "1001/ERP", menuId: 21001, appName: "orders", hashPath: "/order/list", names: { menuName: "订单" }, closable: true };
const data = {
  user: { userName: "owner", displayName: "王老板", company: "A" },
  system: { serviceId: 1001, systemCode: "ERP" },
  microApps: { apps: [{ name: "orders", entry: "https://apps.example.com/orders/main.js" }], poolSize: 5 },
} as never;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.useRealTimers();
  log.length = 0;
});

describe("reloading a micro-app", () => {
  it("[MICRO-05] reloading unmounts the app and mounts it again 300 ms later: not at 299 ms, at 300 ms", async () => {
    vi.useFakeTimers({ now: 0, toFake: ["setTimeout", "clearTimeout", "Date"] });
    HTMLElement.prototype.checkVisibility ??= () => true;
    const i18n = await sharedI18n("zh-CN");
    const el = document.createElement("div");
    document.body.append(el);
    root = createRoot(el);
    await act(async () => {
      root!.render(
        <I18nextProvider i18n={i18n}>
          <ChakraProvider value={portalSystem()}>
            <MicroAppView pane={pane} data={data} />
          </ChakraProvider>
        </I18nextProvider>,
      );
    });
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(log).toEqual(["mount orders@0"]);
    expect(el.querySelector("[data-micro-state]")?.getAttribute("data-micro-state")).toBe("mounted");

    // Another pane's reload: nothing happens to this one.
    await act(async () => void emitShellEvent({ type: "micro:reload", key: "m_99999" }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(log).toEqual(["mount orders@0"]);

    await act(async () => void emitShellEvent({ type: "micro:reload", key: "m_21001" }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(log).toEqual(["mount orders@0", "unmount orders@1000"]);
    expect(el.querySelector("[data-micro-state]")?.getAttribute("data-micro-state")).toBe("loading");
    await act(async () => void (await vi.advanceTimersByTimeAsync(299)));
    expect(log).toEqual(["mount orders@0", "unmount orders@1000"]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(log).toEqual(["mount orders@0", "unmount orders@1000", "mount orders@1300"]);
    expect(el.querySelector("[data-micro-state]")?.getAttribute("data-micro-state")).toBe("mounted");
  });
});
