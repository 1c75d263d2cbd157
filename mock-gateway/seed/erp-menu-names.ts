/**
 * Names of the ERP menu groups and their generated leaves, in zh_CN / en_US / ko_KR (I18N-06).
 * Each group lists business entities; every entity yields three leaves (list, statistics,
 * settings), which with the special leaves of `erp-menus.ts` gives ERP A its ≥ 240 leaves.
 * @module mock-gateway/seed/erp-menu-names
 */

/** A name in three languages plus a URL slug. */
export type Named = readonly [zh: string, en: string, ko: string, slug: string];

/** A top-level group: its code (for role filtering), names, icon and entities. */
export interface GroupDef {
  readonly code: string;
  readonly name: Named;
  readonly icon: string;
  readonly entities: readonly Named[];
}

/** The three generated views of an entity. */
export const VIEWS: readonly Named[] = [
  ["列表", "list", "목록", "list"],
  ["统计", "statistics", "통계", "stats"],
  ["设置", "settings", "설정", "settings"],
];

/** The 13 ERP groups (8 in the header, the rest in the overflow), in menu order. */
export const ERP_GROUPS: readonly GroupDef[] = [
  { code: "workbench", name: ["工作台", "Workbench", "워크벤치", "workbench"], icon: "gb-icon-home", entities: [
    ["待办事项", "To-do", "할 일", "todo"], ["经营概览", "Business overview", "경영 개요", "overview"],
    ["快捷入口", "Shortcut", "바로가기", "shortcut"], ["团队动态", "Team activity", "팀 활동", "team-activity"],
    ["业绩目标", "Sales target", "실적 목표", "sales-target"], ["公告栏", "Bulletin", "게시판", "bulletin"],
  ] },
  { code: "order", name: ["订单管理", "Orders", "주문 관리", "orders"], icon: "gb-icon-order", entities: [
    ["退款", "Refund", "환불", "refund"], ["售后工单", "After-sales ticket", "A/S 티켓", "after-sales"],
    ["合并订单", "Merged order", "병합 주문", "merged-order"], ["拆分订单", "Split order", "분할 주문", "split-order"],
    ["异常订单", "Exception order", "이상 주문", "exception-order"], ["自发货订单", "Merchant-fulfilled order", "셀러 배송 주문", "mfn-order"],
    ["FBA订单", "FBA order", "FBA 주문", "fba-order"],
  ] },
  { code: "product", name: ["商品管理", "Products", "상품 관리", "products"], icon: "gb-icon-goods", entities: [
    ["SKU配对", "SKU mapping", "SKU 매핑", "sku-mapping"], ["组合商品", "Bundle", "번들 상품", "bundle"],
    ["商品分类", "Category", "상품 분류", "category"], ["品牌", "Brand", "브랜드", "brand"],
    ["商品标签", "Product tag", "상품 태그", "product-tag"], ["变体", "Variation", "옵션 상품", "variation"],
    ["图片空间", "Image library", "이미지 라이브러리", "image-library"],
  ] },
  { code: "purchase", name: ["采购管理", "Purchasing", "구매 관리", "purchasing"], icon: "gb-icon-purchase", entities: [
    ["采购单", "Purchase order", "구매 주문", "purchase-order"], ["供应商", "Supplier", "공급업체", "supplier"],
    ["采购计划", "Purchase plan", "구매 계획", "purchase-plan"], ["到货质检", "Inbound inspection", "입고 검수", "inspection"],
    ["采购退货", "Purchase return", "구매 반품", "purchase-return"], ["1688采购", "1688 sourcing", "1688 소싱", "sourcing-1688"],
  ] },
  { code: "warehouse", name: ["仓储物流", "Warehouse & logistics", "창고 및 물류", "warehouse"], icon: "gb-icon-warehouse", entities: [
    ["库存", "Inventory", "재고", "inventory"], ["入库单", "Inbound receipt", "입고서", "inbound"],
    ["出库单", "Outbound receipt", "출고서", "outbound"], ["库位", "Bin location", "로케이션", "bin"],
    ["盘点", "Stocktake", "재고 실사", "stocktake"], ["物流渠道", "Shipping channel", "배송 채널", "shipping-channel"],
    ["FBA发货", "FBA shipment", "FBA 배송", "fba-shipment"],
  ] },
  { code: "ads", name: ["广告营销", "Advertising", "광고 마케팅", "advertising"], icon: "gb-icon-ads", entities: [
    ["广告活动", "Campaign", "캠페인", "campaign"], ["关键词", "Keyword", "키워드", "keyword"],
    ["否定词", "Negative keyword", "제외 키워드", "negative-keyword"], ["优惠券", "Coupon", "쿠폰", "coupon"],
    ["秒杀", "Lightning deal", "라이트닝 딜", "lightning-deal"], ["站外推广", "Off-site promotion", "외부 프로모션", "offsite"],
  ] },
  { code: "finance", name: ["财务管理", "Finance", "재무 관리", "finance"], icon: "gb-icon-finance", entities: [
    ["结算单", "Settlement", "정산서", "settlement"], ["费用", "Expense", "비용", "expense"],
    ["回款", "Payout", "대금 회수", "payout"], ["发票", "Invoice", "송장", "invoice"],
    ["汇率", "Exchange rate", "환율", "exchange-rate"], ["成本核算", "Cost accounting", "원가 계산", "cost-accounting"],
    ["VAT税务", "VAT", "부가세", "vat"],
  ] },
  { code: "analytics", name: ["数据分析", "Analytics", "데이터 분석", "analytics"], icon: "gb-icon-chart", entities: [
    ["销量", "Sales volume", "판매량", "sales-volume"], ["利润", "Profit", "이익", "profit"],
    ["流量", "Traffic", "트래픽", "traffic"], ["退货率", "Return rate", "반품률", "return-rate"],
    ["竞品", "Competitor", "경쟁 상품", "competitor"], ["店铺绩效", "Shop performance", "스토어 성과", "shop-performance"],
  ] },
  { code: "service", name: ["客服中心", "Customer service", "고객 서비스", "customer-service"], icon: "gb-icon-service", entities: [
    ["买家消息", "Buyer message", "구매자 메시지", "buyer-message"], ["邮件模板", "Email template", "이메일 템플릿", "email-template"],
    ["评价", "Review", "리뷰", "review"], ["索评", "Review request", "리뷰 요청", "review-request"],
    ["纠纷", "Dispute", "분쟁", "dispute"], ["黑名单", "Blocklist", "차단 목록", "blocklist"],
  ] },
  { code: "shop", name: ["店铺授权", "Shops", "스토어 관리", "shops"], icon: "gb-icon-shop", entities: [
    ["店铺", "Shop", "스토어", "shop"], ["站点", "Marketplace", "마켓플레이스", "marketplace"],
    ["授权记录", "Authorization record", "인증 기록", "auth-record"], ["店铺分组", "Shop group", "스토어 그룹", "shop-group"],
    ["邮箱授权", "Mailbox authorization", "메일함 인증", "mailbox-auth"], ["广告授权", "Ads authorization", "광고 인증", "ads-auth"],
  ] },
  { code: "message", name: ["消息公告", "Messages", "메시지", "messages"], icon: "gb-icon-message", entities: [
    ["系统消息", "System message", "시스템 메시지", "system-message"], ["订阅", "Subscription", "구독", "subscription"],
    ["通知规则", "Notification rule", "알림 규칙", "notification-rule"], ["钉钉推送", "DingTalk push", "딩톡 푸시", "dingtalk-push"],
    ["免打扰", "Quiet hours", "방해 금지", "quiet-hours"], ["更新日志", "Release note", "업데이트 로그", "release-note"],
  ] },
  { code: "settings", name: ["系统设置", "Settings", "시스템 설정", "settings"], icon: "gb-icon-setting", entities: [
    ["子账号", "Sub-account", "하위 계정", "sub-account"], ["操作日志", "Operation log", "작업 로그", "operation-log"],
    ["打印模板", "Print template", "인쇄 템플릿", "print-template"], ["自定义字段", "Custom field", "사용자 정의 필드", "custom-field"],
    ["开放接口", "Open API", "오픈 API", "open-api"], ["数据导出", "Data export", "데이터 내보내기", "data-export"],
  ] },
  { code: "marketplaces", name: ["多平台", "Marketplaces", "멀티 플랫폼", "marketplaces"], icon: "gb-icon-platform", entities: [
    ["亚马逊", "Amazon", "아마존", "amazon"], ["TikTok Shop", "TikTok Shop", "틱톡 샵", "tiktok"],
    ["Shopee", "Shopee", "쇼피", "shopee"], ["eBay", "eBay", "이베이", "ebay"],
    ["沃尔玛", "Walmart", "월마트", "walmart"], ["Temu", "Temu", "테무", "temu"],
    ["Coupang", "Coupang", "쿠팡", "coupang"],
  ] },
];
