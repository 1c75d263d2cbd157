/**
 * What `/api/user-centre/*` answers (api.server.ts), for the pages.
 * @module features/user-centre/types
 */

/** One subscribed system as the user centre shows it. */
export interface HomeSystem {
  serviceId: number;
  systemCode: string;
  systemName: string;
  status: number;
  /** Activation date as the gateway wrote it. */
  serviceActive: string | null;
  packageName: string | null;
  /** `yyyy-MM-dd HH:mm:ss` (gateway time); null without a package. */
  serviceExpireTime: string | null;
}

/** A renewal notice. */
export interface HomeNotice {
  serviceId: number;
  systemCode: string;
  systemName: string;
  packageName: string;
  serviceExpireTime: string;
  expired: boolean;
  /** Whole days left (0 when expired); null when the gateway did not say. */
  remainDays: number | null;
}

/** GET /api/user-centre/home. @see USER-01 */
export interface HomeData {
  company: { companyName: string; isOwner: boolean; packageNames: string[] };
  user: { userName: string; realName: string };
  systems: HomeSystem[];
  notices: HomeNotice[];
}

/** GET /api/user-centre/apps. @see USER-07 */
export interface MarketData {
  apps: { appId: number; appName: string; appDesc: string; appCategory: string; installed: boolean; appUrl: string | null }[];
  banners: { bannerId: number; bannerTitle: string; bannerSubTitle: string; appId: number | null }[];
}

/** A help document group with its documents' titles. */
export interface HelpGroup {
  groupId: number;
  groupName: string;
  documents: { documentId: number; documentTitle: string; updateTime: string | null }[];
}

/** GET /api/user-centre/help. @see USER-08 */
export interface HelpData {
  groups: HelpGroup[];
  /** The asked document with sanitised HTML; null when none was asked or the gateway does not know it. */
  document: { documentId: number; documentTitle: string; updateTime: string | null; html: string } | null;
}
