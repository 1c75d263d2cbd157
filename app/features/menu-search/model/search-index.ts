/**
 * The menu-search index: built once per menu tree, so a keystroke only scans flat, case-folded
 * strings. Every leaf has three names (zh_CN, en_US, ko_KR; a missing translation falls back to
 * menuName as I18N-06 says), all three are searchable.
 * @see MENU-24 @see MENU-25 @see MENU-26
 */
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf } from "~/features/menus";
import { foldCase, leafNames } from "./match";

export { langSlot, type LangSlot } from "./lang-slot";

/** One searchable leaf. */
export interface SearchEntry {
  leaf: MenuNode;
  /** Its ancestors, top-level group first (for the breadcrumb under a hit). */
  parents: readonly MenuNode[];
  /** Names per {@link LangSlot}; a missing translation is menuName. */
  names: readonly [string, string, string];
  /** Position of the leaf in tree order (depth first), 0-based: the last tie-breaker. */
  order: number;
}

/** The index of one tree. Treat as immutable. */
export interface SearchIndex {
  entries: readonly SearchEntry[];
  /**
   * The haystack: `entries.length × 3` case-folded names ({@link foldCase}: the same length as the
   * displayed name, so match offsets address it), entry `i`'s slot `s` at `i * 3 + s`.
   */
  hay: readonly string[];
  /**
   * Character masks of each haystack name, two per name at `i * 2` and `i * 2 + 1`: a–z (and
   * digits) in the first, every other character hashed into 32 buckets in the second. A name can
   * only contain a query when its masks hold the query's.
   */
  masks: Int32Array;
  /** Leaves by each of their names (the first leaf wins), to resolve related suggestions. */
  byName: ReadonlyMap<string, MenuNode>;
}

/**
 * The character masks of a folded text (see {@link SearchIndex.masks}); spaces are left out.
 * Written into `out` at `at`.
 */
export function maskInto(text: string, out: Int32Array, at: number): void {
  let a = 0;
  let b = 0;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c >= 97 && c <= 122) a |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) a |= 1 << (26 + ((c - 48) % 6));
    else if (c > 127) b |= 1 << (c & 31);
  }
  out[at] = a;
  out[at + 1] = b;
}

/**
 * Builds the index of every leaf of `tree` (depth first). Groups are not searchable; only
 * leaves open a page (MENU-05). Cost: O(leaves); about 15 ms for 5,000 leaves.
 */
export function buildSearchIndex(tree: readonly MenuNode[]): SearchIndex {
  const entries: SearchEntry[] = [];
  const hay: string[] = [];
  const byName = new Map<string, MenuNode>();
  const walk = (nodes: readonly MenuNode[], parents: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (!isLeaf(node)) {
        walk(node.childMenus ?? [], [...parents, node]);
        continue;
      }
      const names = leafNames(node);
      entries.push({ leaf: node, parents, names, order: entries.length });
      for (const name of names) {
        hay.push(foldCase(name));
        if (name && !byName.has(name)) byName.set(name, node);
      }
    }
  };
  walk(tree, []);
  const masks = new Int32Array(hay.length * 2);
  for (let i = 0; i < hay.length; i++) maskInto(hay[i], masks, i * 2);
  return { entries, hay, masks, byName };
}
