/**
 * Leaving for the login page when a background request finds the session over (GW-11).
 *
 * A page's own fetches (the bell, favourites, announcements…) follow the server's redirect to
 * `/login` and then send the whole page there. But when the page is already on its way to
 * another document (a reload, a link, a form), that navigation knows better: a reload of a
 * document whose gateway said 401 lands on `/login?reason=expired` and tells the seller why,
 * while the page's fetches that left after the session cookie was cleared only see `/login`.
 * Navigating from those fetches would cancel the document's navigation and lose the reason.
 * So once the page has started to unload (`beforeunload`), a background request no longer
 * navigates; a page restored from the back-forward cache (`pageshow` persisted) does again.
 *
 * @module utils/session-ended
 * @see GW-11 @see AUTH-09
 */

let leaving = false;
let watching = false;

function watch(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  window.addEventListener("beforeunload", () => {
    leaving = true;
  });
  window.addEventListener("pageshow", (e) => {
    if (e.persisted) leaving = false;
  });
}
watch();

/** True once the page has started to unload (and was not restored since). */
export function isLeavingPage(): boolean {
  return leaving;
}

/**
 * Sends the page to `loginUrl` (a same-origin login address a request was redirected to),
 * unless the page is already leaving for another document. Never throws.
 * @returns true when it navigated.
 */
export function goToLoginAfterRequest(loginUrl: string): boolean {
  if (leaving) return false;
  window.location.assign(loginUrl);
  return true;
}
