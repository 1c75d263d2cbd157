/**
 * Fixed identifiers of the demo data set (FIXTURE.md). Tests, demos and e2e journeys name
 * things through `SEED`, never through literals. Values here are a contract: add, never change.
 * @module mock-gateway/seed/ids
 */

/** A FIXTURE account: `username` and its plaintext `password` (mock-only). */
export interface SeedAccount {
  readonly username: string;
  readonly password: string;
  readonly userId: number;
}

/** A notable leaf with its names in the three languages (I18N-06) and its shell sub-path. */
export interface SeedMenu {
  readonly menuId: number;
  readonly zh: string;
  readonly en: string;
  readonly ko: string;
  readonly path: string;
  readonly tab: string;
}

const menu = (menuId: number, zh: string, en: string, ko: string, path: string, tab: string): SeedMenu => ({
  menuId,
  zh,
  en,
  ko,
  path,
  tab,
});

export const SEED = {
  /** The fixed mock clock origin is "now" at seed time; these are the FIXTURE accounts. */
  accounts: {
    owner: { username: "owner", password: "Owner2026", userId: 100001 },
    leftie: { username: "leftie", password: "Leftie2026", userId: 100002 },
    korean: { username: "korean", password: "Korean2026", userId: 100003 },
    multi: { username: "multi", password: "Multi2026ab", userId: 100004 },
    lite: { username: "lite", password: "Lite2026ab", userId: 100005 },
    demo: { username: "demo", password: "Demo2026ab", userId: 100006 },
    noquota: { username: "noquota", password: "Noquota2026", userId: 100007 },
    bigco: { username: "bigco", password: "Bigco2026ab", userId: 100008 },
  },
  /** Company letters of FIXTURE.md and their encrypted subject codes (the `Company` header). */
  companies: {
    A: { id: "A", subjectCodeEncrypt: "U0FBUy1BLTAwMDEtN2Y0ZQ==", companyName: "深圳跨境优选科技有限公司" },
    B: { id: "B", subjectCodeEncrypt: "U0FBUy1CLTAwMDItMmM5MQ==", companyName: "杭州轻帆出海贸易有限公司" },
    C: { id: "C", subjectCodeEncrypt: "U0FBUy1DLTAwMDMtOWE2Yg==", companyName: "广州环球好物电子商务有限公司" },
    D: { id: "D", subjectCodeEncrypt: "U0FBUy1ELTAwMDQtNDRkMA==", companyName: "演示体验科技有限公司" },
    E: { id: "E", subjectCodeEncrypt: "U0FBUy1FLTAwMDUtYjE3Mw==", companyName: "宁波远航跨境集团有限公司" },
  },
  serviceIds: {
    erpA: 1001,
    amazonA: 1002,
    biA: 1003,
    wmsA: 1004,
    m2bA: 1005,
    listingA: 1006,
    supplyChainA: 1007,
    tmsA: 1008,
    erpC: 2001,
    amazonC: 2002,
    erpB: 3001,
    erpD: 4001,
    erpE: 5001,
  },
  /** Notable menus of ERP A (serviceId 1001) unless named otherwise. */
  menus: {
    home: menu(10101, "首页", "Home", "홈", "erp#/home", "home"),
    noCache: menu(10102, "实时看板", "Live dashboard", "실시간 대시보드", "erp#/dashboard/live", "live-dashboard"),
    longKey: menu(
      10103,
      "FBA补货建议明细",
      "FBA replenishment suggestions",
      "FBA 보충 제안 상세",
      "erp#/fba/replenishment-suggestion",
      "fba-replenishment-suggestion",
    ),
    /** The key of the long-key leaf (≥ 40 characters: pane keys that long are hashed). */
    longKeyKey: "m_10103_fba_replenishment_suggestion_detail_report",
    orderList: menu(10201, "订单列表", "Order list", "주문 목록", "erp#/order/list", "order-list"),
    orderDetail: menu(10202, "订单详情", "Order detail", "주문 상세", "erp#/order/detail", "order-detail"),
    productList: menu(10301, "商品列表", "Product list", "상품 목록", "erp#/product/list", "product-list"),
    /** Leaves with updateFlag 2 (not bought) and updatePackageIds "12,13". */
    notBought: [10203, 10302, 10401, 10501, 10601] as const,
    platformExpired: 10602,
    assetsExpiredApp: 10801, // assetsType 2
    assetsExpiredService: 10802, // assetsType 1
    financeGroup: 10700,
    financeLeaf: 10701,
    shopAuth: menu(11001, "店铺授权", "Shop authorization", "스토어 인증", "iframe#/m_11001", "shop-authorization"),
    iframeSyncLog: menu(11002, "平台对接日志", "Platform sync logs", "플랫폼 동기화 로그", "iframe#/m_11002", "platform-sync-logs"),
    /** Marked external (MENU-10): menuUrl `{mock origin}/apps/page/11004`, opened in a new window. */
    externalPage: menu(11004, "物流轨迹查询", "Parcel tracking", "배송 추적", "", "parcel-tracking"),
    /** Marked external with a hostile menuUrl ({@link externalHostileUrl}): opens nothing. */
    externalHostile: menu(11005, "外部结算报表", "External settlement report", "외부 정산 보고서", "", "external-settlement"),
    externalHostileUrl: "javascript:alert(document.domain)",
    announcements: menu(
      11101,
      "公告",
      "Announcements",
      "공지사항",
      "sso-web#/company/notice/announcement",
      "announcements",
    ),
    notifications: menu(
      11102,
      "消息通知",
      "Notifications",
      "알림",
      "sso-web#/company/notice/notification",
      "notifications",
    ),
    downloadCenter: menu(11103, "下载中心", "Download centre", "다운로드 센터", "sso-web#/user/download-center", "download-center"),
    helpCenter: 11104,
    liveReplay: 11105,
    accountSettings: 11201,
    appMarket: 11202,
    serviceManage: 11203,
    permissionsGroup: 11210,
    userCenter: 11211,
    /** The permissions `/embel/list` leaf, selectFlag 2. */
    permissionsList: menu(11212, "角色权限", "Roles & permissions", "역할 및 권한", "sso-web#/embel/list", "embel-list"),
    /** Leaves carrying relationMenuList / topicList. */
    withRelations: [10201, 10301] as const,
    amazonCampaigns: menu(100211, "广告活动", "Campaigns", "광고 캠페인", "amazon#/ads/campaigns", "ads-campaigns"),
  },
  /** Owner's saved state on ERP A. */
  owner: {
    favorites: [10201, 10301, 11101] as const,
    pins: [10202, 11103] as const,
    defaultSceneKey: "c_default",
    customSceneId: 9002,
    customSceneMenuIds: [10201, 10202, 10301, 10203, 11102] as const,
  },
  /** Download tasks of owner, by state. */
  downloads: { done: 7001, running: 7002, failed: 7003, notStarted: 7004 },
  announcements: { keyFeature: 8001, headings: 8002, plain: 8003, hostile: 8004 },
  lives: { now: 6001, replay: 6002 },
  /** bigco: 20 groups × 250 leaves = 5,000 leaf menus. */
  bigco: { groups: 20, leavesPerGroup: 250, notifications: 400 },
} as const;
