/**
 * The highlighted parts of a hit's name, for the search popover (kept apart from the search
 * engine, which loads on first focus of the search box).
 * @see MENU-25
 */

/** Highlighted ranges of a name: `[start, end)` character offsets. */
export type HitRanges = ReadonlyArray<readonly [number, number]>;

/**
 * Splits a name into plain and highlighted parts by `ranges` (a search hit's `ranges`).
 * Out-of-bounds or overlapping ranges are clipped.
 */
export function highlightParts(name: string, ranges: HitRanges): Array<{ text: string; hit: boolean }> {
  const parts: Array<{ text: string; hit: boolean }> = [];
  let at = 0;
  for (const [s0, e0] of ranges) {
    const s = Math.max(at, Math.min(s0, name.length));
    const e = Math.max(s, Math.min(e0, name.length));
    if (s > at) parts.push({ text: name.slice(at, s), hit: false });
    if (e > s) parts.push({ text: name.slice(s, e), hit: true });
    at = e;
  }
  if (at < name.length) parts.push({ text: name.slice(at), hit: false });
  return parts;
}
