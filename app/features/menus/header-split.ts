/**
 * How the header shows the top-level menu groups: the first 8 as tabs, the next 15 in an
 * overflow list, the rest not in the header (they stay reachable in the all-menu overlay).
 * @see LAYOUT-08 @see LAYOUT-09
 */

/** Top-level groups shown inline as header tabs (LAYOUT-08). */
const HEADER_INLINE_GROUPS = 8;
/** Top-level groups at most in the header's overflow list (LAYOUT-09). */
const HEADER_OVERFLOW_GROUPS = 15;

/** The header's split of the groups; order is kept, nothing is duplicated. */
export interface HeaderSplit<T> {
  inline: T[];
  overflow: T[];
  /** Groups past the 23rd: not in the header. */
  hidden: T[];
}

/** Splits `groups` (in menu order) into the header's inline tabs, overflow list and the rest. */
export function splitHeaderGroups<T>(groups: readonly T[], inline = HEADER_INLINE_GROUPS, overflow = HEADER_OVERFLOW_GROUPS): HeaderSplit<T> {
  const a = Math.max(0, Math.floor(inline));
  const b = a + Math.max(0, Math.floor(overflow));
  return { inline: groups.slice(0, a), overflow: groups.slice(a, b), hidden: groups.slice(b) };
}
