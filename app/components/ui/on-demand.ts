/**
 * A popup (menu, popover) whose machinery is loaded on demand (issue 10, `shell_js_gzip_bytes`):
 * until its module is here the caller renders a plain trigger that looks the same; a hover (or
 * the page being idle) loads the module, and a click before it is here loads it and opens the
 * popup as soon as it is. A module that arrives while the pointer is pressed on the plain trigger
 * waits for the click, so the press is not split between two buttons.
 */
import { useRef, useState, type PointerEvent } from "react";
import type { RetryingImport } from "~/utils/retrying-import";

/** The plain trigger's handlers (spread them on it). */
export interface OnDemandTriggerProps {
  onPointerEnter: (e: PointerEvent) => void;
  onPointerDown: (e: PointerEvent) => void;
  onPointerLeave: (e: PointerEvent) => void;
  onPointerCancel: (e: PointerEvent) => void;
  onClick: () => void;
}

/** What {@link useOnDemand} returns. */
export interface OnDemand<C> {
  /** The loaded module's value (a component), or null while not loaded. */
  loaded: C | null;
  /** True when the module was loaded by a click: the popup should open once mounted. */
  openAtMount: boolean;
  /** Loads the module (or joins the load in flight); `open`: it was a click (or a key that opens). Never throws. */
  load(open: boolean): void;
  /** Hover loads, click loads and opens, a press in progress holds the swap. */
  triggerProps: OnDemandTriggerProps;
}

/**
 * The on-demand state of `chunk`. A failed load is not remembered (the next hover or click
 * loads again); a failed click calls `onClickLoadError` (say so in the user's language).
 */
export function useOnDemand<C>(chunk: RetryingImport<C>, onClickLoadError: () => void): OnDemand<C> {
  const [loaded, setLoaded] = useState<C | null>(() => chunk.loaded());
  const [openAtMount, setOpenAtMount] = useState(false);
  const pressing = useRef(false);
  const load = (open: boolean) => {
    chunk.get().then(
      (value) => {
        // The click that ends this press loads again, and opens.
        if (!open && pressing.current) return;
        if (open) setOpenAtMount(true);
        setLoaded(() => value);
      },
      () => {
        if (open) onClickLoadError();
      },
    );
  };
  const release = () => {
    pressing.current = false;
  };
  const triggerProps: OnDemandTriggerProps = {
    onPointerEnter: () => load(false),
    onPointerDown: () => {
      pressing.current = true;
    },
    onPointerLeave: release,
    onPointerCancel: release,
    onClick: () => {
      release();
      load(true);
    },
  };
  return { loaded, openAtMount, load, triggerProps };
}
