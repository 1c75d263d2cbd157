/**
 * App-absolute paths under this deployment's prefix (ROUTE-44), for the places Remix does not
 * prefix by itself: raw `href`/`src` attributes and `window.location` changes. Links, forms,
 * fetchers, `navigate` and loader redirects get the basename from Remix.
 */

/** The build's base path: "/" or "/pre/" (Vite's `base`, set from PORTAL_ENV_PREFIX). */
export const BASE_PATH: string = import.meta.env.BASE_URL || "/";

/** `/login` → `/pre/login` on a prefixed deployment; anything not starting with `/` unchanged. */
export function withBase(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  return BASE_PATH.replace(/\/+$/, "") + path;
}
