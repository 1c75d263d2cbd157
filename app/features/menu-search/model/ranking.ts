/**
 * Menu-search ranking (pure): which leaves a query finds, in which order, and which characters
 * to highlight.
 *
 * Matching: a leaf matches when one of its three names contains the query, ignoring case
 * (MENU-25, extended to all three languages by issue 6), or, when such plain matches are fewer
 * than the limit, when uFuzzy's fuzzy filter accepts a name (each query term in order, one
 * skipped character allowed between letters).
 *
 * Order: tier (0 the whole name, 1 a prefix, 2 contained, 3 fuzzy), then a match in the user's
 * language before one in another, then the shorter name, then tree order.
 * @see MENU-24 @see MENU-25 @see MENU-26
 */
import type { MenuNode } from "~/gateway/schemas";
import { foldCase, maskInto, type LangSlot, type SearchEntry, type SearchIndex } from "./search-index";

export { highlightParts } from "./highlight";

/** Longest query considered, characters; longer input is cut (no menu name is that long). */
export const MAX_QUERY_LENGTH = 60;

/** Match quality: 0 whole name, 1 prefix, 2 contained, 3 fuzzy. */
export type MatchTier = 0 | 1 | 2 | 3;

/** One found leaf. */
export interface SearchHit {
  entry: SearchEntry;
  /** The language slot whose name matched best. */
  slot: LangSlot;
  tier: MatchTier;
  /** Highlighted ranges of `entry.names[slot]`: `[start, end)` character offsets, ascending, disjoint. */
  ranges: ReadonlyArray<readonly [number, number]>;
}

/** The outcome of one search; pass it back as `previous` for the next keystroke. */
export interface SearchOutcome {
  query: string;
  hits: SearchHit[];
  /** Haystack positions that matched (plainly or fuzzily): a longer query can only match among them. */
  matched: readonly number[];
  /** True when more leaves may match than the hits show (cut at the limit, or fuzzy matching skipped). */
  truncated: boolean;
}

/** Normalises typed text: trimmed, inner whitespace collapsed, case folded, at most {@link MAX_QUERY_LENGTH}. */
export function normaliseQuery(raw: string): string {
  return foldCase(raw.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH));
}

/**
 * A query without separators: uFuzzy sees one term, so any longer query containing it can only
 * match (plainly or fuzzily) names this one matched. Narrowing is safe only then.
 */
const SINGLE_TERM = /^[\p{L}\d']+$/u;

const EMPTY: SearchOutcome = { query: "", hits: [], matched: [], truncated: false };

/**
 * Searches the index. `previous` (the last outcome) narrows the scan when the new query extends
 * it: the result is the same as without it, only faster. `limit` caps the hits (≥ 1).
 * Cost per keystroke: a mask test per candidate name, `indexOf` on those that pass, a uFuzzy
 * filter when plain matches are fewer than `limit`, and a top-`limit` selection over typed
 * arrays (no sort of every match, no object per match).
 */
export function searchMenus(index: SearchIndex, raw: string, userSlot: LangSlot, limit = 50, previous?: SearchOutcome): SearchOutcome {
  const query = normaliseQuery(raw);
  if (!query) return EMPTY;
  const narrow = previous && SINGLE_TERM.test(previous.query) && query.includes(previous.query) ? previous.matched : null;
  const { hay, masks } = index;
  const q = new Int32Array(2);
  maskInto(query, q, 0);
  const qa = q[0];
  const qb = q[1];
  const entryCount = index.entries.length;
  const bestKey = new Float64Array(entryCount).fill(Infinity);
  const bestAt = new Int32Array(entryCount);
  const bestPos = new Int32Array(entryCount);
  const plain: number[] = [];
  const rest: number[] = [];
  let plainLeaves = 0;
  const scan = (i: number) => {
    if ((masks[i * 2] & qa) !== qa || (masks[i * 2 + 1] & qb) !== qb) return;
    const pos = hay[i].indexOf(query);
    if (pos < 0) return void rest.push(i);
    plain.push(i);
    const tier = pos === 0 ? (hay[i].length === query.length ? 0 : 1) : 2;
    const e = (i / 3) | 0;
    const key = rankKey(tier, i, userSlot, hay[i].length);
    if (key < bestKey[e]) {
      if (bestKey[e] === Infinity) plainLeaves++;
      bestKey[e] = key;
      bestAt[e] = i;
      bestPos[e] = pos;
    }
  };
  if (narrow) for (const i of narrow) scan(i);
  else for (let i = 0; i < hay.length; i++) scan(i);

  let fuzzyMatched: readonly number[] = [];
  let skipped = false;
  if (plainLeaves < limit && rest.length > 0) {
    fuzzyMatched = index.fuzzy.filter(hay as string[], query, rest) ?? [];
    for (const i of fuzzyMatched) {
      const e = (i / 3) | 0;
      const key = rankKey(3, i, userSlot, hay[i].length);
      if (key < bestKey[e]) {
        bestKey[e] = key;
        bestAt[e] = i;
        bestPos[e] = -1;
      }
    }
  } else if (rest.length > 0) {
    // Fuzzy matching skipped: a longer query may still fuzzily match these, keep them as candidates.
    fuzzyMatched = rest;
    skipped = true;
  }

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
    const tier: MatchTier = pos < 0 ? 3 : pos > 0 ? 2 : hay[i].length === query.length ? 0 : 1;
    const hit: SearchHit = { entry: index.entries[e], slot: (i % 3) as LangSlot, tier, ranges: pos < 0 ? [] : [[pos, pos + query.length]] };
    if (pos < 0) hit.ranges = fuzzyRanges(index, hit, query);
    return hit;
  });
  return { query, hits, matched: mergeAscending(plain, fuzzyMatched), truncated: found > limit || skipped };
}

/**
 * One number ordering matches as {@link compareHits} does: tier, then another language than the
 * user's, then name length (capped at 1,023), then tree order, then language slot.
 */
function rankKey(tier: number, i: number, userSlot: LangSlot, length: number): number {
  const slot = i % 3;
  const entry = (i / 3) | 0;
  return (((tier * 2 + (slot === userSlot ? 0 : 1)) * 1024 + Math.min(length, 1023)) * 1_048_576 + entry) * 4 + slot;
}

/** The ranking order (see the module comment). Exported for the property tests. */
export function compareHits(userSlot: LangSlot) {
  return (a: SearchHit, b: SearchHit): number =>
    a.tier - b.tier ||
    Number(a.slot !== userSlot) - Number(b.slot !== userSlot) ||
    a.entry.names[a.slot].length - b.entry.names[b.slot].length ||
    a.entry.order - b.entry.order ||
    a.slot - b.slot;
}

function fuzzyRanges(index: SearchIndex, hit: SearchHit, query: string): SearchHit["ranges"] {
  const i = hit.entry.order * 3 + hit.slot;
  const info = index.fuzzy.info([i], index.hay as string[], query);
  const flat = info.ranges[0] ?? [];
  const out: Array<readonly [number, number]> = [];
  for (let k = 0; k + 1 < flat.length; k += 2) out.push([flat[k], flat[k + 1]]);
  return out;
}

/** Merges two ascending lists of positions into one ascending list. */
function mergeAscending(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return a as number[];
  const out: number[] = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = a[i] <= b[j] ? a[i++] : b[j++];
  while (i < a.length) out[k++] = a[i++];
  while (j < b.length) out[k++] = b[j++];
  return out;
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

