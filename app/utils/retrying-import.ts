/**
 * A lazily loaded module that is fetched at most once at a time and, unlike `React.lazy`, does
 * not remember a failure: after a rejected load, the next `get()` loads again (issue 5 §6: a
 * header menu whose chunk failed to load).
 */
export interface RetryingImport<T> {
  /** Loads (or joins the load in flight); rejects with the load's error, which is not cached. */
  get(): Promise<T>;
  /** The loaded value, or null while not loaded. */
  loaded(): T | null;
}

/** Wraps `load` (typically `() => import("./x")`) in a {@link RetryingImport}. */
export function retryingImport<T>(load: () => Promise<T>): RetryingImport<T> {
  let inFlight: Promise<T> | null = null;
  let value: T | null = null;
  return {
    get() {
      inFlight ??= load().then(
        (v) => (value = v),
        (err: unknown) => {
          inFlight = null;
          throw err;
        },
      );
      return inFlight;
    },
    loaded: () => value,
  };
}
