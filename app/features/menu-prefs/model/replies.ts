/**
 * The replies of the menu preferences' routes (`/api/favourites`, `/api/menu-pin`,
 * `/api/paid-flag`) as the browser reads them through the route client: the `{ok: true}`
 * envelope and the fields the provider applies. Anything else is a malformed reply.
 * @see MENU-18 @see MENU-22 @see MENU-11
 */
import { z } from "zod";

/** The favourite menuIds in the gateway's order (GET, and after an add or remove). */
export const favouritesReply = z.object({ ok: z.literal(true), menuIds: z.array(z.number()) });

/** The pin state a pin change left (`menuId`, `pinned`). */
export const pinReply = z.object({ ok: z.literal(true), menuId: z.number(), pinned: z.boolean() });

/** The paid-page flag the gateway accepted (1 or 2, MENU-11). */
export const paidFlagReply = z.object({ ok: z.literal(true), showUpdateFlag: z.union([z.literal(1), z.literal(2)]) });
