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
 * The first request that navigates counts as that unload: when several requests find the
 * session over together, the page leaves once (GW-11).
 *
 * This is the one reaction to an ended session of every browser → portal call
 * (./route-client.ts, and the assistant's answer stream).
 *
 * @module utils/session-ended
 * @see GW-11 @see AUTH-09
 */
import { withBase } from "./base-path";

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
  leaving = true;
  window.location.assign(loginUrl);
  return true;
}

/**
 * The reaction to an HTTP 401 of a portal route (not logged in, or the gateway's 401): the
 * login page that says the session expired, `{base}/login?reason=expired`, as
 * {@link goToLoginAfterRequest} goes there.
 * @returns true when it navigated.
 * @see GW-11 @see AUTH-09
 */
export function endSessionAfter401(): boolean {
  return goToLoginAfterRequest(withBase("/login?reason=expired"));
}
