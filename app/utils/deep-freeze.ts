/**
 * Freezes `value` and everything reachable from it, in place, and returns it: a value shared by
 * several requests or components then fails loudly (a TypeError in strict code) when one of
 * them tries to change it.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
