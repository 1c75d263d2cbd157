/**
 * The server side of the favourites, pin and paid-page resource routes. Answers are JSON
 * `Response`s: `{ok: true, ...}`, or `{ok: false, failure}` with the failure's status when the
 * gateway refuses (the UI shows its message and changes nothing, MENU-20). Bad input answers 400
 * `{ok: false}` without a gateway call; a missing session or a 401 is a thrown redirect (GW-11).
 * Bodies are forms (`readForm`: other content types are refused with 415); the server's
 * cross-site guard refuses foreign origins before any of this runs.
 *
 * @module features/menu-prefs/actions
 * @see MENU-15 @see MENU-18 @see MENU-19 @see MENU-20 @see MENU-21 @see MENU-23
 */
import { z } from "zod";
import { collectMenu, queryFavorites, respondJson, setFavorite, updateSystemUpdateFlag } from "~/gateway/index.server";
import { readForm } from "~/features/security";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const favouriteBody = z.object({ menuId: id, op: z.enum(["add", "remove"]) });
const pinBody = z.object({ menuId: id, optType: z.enum(["1", "2"]).transform(Number) });
const paidBody = z.object({
  serviceId: id,
  systemCode: z.string().regex(/^[A-Z][A-Z0-9_]{0,39}$/),
  showUpdateFlag: z.enum(["1", "2"]).transform(Number),
});

const badRequest = () => Response.json({ ok: false as const }, { status: 400 });


/** GET: `{ok: true, menuIds}`, the favourites (MENU-21). */
export function favouritesLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client) => ({ menuIds: await queryFavorites(client) }));
}

/**
 * POST `{menuId, op: add | remove}`: adds or removes a favourite, then answers the fresh list
 * `{ok: true, menuIds}`. On a refusal the list is not queried again (`{ok: false, failure}`).
 * @see MENU-18 @see MENU-19 @see MENU-20
 */
export async function favouritesAction(request: Request): Promise<Response> {
  const body = favouriteBody.safeParse(Object.fromEntries(await readForm(request)));
  if (!body.success) return badRequest();
  return respondJson(request, async (client) => {
    await setFavorite(client, body.data.menuId, body.data.op === "add");
    return { menuIds: await queryFavorites(client) };
  });
}

/** POST `{menuId, optType: 1 | 2}`: pins (1) or unpins (2); `{ok: true, menuId, pinned}`. @see MENU-23 */
export async function pinAction(request: Request): Promise<Response> {
  const body = pinBody.safeParse(Object.fromEntries(await readForm(request)));
  if (!body.success) return badRequest();
  const { menuId, optType } = body.data;
  return respondJson(request, async (client) => {
    await collectMenu(client, menuId, optType as 1 | 2);
    return { menuId, pinned: optType === 1 };
  });
}

/** POST `{serviceId, systemCode, showUpdateFlag: 1 | 2}`: saves the paid-page flag; `{ok: true, showUpdateFlag}`. @see MENU-15 */
export async function paidFlagAction(request: Request): Promise<Response> {
  const body = paidBody.safeParse(Object.fromEntries(await readForm(request)));
  if (!body.success) return badRequest();
  const { serviceId, systemCode } = body.data;
  const showUpdateFlag = body.data.showUpdateFlag as 1 | 2;
  return respondJson(request, async (client) => {
    await updateSystemUpdateFlag(client, { serviceId, systemCode, showUpdateFlag });
    return { showUpdateFlag };
  });
}
