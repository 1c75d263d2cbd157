/** Which panes reported `authSuccess` (BRIDGE-07): their loading state is removed. */
import { useSyncExternalStore } from "react";

const done = new Set<string>();
const listeners = new Set<() => void>();

/** Marks a pane authenticated. */
export function markAuthenticated(key: string): void {
  if (done.has(key)) return;
  done.add(key);
  for (const l of listeners) l();
}

/** Forgets a pane (closed). */
export function forgetAuthenticated(key: string): void {
  done.delete(key);
}

/** Whether a pane reported authSuccess. */
export function useAuthenticated(key: string): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => done.has(key),
    () => false,
  );
}
