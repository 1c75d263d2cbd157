/**
 * Work hydration waits for (issue 10). Route modules are evaluated before the browser entry
 * runs (Remix's inline module script imports them first), so a route module may start loading
 * a chunk its server-rendered markup needs and hold hydration until it is there; the entry
 * awaits {@link hydrationHolds} just before `hydrateRoot`. The first user is the announcement
 * modal the server rendered (features/notices/modal-chunk.ts): the code stays in the shell's
 * chunk, and a page without it (the login page) loads none of it.
 * @module utils/before-hydration
 */

const holds: Promise<unknown>[] = [];

/** Makes hydration wait for `work` (its failure is ignored: hydration then goes on). */
export function holdHydration(work: Promise<unknown>): void {
  holds.push(work);
}

/** Resolves once every held work has settled (at once when there is none). */
export function hydrationHolds(): Promise<void> {
  return Promise.allSettled(holds).then(() => undefined);
}
