/**
 * Calls the portal's own JSON resource routes from the browser with `fetch`, not a Remix
 * fetcher: a fetcher submission revalidates the loaders of the page (the whole menu tree), and
 * these changes touch nothing the loaders hold. The caller updates exactly what changed.
 */
import type { GatewayFailure } from "~/gateway/failure";
import { withBase } from "~/utils/base-path";
import { goToLoginAfterRequest } from "~/utils/session-ended";

/** The answer of a resource route: its fields on success, else the failure (null: no answer). */
export type RouteAnswer<T> = ({ ok: true } & T) | { ok: false; failure: GatewayFailure | null };

/**
 * Sends `fields` as a form (POST) or reads (GET, `fields` absent) a same-origin JSON route.
 * A redirect to the login page (session over, GW-11) is followed by the whole page.
 * Never throws: network errors and non-JSON answers give `{ok: false, failure: null}`.
 */
export async function callRoute<T>(path: string, fields?: Record<string, string | number>): Promise<RouteAnswer<T>> {
  try {
    const init: RequestInit = { credentials: "same-origin", headers: { Accept: "application/json" } };
    if (fields) {
      init.method = "POST";
      init.body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    }
    const res = await fetch(withBase(path), init);
    if (res.redirected && new URL(res.url).pathname.endsWith("/login")) {
      goToLoginAfterRequest(res.url);
      return { ok: false, failure: null };
    }
    const body = (await res.json()) as RouteAnswer<T>;
    return body && typeof body === "object" && "ok" in body ? body : { ok: false, failure: null };
  } catch {
    return { ok: false, failure: null };
  }
}
