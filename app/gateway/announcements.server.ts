/**
 * Announcement, behaviour-log and live-broadcast calls. Each function takes a
 * {@link GatewayClient} and rejects with a `GatewayError` as `client.call` does.
 *
 * @module gateway/announcements
 * @see ANN-02 @see ANN-09 @see ANN-10 @see ANN-12 @see ANN-19 @see GW-21 @see GW-22
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { isGatewayError } from "./errors";
import {
  announcementListSchema,
  liveBroadcastListSchema,
  liveBroadcastSchema,
  livePageSchema,
  tickerListSchema,
  type Announcement,
  type LiveBroadcast,
  type LivePage,
} from "./notice-schemas";
import { ANNOUNCEMENT_PATHS, NOTICE_PATHS, TRACKING_PATHS } from "./paths";

/**
 * The popup announcements: POST `/sso/announcementGroup/getLastAnnouncement`
 * `{ejectFlag: 2, ejectPlatformType: 2, ejectSystemCode}`. A single object or null reads as a list.
 * @throws {GatewayError}
 * @see ANN-02
 */
export function getLastAnnouncement(client: GatewayClient, systemCode: string): Promise<Announcement[]> {
  return client.call(ANNOUNCEMENT_PATHS.getLastAnnouncement, { ejectFlag: 2, ejectPlatformType: 2, ejectSystemCode: systemCode }, announcementListSchema);
}

/**
 * One announcement's detail: POST `/sso/announcementGroup/getAnnouncementYhEjectDetail`
 * `{announcementId}` (the body is an assumption: the spec names only the path).
 * @returns the announcement, or null when the gateway has none.
 * @throws {GatewayError}
 * @see ANN-02
 */
export async function getAnnouncementYhEjectDetail(client: GatewayClient, announcementId: number): Promise<Announcement | null> {
  const list = await client.call(ANNOUNCEMENT_PATHS.getAnnouncementYhEjectDetail, { announcementId }, announcementListSchema);
  return list[0] ?? null;
}

/**
 * The header ticker's announcements: POST `/sso/announcementGroup/getAnnouncementNotice` `{}`.
 * @throws {GatewayError}
 * @see ANN-09
 */
export function getAnnouncementNotice(client: GatewayClient): Promise<Array<{ announcementId: number; announcementTitle: string }>> {
  return client.call(ANNOUNCEMENT_PATHS.getAnnouncementNotice, {}, tickerListSchema);
}

/** One announcement behaviour log. @see ANN-10 */
export interface BehaviorLog {
  /** A unique id of this log entry (the caller's choice, e.g. a UUID). */
  uniqueId: string;
  behaviorType: "OPEN" | "CLOSE";
  /** The announcement's subType. */
  subType: number;
  /** The announcementId. */
  bizId: number;
  behaviorScene: "popup" | "list";
}

/**
 * Logs an announcement OPEN/CLOSE: POST `/sso/promotion/recordMarketUserBehavior`
 * `{uniqueId, behaviorType, subType, bizId, behaviorScene}`. A failed log is ignored (ANN-11):
 * it resolves false. Only a 401 (behaviour `logout`) rejects, so the session still ends (GW-11).
 * @returns whether the gateway accepted it.
 * @throws {GatewayError} of behaviour `logout` only.
 * @see ANN-10 @see ANN-11 @see GW-22
 */
export async function recordMarketUserBehavior(client: GatewayClient, log: BehaviorLog): Promise<boolean> {
  try {
    await client.call(TRACKING_PATHS.recordMarketUserBehavior, { ...log }, z.unknown());
    return true;
  } catch (err) {
    if (isGatewayError(err) && err.behaviour === "logout") throw err;
    return false;
  }
}

/**
 * The current live broadcasts: POST `/sso/liveBroadcastGroup/getLivingBroadcast` `{}`.
 * A single object or null reads as a list.
 * @throws {GatewayError}
 * @see ANN-12
 */
export function getLivingBroadcast(client: GatewayClient): Promise<LiveBroadcast[]> {
  return client.call(NOTICE_PATHS.getLivingBroadcast, {}, liveBroadcastListSchema);
}

/**
 * One page of the live and replay list: POST `/sso/liveBroadcastGroup/queryLiveBroadcastPage`
 * `{pageNum, pageSize}` (pageNum from 1).
 * @throws {GatewayError}
 * @see ANN-19
 */
export function queryLiveBroadcastPage(client: GatewayClient, page: { pageNum: number; pageSize: number }): Promise<LivePage> {
  return client.call(NOTICE_PATHS.queryLiveBroadcastPage, page, livePageSchema);
}

/**
 * One broadcast: POST `/sso/liveBroadcastGroup/getLiveBroadcastDetail` `{liveId}`; null when
 * the gateway has none.
 * @throws {GatewayError}
 * @see ANN-18 @see ANN-19
 */
export function getLiveBroadcastDetail(client: GatewayClient, liveId: number): Promise<LiveBroadcast | null> {
  return client.call(NOTICE_PATHS.getLiveBroadcastDetail, { liveId }, liveBroadcastSchema.nullable());
}
