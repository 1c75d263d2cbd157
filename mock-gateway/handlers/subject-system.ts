/**
 * /sso/subjectServiceSystemExt: the subscribed systems of the token's company.
 * @module mock-gateway/handlers/subject-system
 */
import type { RequestHandler } from "msw";
import { systemListRequestSchema } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

/** Handlers of the subject-system area. @see GW-19 @see ENTRY-02 */
export function subjectSystemHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/subjectServiceSystemExt/querySystemExtListForSub", ({ session, body, lang }) => {
      if (!systemListRequestSchema.safeParse(body).success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const systems = ctx.db.system.findMany({ where: { companyId: { equals: session.companyId } }, orderBy: { serviceId: "asc" } });
      return ok(lang, systems.map((s) => ({
        serviceId: s.serviceId, systemCode: s.systemCode, systemName: s.systemName, status: s.status,
        serviceDeploy: s.serviceDeploy, embedded: s.embedded, systemDomain: `${ctx.publicUrl}${s.domainPath}`,
        serviceActive: s.serviceActive, packageId: s.packageId,
        serviceBillingValueDTOList: [{ keyValue: "packageQuantity", billingItemValue: s.packageQuantity, unlimitedUse: s.unlimitedUse }],
      })));
    }, { malformed: [{ serviceId: "abc", systemCode: "" }] }),
  ];
}
