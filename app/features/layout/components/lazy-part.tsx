/**
 * Progressive hydration of the shell (issue 10). The shell's first paint is server-rendered
 * whole, but the browser's first-load JS holds only the frame (layout, tabs state, the home
 * pane); each heavy part (header, sider, tab strip, overlays, notice centre, bridge) is a
 * `React.lazy` chunk inside its own `<Suspense>` boundary. React hydrates the frame at once and
 * leaves each part's server HTML in place (visible, not yet interactive) until its chunk has
 * arrived, then hydrates it in its own task (selective hydration), so no single task hydrates
 * the whole shell. The chunks are requested when this module is evaluated, in parallel with the
 * rest of the start-up, not when hydration reaches them.
 *
 * Readiness: once every part rendered by the shell has hydrated, `<html>` gets
 * `data-shell-ready="true"` (what end-to-end tests wait for before clicking, and what the bench
 * reads). Rendered on the client without server HTML (client navigation), a part shows its
 * `fallback` (same size, so nothing moves) until its chunk arrives.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { documentNamespacesLoaded } from "~/i18n/ready";

/** The attribute on `<html>` set once every shell part has hydrated. */
export const SHELL_READY_ATTR = "data-shell-ready";

const rendered = new Set<string>();
const hydrated = new Set<string>();

function update() {
  const ready = rendered.size > 0 && [...rendered].every((name) => hydrated.has(name));
  if (ready) document.documentElement.setAttribute(SHELL_READY_ATTR, "true");
}

/** Marks the part `name` hydrated; rendered inside the part's boundary, so it commits with it. */
function Hydrated({ name }: { name: string }) {
  useEffect(() => {
    hydrated.add(name);
    update();
  }, [name]);
  return null;
}

/**
 * A lazily loaded shell part: `load` is called now on the client (the chunk starts downloading
 * with the page's start-up) and again by React on first render (the same promise). The returned
 * component renders the part inside a `<Suspense>` boundary with `fallback`, once both its chunk
 * and the document's namespaces (~/i18n/ready) are there.
 * @param name a unique name for readiness tracking
 * @param load `() => import("./Part").then((m) => m.Part)`
 * @param fallback what shows, on client-side rendering only, until the chunk has arrived (or a
 *   function of the part's props giving it)
 * @param eager start loading the chunk when this module is evaluated (a part of the first
 *   paint); false: when the part is first rendered (a sub-app pane)
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: NoInfer<P>) => ReactNode) = null,
  eager = true,
): ComponentType<P> {
  let started: Promise<ComponentType<P>> | undefined;
  const once = () => (started ??= load());
  if (eager && typeof document !== "undefined") void once().catch(() => undefined);
  const Part = lazy(() => Promise.all([once(), documentNamespacesLoaded()]).then(([component]) => ({ default: component as ComponentType<object> })));
  function LazyPart(props: P) {
    useEffect(() => {
      rendered.add(name);
      update();
      return () => {
        rendered.delete(name);
      };
    }, []);
    return (
      <Suspense fallback={typeof fallback === "function" ? fallback(props) : fallback}>
        <Part {...(props as object)} />
        <Hydrated name={name} />
      </Suspense>
    );
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}
