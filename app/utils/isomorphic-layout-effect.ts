/**
 * `useLayoutEffect` in the browser, `useEffect` on the server (where a layout effect only warns).
 * A layout effect runs before the browser paints, so whatever it wires (a key listener, a scroll
 * position) is in place the moment the user can see the element it belongs to.
 */
import { useEffect, useLayoutEffect } from "react";

export const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
