/**
 * The lite guide of the mock gateway (shell §4, §7): `queryLiteGuideInfo` and `updateLiteGuide`.
 *
 * The data pull (step 2) runs in mock time: while shop authorisation is done and the pull is
 * not, every `queryLiteGuideInfo` (the portal's first load and each 60 s poll) counts as a
 * progress poll; the listing, inventory and order percentages move a third of the way to 100
 * per poll, and the 3rd poll finds the pull complete (step 2 done, all three at 100), as
 * FIXTURE.md says. Wire shape (the spec lists the fields, not the envelope): `data` is
 * `{guideSchedule, sourceGuideScheduleStr, listing, inventory, order, userAccount,
 * platformUserName, guideStatus}` or null for a user without a guide.
 * @module mock-gateway/handlers/lite-guide
 */
import type { RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

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
      const where = { username: { equals: session.username } };
      let row = ctx.db.liteGuide.findFirst({ where });
      if (!row) return ok(lang, null);
      const pulling = row.guideSchedule[0] === "1" && row.guideSchedule[1] === "0";
      if (pulling) {
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
      const { pollCount: _pollCount, username: _username, ...info } = row;
      return ok(lang, info);
    }),
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
