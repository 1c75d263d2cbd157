/**
 * Scroll arrows for a horizontally scrolling strip (LAYOUT-21): whether it can scroll either
 * way (updated on scroll and resize), and a step of 240 px per press.
 */
import { useCallback, useEffect, useState, type RefObject } from "react";

/** One arrow press scrolls this far, px. */
const SCROLL_STEP_PX = 240;

export function useScrollArrows(ref: RefObject<HTMLElement | null>, contentKey: string) {
  const [edges, setEdges] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener("scroll", update, { passive: true });
    // A ResizeObserver reports once as soon as it observes, after the browser's own layout; an
    // immediate read here forced a layout of the whole page right after hydration (issue 10).
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    if (observer) observer.observe(el);
    else update();
    return () => {
      el.removeEventListener("scroll", update);
      observer?.disconnect();
    };
  }, [ref, update, contentKey]);
  const scroll = useCallback((direction: -1 | 1) => ref.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: "smooth" }), [ref]);
  return { ...edges, scroll };
}
