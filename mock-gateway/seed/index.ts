/**
 * Seeds the whole FIXTURE.md data set into a database, deterministically: fixed ids, a
 * fixed-seed PRNG, and times relative to `now` (the mock clock at seed time). Seeding the same
 * `now` and `publicUrl` twice gives deep-equal states.
 * @module mock-gateway/seed
 */
import type { MockDb } from "../model/db";
import { seedAccounts, seedSystems } from "./accounts";
import { seedAssistant, seedDownloads, seedLiteGuide } from "./assistant";
import {
  seedAnnouncements, seedClassifications, seedLives, seedNotifications, seedOwnerMenuState, seedSystemParams,
} from "./content";
import { buildErpMenus } from "./erp-menus";
import { SEED } from "./ids";
import type { MenuRow } from "./menu-rows";
import { AMAZON_LEAVES, LITE_ERP_LEAVES, SMALL_ERP_LEAVES, buildBigcoMenus, buildSmallTree, genericLeaves } from "./other-menus";
import { createPrng } from "./prng";
import { seedPurchase } from "./purchase";
import { seedSubAccounts } from "./sub-accounts";

/** The PRNG seed of the data set. */
export const SEED_NUMBER = 20260318;

/** Options of {@link seedDb}: the mock's origin and the mock-clock ms at seed time. */
export interface SeedOptions {
  publicUrl: string;
  now: number;
}

/** Builds every menu row of every system. */
export function buildAllMenus(publicUrl: string, now: number, prng: ReturnType<typeof createPrng>): MenuRow[] {
  const S = SEED.serviceIds;
  const erpGroup = ["订单与商品", "Orders & products", "주문 및 상품", "erp-basic"] as const;
  const amazonGroup = ["广告管理", "Advertising", "광고 관리", "amazon-ads"] as const;
  // Each named in the three languages (the group and its leaves: no Chinese in an English menu).
  const generic = (id: number, app: string, names: readonly [string, string, string], slug: string) =>
    buildSmallTree(id, app, publicUrl, [...names, slug], genericLeaves([...names, slug]));
  return [
    ...buildErpMenus(S.erpA, publicUrl, now),
    ...buildSmallTree(S.amazonA, "amazon", publicUrl, amazonGroup, AMAZON_LEAVES),
    ...generic(S.biA, "bi", ["BI", "BI", "BI"], "bi"),
    ...generic(S.wmsA, "wms", ["仓储", "Warehouse", "창고"], "wms"),
    ...generic(S.m2bA, "m2b", ["分销", "Distribution", "유통"], "m2b"),
    ...generic(S.listingA, "listing", ["刊登", "Listing", "리스팅"], "listing"),
    ...generic(S.supplyChainA, "supply", ["供应链", "Supply chain", "공급망"], "supply"),
    ...generic(S.tmsA, "tms", ["物流", "Logistics", "물류"], "tms"),
    ...buildSmallTree(S.erpC, "erp", publicUrl, erpGroup, SMALL_ERP_LEAVES),
    ...buildSmallTree(S.amazonC, "amazon", publicUrl, amazonGroup, AMAZON_LEAVES),
    ...buildSmallTree(S.erpB, "erp", publicUrl, erpGroup, LITE_ERP_LEAVES),
    ...buildSmallTree(S.erpD, "erp", publicUrl, erpGroup, SMALL_ERP_LEAVES),
    ...buildBigcoMenus(S.erpE, publicUrl, prng),
  ];
}

/** Seeds `db` (expected empty) with the whole data set. */
export function seedDb(db: MockDb, { publicUrl, now }: SeedOptions): void {
  const prng = createPrng(SEED_NUMBER);
  seedAccounts(db);
  seedSystems(db);
  for (const row of buildAllMenus(publicUrl, now, prng)) db.menu.create(row);
  seedOwnerMenuState(db);
  seedAnnouncements(db, now, publicUrl);
  seedClassifications(db);
  seedNotifications(db, now, prng);
  seedLives(db, now, publicUrl);
  seedSystemParams(db);
  seedAssistant(db, now);
  seedDownloads(db, now, publicUrl);
  seedLiteGuide(db);
  seedPurchase(db, now);
  seedSubAccounts(db, now);
}
