/**
 * Loads micro-app ES modules with native `import()` (no eval, no blob: the CSP stays strict)
 * and mounts them as single-spa parcels in a shadow root. Browser only.
 * @see MICRO-02, MICRO-05, MICRO-08
 */
import type { AppProps, Parcel } from "single-spa";
import { isMicroAppModule, type MicroAppModule, type MicroAppProps } from "./contract";
import { MODULE_LOAD_TIMEOUT_MS } from "./errors";

/** How long a reload waits between unmount and mount, ms (MICRO-05). */
export const RELOAD_DELAY_MS = 300;

const modules = new Map<string, Promise<MicroAppModule>>();

/**
 * Imports a module once per URL.
 * @throws Error (errorCode 404) when it has no lifecycle exports; Error after `timeoutMs` (MICRO-08)
 */
export function loadMicroApp(entry: string, timeoutMs = MODULE_LOAD_TIMEOUT_MS): Promise<MicroAppModule> {
  let pending = modules.get(entry);
  if (!pending) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(`micro-app module did not load within ${timeoutMs} ms`), { errorCode: "timeout" })), timeoutMs);
    });
    pending = Promise.race([import(/* @vite-ignore */ entry), timeout])
      .then((mod: unknown) => {
        if (!isMicroAppModule(mod)) throw new Error("module has no bootstrap/mount/unmount exports");
        return mod;
      })
      .finally(() => clearTimeout(timer));
    modules.set(entry, pending);
    // A failed load may be retried (reload): forget it.
    pending.catch(() => modules.delete(entry));
  }
  return pending;
}

/** Keys the shell adds to the props; the rest is the micro-app contract. */
type ParcelProps = Omit<MicroAppProps, "container">;

/** single-spa's `mountParcel`, bound to the parcel that owns the ones it mounts. */
type MountParcel = AppProps["mountParcel"];

let owner: Promise<MountParcel> | null = null;

/**
 * The `mountParcel` of the page's one owner parcel (a root parcel with no app of its own,
 * mounted on first use and never unmounted). single-spa never drops a root parcel from its
 * registry (it deletes only parcels that have a parent, once unmounted): mounting every
 * micro-app as a child of this owner, rather than as a root parcel, lets a closed or evicted
 * pane's parcel (its config, its props with the bridge and the pane's closures) be collected.
 */
function parcelOwner(): Promise<MountParcel> {
  owner ??= import("single-spa").then(
    ({ mountRootParcel }) =>
      new Promise<MountParcel>((resolve, reject) => {
        const root = mountRootParcel(
          {
            name: "micro-apps",
            bootstrap: async () => undefined,
            mount: async (p: AppProps) => resolve(p.mountParcel),
            unmount: async () => undefined,
          },
          { domElement: document.createElement("div") },
        );
        root.mountPromise.catch((error: unknown) => {
          owner = null;
          reject(error instanceof Error ? error : new Error(String(error)));
        });
      }),
  );
  return owner;
}

/**
 * Mounts a micro-app into `container` as a single-spa parcel; resolves with the parcel once
 * mounted. The module's lifecycles receive {@link MicroAppProps} (`container` included).
 */
export async function mountMicroApp(name: string, entry: string, container: HTMLElement, props: ParcelProps): Promise<Parcel> {
  const [mod] = await Promise.all([loadMicroApp(entry), parcelOwner()]);
  return mountMicroAppModule(name, mod, container, props);
}

/**
 * {@link mountMicroApp} with the module already loaded. The parcel is a child of the page's
 * owner parcel, so single-spa forgets it once it is unmounted: nothing of the pane stays
 * reachable from single-spa's registry after its unmount.
 */
export async function mountMicroAppModule(name: string, mod: MicroAppModule, container: HTMLElement, props: ParcelProps): Promise<Parcel> {
  const mountParcel = await parcelOwner();
  // The container is reached through a holder emptied by the unmount lifecycle (which single-spa
  // also runs after a failed mount), never put in the props: a parcel whose mount or unmount
  // fails stays in the owner's registry, and its pane's DOM (shadow root included) can still be
  // collected.
  const holder: { container: HTMLElement | null } = { container };
  const withContainer = (fn: (p: MicroAppProps) => unknown) => async (p: Record<string, unknown>) => {
    if (holder.container) await fn({ ...(p as unknown as MicroAppProps), container: holder.container });
  };
  const unmount = withContainer(mod.unmount);
  const parcel = mountParcel(
    {
      name,
      bootstrap: withContainer(mod.bootstrap),
      mount: withContainer(mod.mount),
      unmount: async (p: Record<string, unknown>) => {
        try {
          await unmount(p);
        } finally {
          holder.container = null;
        }
      },
      update: withContainer(mod.update ?? (() => undefined)),
    },
    // single-spa insists on a `domElement` prop: an empty element that is never attached (the
    // app renders into `container`).
    { domElement: document.createElement("div"), ...props },
  );
  await parcel.mountPromise;
  return parcel;
}

/** The pane's shadow root and the element the app renders into (created once per host). */
export function shadowContainer(host: HTMLElement): HTMLElement {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  let el = root.querySelector<HTMLElement>("[data-micro-root]");
  if (!el) {
    el = document.createElement("div");
    el.setAttribute("data-micro-root", "");
    root.appendChild(el);
  }
  return el;
}
