/**
 * Loads the tab strip's drag code (./sortable, @dnd-kit) after hydration, without costing a
 * drag or a click: it is imported when the browser is first idle, or at the first press on a
 * tab if that comes sooner. The sortable tabs replace the plain ones (same DOM) when the code
 * has arrived and no press is held; during a held press, only once the pointer has moved the
 * drag distance (the press is then replayed on the same tab at the same point, a synthetic
 * primary `pointerdown`, so the drag starts as it would have) or after its release (so a short
 * press stays a click on the tab it began on).
 * @see LAYOUT-20
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { Pane } from "~/features/tabs";
import { tabId } from "../frame";
import type { TabDrag } from "./sortable";
import { DRAG_ACTIVATION_PX } from "./TabView";

/** Wait for idle time at most this long before loading anyway, ms. */
const IDLE_TIMEOUT_MS = 2000;

let loading: Promise<TabDrag> | null = null;
/** The drag code, imported once per page. */
function loadTabDrag(): Promise<TabDrag> {
  loading ??= import("./sortable").then((m) => m.tabDrag);
  return loading;
}

/** A press on a tab made before the swap: where, with which pointer; `moved` past the drag distance. */
interface HeldPress {
  key: string;
  init: PointerEventInit;
  moved: boolean;
}

/**
 * The drag code once swapped in (null before), and `onPressStart` for the plain tabs to call on
 * a `pointerdown`. `beforeSwap` runs just before the sortable tabs replace the plain ones (the
 * strip remembers its focused tab there).
 * @see LAYOUT-20
 */
export function useTabDrag(beforeSwap: () => void) {
  const [drag, setDrag] = useState<TabDrag | null>(null);
  const arrived = useRef<TabDrag | null>(null);
  const held = useRef<HeldPress | null>(null);
  const replay = useRef<HeldPress | null>(null);
  const swapRef = useRef(beforeSwap);
  swapRef.current = beforeSwap;

  const swap = useCallback(() => {
    const loaded = arrived.current;
    if (!loaded) return;
    setDrag((current) => {
      if (!current) swapRef.current();
      return loaded;
    });
  }, []);

  const start = useCallback(() => {
    void loadTabDrag().then(
      (loaded) => {
        arrived.current = loaded;
        const press = held.current;
        if (!press) return swap();
        if (press.moved) {
          replay.current = press;
          swap();
        }
      },
      () => {
        loading = null; // A failed chunk (offline): the next press tries again; tabs still click.
      },
    );
  }, [swap]);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(start, 1);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }, [start]);

  const onPressStart = useCallback(
    (event: ReactPointerEvent, pane: Pane) => {
      if (!event.isPrimary || event.button !== 0) return;
      const { pointerId, pointerType, clientX, clientY } = event;
      const press: HeldPress = { key: pane.key, moved: false, init: { pointerId, pointerType, clientX, clientY } };
      held.current = press;
      const onMove = (e: PointerEvent) => {
        if (e.pointerId !== pointerId || press.moved || Math.hypot(e.clientX - clientX, e.clientY - clientY) <= DRAG_ACTIVATION_PX) return;
        press.moved = true;
        if (arrived.current && held.current === press) {
          replay.current = press;
          swap();
        }
      };
      const onEnd = (e: PointerEvent) => {
        if (e.pointerId !== pointerId) return;
        document.removeEventListener("pointermove", onMove, true);
        document.removeEventListener("pointerup", onEnd, true);
        document.removeEventListener("pointercancel", onEnd, true);
        if (held.current === press) held.current = null;
        if (replay.current === press) return;
        // After the click this release makes has reached the plain tab.
        window.setTimeout(swap, 0);
      };
      document.addEventListener("pointermove", onMove, true);
      document.addEventListener("pointerup", onEnd, true);
      document.addEventListener("pointercancel", onEnd, true);
      start();
    },
    [start, swap],
  );

  // Replays a press still held on the sortable tab (its listeners are attached by now).
  useEffect(() => {
    const press = replay.current;
    if (!drag || !press) return;
    replay.current = null;
    if (held.current !== press) return;
    held.current = null;
    const init = { ...press.init, bubbles: true, cancelable: true, isPrimary: true, button: 0, buttons: 1 };
    document.getElementById(tabId(press.key))?.dispatchEvent(new PointerEvent("pointerdown", init));
  }, [drag]);

  return { drag, onPressStart: drag ? undefined : onPressStart };
}
