// @vitest-environment happy-dom
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MicroAppModule, MicroAppProps } from "~/features/micro-apps";
import { mountMicroAppModule } from "~/features/micro-apps/host";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** A module that renders a line into its container and records what it was given. */
function sampleModule(seen: Set<HTMLElement>): MicroAppModule {
  return {
    bootstrap: async () => undefined,
    mount: async (p: MicroAppProps) => {
      seen.add(p.container);
      p.container.textContent = `mounted ${p.route}`;
    },
    unmount: async (p: MicroAppProps) => {
      seen.delete(p.container);
      p.container.replaceChildren();
    },
  };
}

const props = (route: string) => ({
  route,
  language: "en_US",
  serviceId: 1,
  systemCode: "ERP",
  userInfo: { userName: "u", displayName: "U", company: "C" },
  bridge: async () => null,
  onRouteChange: () => undefined,
});

afterEach(() => {
  vi.useRealTimers();
});

describe("micro-app parcels (MICRO-01: a closed pane frees what it held)", () => {
  it("mounts into the container and unmounts from it", async () => {
    const seen = new Set<HTMLElement>();
    const container = document.createElement("div");
    const parcel = await mountMicroAppModule("erp", sampleModule(seen), container, props("/order/list"));
    expect(parcel.getStatus()).toBe("MOUNTED");
    expect(container.textContent).toBe("mounted /order/list");
    await parcel.unmount();
    expect(parcel.getStatus()).toBe("NOT_MOUNTED");
    expect(container.textContent).toBe("");
    expect(seen.size).toBe(0);
  });

  it("keeps nothing of an unmounted parcel reachable (its props, its container)", async () => {
    // single-spa's lifecycle timers (warnings after 1 s) hold the parcel for a while: fake them.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const seen = new Set<HTMLElement>();
    const refs: Array<WeakRef<object>> = [];
    const mountAndUnmount = async (i: number) => {
      const p = props(`/order/detail?id=${i}`);
      const container = document.createElement("div");
      refs.push(new WeakRef(p.bridge), new WeakRef(p), new WeakRef(container));
      const parcel = await mountMicroAppModule("erp", sampleModule(seen), container, p);
      await parcel.unmount();
    };
    for (let i = 0; i < 5; i++) await mountAndUnmount(i);
    vi.clearAllTimers();
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(refs.filter((r) => r.deref() !== undefined)).toHaveLength(0);
  });

  it("rejects when the app's mount fails, and lets go of the container", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const failing: MicroAppModule = { ...sampleModule(new Set()), mount: async () => Promise.reject(new Error("boom")) };
    let ref: WeakRef<HTMLElement> | null = null;
    const attempt = async () => {
      const container = document.createElement("div");
      ref = new WeakRef(container);
      await expect(mountMicroAppModule("erp", failing, container, props("/order/list"))).rejects.toThrow("boom");
    };
    await attempt();
    vi.clearAllTimers();
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(ref!.deref()).toBeUndefined();
  });
});
