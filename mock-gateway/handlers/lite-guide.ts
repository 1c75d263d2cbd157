/**
 * The lite guide of the mock gateway (shell §4, §7): `queryLiteGuideInfo`, `updateLiteGuide` and
 * the external onboarding-progress endpoint (GUIDE-13), served here at GET `/onboarding/progress`.
 *
 * The data pull (step 2) runs in mock time: while shop authorisation is done and the pull is
 * not, every GET of the progress endpoint (the portal's 60 s poll) is a progress poll; the
 * listing, inventory and order percentages move a third of the way to 100 per poll, and the 3rd
 * poll finds the pull complete (step 2 done, all three at 100), as FIXTURE.md says. Reading the
 * guide (`queryLiteGuideInfo`) does not move it. Wire shape (the spec lists the fields, not the
 * envelope): `data` is `{guideSchedule, sourceGuideScheduleStr, listing, inventory, order,
 * userAccount, platformUserName, guideStatus}` or null for a user without a guide. The progress
 * endpoint (shapes not shown by the spec: app/gateway/onboarding-progress.server.ts) takes
 * `?userId=` (the caller's own, else HTTP 403) with the gateway's headers and answers
 * `{listing, inventory, order}`; a user without a guide gets all three 0.
 * @module mock-gateway/handlers/lite-guide
 */
import type { RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, getRoute, ok, route } from "../core/route";
import { sessionUser } from "./user-info";

/** Polls after which the data pull is complete. */
export const PULL_POLLS = 3;

const updateSchema = z.object({ guideStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) });

/** The next percentage: a third of the way to 100 per poll, 100 at the last. */
function advance(percent: number, poll: number): number {
  if (poll >= PULL_POLLS) return 100;
  return Math.min(100, Math.round(percent + (100 - percent) / (PULL_POLLS - poll + 1)));
}

/** Handlers of the lite guide. */
export function liteGuideHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/subjectService/queryLiteGuideInfo", ({ session, lang }) => {
      const row = ctx.db.liteGuide.findFirst({ where: { username: { equals: session.username } } });
      if (!row) return ok(lang, null);
      const { pollCount: _pollCount, username: _username, ...info } = row;
      return ok(lang, info);
    }),
    getRoute(ctx, "/onboarding/progress", ({ session, body, lang }) => {
      const { user } = sessionUser(ctx, session);
      if (String(body.userId ?? "") !== String(user.userId)) return fail(lang, MOCK_CODES.badRequest, "badRequest", {}, 403);
      const where = { username: { equals: session.username } };
      let row = ctx.db.liteGuide.findFirst({ where });
      if (!row) return ok(lang, { listing: 0, inventory: 0, order: 0 });
      if (row.guideSchedule[0] === "1" && row.guideSchedule[1] === "0") {
        const poll = row.pollCount + 1;
        const done = poll >= PULL_POLLS;
        row = ctx.db.liteGuide.update({
          where,
          data: {
            pollCount: poll,
            listing: advance(row.listing, poll),
            inventory: advance(row.inventory, poll),
            order: advance(row.order, poll),
            ...(done ? { guideSchedule: `${row.guideSchedule[0]}1${row.guideSchedule.slice(2)}` } : {}),
          },
        })!;
        if (done) ctx.db.user.update({ where, data: { guideSchedule: row.guideSchedule } });
      }
      return ok(lang, { listing: row.listing, inventory: row.inventory, order: row.order });
    }, { malformed: { listing: "ninety", inventory: 120 } }),
    route(ctx, "/sso/subjectService/updateLiteGuide", ({ session, body, lang }) => {
      const parsed = updateSchema.safeParse(body);
      if (!parsed.success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const where = { username: { equals: session.username } };
      if (ctx.db.liteGuide.findFirst({ where })) ctx.db.liteGuide.update({ where, data: { guideStatus: parsed.data.guideStatus } });
      ctx.db.user.update({ where, data: { guideStatus: parsed.data.guideStatus } });
      return ok(lang, null);
    }),
  ];
}
