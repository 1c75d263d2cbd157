/**
 * The ERP menu tree of company A (serviceId 1001, FIXTURE.md "ERP menus of company A"):
 * 13 groups; special leaves at fixed ids (SEED.menus), generated leaves at groupId + 50 + n.
 * @module mock-gateway/seed/erp-menus
 */
import { ERP_GROUPS, VIEWS, type Named } from "./erp-menu-names";
import { SEED } from "./ids";
import { groupRow, leafRow, type BuildCtx, type MenuRow } from "./menu-rows";
import { DAY, gatewayTime } from "./time";

type Special = (ctx: BuildCtx, groupId: number, now: number) => MenuRow[];
const M = SEED.menus;
const named = (m: { zh: string; en: string; ko: string }, slug: string): Named => [m.zh, m.en, m.ko, slug];
const erp = (url: string) => ({ app: "erp", url });
const sso = (url: string) => ({ app: "sso-web" as const, url });
const notBought = { updateFlag: 2, updatePackageIds: "12,13" };
const relations = (...names: string[]) => JSON.stringify(names.map((menuName) => ({ menuName })));
const topics = (...titles: string[]) => JSON.stringify(titles.map((title, i) => ({ topicId: i + 1, title })));

/** Special leaves per group code, at their fixed SEED ids. */
const SPECIALS: Record<string, Special> = {
  workbench: (c, g) => [
    leafRow(c, M.home.menuId, g, 1, named(M.home, "home"), erp("/home"), M.home.tab, { closable: false, icon: "gb-icon-home" }),
    leafRow(c, M.noCache.menuId, g, 2, named(M.noCache, "live"), erp("/dashboard/live"), M.noCache.tab, { noCache: true }),
    leafRow(c, M.longKey.menuId, g, 3, named(M.longKey, "fba"), erp("/fba/replenishment-suggestion"), M.longKey.tab, {
      key: M.longKeyKey,
    }),
  ],
  order: (c, g) => [
    leafRow(c, M.orderList.menuId, g, 1, named(M.orderList, "l"), erp("/order/list"), M.orderList.tab, {
      relationMenuListJson: relations("订单详情", "售后工单列表", "退款列表"),
      topicListJson: topics("如何批量审核订单", "订单同步延迟怎么办"),
    }),
    leafRow(c, M.orderDetail.menuId, g, 2, named(M.orderDetail, "d"), erp("/order/detail"), M.orderDetail.tab),
    leafRow(c, 10203, g, 3, ["订单自动审核", "Auto order review", "주문 자동 검토", "x"], erp("/order/auto-review"), "order-auto-review", notBought),
  ],
  product: (c, g) => [
    leafRow(c, M.productList.menuId, g, 1, named(M.productList, "l"), erp("/product/list"), M.productList.tab, {
      relationMenuListJson: relations("SKU配对列表", "组合商品列表"),
      topicListJson: topics("商品导入模板说明"),
    }),
    leafRow(c, 10302, g, 2, ["商品智能定价", "Smart pricing", "스마트 가격 책정", "x"], erp("/product/smart-pricing"), "smart-pricing", notBought),
  ],
  purchase: (c, g) => [
    leafRow(c, 10401, g, 1, ["采购需求预测", "Purchase forecasting", "구매 수요 예측", "x"], erp("/purchase/forecast"), "purchase-forecast", notBought),
  ],
  warehouse: (c, g) => [
    leafRow(c, 10501, g, 1, ["海外仓对接", "Overseas warehouse link", "해외 창고 연동", "x"], erp("/warehouse/overseas"), "overseas-warehouse", notBought),
  ],
  ads: (c, g, now) => [
    leafRow(c, 10601, g, 1, ["广告智能调价", "Smart bid adjustment", "스마트 입찰 조정", "x"], erp("/ads/smart-bid"), "smart-bid", notBought),
    leafRow(c, M.platformExpired, g, 2, ["TikTok店铺运营", "TikTok shop operation", "TikTok 스토어 운영", "x"], erp("/ads/tiktok-shop"), "tiktok-shop-operation", {
      platformExpireTime: gatewayTime(now - 3 * DAY),
    }),
  ],
  finance: (c, g) => [
    leafRow(c, M.financeLeaf, g, 1, ["利润报表", "Profit report", "이익 보고서", "x"], erp("/finance/profit"), "profit-report"),
  ],
  analytics: (c, g, now) => [
    leafRow(c, M.assetsExpiredApp, g, 1, ["选品分析", "Product research", "상품 리서치", "x"], erp("/analytics/product-research"), "product-research", {
      assetsType: 2,
      assetsExpireTime: gatewayTime(now - 2 * DAY),
    }),
    leafRow(c, M.assetsExpiredService, g, 2, ["库存预警", "Stock alerts", "재고 경고", "x"], erp("/analytics/stock-alert"), "stock-alert", {
      assetsType: 1,
      assetsExpireTime: gatewayTime(now - DAY),
    }),
  ],
  shop: (c, g) => [
    leafRow(c, M.shopAuth.menuId, g, 1, named(M.shopAuth, "x"), { app: "iframe" }, M.shopAuth.tab, { functionClass: "shopAuth" }),
    leafRow(c, M.iframeSyncLog.menuId, g, 2, named(M.iframeSyncLog, "x"), { app: "iframe" }, M.iframeSyncLog.tab),
    leafRow(c, 11003, g, 3, ["物流渠道配置", "Carrier settings", "배송 채널 설정", "x"], { app: "iframe" }, "carrier-settings"),
    // MENU-10: marked external: a page the mock serves, and a hostile url (opens nothing).
    leafRow(c, M.externalPage.menuId, g, 4, named(M.externalPage, "x"), { app: "iframe" }, M.externalPage.tab, { path: "", external: 1 }),
    leafRow(c, M.externalHostile.menuId, g, 5, named(M.externalHostile, "x"), { app: "iframe" }, M.externalHostile.tab, {
      path: "",
      menuUrl: M.externalHostileUrl,
      external: 1,
    }),
  ],
  message: (c, g) => [
    leafRow(c, M.announcements.menuId, g, 1, named(M.announcements, "x"), sso("/company/notice/announcement"), M.announcements.tab),
    leafRow(c, M.notifications.menuId, g, 2, named(M.notifications, "x"), sso("/company/notice/notification"), M.notifications.tab),
    leafRow(c, M.downloadCenter.menuId, g, 3, named(M.downloadCenter, "x"), sso("/user/download-center"), M.downloadCenter.tab),
    leafRow(c, M.helpCenter, g, 4, ["帮助中心", "Help centre", "도움말 센터", "x"], sso("/company/helper/center"), "help-center"),
    leafRow(c, M.liveReplay, g, 5, ["直播与回放", "Live and replay", "라이브 및 다시보기", "x"], sso("/company/helper/live-roadcast"), "live-replay"),
  ],
  settings: (c, g) => [
    leafRow(c, M.accountSettings, g, 1, ["账号设置", "Account settings", "계정 설정", "x"], sso("/user/basics-info"), "account-settings"),
    leafRow(c, M.appMarket, g, 2, ["应用市场", "App market", "앱 마켓", "x"], sso("/app/home"), "app-market"),
    leafRow(c, M.serviceManage, g, 3, ["服务管理", "Service management", "서비스 관리", "x"], sso("/company/serve/serve-manage"), "service-manage"),
    groupRow(c, M.permissionsGroup, g, 4, ["权限管理", "Permissions", "권한 관리", "permissions"], "gb-icon-lock"),
    leafRow(c, M.userCenter, M.permissionsGroup, 1, ["用户中心", "User centre", "사용자 센터", "x"], sso("/embel/home"), "user-center"),
    leafRow(c, M.permissionsList.menuId, M.permissionsGroup, 2, named(M.permissionsList, "x"), sso("/embel/list"), M.permissionsList.tab, {
      selectFlag: 2,
    }),
  ],
};

/**
 * Builds the ERP A rows.
 * @param publicUrl the mock's origin (iframe leaves point at `{publicUrl}/apps/page/{menuId}`)
 * @param now mock-clock ms at seed time (expiry dates are relative to it)
 */
export function buildErpMenus(serviceId: number, publicUrl: string, now: number): MenuRow[] {
  const rows: MenuRow[] = [];
  ERP_GROUPS.forEach((group, gi) => {
    const groupId = 10000 + (gi + 1) * 100;
    const ctx: BuildCtx = { serviceId, groupCode: group.code, publicUrl };
    rows.push(groupRow(ctx, groupId, 0, gi + 1, group.name, group.icon));
    const specials = SPECIALS[group.code]?.(ctx, groupId, now) ?? [];
    rows.push(...specials);
    let n = 0;
    for (const entity of group.entities) {
      for (const view of VIEWS) {
        n += 1;
        const name: Named = [`${entity[0]}${view[0]}`, `${entity[1]} ${view[1]}`, `${entity[2]} ${view[2]}`, ""];
        const url = `/${entity[3]}/${view[3]}`;
        rows.push(leafRow(ctx, groupId + 50 + n, groupId, 10 + n, name, erp(url), `${entity[3]}-${view[3]}`));
      }
    }
  });
  return rows;
}
