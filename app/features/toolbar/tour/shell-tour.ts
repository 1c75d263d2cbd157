/**
 * The guide button's product tour of the shell, with driver.js (GUIDE-21's button). This module
 * is loaded only when the button is clicked ({@link HeaderToolbar}), so driver.js and its
 * stylesheet are not in the shell's first-load JS. The stylesheet is imported through Vite (a
 * `<link>` from our own origin, allowed by the CSP's `style-src 'self'`); driver.js itself adds
 * no `<style>` element, only CSSOM positions, which a CSP does not govern.
 * @module features/toolbar/tour/shell-tour
 * @see GUIDE-21
 */
import { driver, type Driver } from "driver.js";
import "driver.js/dist/driver.css";
import "./shell-tour.css";
import type { TFunction } from "i18next";
import { presentStops } from "./steps";

let running: Driver | null = null;

/**
 * Starts the tour over the shell elements present now (see {@link presentStops}); a tour already
 * running is closed first, so a second click restarts it rather than stacking two. Texts come from
 * `account:tour.*` in the user's language; popover titles and bodies are our own i18n strings
 * (driver.js renders them as HTML, so they never carry user data).
 * @param t the `account` namespace's translate function
 * @returns false when no stop's element is on the page (nothing to show)
 */
export function startShellTour(t: TFunction<"account">): boolean {
  running?.destroy();
  const stops = presentStops((s) => document.querySelector(s));
  if (stops.length === 0) return false;
  const tour = driver({
    popoverClass: "shell-tour",
    showProgress: true,
    progressText: t("tour.progress", { current: "{{current}}", total: "{{total}}", interpolation: { escapeValue: false } }),
    nextBtnText: t("tour.next"),
    prevBtnText: t("tour.prev"),
    doneBtnText: t("tour.done"),
    stagePadding: 4,
    stageRadius: 6,
    overlayOpacity: 0.45,
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute("aria-label", t("tour.close"));
      popover.closeButton.setAttribute("title", t("tour.close"));
      popover.wrapper.setAttribute("aria-modal", "true");
      popover.wrapper.setAttribute("lang", document.documentElement.lang || "");
    },
    onDestroyed: () => {
      if (running === tour) running = null;
    },
    steps: stops.map(({ stop, element }) => ({
      element,
      popover: { title: t(`tour.${stop.key}.title`), description: t(`tour.${stop.key}.body`) },
    })),
  });
  running = tour;
  tour.drive();
  return true;
}
