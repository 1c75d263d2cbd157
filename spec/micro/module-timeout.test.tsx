// @vitest-environment happy-dom
/**
 * MICRO-08: a micro-app module that has not loaded after 120 s is a load error, and the pane
 * shows it. The module is a real one whose evaluation never ends (fixtures/never-loads.mjs),
 * loaded by the real loader of host.ts; only the single-spa parcel around it is replaced.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import type { Pane } from "~/features/tabs";
import { sharedI18n } from "~/i18n/i18next.server";

const NEVER = join(process.cwd(), "spec/micro/fixtures/never-loads.mjs");

vi.mock("~/features/micro-apps/host", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/micro-apps/host")>();
  return {
    ...real,
    // The real module load (and its timeout); the parcel itself is not what is checked.
    mountMicroApp: vi.fn(async (_name: string, entry: string) => {
      await real.loadMicroApp(entry);
      return { unmount: async () => undefined, update: async () => undefined };
    }),
  };
});

import { loadMicroApp } from "~/features/micro-apps/host";
import { MicroAppView } from "~/features/micro-apps/components/MicroAppView";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The clause's limit, written here: 120 s. */
const LIMIT_MS = 120 * 1000;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("micro-app module load timeout", () => {
  it("[MICRO-08] a module not loaded after 120 s raises a load error: pending at 119.999 s, rejected at 120 s, and the pane shows the load error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // The loader alone: still pending 1 ms before the limit, a load error at the limit.
    let outcome: unknown = "pending";
    loadMicroApp(`${NEVER}?direct`).then(
      () => (outcome = "loaded"),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(LIMIT_MS - 1);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe("micro-app module did not load within 120000 ms");

    // What the seller sees: the pane loads until 120 s, then shows the load error and a retry.
    HTMLElement.prototype.checkVisibility ??= () => true;
    const i18n = await sharedI18n("zh-CN");
    const pane: Pane = { key: "m_21001", scope: "1001/ERP", menuId: 21001, appName: "orders", hashPath: "/order/list", names: { menuName: "订单" }, closable: true };
    const data = {
      user: { userName: "owner", displayName: "王老板", company: "A" },
      system: { serviceId: 1001, systemCode: "ERP" },
      microApps: { apps: [{ name: "orders", entry: `${NEVER}?pane` }], poolSize: 5 },
    } as never;
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
    const state = () => el.querySelector("[data-micro-state]")?.getAttribute("data-micro-state");
    await act(async () => void (await vi.advanceTimersByTimeAsync(LIMIT_MS - 1)));
    expect(state()).toBe("loading");
    expect(el.querySelector('[role="alert"]')).toBeNull();
    expect(el.textContent).toContain("正在加载应用…");
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(state()).toBe("error");
    const alert = el.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("应用加载失败");
    expect(alert?.textContent).toContain("网络不稳定或应用正在升级，请稍后重试。");
    expect(alert?.querySelector("button")?.textContent).toBe("重新加载");
  });
});
