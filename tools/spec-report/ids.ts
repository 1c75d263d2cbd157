/**
 * The clause-ID grammar of test titles.
 *
 * A tag is one ID in its own square brackets: `[ENTRY-03]`. A title names several clauses by
 * writing several tags, `[TAB-15][TAB-16]`. The ID is `PREFIX-N`: an upper-case letter, then
 * upper-case letters or digits, a hyphen, decimal digits (`^[A-Z][A-Z0-9]*-\d+$`, the
 * catalogue's own grammar).
 *
 * A bracket group that looks like an attempt at a tag but breaks the grammar is malformed:
 * ranges (`[GW-17..26]`), lists (`[GW-17, GW-18]`, `[GW-17/18]`), lower case (`[gw-17]`),
 * spaces (`[GW - 17]`), other dashes (`[GW–17]`), a missing hyphen (`[GW17]`). "Looks like a
 * tag" means: letters and digits, a dash of any kind, and a digit somewhere after it; or two
 * or more capitals directly followed by digits. Other brackets (`[lang]`, `[a11y]`) are plain
 * text.
 */

/** A well-formed clause ID. */
export const CLAUSE_ID = /^[A-Z][A-Z0-9]*-\d+$/;

const BRACKET = /\[([^[\]]*)\]/g;
const DASHED = /^\s*[A-Za-z][A-Za-z0-9]*\s*[-‐‑‒–—―]\s*.*\d/;
const NO_HYPHEN = /^\s*[A-Z]{2,}\d+\s*$/;

/** The IDs a title names (first occurrence order, no repeats) and its malformed tags. */
export interface ParsedTags {
  ids: string[];
  /** Each malformed tag as written, brackets included. */
  malformed: string[];
}

/** True when `s` is a well-formed clause ID. */
export function isClauseId(s: string): boolean {
  return CLAUSE_ID.test(s);
}

/**
 * The clause tags of one test or describe title.
 * @example parseTags("[TAB-15][TAB-16] closes") → { ids: ["TAB-15", "TAB-16"], malformed: [] }
 */
export function parseTags(title: string): ParsedTags {
  const ids: string[] = [];
  const malformed: string[] = [];
  for (const m of title.matchAll(BRACKET)) {
    const inner = m[1];
    if (isClauseId(inner)) {
      if (!ids.includes(inner)) ids.push(inner);
    } else if (DASHED.test(inner) || NO_HYPHEN.test(inner)) {
      malformed.push(m[0]);
    }
  }
  return { ids, malformed };
}

/** The prefix of a well-formed ID (`ENTRY-03` → `ENTRY`). */
export function familyOf(id: string): string {
  return id.slice(0, id.lastIndexOf("-"));
}

/** Orders IDs by prefix, then numerically (`GW-9` before `GW-10`). */
export function compareIds(a: string, b: string): number {
  const fa = familyOf(a);
  const fb = familyOf(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return Number(a.slice(fa.length + 1)) - Number(b.slice(fb.length + 1));
}
