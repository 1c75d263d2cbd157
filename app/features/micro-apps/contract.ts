/**
 * The micro-app contract: what an ES-module micro-app exports (qiankun's lifecycles) and the
 * props the shell passes to `mount` / `update`.
 * @see MICRO-02, MICRO-03
 */

/** A micro-app definition (MICRO-02): `entry` is the absolute URL of its ES module. */
export interface MicroAppDef {
  name: string;
  entry: string;
  systemCode: string;
  packageName: string;
}

/** The bridge as a micro-app sees it: same types and payloads as the iframes' `postMessage`. */
export type BridgeCall = (type: string, data?: unknown) => Promise<unknown>;

/**
 * Props of `mount(props)` and `update(props)` (MICRO-03). The gateway token is not among them:
 * the app asks for it with `bridge("getCookie")`.
 */
export interface MicroAppProps {
  /** The element to render into (inside the pane's shadow root, so CSS stays in the pane). */
  container: HTMLElement;
  /** The app's route, e.g. `/order/list?page=2`; on a remount the last route it reported. */
  route: string;
  /** `zh_CN`, `en_US` or `ko_KR`. */
  language: string;
  serviceId: number;
  systemCode: string;
  userInfo: { userName: string; displayName: string; company: string };
  /** The bridge (BRIDGE-*): resolves with the answer of a request, rejects when it was refused. */
  bridge: BridgeCall;
  /** The app reports its own navigation, so a remount comes back at the same route. */
  onRouteChange(route: string): void;
}

/** A lifecycle: called with the props, may be async. */
type Lifecycle = (props: MicroAppProps) => unknown;

/** The module's exports (qiankun's contract). */
export interface MicroAppModule {
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
  update?: Lifecycle;
}

/** Whether an imported module has the lifecycle exports. */
export function isMicroAppModule(mod: unknown): mod is MicroAppModule {
  const m = mod as Record<string, unknown> | null;
  return !!m && typeof m.bootstrap === "function" && typeof m.mount === "function" && typeof m.unmount === "function" && (m.update === undefined || typeof m.update === "function");
}
