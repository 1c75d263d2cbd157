/**
 * The language slots of the menu search (kept apart from the search engine, which loads on
 * first focus of the search box).
 * @see MENU-24
 */

/** Index of a language in a search entry's names: 0 zh_CN (menuName), 1 en_US, 2 ko_KR. */
export type LangSlot = 0 | 1 | 2;

/** The language slot of an i18next language code (`en…` 1, `ko…` 2, anything else 0). */
export function langSlot(lng: string): LangSlot {
  return lng.startsWith("en") ? 1 : lng.startsWith("ko") ? 2 : 0;
}
