/**
 * This deployment's environment path prefix (ROUTE-44), shared by the build (Vite `base`, Remix
 * `basename`), the server (static mounts) and the app (raw hrefs). Pure: no Node or DOM APIs.
 */

/** One path segment of letters, digits and `-`, 1–32 characters. */
export const ENV_PREFIX_SEGMENT = /^[a-z0-9-]{1,32}$/i;

/**
 * Normalises `PORTAL_ENV_PREFIX`: `pre`, `/pre` and `/pre/` all give `pre`; empty gives "".
 * @throws Error when what is left is not one {@link ENV_PREFIX_SEGMENT}.
 */
export function normalizeEnvPrefix(raw: string | undefined | null): string {
  const prefix = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (prefix && !ENV_PREFIX_SEGMENT.test(prefix)) {
    throw new Error(`PORTAL_ENV_PREFIX must be one path segment of letters, digits and - (got ${JSON.stringify(raw)})`);
  }
  return prefix;
}

/** The base path of a prefix: "/" or "/pre/" (Vite `base`, Remix `basename`). */
export function basePathOf(prefix: string): string {
  return prefix ? `/${prefix}/` : "/";
}
