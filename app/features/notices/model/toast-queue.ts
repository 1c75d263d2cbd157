/**
 * The toast rule as a pure model: at most 3 toasts show at once (LAYOUT-37), each for 6 000 ms
 * (LAYOUT-36). A toast pushed while 3 show closes the oldest one (the newest news wins, and a
 * burst never builds a backlog).
 *
 * @module features/notices/model/toast-queue
 * @see LAYOUT-36 @see LAYOUT-37
 */

/** Toasts shown at once. @see LAYOUT-37 */
export const MAX_TOASTS = 3;
/** Lifetime of a toast, ms. @see LAYOUT-36 */
export const TOAST_DURATION_MS = 6_000;

/** One shown toast: its id and the time (ms) it closes. */
export interface ShownToast<T> {
  id: string;
  payload: T;
  closesAt: number;
}

/** The shown toasts, oldest first. */
export type ToastState<T> = readonly ShownToast<T>[];

/** Drops the toasts whose time is up at `now` (ms). */
export function expireToasts<T>(state: ToastState<T>, now: number): ToastState<T> {
  const kept = state.filter((t) => t.closesAt > now);
  return kept.length === state.length ? state : kept;
}

/**
 * Shows a toast at `now` (ms): expired ones go first, then the oldest while 3 would be exceeded.
 * A toast with an id already shown replaces it.
 */
export function pushToast<T>(state: ToastState<T>, id: string, payload: T, now: number): ToastState<T> {
  const live = expireToasts(state, now).filter((t) => t.id !== id);
  const next = [...live, { id, payload, closesAt: now + TOAST_DURATION_MS }];
  return next.slice(Math.max(0, next.length - MAX_TOASTS));
}

/** Closes one toast by id (the user's close button). */
export function closeToast<T>(state: ToastState<T>, id: string): ToastState<T> {
  return state.filter((t) => t.id !== id);
}

/** When the next toast closes (ms), or null when none shows: the time to schedule a tick. */
export function nextToastExpiry<T>(state: ToastState<T>): number | null {
  return state.length === 0 ? null : Math.min(...state.map((t) => t.closesAt));
}
