/**
 * The user centre's wire shapes (gateway field names), browser-safe: the server reads the
 * gateway's replies with them and the pages read the portal's `/api/user-centre/*` with them.
 * Strings are bounded so a hostile reply cannot flood a page.
 * @module gateway/user-centre-schemas
 * @see USER-01 @see USER-07 @see USER-08
 */
import { z } from "zod";
import { numeric } from "./wire";

const text = (max: number) => z.string().max(max);

/** One renewal notice (queryRenewNotice): a system expired (expired 1) or expiring soon. */
export const renewNoticeSchema = z
  .object({
    serviceId: numeric,
    systemCode: text(64),
    systemName: text(128).nullish(),
    packageName: text(128).nullish(),
    serviceExpireTime: text(32),
    expired: numeric.nullish(),
    remainDays: numeric.nullish(),
  })
  .passthrough();
export type RenewNotice = z.infer<typeof renewNoticeSchema>;
export const renewNoticeListSchema = z.array(renewNoticeSchema).max(200);

/** A subscribed system's package and expiry; null fields: no package. */
export const systemPackageSchema = z
  .object({
    serviceId: numeric,
    systemCode: text(64),
    packageId: numeric.nullish(),
    packageName: text(128).nullish(),
    serviceExpireTime: text(32).nullish(),
  })
  .passthrough();
export type SystemPackage = z.infer<typeof systemPackageSchema>;
export const systemPackageListSchema = z.array(systemPackageSchema).max(200);

/** The document bound to a page (queryPageBindDocument); null: none. */
export const pageDocumentSchema = z.object({ platformType: numeric.nullish(), documentId: numeric }).passthrough().nullable();

/** The help centre's documents by group. */
export const documentGroupListSchema = z
  .array(
    z.object({
      groupId: numeric,
      groupName: text(128),
      documents: z.array(z.object({ documentId: numeric, documentTitle: text(256), updateTime: text(32).nullish() }).passthrough()).max(1000),
    }).passthrough(),
  )
  .max(200);
export type DocumentGroup = z.infer<typeof documentGroupListSchema>[number];

/** One help document; `documentContent` is HTML (sanitised by the portal's server before any page). */
export const documentDetailSchema = z
  .object({
    documentId: numeric,
    groupId: numeric.nullish(),
    documentTitle: text(256),
    documentContent: text(500_000),
    updateTime: text(32).nullish(),
  })
  .passthrough();
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** A third-party app of the app market (installStatus 1: installed). */
export const thirdAppSchema = z
  .object({
    appId: numeric,
    appName: text(128),
    appDesc: text(1000).nullish(),
    appCategory: text(64).nullish(),
    installStatus: numeric.nullish(),
    appUrl: text(2048).nullish(),
  })
  .passthrough();
export type ThirdApp = z.infer<typeof thirdAppSchema>;
export const thirdAppListSchema = z.array(thirdAppSchema).max(500);

/** A banner of the app market. */
export const bannerSchema = z
  .object({ bannerId: numeric, bannerTitle: text(128), bannerSubTitle: text(256).nullish(), appId: numeric.nullish() })
  .passthrough();
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.array(bannerSchema).max(50);
