/**
 * Overlays closed at first paint are not first-load code (issue 10, `shell_js_gzip_bytes`).
 *
 * The workspace's dialogs and drawers (prompts, notices, the bridge's dialogs, the menu overlay)
 * render nothing until they first open ({@link useOpenedOnce}), yet their modules, and with them
 * Zag's dialog machine, its focus trap, dismissal and presence code, were part of the shell's
 * first-load JS. {@link lazyOverlay} wraps such an overlay so that its module is loaded the first
 * time it opens, or earlier when the page is idle ({@link preloadOverlaysWhenIdle}), and renders
 * it from then on with the props of the moment. Server and browser render nothing while it is
 * closed, so the markup matches. A chunk that fails to load says so in the user's language and
 * closes the overlay (its `onLoadError`: only the overlay itself could close it otherwise), so
 * the next open loads it again. {@link lazyPart} does the same for a part that only renders after
 * a user's gesture (a hover panel), with a placeholder meanwhile.
 */
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { retryingImport, type RetryingImport } from "~/utils/retrying-import";
import { whenIdle } from "~/utils/when-idle";
import { notify } from "./notify";
import { useOpenedOnce } from "./opened-once";

/** An overlay component loaded on first open, and its loader (to preload it). */
export type LazyOverlay<P> = ComponentType<P> & { chunk: RetryingImport<ComponentType<P>> };

const idlePreloads = new Set<RetryingImport<unknown>>();

/** Adds `chunk` to what {@link preloadOverlaysWhenIdle} loads (a popup loaded on demand, say). */
export function registerIdlePreload(chunk: RetryingImport<unknown>): void {
  idlePreloads.add(chunk);
}

/**
 * Wraps the overlay `load` resolves to. `isOpen(props)` says whether the overlay is open: the
 * module is loaded from the first render in which it is, and the overlay renders once it is
 * there (with the latest props; if it closed meanwhile, it renders closed). Nothing renders before.
 * When the load fails (while open), a notice in the user's language says so and
 * `onLoadError(props)` runs: it should close the overlay (set the caller's state as the overlay's
 * own close would), so that the next open loads the chunk again.
 * @param load e.g. `() => import("./TabsPrompts").then((m) => m.TabsPrompts)`
 */
export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean, onLoadError: (props: P) => void): LazyOverlay<P> {
  const chunk = retryingImport(load);
  idlePreloads.add(chunk);
  function Overlay(props: P) {
    const { t } = useTranslation();
    const open = isOpen(props);
    const opened = useOpenedOnce(open);
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => chunk.loaded());
    const latest = useRef(props);
    latest.current = props;
    useEffect(() => {
      if (!opened || Loaded || !open) return;
      let live = true;
      chunk.get().then(
        (component) => live && setLoaded(() => component),
        () => {
          if (!live) return;
          void notify({ type: "error", title: t("errors.partLoadFailed") });
          onLoadError(latest.current);
        },
      );
      return () => {
        live = false;
      };
    }, [opened, Loaded, open, t]);
    return opened && Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Overlay, { chunk });
}

/**
 * Wraps a part that is never in the first paint (a hover panel's grid): its module is loaded
 * when it first renders, or when the page is idle ({@link preloadOverlaysWhenIdle}); until then
 * `placeholder` renders, and if the module fails to load, `failed` (which should say so in the
 * user's language). The part's next mount (the panel opened again) loads it again.
 * @param load e.g. `() => import("./MenuGrid").then((m) => m.MenuGrid)`
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode, failed: (props: P) => ReactNode): LazyOverlay<P> {
  const chunk = retryingImport(load);
  idlePreloads.add(chunk);
  function Part(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => chunk.loaded());
    const [error, setError] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      chunk.get().then(
        (component) => live && setLoaded(() => component),
        () => live && setError(true),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (Loaded) return <Loaded {...props} />;
    return <>{error ? failed(props) : placeholder(props)}</>;
  }
  return Object.assign(Part, { chunk });
}

/**
 * Loads every lazy overlay's module once the page is idle (at the latest after `timeoutMs`,
 * default 8,000 ms), one per idle period, so that a first open shows at once. Returns the cancel
 * function. Failures are left for the overlay's first open to report.
 */
export function preloadOverlaysWhenIdle(timeoutMs = 8_000): () => void {
  const queue = [...idlePreloads].filter((c) => c.loaded() === null);
  let cancel = () => {};
  const next = () => {
    const chunk = queue.shift();
    if (!chunk) return;
    cancel = whenIdle(() => {
      void chunk.get().catch(() => undefined).finally(next);
    }, timeoutMs);
  };
  next();
  return () => {
    queue.length = 0;
    cancel();
  };
}
