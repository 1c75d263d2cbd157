/**
 * What a menu search matches (MENU-25), without the search engine: a leaf matches when its name
 * in any of the three languages contains the typed text, ignoring case. Light enough for the
 * all-menu overlay's filter (MENU-28) to share it.
 *
 * Case is folded one code point at a time (so offsets in a folded name address the displayed
 * name, and the fold of a longer text contains the fold of any part of it), and every whitespace
 * character reads as a plain space (an ideographic or no-break space in a name matches a typed
 * space). A code point whose lower case has another length (İ) is kept as it is.
 * @see MENU-25 @see MENU-28 @see I18N-06
 */
import type { MenuNode } from "~/gateway/schemas";

/** Longest query considered, characters (UTF-16 code units); longer input is cut (no menu name is that long). */
export const MAX_QUERY_LENGTH = 60;

const SPACE = /\s/;

/** The case-folded form of `text`, the same length (see the module comment). */
export function foldCase(text: string): string {
  let out = "";
  for (const ch of text) {
    if (SPACE.test(ch)) out += " ";
    else {
      const lower = ch.toLowerCase();
      out += lower.length === ch.length ? lower : ch;
    }
  }
  return out;
}

/** The typed text as searched: trimmed, cut to {@link MAX_QUERY_LENGTH} code units (never inside a character), case-folded. */
export function normaliseQuery(raw: string): string {
  let text = raw.trim();
  if (text.length > MAX_QUERY_LENGTH) {
    const cut = /[\uD800-\uDBFF]/.test(text[MAX_QUERY_LENGTH - 1]) ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH;
    text = text.slice(0, cut).trimEnd();
  }
  return foldCase(text);
}

const nameIn = (translated: string | null | undefined, fallback: string) => (translated && translated.trim() ? translated : fallback);

/**
 * A leaf's names by language slot: zh_CN (menuName), en_US (menuEnName), ko_KR (menuKrName); an
 * empty translation is menuName (I18N-06).
 */
export function leafNames(leaf: Pick<MenuNode, "menuName" | "menuEnName" | "menuKrName">): readonly [string, string, string] {
  const zh = leaf.menuName ?? "";
  return [zh, nameIn(leaf.menuEnName, zh), nameIn(leaf.menuKrName, zh)];
}

/** True when one of the leaf's three names contains `raw` (trimmed), ignoring case; false for empty text. */
export function leafMatches(leaf: Pick<MenuNode, "menuName" | "menuEnName" | "menuKrName">, raw: string): boolean {
  const query = foldCase(raw.trim());
  return query !== "" && leafNames(leaf).some((name) => foldCase(name).includes(query));
}
