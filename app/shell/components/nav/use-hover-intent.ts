/**
 * Open-on-hover with a delay, close-on-leave with a grace period: one open item at a time.
 * Used by the header group tabs (450 ms, LAYOUT-10) and the sider items (100 ms, LAYOUT-16).
 */
import { useCallback, useEffect, useRef, useState } from "react";

/** Header submenu delay, ms (LAYOUT-10). */
export const SUBMENU_DELAY_MS = 450;
/** Sider hover delay, ms (LAYOUT-16). */
export const SIDER_HOVER_DELAY_MS = 100;
/** Grace period before a panel closes once the pointer left it, ms. */
export const CLOSE_GRACE_MS = 200;

/** What {@link useHoverIntent}'s `leave` reads of a `pointerleave` event. */
interface PointerLeave {
  currentTarget: EventTarget | null;
  relatedTarget: EventTarget | null;
}

/** Elements that float over a panel without taking the pointer out of it: toasts. */
const FLOATING_SELECTOR = '[data-scope="toast"]';

/**
 * `{openId, enter(id), stay(), leave(event?), toggle(id), close()}`; ids are strings. `leave`
 * takes the `pointerleave` event of the item or panel: a pointer that moved onto a toast keeps
 * the panel open until it leaves that toast for somewhere outside the panel.
 */
export function useHoverIntent(openDelayMs: number, closeDelayMs = CLOSE_GRACE_MS) {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  const enter = useCallback(
    (id: string) => {
      clear();
      // Moving from one open item to another switches at once; a first open waits the delay.
      timer.current = window.setTimeout(() => {
        byClick.current = false;
        setOpenId(id);
      }, openId !== null && openId !== id ? 0 : openDelayMs);
    },
    [openDelayMs, openId],
  );
  /** The pointer is over the open panel: keep it. */
  const stay = useCallback(() => clear(), []);
  const leave = useCallback(
    (e?: PointerLeave) => {
      clear();
      // A toast floats over the panels (MENU-17's "buy it with the button next to the menu" lands
      // on the panel it speaks of): a pointer that goes from the panel onto a toast has not left.
      // The panel closes once the pointer leaves that toast for anything outside the panel.
      const from = e?.currentTarget;
      const toast = e?.relatedTarget instanceof Element ? e.relatedTarget.closest(FLOATING_SELECTOR) : null;
      if (toast && from instanceof Element) {
        toast.addEventListener(
          "pointerleave",
          (next) => {
            const to = (next as PointerEvent).relatedTarget;
            if (!(to instanceof Node && from.contains(to))) leaveRef.current();
          },
          { once: true },
        );
        return;
      }
      timer.current = window.setTimeout(() => setOpenId(null), closeDelayMs);
    },
    [closeDelayMs],
  );
  const leaveRef = useRef<() => void>(leave);
  leaveRef.current = leave;
  // A click opens; a second click closes only a panel a click opened (a panel the hover just
  // opened stays open when the click that follows the pointer lands).
  const byClick = useRef(false);
  const toggle = useCallback((id: string) => {
    clear();
    setOpenId((cur) => {
      const close = cur === id && byClick.current;
      byClick.current = !close;
      return close ? null : id;
    });
  }, []);
  const close = useCallback(() => {
    clear();
    setOpenId(null);
  }, []);
  return { openId, enter, stay, leave, toggle, close };
}
