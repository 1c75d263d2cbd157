/**
 * The user centre's calls to `/api/user-centre/*` through the portal's route client.
 * @module features/user-centre/client
 */
import type { TFunction } from "i18next";
import { routeErrorText, tryRoute } from "~/utils/route-client";

/** The reply of a read, or the text (in the user's language) of why it failed. */
export type Read<T> = { ok: true; value: T } | { ok: false; text: string };

/** GET `/api/user-centre/{what}?{params}`; never rejects. */
export async function readUserCentre<T>(what: "home" | "apps" | "help" | "help-bound", t: TFunction, params: Record<string, string> = {}): Promise<Read<T>> {
  const query = new URLSearchParams(params).toString();
  const result = await tryRoute<{ ok: true } & T>(`/api/user-centre/${what}${query ? `?${query}` : ""}`);
  return result.ok ? { ok: true, value: result.value } : { ok: false, text: routeErrorText(t, result.error) };
}
