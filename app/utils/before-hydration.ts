/**
 * Work hydration waits for (issue 10). Route modules are evaluated before the browser entry
 * runs (Remix's inline module script imports them first), so a route module may start loading
 * a chunk its server-rendered markup needs and hold hydration until it is there; the entry
 * awaits {@link hydrationHolds} just before `hydrateRoot`. The first user is the announcement
 * modal the server rendered (features/notices/modal-chunk.ts): the code stays in the shell's
 * chunk, and a page without it (the login page) loads none of it.
 * @module utils/before-hydration
 */

const pending: (() => Promise<unknown>)[] = [];
const started: Promise<unknown>[] = [];

/**
 * Makes hydration wait for the work `start` begins. It is not called here: the entry starts
 * every held work in a task of its own ({@link startHydrationHolds}), not in the long task that
 * evaluates the modules (a dynamic import's preload links cost ≈ 30 ms of it at 4× CPU: issue
 * 10, `shell_tbt_ms`). Its failure is ignored: hydration then goes on.
 */
export function holdHydration(start: () => Promise<unknown>): void {
  pending.push(start);
}

/** Starts the held work registered so far (each once; a throwing start counts as settled). */
export function startHydrationHolds(): void {
  for (const start of pending.splice(0)) {
    try {
      started.push(start());
    } catch (error) {
      started.push(Promise.reject(error));
    }
  }
}

/** Starts what is not started yet, and resolves once every held work has settled (at once when there is none). */
export function hydrationHolds(): Promise<void> {
  startHydrationHolds();
  return Promise.allSettled(started).then(() => undefined);
}
