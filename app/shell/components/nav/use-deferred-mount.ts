/**
 * False on the first render, true right after it in a React transition: a panel paints its frame
 * at once and renders its menus in time slices (React yields every few ms in a transition), so
 * opening a list of 250 or 5,000 menus never blocks the main thread in one long task.
 */
import { startTransition, useEffect, useState } from "react";

export function useDeferredMount(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
