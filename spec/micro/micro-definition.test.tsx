// @vitest-environment happy-dom
/**
 * MICRO-02: a micro-app is defined by name, entry, systemCode and packageName (the shell's
 * registry, from the system and its menu tree), and the micro-app mounted for a route is the one
 * whose name equals the route's `{appName}` (the pane, given two apps). The module loading itself
 * (host.ts) is replaced by a recorder: what is checked is which app the pane mounts.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import type { Pane } from "~/features/tabs";
import { microAppsConfig } from "~/features/micro-apps/registry.server";
import { sharedI18n } from "~/i18n/i18next.server";

const mounted = vi.hoisted(() => [] as Array<{ name: string; entry: string }>);
vi.mock("~/features/micro-apps/host", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/micro-apps/host")>();
  return {
    ...real,
    mountMicroApp: vi.fn(async (name: string, entry: string) => {
      mounted.push({ name, entry });
      return { unmount: async () => undefined, update: async () => undefined };
    }),
  };
});

import { MicroAppView } from "~/features/micro-apps/components/MicroAppView";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  mounted.length = 0;
});

const pane = (appName: string): Pane => ({ key: "m_21001", scope: "1001/ERP", menuId: 21001, appName, hashPath: "/order/list", names: { menuName: "订单" }, closable: true });

async function render(p: Pane, apps: ReadonlyArray<{ name: string; entry: string; systemCode: string; packageName: string }>): Promise<HTMLElement> {
  HTMLElement.prototype.checkVisibility ??= () => true;
  const i18n = await sharedI18n("zh-CN");
  const data = {
    user: { userName: "owner", displayName: "王老板", company: "A" },
    system: { serviceId: 1001, systemCode: "ERP" },
    microApps: { apps, poolSize: 5 },
  } as never;
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <MicroAppView pane={p} data={data} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  return el;
}

describe("micro-app definition and choice", () => {
  it("[MICRO-02] a micro-app is its name, entry, systemCode and packageName, and a route mounts the app whose name is its {appName}", async () => {
    const tree = [
      { menuId: 1, menuName: "a", path: "orders#/order/list", childMenus: [] },
      { menuId: 2, menuName: "b", path: "stock#/stock/list", childMenus: [] },
      { menuId: 3, menuName: "c", path: "sso-web#/notice", childMenus: [] },
    ];
    const { apps } = microAppsConfig({ systemCode: "ERP", systemDomain: "https://erp.example.com/app" }, tree as never, ["https://erp.example.com"], {});
    expect(apps).toEqual([
      { name: "orders", entry: "https://erp.example.com/apps/micro/orders.js", systemCode: "ERP", packageName: "micro-orders" },
      { name: "stock", entry: "https://erp.example.com/apps/micro/stock.js", systemCode: "ERP", packageName: "micro-stock" },
    ]);

    // The route's appName picks the app: orders, then stock, never the other one.
    await render(pane("orders"), apps);
    expect(mounted).toEqual([{ name: "orders", entry: "https://erp.example.com/apps/micro/orders.js" }]);
    act(() => root?.unmount());
    root = null;
    mounted.length = 0;
    await render(pane("stock"), apps);
    expect(mounted).toEqual([{ name: "stock", entry: "https://erp.example.com/apps/micro/stock.js" }]);
    act(() => root?.unmount());
    root = null;
    mounted.length = 0;
    // No app of that name: nothing is mounted.
    await render(pane("wms"), apps);
    expect(mounted).toEqual([]);
  });
});
