/**
 * The notices' other server data, for thin resource routes: quiet-hours windows (SOCK-12),
 * announcements for the popup and the ticker (ANN-02, ANN-09), the behaviour log (ANN-10,
 * ANN-11) and the current live broadcasts (ANN-12). Answers as {@link respondJson}.
 *
 * @module features/notices/content
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { cachedRead, readScopeOf, withGateway } from "~/gateway/index.server";
import type { Announcement } from "~/gateway/notice-schemas";
import { getAnnouncementNotice, getAnnouncementYhEjectDetail, getLastAnnouncement, getLivingBroadcast, recordMarketUserBehavior } from "~/gateway/announcements.server";
import { getNoticeMuteTime, queryClassification } from "~/gateway/notices.server";
import { readForm } from "~/features/security";
import { loadAnnouncementModal } from "./modal-chunk";
import { closedCookieOf, mergeQuietWindows, parseClosedIds } from "./model";
import { respondJson, type GatewayClient } from "~/gateway/index.server";
import { cleanAnnouncement } from "./sanitize.server";

/** The popup announcements of `systemCode`, their HTML sanitised (ANN-05). @see ANN-02 */
async function popupAnnouncements(client: GatewayClient, systemCode: string): Promise<Announcement[]> {
  return (await getLastAnnouncement(client, systemCode)).map(cleanAnnouncement);
}

/**
 * GET: `{ok: true, windows}`, the quiet-hours windows in force (classifications and mute times,
 * both loaded again on every call: SOCK-19's reload is a refetch).
 * @see SOCK-12 @see SOCK-19
 */
export function quietHoursLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client) => {
    const [classes, mutes] = await Promise.all([queryClassification(client), getNoticeMuteTime(client)]);
    return { windows: mergeQuietWindows(classes, mutes) };
  });
}

/**
 * GET: `{ok: true, classifications}`, the active message classifications
 * (`[{messageType, classificationName, classificationEnName, classificationKrName}]`, the
 * gateway's order), for the notification list's filter.
 * @see SOCK-12 @see ROUTE-23
 */
export function classificationsLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client) => ({
    classifications: (await queryClassification(client)).map(({ messageType, classificationName, classificationEnName, classificationKrName }) => ({
      messageType,
      classificationName,
      classificationEnName,
      classificationKrName,
    })),
  }));
}

const SYSTEM_CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

/**
 * GET `?systemCode=ERP`: `{ok: true, popup, ticker}`. A missing or malformed systemCode
 * answers 400 `{ok: false}` without a gateway call.
 * @see ANN-02 @see ANN-09
 */
export async function announcementsLoader(request: Request): Promise<Response> {
  const systemCode = new URL(request.url).searchParams.get("systemCode") ?? "";
  if (!SYSTEM_CODE.test(systemCode)) return Response.json({ ok: false as const }, { status: 400 });
  return respondJson(request, async (client) => {
    const [popup, ticker] = await Promise.all([popupAnnouncements(client, systemCode), getAnnouncementNotice(client)]);
    return { popup, ticker };
  });
}

/**
 * The popup announcements of `systemCode` the user has not closed yet (the ids in the
 * `portal_ann_closed` cookie), for the shell's server render: the announcement modal is then
 * part of the first paint (issue 10) instead of opening after hydration and a round trip.
 * Read through the read cache (per company, user, language and system), their HTML sanitised
 * before it is cached (ANN-05). Null when they could not be read (any failure, a 401 included: the shell's own calls handle the session); the
 * browser then asks `/api/notices/announcements` as before.
 * @see ANN-02
 */
export async function arrivalAnnouncements(request: Request, systemCode: string): Promise<Announcement[] | null> {
  try {
    const run = await withGateway(request, async (client, session) =>
      cachedRead("popupAnnouncements", await readScopeOf(request, session), [systemCode], () => popupAnnouncements(client, systemCode)),
    );
    const closed = parseClosedIds(closedCookieOf(request.headers.get("Cookie")));
    const shown = run.result.filter((a) => !closed.has(a.announcementId));
    // The server renders the modal straight from its module (see modal-chunk.ts).
    if (shown.length > 0) await loadAnnouncementModal();
    return shown;
  } catch {
    return null;
  }
}

/** The header ticker's items: `getAnnouncementNotice`'s list. */
export type ArrivalTickerItem = Awaited<ReturnType<typeof getAnnouncementNotice>>[number];

/**
 * The header ticker's announcements, for the shell's server render: the ticker is then part of
 * the first paint, and a landing page does not ask `/api/notices/announcements` (two gateway
 * reads) for it (issue 10). Read through the read cache (per company, user and language). Null
 * when they could not be read (any failure); the browser then asks as before.
 * @see ANN-09
 */
export async function arrivalTicker(request: Request): Promise<ArrivalTickerItem[] | null> {
  try {
    const run = await withGateway(request, async (client, session) => cachedRead("tickerAnnouncements", await readScopeOf(request, session), [], () => getAnnouncementNotice(client)));
    return run.result;
  } catch {
    return null;
  }
}

/**
 * GET `?id=8002`: `{ok: true, announcement}` (null when the gateway has none). A malformed id
 * answers 400 `{ok: false}` without a gateway call.
 * @see ANN-01 @see ROUTE-22
 */
export async function announcementDetailLoader(request: Request): Promise<Response> {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) return Response.json({ ok: false as const }, { status: 400 });
  return respondJson(request, async (client) => {
    const announcement = await getAnnouncementYhEjectDetail(client, Number(id));
    return { announcement: announcement && cleanAnnouncement(announcement) };
  });
}

/** GET: `{ok: true, lives}`, the current live broadcasts. @see ANN-12 */
export function liveLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client) => ({ lives: await getLivingBroadcast(client) }));
}

const behaviorForm = z.object({
  behaviorType: z.enum(["OPEN", "CLOSE"]),
  behaviorScene: z.enum(["popup", "list"]),
  bizId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  subType: z.coerce.number().int().min(0).max(999).default(0),
});

/**
 * POST form `{behaviorType, behaviorScene, bizId, subType?}`: logs an announcement OPEN/CLOSE
 * with a fresh uniqueId. Always `{ok: boolean}` with status 200 for a valid form (a failed log
 * is ignored, ANN-11); 400 for an invalid one; a 401 still ends the session (a thrown redirect).
 * @see ANN-10 @see ANN-11
 */
export async function behaviorAction(request: Request): Promise<Response> {
  const parsed = behaviorForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return Response.json({ ok: false as const }, { status: 400 });
  const run = await withGateway(request, (client) => recordMarketUserBehavior(client, { uniqueId: randomUUID(), ...parsed.data }));
  return Response.json({ ok: run.result }, { headers: run.headers });
}
