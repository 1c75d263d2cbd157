/**
 * The qiankun lifecycle contract for a plain-DOM sample app: one instance per container (the
 * same module may be mounted in several panes), its own stylesheet in the container's root.
 */
import { APP_REQUEST_EVENT, CAPTURE_REQUEST_TYPE, captureAskOf, captureSelf } from "./capture";
import { CSS } from "./style";

/** What the shell passes to mount/update (the micro-app contract, see the portal's MicroAppProps). */
export interface ShellProps {
  container: HTMLElement;
  route: string;
  language: string;
  userInfo?: { displayName?: string; company?: string };
  bridge(type: string, data?: unknown): Promise<unknown>;
  onRouteChange(route: string): void;
}

/** A view: renders the route into `root`; `go` navigates inside the app. */
export type View = (ctx: { props: ShellProps; path: string; query: URLSearchParams; go(route: string): void; root: HTMLElement; rerender(): void }) => Node;

/** Builds the four lifecycles from a view. */
export function createApp(view: View) {
  const instances = new Map<HTMLElement, { props: ShellProps; route: string; root: HTMLElement; off(): void }>();
  /** The shell's requests arrive on the container: its own picture is the app's root. */
  const listen = (container: HTMLElement) => {
    const onRequest = (event: Event) => {
      const detail = (event as CustomEvent<{ type?: string; data?: unknown; reply?(ok: boolean, data?: unknown): void }>).detail;
      const inst = instances.get(container);
      if (detail?.type !== CAPTURE_REQUEST_TYPE || typeof detail.reply !== "function" || !inst) return;
      captureSelf(inst.root, captureAskOf(detail.data)).then((blob) => detail.reply!(true, blob), () => detail.reply!(false, "capture failed"));
    };
    container.addEventListener(APP_REQUEST_EVENT, onRequest);
    return () => container.removeEventListener(APP_REQUEST_EVENT, onRequest);
  };
  const render = (container: HTMLElement) => {
    const inst = instances.get(container);
    if (!inst) return;
    const [path, search = ""] = inst.route.split("?");
    const go = (route: string) => {
      inst.route = route;
      inst.props.onRouteChange(route);
      render(container);
    };
    inst.root.replaceChildren(view({ props: inst.props, path: path || "/", query: new URLSearchParams(search), go, root: inst.root, rerender: () => render(container) }));
    inst.root.setAttribute("lang", inst.props.language.replace("_", "-"));
    inst.root.setAttribute("data-route", inst.route);
  };
  return {
    async bootstrap() {},
    async mount(props: ShellProps) {
      const style = document.createElement("style");
      style.textContent = CSS;
      const root = document.createElement("div");
      root.className = "sa";
      props.container.replaceChildren(style, root);
      instances.set(props.container, { props, route: props.route, root, off: listen(props.container) });
      render(props.container);
    },
    async unmount(props: ShellProps) {
      instances.get(props.container)?.off();
      instances.delete(props.container);
      props.container.replaceChildren();
    },
    async update(props: ShellProps) {
      const inst = instances.get(props.container);
      if (!inst) return;
      inst.props = props;
      inst.route = props.route;
      render(props.container);
    },
  };
}
