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
import { foldCase, type LangSlot, type SearchEntry, type SearchIndex } from "./search-index";

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
 * Cost: one `indexOf` per candidate name, plus a uFuzzy filter when plain matches are scarce.
 */
export function searchMenus(index: SearchIndex, raw: string, userSlot: LangSlot, limit = 50, previous?: SearchOutcome): SearchOutcome {
  const query = normaliseQuery(raw);
  if (!query) return EMPTY;
  const narrow = previous && SINGLE_TERM.test(previous.query) && query.includes(previous.query) ? previous.matched : null;
  const { hay } = index;
  const best = new Map<number, SearchHit>();
  const plain: number[] = [];
  const rest: number[] = [];
  const scan = (i: number) => {
    const pos = hay[i].indexOf(query);
    if (pos < 0) return void rest.push(i);
    plain.push(i);
    const tier: MatchTier = pos === 0 ? (hay[i].length === query.length ? 0 : 1) : 2;
    consider(best, index, i, tier, [[pos, pos + query.length]], userSlot);
  };
  if (narrow) for (const i of narrow) scan(i);
  else for (let i = 0; i < hay.length; i++) scan(i);

  const fuzzyMatched: number[] = [];
  let skipped = false;
  if (best.size < limit && rest.length > 0) {
    const found = index.fuzzy.filter(hay as string[], query, rest) ?? [];
    for (const i of found) {
      fuzzyMatched.push(i);
      const entry = Math.floor(i / 3);
      const current = best.get(entry);
      if (current && current.tier < 3) continue;
      consider(best, index, i, 3, [], userSlot);
    }
  } else if (rest.length > 0) {
    // Fuzzy matching skipped: a longer query may still fuzzily match these, keep them as candidates.
    fuzzyMatched.push(...rest);
    skipped = true;
  }
  const hits = [...best.values()].sort(compareHits(userSlot));
  const truncated = hits.length > limit || skipped;
  const shown = truncated ? hits.slice(0, limit) : hits;
  for (const hit of shown) if (hit.tier === 3) hit.ranges = fuzzyRanges(index, hit, query);
  const matched = mergeSorted(plain, fuzzyMatched);
  return { query, hits: shown, matched, truncated };
}

function consider(best: Map<number, SearchHit>, index: SearchIndex, i: number, tier: MatchTier, ranges: SearchHit["ranges"], userSlot: LangSlot) {
  const entryIdx = Math.floor(i / 3);
  const slot = (i % 3) as LangSlot;
  const hit: SearchHit = { entry: index.entries[entryIdx], slot, tier, ranges };
  const current = best.get(entryIdx);
  if (!current || compareHits(userSlot)(hit, current) < 0) best.set(entryIdx, hit);
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

function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  if (b.length === 0) return [...a];
  return [...a, ...b].sort((x, y) => x - y);
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

/**
 * Splits a name into plain and highlighted parts by `ranges` (as {@link SearchHit.ranges}).
 * Out-of-bounds or overlapping ranges are clipped.
 */
export function highlightParts(name: string, ranges: SearchHit["ranges"]): Array<{ text: string; hit: boolean }> {
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
