/**
 * A popup (menu, popover) whose machinery is loaded on demand (issue 10, `shell_js_gzip_bytes`):
 * until its module is here the caller renders a plain trigger that looks the same; a hover (or
 * the page being idle) loads the module, and a click before it is here loads it and opens the
 * popup as soon as it is. Nothing the user does is lost while the chunk loads.
 */
import { useState } from "react";
import type { RetryingImport } from "~/utils/retrying-import";

/** What {@link useOnDemand} returns. */
export interface OnDemand<C> {
  /** The loaded module's value (a component), or null while not loaded. */
  loaded: C | null;
  /** True when the module was loaded by a click: the popup should render open at first. */
  openAtMount: boolean;
  /** Loads the module (or joins the load in flight); `open`: it was a click. Never throws. */
  load(open: boolean): void;
}

/**
 * The on-demand state of `chunk`. A failed load is not remembered (the next hover or click
 * loads again); a failed click calls `onClickLoadError` (say so in the user's language).
 */
export function useOnDemand<C>(chunk: RetryingImport<C>, onClickLoadError: () => void): OnDemand<C> {
  const [loaded, setLoaded] = useState<C | null>(() => chunk.loaded());
  const [openAtMount, setOpenAtMount] = useState(false);
  const load = (open: boolean) => {
    chunk.get().then(
      (value) => {
        if (open) setOpenAtMount(true);
        setLoaded(() => value);
      },
      () => {
        if (open) onClickLoadError();
      },
    );
  };
  return { loaded, openAtMount, load };
}
