/**
 * The flagship demo window's address (DEMO-06), pure: the looked-up environment's url with the
 * serviceId and the token as query parameters.
 * @module features/toolbar/flagship/flagship-url
 * @see DEMO-06
 */
import { safeAppUrl } from "~/utils/safe-url";

/** What the demo-environment lookup answered (the gateway's field names). */
export interface FlagshipEnvironment {
  url: string;
  serviceId: string;
  token: string;
}

/**
 * `url` with `serviceId` and `token` set as query parameters (encoded; a same-named parameter of
 * `url` replaced, its other parameters and its fragment kept).
 * @returns null when `url` is not an absolute http(s) URL without credentials (the ground
 *   floor's {@link safeAppUrl}), or when serviceId or token is blank: nothing else is opened
 */
export function flagshipUrl(env: FlagshipEnvironment): string | null {
  const safe = safeAppUrl(env.url);
  if (!safe || env.serviceId.trim() === "" || env.token.trim() === "") return null;
  const url = new URL(safe);
  url.searchParams.set("serviceId", env.serviceId);
  url.searchParams.set("token", env.token);
  return url.href;
}
