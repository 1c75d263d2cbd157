/**
 * Menu trees of the systems other than ERP A: small trees (a home and a few leaves) at ids
 * `serviceId * 100 + n`, and the bigco large-tenant tree (20 groups × 250 leaves) at
 * `5_000_000 + group * 1000 + n`.
 * @module mock-gateway/seed/other-menus
 */
import { ERP_GROUPS, VIEWS, type Named } from "./erp-menu-names";
import { SEED } from "./ids";
import { groupRow, leafRow, type BuildCtx, type MenuRow } from "./menu-rows";
import type { Prng } from "./prng";

const HOME: Named = ["首页", "Home", "홈", "home"];

/** A small tree for `app` (the micro-app name): a home leaf plus one group of `leaves`. */
export function buildSmallTree(
  serviceId: number,
  app: string,
  publicUrl: string,
  group: Named,
  leaves: ReadonlyArray<readonly [Named, string]>,
): MenuRow[] {
  const base = serviceId * 100;
  const ctx: BuildCtx = { serviceId, groupCode: group[3], publicUrl };
  const rows: MenuRow[] = [
    leafRow({ ...ctx, groupCode: "home" }, base + 1, 0, 1, HOME, { app, url: "/home" }, "home", { closable: false }),
    groupRow(ctx, base + 10, 0, 2, group, "gb-icon-menu"),
  ];
  leaves.forEach(([name, url], i) => {
    rows.push(leafRow(ctx, base + 11 + i, base + 10, i + 1, name, { app, url }, name[3]));
  });
  rows.push(
    leafRow(ctx, base + 30, base + 10, 30, ["公告", "Announcements", "공지사항", "x"], {
      app: "sso-web",
      url: "/company/notice/announcement",
    }, "announcements"),
  );
  return rows;
}

/** The leaves of an AMAZON_OPERATE tree (`amazon#/ads/campaigns` first, SEED.menus.amazonCampaigns). */
export const AMAZON_LEAVES: ReadonlyArray<readonly [Named, string]> = [
  [["广告活动", "Campaigns", "광고 캠페인", "ads-campaigns"], "/ads/campaigns"],
  [["关键词投放", "Keyword targeting", "키워드 타기팅", "ads-keywords"], "/ads/keywords"],
  [["搜索词报告", "Search term report", "검색어 보고서", "search-terms"], "/reports/search-terms"],
  [["Listing健康度", "Listing health", "리스팅 상태", "listing-health"], "/listing/health"],
];

/** The leaves of a small ERP tree (companies B, C, D). */
export const SMALL_ERP_LEAVES: ReadonlyArray<readonly [Named, string]> = [
  [["订单列表", "Order list", "주문 목록", "order-list"], "/order/list"],
  [["订单详情", "Order detail", "주문 상세", "order-detail"], "/order/detail"],
  [["商品列表", "Product list", "상품 목록", "product-list"], "/product/list"],
  [["库存列表", "Inventory list", "재고 목록", "inventory-list"], "/inventory/list"],
];

/** Company B's ERP (the lite edition): the small tree plus the lite pages the guide opens (ROUTE-30). */
export const LITE_ERP_LEAVES: ReadonlyArray<readonly [Named, string]> = [
  ...SMALL_ERP_LEAVES,
  [["Listing列表", "Listings", "리스팅 목록", "lite-listing"], "/sales/listing_list"],
  [["FBA库存", "FBA inventory", "FBA 재고", "lite-inventory"], "/inventory/inventory_fba"],
  [["销售订单", "Sales orders", "판매 주문", "lite-orders"], "/sales/order_list"],
];

/**
 * A generic small tree for other systems (BI, WMS, TMS…): overview, reports, settings, each named
 * in the three languages after the system's `[zh_CN, en_US, ko_KR, slug]` names.
 */
export function genericLeaves(system: Named): Array<readonly [Named, string]> {
  const [zh, en, ko, slug] = system;
  return [
    [[`${zh}概览`, `${en} overview`, `${ko} 개요`, `${slug}-overview`], "/overview"],
    [[`${zh}报表`, `${en} reports`, `${ko} 보고서`, `${slug}-reports`], "/reports"],
    [[`${zh}设置`, `${en} settings`, `${ko} 설정`, `${slug}-settings`], "/settings"],
  ];
}

/**
 * The bigco ERP tree: 20 groups of 250 leaves (5,000 leaves); the first leaf is home.
 * Names reuse the ERP group vocabulary with a numbered variant picked by the PRNG.
 */
export function buildBigcoMenus(serviceId: number, publicUrl: string, prng: Prng): MenuRow[] {
  const rows: MenuRow[] = [];
  const { groups, leavesPerGroup } = SEED.bigco;
  for (let g = 1; g <= groups; g++) {
    const def = ERP_GROUPS[(g - 1) % ERP_GROUPS.length];
    const groupId = 5_000_000 + g * 1000;
    const round = Math.floor((g - 1) / ERP_GROUPS.length) + 1;
    const gName: Named = [`${def.name[0]}${round > 1 ? round : ""}`, `${def.name[1]}${round > 1 ? ` ${round}` : ""}`,
      `${def.name[2]}${round > 1 ? ` ${round}` : ""}`, `${def.name[3]}-${g}`];
    const ctx: BuildCtx = { serviceId, groupCode: gName[3], publicUrl };
    rows.push(groupRow(ctx, groupId, 0, g, gName, def.icon));
    for (let n = 1; n <= leavesPerGroup; n++) {
      const menuId = groupId + n;
      if (g === 1 && n === 1) {
        rows.push(leafRow(ctx, menuId, groupId, n, HOME, { app: "erp", url: "/home" }, "home", { closable: false }));
        continue;
      }
      const entity = prng.pick(def.entities);
      const view = VIEWS[n % VIEWS.length];
      const name: Named = [`${entity[0]}${view[0]} ${n}`, `${entity[1]} ${view[1]} ${n}`, `${entity[2]} ${view[2]} ${n}`, ""];
      rows.push(leafRow(ctx, menuId, groupId, n, name, { app: "erp", url: `/${entity[3]}/${view[3]}/${g}-${n}` }, `g${g}-m${n}`, {
        updateFlag: prng.int(20) === 0 ? 2 : 1,
      }));
    }
  }
  return rows;
}
