/**
 * Account extras of the mock: the platform version switch and the money-assistant lookup.
 * @module mock-gateway/handlers/account
 * @see MENU-46 @see GW-26 @see LAYOUT-27
 */
import type { RequestHandler } from "msw";
import { platformCodeRequestSchema } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";
import { sessionUser } from "./user-info";

/** Handlers of the version switch and the money-assistant lookup. */
export function accountHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/role/updatePlatformCode", ({ body, lang }) => {
      if (!platformCodeRequestSchema.safeParse(body).success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      return ok(lang, null);
    }),
    // GW-26: respBody is a JSON string; company A's non-demo users are authorised.
    route(ctx, "/sso/forward", ({ session, lang }) => {
      const { user } = sessionUser(ctx, session);
      const authStatus = session.companyId === "A" && !user.isDemo ? 1 : 0;
      const url = `${ctx.publicUrl}/apps/money-assistant/`;
      return ok(lang, { respBody: JSON.stringify({ url, authStatus }) });
    }, { malformed: { respBody: 42 } }),
  ];
}
