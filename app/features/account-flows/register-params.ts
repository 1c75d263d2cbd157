/**
 * ROUTE-39's register parameters (`linkId`, `source`) carried from the page's URL into the
 * `register` call. A value is kept only when it is 1 to {@link REGISTER_PARAM_MAX} characters of
 * URL-safe ASCII (letters, digits, `.`, `_`, `~`, `-`); anything else (missing, empty, too long,
 * other characters, repeated parameter beyond the first) is dropped without an error.
 * @module features/account-flows/register-params
 * @see ROUTE-39
 */

/** Longest kept `linkId` or `source`, characters. */
export const REGISTER_PARAM_MAX = 64;

const SAFE = /^[A-Za-z0-9._~-]+$/;

/** The register parameters worth sending; absent keys were missing or dropped. */
export interface RegisterParams {
  linkId?: string;
  source?: string;
}

/** `value` when it is a kept parameter value (see the module doc), else undefined. */
export function keepParam(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > REGISTER_PARAM_MAX) return undefined;
  return SAFE.test(value) ? value : undefined;
}

/** The kept `linkId` and `source` of `search` (the first occurrence of each). */
export function registerParams(search: URLSearchParams): RegisterParams {
  const out: RegisterParams = {};
  const linkId = keepParam(search.get("linkId"));
  const source = keepParam(search.get("source"));
  if (linkId) out.linkId = linkId;
  if (source) out.source = source;
  return out;
}
