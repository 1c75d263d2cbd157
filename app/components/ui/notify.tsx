/**
 * Toast notifications without the toast machinery in the first-load bundle: `notify()` loads
 * the toaster on first use, and `<LazyToaster />` mounts it (after hydration) when the first
 * notice is sent. Placement, 3-toast limit and 6 s duration are the toaster's (shell §9).
 */
import { lazy, Suspense, useEffect, useState } from "react";

/** A notice: `type` sets the colour and icon. */
export interface Notice {
  type: "success" | "error" | "warning" | "info";
  title: string;
  description?: string;
  /** A caller's id (to remove this toast later); generated when left out. */
  id?: string;
}

const listeners = new Set<() => void>();
let wanted = false;

/**
 * Shows a toast. Resolves once it is queued (the toaster chunk may load first). Never rejects:
 * when the toaster's chunk cannot load, the notice is written to the console instead and the
 * next notice tries the chunk again.
 */
export async function notify(notice: Notice): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  try {
    const { toaster } = await import("./toaster");
    toaster.create(notice);
  } catch (err) {
    console.warn("[portal] notice not shown (toaster failed to load):", notice.title, err);
  }
}

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the toaster once a notice has been asked for. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    const listener = () => setMounted(true);
    listeners.add(listener);
    if (wanted) setMounted(true);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
