/**
 * The menu-search engine (the index and the ranking), its own chunk: imported on the
 * first focus of a search box (issue 10: not in the shell's first load).
 * @see MENU-24 @see MENU-25 @see MENU-26
 */
export { relatedSuggestions, searchMenus } from "./ranking";
export { buildSearchIndex } from "./search-index";
