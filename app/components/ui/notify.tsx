/**
 * Toast notifications without the toast machinery in the first-load bundle: `notify()` loads
 * the toaster on first use, and `<LazyToaster />` mounts it (after hydration) when the first
 * notice is sent. Placement, 3-toast limit, 6 s duration and the merging of identical notices
 * are the toaster's (shell §9, `./toaster`).
 */
import { lazy, Suspense, useEffect, useState } from "react";

/** A notice: `type` sets the colour and icon. */
export interface Notice {
  type: "success" | "error" | "warning" | "info";
  title: string;
  description?: string;
  /** A caller's id (to remove this toast later); generated when left out. */
  id?: string;
  /** One button in the toast (e.g. "Download"): its label, in the user's language, and what it does. */
  action?: { label: string; onClick(): void };
}

const listeners = new Set<() => void>();
let wanted = false;
/** The toaster's module once loaded: later notices are created synchronously (one render for several). */
let loaded: typeof import("./toaster") | null = null;

/**
 * Shows a toast; an identical one still on screen (same type, title and description) counts it
 * instead of a second toast showing. Resolves once it is queued (the toaster chunk may load first; once it has, the
 * toast is created before `notify` returns, so several notices in one task render once). Never rejects:
 * when the toaster's chunk cannot load, the notice is written to the console instead and the
 * next notice tries the chunk again.
 */
export async function notify(notice: Notice): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  try {
    loaded ??= await import("./toaster");
    loaded.showToast(notice);
  } catch (err) {
    console.warn("[portal] notice not shown (toaster failed to load):", notice.title, err);
  }
}

/**
 * Loads the toaster's chunk and mounts the toaster ahead of the first notice (call it when the
 * page is idle): the first toast of a burst then pays neither for the chunk nor for the
 * toaster's first render (issue 8 `notices_burst_long_tasks`). Never rejects: a chunk that
 * fails to load is tried again by the next notice.
 */
export async function warmToaster(): Promise<void> {
  try {
    loaded ??= await import("./toaster");
  } catch {
    return;
  }
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
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
