/**
 * Menu-search ranking (pure): which leaves a query finds, in which order, and which characters
 * to highlight.
 *
 * Matching (MENU-25): a leaf matches when its name in any of the three languages contains the
 * typed text, ignoring case (./match.ts); nothing else matches.
 *
 * Shown name: the name in the user's language when it contains the text; otherwise the user's
 * name comes first, unmarked, and the other language's name that contains the text beside it.
 *
 * Order: a match in the user's language before one found through another language, then tier
 * (0 the whole name, 1 a prefix, 2 contained), then the shorter name, then tree order.
 * @see MENU-24 @see MENU-25 @see MENU-26
 */
import type { MenuNode } from "~/gateway/schemas";
import { normaliseQuery } from "./match";
import { maskInto, type LangSlot, type SearchEntry, type SearchIndex } from "./search-index";

import type { HitRanges } from "./highlight";
export { highlightParts } from "./highlight";

/** Match quality: 0 whole name, 1 prefix, 2 contained. */
export type MatchTier = 0 | 1 | 2;

/** One found leaf. */
export interface SearchHit {
  entry: SearchEntry;
  /** The language slot of the name that contains the text: the user's when it does. */
  slot: LangSlot;
  tier: MatchTier;
  /** Highlighted range of `entry.names[slot]`: `[start, end)` character offsets. */
  ranges: HitRanges;
}

/** The outcome of one search; pass it back as `previous` for the next keystroke. */
export interface SearchOutcome {
  query: string;
  hits: SearchHit[];
  /** Haystack positions whose name contains the query: a longer query can only match among them. */
  matched: readonly number[];
  /** True when more leaves match than the hits show (cut at the limit). */
  truncated: boolean;
}

const EMPTY: SearchOutcome = { query: "", hits: [], matched: [], truncated: false };

/**
 * Searches the index. `previous` (the last outcome) narrows the scan when the new query contains
 * it: the result is the same as without it, only faster. `limit` caps the hits (≥ 1).
 * Cost per keystroke: a mask test per candidate name, `indexOf` on those that pass, and a
 * top-`limit` selection over typed arrays (no sort of every match, no object per match).
 */
export function searchMenus(index: SearchIndex, raw: string, userSlot: LangSlot, limit = 50, previous?: SearchOutcome): SearchOutcome {
  const query = normaliseQuery(raw);
  if (!query) return EMPTY;
  const narrow = previous && previous.query && query.includes(previous.query) ? previous.matched : null;
  const { hay, masks } = index;
  const q = new Int32Array(2);
  maskInto(query, q, 0);
  const qa = q[0];
  const qb = q[1];
  const entryCount = index.entries.length;
  const bestKey = new Float64Array(entryCount).fill(Infinity);
  const bestAt = new Int32Array(entryCount);
  const bestPos = new Int32Array(entryCount);
  const matched: number[] = [];
  const scan = (i: number) => {
    if ((masks[i * 2] & qa) !== qa || (masks[i * 2 + 1] & qb) !== qb) return;
    const pos = hay[i].indexOf(query);
    if (pos < 0) return;
    matched.push(i);
    const e = (i / 3) | 0;
    const key = rankKey(tierOf(pos, hay[i].length, query.length), i, userSlot, hay[i].length);
    if (key < bestKey[e]) {
      bestKey[e] = key;
      bestAt[e] = i;
      bestPos[e] = pos;
    }
  };
  if (narrow) for (const i of narrow) scan(i);
  else for (let i = 0; i < hay.length; i++) scan(i);

  // Top `limit` by key: a small sorted buffer, one pass over the entries.
  const top: number[] = [];
  let found = 0;
  for (let e = 0; e < entryCount; e++) {
    const key = bestKey[e];
    if (key === Infinity) continue;
    found++;
    if (top.length === limit && key >= bestKey[top[limit - 1]]) continue;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && bestKey[top[at - 1]] > key) {
      top[at] = top[at - 1];
      at--;
    }
    top[at] = e;
  }
  const hits = top.map((e): SearchHit => {
    const i = bestAt[e];
    const pos = bestPos[e];
    return { entry: index.entries[e], slot: (i % 3) as LangSlot, tier: tierOf(pos, hay[i].length, query.length), ranges: [[pos, pos + query.length]] };
  });
  return { query, hits, matched, truncated: found > limit };
}

function tierOf(pos: number, nameLength: number, queryLength: number): MatchTier {
  return pos > 0 ? 2 : nameLength === queryLength ? 0 : 1;
}

/**
 * One number ordering matches as {@link compareHits} does: the user's language first, then tier,
 * then name length (capped at 1,023), then tree order, then language slot.
 */
function rankKey(tier: number, i: number, userSlot: LangSlot, length: number): number {
  const slot = i % 3;
  const entry = (i / 3) | 0;
  return ((((slot === userSlot ? 0 : 1) * 3 + tier) * 1024 + Math.min(length, 1023)) * 1_048_576 + entry) * 4 + slot;
}

/** The ranking order (see the module comment). Exported for the property tests. */
export function compareHits(userSlot: LangSlot) {
  return (a: SearchHit, b: SearchHit): number =>
    Number(a.slot !== userSlot) - Number(b.slot !== userSlot) ||
    a.tier - b.tier ||
    Math.min(a.entry.names[a.slot].length, 1023) - Math.min(b.entry.names[b.slot].length, 1023) ||
    a.entry.order - b.entry.order ||
    a.slot - b.slot;
}

/**
 * Related suggestions (MENU-26): the `relationMenuList` names of the first `fromHits` hits, in
 * order, without duplicates and without leaves already among the hits; at most `max`. A name
 * resolves to a leaf by any of its three names when the tree has one.
 */
export function relatedSuggestions(index: SearchIndex, hits: readonly SearchHit[], fromHits = 5, max = 6): Array<{ name: string; leaf: MenuNode | null }> {
  const shown = new Set(hits.map((h) => h.entry.leaf.menuId));
  const seen = new Set<string>();
  const out: Array<{ name: string; leaf: MenuNode | null }> = [];
  for (const hit of hits.slice(0, fromHits)) {
    for (const rel of hit.entry.leaf.relationMenuList ?? []) {
      const name = typeof rel?.menuName === "string" ? rel.menuName.trim() : "";
      if (!name || seen.has(name)) continue;
      seen.add(name);
      const leaf = index.byName.get(name) ?? null;
      if (leaf && shown.has(leaf.menuId)) continue;
      out.push({ name, leaf });
      if (out.length >= max) return out;
    }
  }
  return out;
}
