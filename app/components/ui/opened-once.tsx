/**
 * Overlays closed at first paint cost no render (issue 10, "what one document costs the server").
 *
 * A closed Chakra v3 dialog or drawer paints nothing, yet its `Root` builds its zag state machine
 * and its recipe's styles for every slot, and its backdrop and positioner serialise their styles,
 * on every server render and again at hydration. {@link useOpenedOnce} / {@link OpenedOnce} keep
 * an overlay's `Root` out of the tree until the overlay first opens, and mounted from then on
 * (so every later close and open, exit animations included, behave exactly as before). Neither
 * the server nor the hydrating browser renders the overlay while it is closed, so the markup
 * matches. Only for overlays whose trigger lives outside the `Root` (controlled `open`).
 */
import { useState, type ReactNode } from "react";

/** True from the first render in which `open` is true on (including a first render already open). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // A state update of this component during its own render: React re-renders it at once.
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Renders `children` (an overlay's `Root`) from the first time `open` is true on; nothing before. */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  return useOpenedOnce(open) ? children : null;
}
