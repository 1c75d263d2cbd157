/**
 * Read-only content of the user centre (FIXTURE.md "User centre and services"): the help
 * centre's 8 documents in 3 groups (the order-list menu bound to one; 101, the AI assistant's, is
 * the key-feature announcement's visit link), the app market's 6
 * third-party apps (2 installed) and 2 banners. Each system's package and expiry are the
 * purchase seed's (./purchase.ts), which renewals move.
 * Texts per gateway language; the handlers pick the request's.
 * @module mock-gateway/seed/user-centre
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { SEED } from "./ids";

type Texts = Record<GatewayLanguage, string>;
const tx = (zh_CN: string, en_US: string, ko_KR: string): Texts => ({ zh_CN, en_US, ko_KR });

/** A help document group. */
export interface SeedDocGroup { groupId: number; groupName: Texts }
/** A help document: HTML content with h2/h3 headings (the page's table of contents). */
export interface SeedDoc { documentId: number; groupId: number; title: Texts; content: Texts; updateTime: string }

export const DOC_GROUPS: readonly SeedDocGroup[] = [
  { groupId: 1, groupName: tx("快速入门", "Getting started", "시작하기") },
  { groupId: 2, groupName: tx("订单与商品", "Orders and products", "주문 및 상품") },
  { groupId: 3, groupName: tx("账号与服务", "Account and services", "계정 및 서비스") },
];

/** Builds a document body with two sections, each a heading and a paragraph. */
function body(intro: Texts, sections: [Texts, Texts][]): Texts {
  const one = (lng: GatewayLanguage) =>
    `<p>${intro[lng]}</p>` + sections.map(([h, p]) => `<h2>${h[lng]}</h2><p>${p[lng]}</p>`).join("");
  return { zh_CN: one("zh_CN"), en_US: one("en_US"), ko_KR: one("ko_KR") };
}

/** The order-list help document, bound to the order-list menu (queryPageBindDocument). */
export const ORDER_LIST_DOC_ID = 201;

export const DOCS: readonly SeedDoc[] = [
  { documentId: 102, groupId: 1, updateTime: "2026-10-08 10:00:00", title: tx("如何开始使用卖家门户", "Getting started with the seller portal", "셀러 포털 시작하기"),
    content: body(tx("登录一次即可进入已订阅的所有系统。", "Sign in once to enter every system you subscribe to.", "한 번 로그인하면 구독한 모든 시스템에 들어갈 수 있습니다."), [
      [tx("进入系统", "Entering a system", "시스템 들어가기"), tx("在顶部的系统切换中选择系统。", "Choose a system in the switcher at the top.", "상단의 시스템 전환에서 시스템을 선택합니다.")],
      [tx("使用标签页", "Working in tabs", "탭 사용하기"), tx("每个菜单在自己的标签页中打开，刷新后仍会保留。", "Each menu opens in its own tab and stays after a reload.", "각 메뉴는 자체 탭에서 열리며 새로 고침 후에도 유지됩니다.")],
    ]) },
  { documentId: 103, groupId: 1, updateTime: "2026-10-12 09:30:00", title: tx("菜单搜索与收藏", "Menu search and favourites", "메뉴 검색 및 즐겨찾기"),
    content: body(tx("用搜索快速找到菜单，把常用菜单加入收藏。", "Find menus quickly with search and keep the ones you use in favourites.", "검색으로 메뉴를 빠르게 찾고 자주 쓰는 메뉴를 즐겨찾기에 추가합니다."), [
      [tx("搜索菜单", "Searching menus", "메뉴 검색"), tx("输入菜单名称的任意部分。", "Type any part of a menu's name.", "메뉴 이름의 일부를 입력합니다.")],
      [tx("收藏与置顶", "Favourites and pins", "즐겨찾기 및 고정"), tx("点击星标收藏，拖动调整顺序。", "Click the star to keep a menu; drag to reorder.", "별표를 눌러 즐겨찾기하고 끌어서 순서를 바꿉니다.")],
    ]) },
  { documentId: 101, groupId: 1, updateTime: "2026-10-20 15:00:00", title: tx("AI 助手使用指南", "Using the AI assistant", "AI 어시스턴트 사용 안내"),
    content: body(tx("AI 助手可以回答问题并分析当前页面的截图。", "The AI assistant answers questions and analyses a screenshot of the current page.", "AI 어시스턴트는 질문에 답하고 현재 페이지의 스크린샷을 분석합니다."), [
      [tx("会话", "Sessions", "세션"), tx("每个会话保留自己的历史记录。", "Each session keeps its own history.", "각 세션은 자체 기록을 유지합니다.")],
      [tx("额度", "Quota", "할당량"), tx("额度用完后可以联系管理员。", "When the quota runs out, contact your administrator.", "할당량이 소진되면 관리자에게 문의하세요.")],
    ]) },
  { documentId: ORDER_LIST_DOC_ID, groupId: 2, updateTime: "2026-11-02 11:20:00", title: tx("订单列表说明", "The order list", "주문 목록 안내"),
    content: body(tx("订单列表汇总各平台的订单，可按状态、平台和时间筛选。", "The order list gathers every platform's orders; filter by status, platform and time.", "주문 목록은 모든 플랫폼의 주문을 모아 상태, 플랫폼, 시간으로 필터링합니다."), [
      [tx("筛选订单", "Filtering orders", "주문 필터링"), tx("组合多个条件后点击查询。", "Combine conditions, then click Search.", "여러 조건을 조합한 뒤 조회를 누릅니다.")],
      [tx("导出订单", "Exporting orders", "주문 내보내기"), tx("导出任务完成后在下载中心获取文件。", "An export runs as a task; get the file in the download centre.", "내보내기 작업이 끝나면 다운로드 센터에서 파일을 받습니다.")],
    ]) },
  { documentId: 202, groupId: 2, updateTime: "2026-11-05 16:45:00", title: tx("商品管理", "Managing products", "상품 관리"),
    content: body(tx("维护商品资料、库存和价格。", "Keep product data, stock and prices up to date.", "상품 정보, 재고, 가격을 관리합니다."), [
      [tx("批量编辑", "Bulk editing", "일괄 편집"), tx("勾选多个商品后批量修改。", "Select several products and edit them together.", "여러 상품을 선택해 함께 수정합니다.")],
      [tx("库存预警", "Stock alerts", "재고 알림"), tx("库存低于阈值时会收到通知。", "You are notified when stock falls below the threshold.", "재고가 기준 아래로 떨어지면 알림을 받습니다.")],
    ]) },
  { documentId: 203, groupId: 2, updateTime: "2026-11-09 08:10:00", title: tx("打印面单与 C-Lodop", "Printing labels with C-Lodop", "C-Lodop로 송장 인쇄"),
    content: body(tx("打印前需要安装 C-Lodop 打印插件。", "Printing needs the C-Lodop print plugin.", "인쇄하려면 C-Lodop 인쇄 플러그인이 필요합니다."), [
      [tx("安装插件", "Installing the plugin", "플러그인 설치"), tx("按提示下载并安装 6.0 或以上版本。", "Download and install version 6.0 or later when asked.", "안내에 따라 6.0 이상 버전을 설치합니다.")],
      [tx("常见问题", "Common problems", "자주 묻는 문제"), tx("插件未启动时请重新打开。", "If the plugin is not running, start it again.", "플러그인이 실행되지 않으면 다시 시작하세요.")],
    ]) },
  { documentId: 301, groupId: 3, updateTime: "2026-11-12 14:00:00", title: tx("子账号与权限", "Sub-accounts and permissions", "하위 계정 및 권한"),
    content: body(tx("主账号可以添加子账号并分配角色。", "The owner adds sub-accounts and gives them roles.", "주 계정은 하위 계정을 추가하고 역할을 부여합니다."), [
      [tx("添加子账号", "Adding a sub-account", "하위 계정 추가"), tx("在权限管理中点击新增。", "Click Add in permissions management.", "권한 관리에서 추가를 누릅니다.")],
      [tx("停用与删除", "Disabling and deleting", "비활성화 및 삭제"), tx("停用后该账号会被立即登出。", "A disabled account is signed out at once.", "비활성화된 계정은 즉시 로그아웃됩니다.")],
    ]) },
  { documentId: 302, groupId: 3, updateTime: "2026-11-15 10:30:00", title: tx("续费与升级套餐", "Renewing and upgrading packages", "패키지 갱신 및 업그레이드"),
    content: body(tx("系统到期前会收到续费提醒。", "You are reminded before a system expires.", "시스템이 만료되기 전에 갱신 알림을 받습니다."), [
      [tx("续费", "Renewing", "갱신"), tx("在服务管理中选择续费并扫码支付。", "Choose Renew in service management and pay with the QR code.", "서비스 관리에서 갱신을 선택하고 QR 코드로 결제합니다.")],
      [tx("升级", "Upgrading", "업그레이드"), tx("升级后未购买的菜单即可使用。", "After an upgrade, the menus not bought before can be used.", "업그레이드 후에는 구매하지 않았던 메뉴를 사용할 수 있습니다.")],
    ]) },
];

/** Menu id → bound document (queryPageBindDocument). */
export const PAGE_DOCS: ReadonlyMap<number, number> = new Map([[SEED.menus.orderList.menuId, ORDER_LIST_DOC_ID]]);

/** A third-party app of the app market. installStatus 1 = installed, 0 = not. */
export interface SeedApp { appId: number; appName: Texts; appDesc: Texts; category: Texts; installStatus: 0 | 1; appPath: string }

const CATEGORY = { logistics: tx("物流", "Logistics", "물류"), finance: tx("财务", "Finance", "재무"), marketing: tx("营销", "Marketing", "마케팅") };

export const APPS: readonly SeedApp[] = [
  { appId: 501, installStatus: 1, appPath: "/apps/third/501/", category: CATEGORY.logistics, appName: tx("云途物流", "YunExpress", "윈익스프레스"), appDesc: tx("跨境小包下单与轨迹查询。", "Cross-border parcels: booking and tracking.", "해외 소포 접수 및 배송 조회.") },
  { appId: 502, installStatus: 1, appPath: "/apps/third/502/", category: CATEGORY.finance, appName: tx("PingPong 收款", "PingPong Checkout", "PingPong 수취"), appDesc: tx("多币种收款与结汇。", "Multi-currency receipts and settlement.", "다중 통화 수취 및 정산.") },
  { appId: 503, installStatus: 0, appPath: "/apps/third/503/", category: CATEGORY.logistics, appName: tx("燕文物流", "Yanwen Logistics", "옌원 물류"), appDesc: tx("经济小包与专线服务。", "Economy parcels and dedicated lines.", "경제형 소포 및 전용 노선.") },
  { appId: 504, installStatus: 0, appPath: "/apps/third/504/", category: CATEGORY.marketing, appName: tx("广告诊断", "Ad Doctor", "광고 진단"), appDesc: tx("自动诊断广告活动并给出建议。", "Diagnoses ad campaigns and suggests fixes.", "광고 캠페인을 진단하고 개선안을 제안합니다.") },
  { appId: 505, installStatus: 0, appPath: "/apps/third/505/", category: CATEGORY.finance, appName: tx("利润核算", "Profit Ledger", "이익 정산"), appDesc: tx("按店铺和 SKU 核算利润。", "Profit by shop and SKU.", "상점 및 SKU별 이익 계산.") },
  { appId: 506, installStatus: 0, appPath: "/apps/third/506/", category: CATEGORY.marketing, appName: tx("评论管家", "Review Keeper", "리뷰 키퍼"), appDesc: tx("汇总并回复买家评论。", "Collects and answers buyer reviews.", "구매자 리뷰를 모아 답변합니다.") },
];

/** A banner of the app market (text only: the portal's CSP loads no foreign images). */
export interface SeedBanner { bannerId: number; title: Texts; subTitle: Texts; appId: number }

export const BANNERS: readonly SeedBanner[] = [
  { bannerId: 1, appId: 504, title: tx("广告诊断上新", "New: Ad Doctor", "신규: 광고 진단"), subTitle: tx("一键体检你的广告活动", "A health check of your campaigns in one click", "클릭 한 번으로 캠페인 점검") },
  { bannerId: 2, appId: 505, title: tx("利润核算限时免费", "Profit Ledger free this month", "이익 정산 이번 달 무료"), subTitle: tx("看清每个 SKU 的真实利润", "See the real profit of every SKU", "SKU별 실제 이익을 확인하세요") },
];

/** Renewal notices cover systems expired or expiring within this many days. */
export const RENEW_NOTICE_DAYS = 30;
