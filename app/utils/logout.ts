/**
 * Logging out with a document load: a native form POST to `/logout` (which ends the session and
 * redirects to the login page). Unlike a client-side submission, nothing of this user's page
 * outlives the logout: sockets, stores, caches in memory. The next user of the tab starts from
 * a fresh document.
 */
import { withBase } from "./base-path";

/** Submits the logout as a document navigation. Browser only. */
export function logOutDocument(): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = withBase("/logout");
  form.hidden = true;
  document.body.append(form);
  form.submit();
}
