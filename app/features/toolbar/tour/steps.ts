/**
 * The shell tour's stops, pure: which element each stop highlights and where its texts are.
 * @module features/toolbar/tour/steps
 * @see GUIDE-21
 */

/** One stop of the tour: a CSS selector of a shell element and its `account:tour.{key}` texts. */
export interface TourStop {
  /** The stop's text key: `account:tour.{key}.title` and `.body`. */
  key: "menu" | "search" | "tabs" | "toolbar" | "assistant" | "guide";
  /** The shell element it highlights (the first match). */
  selector: string;
}

/**
 * The stops in order: the menu (side menu, or the top layout's menu row), the menu search, the
 * tab strip, the toolbar, the AI assistant's floating button, and the tab strip's operation-guide
 * link. Selectors use the shell's own data attributes, never a translated label.
 */
export const TOUR_STOPS: readonly TourStop[] = [
  { key: "menu", selector: "[data-sider], [data-header-menus]" },
  { key: "search", selector: "header [role='combobox']" },
  { key: "tabs", selector: "[data-tab-strip]" },
  { key: "toolbar", selector: "[data-shell-toolbar]" },
  { key: "assistant", selector: "[data-testid='assistant-fab']" },
  { key: "guide", selector: "[data-tab-link='guide']" },
];

/**
 * The stops whose element is on the page now and visible (laid out with a size), in order: a
 * stop over a missing element (the top layout has no side menu, a demo user no assistant) is
 * left out rather than shown over nothing.
 * @param find returns the stop's element, or null (default `document.querySelector`)
 */
export function presentStops(find: (selector: string) => Element | null, stops: readonly TourStop[] = TOUR_STOPS): { stop: TourStop; element: Element }[] {
  const found: { stop: TourStop; element: Element }[] = [];
  for (const stop of stops) {
    const element = find(stop.selector);
    if (!element) continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) found.push({ stop, element });
  }
  return found;
}
