/**
 * Owner's menu state, announcements, notifications, classifications, live broadcasts and system
 * parameters of FIXTURE.md.
 * @module mock-gateway/seed/content
 */
import type { MockDb } from "../model/db";
import { SEED } from "./ids";
import type { Prng } from "./prng";
import { DAY, HOUR, MINUTE, gatewayTime } from "./time";

const ERP = SEED.serviceIds.erpA;

/** Favourites, pins and custom scenes of owner on ERP A. */
export function seedOwnerMenuState(db: MockDb): void {
  SEED.owner.favorites.forEach((menuId, i) =>
    db.favorite.create({ id: `owner:${menuId}`, username: "owner", serviceId: ERP, menuId, sort: i + 1 }),
  );
  SEED.owner.pins.forEach((menuId, i) =>
    db.pin.create({ id: `owner:${menuId}`, username: "owner", serviceId: ERP, menuId, sort: i + 1 }),
  );
  db.customScene.create({
    groupId: 9001, username: "owner", serviceId: ERP, key: SEED.owner.defaultSceneKey,
    customMenuName: "ERP quick start", type: 1, remark: "默认场景", closable: false,
    menuIds: [SEED.menus.home.menuId, SEED.menus.orderList.menuId, SEED.menus.productList.menuId],
  });
  db.customScene.create({
    groupId: SEED.owner.customSceneId, username: "owner", serviceId: ERP, key: `c_${SEED.owner.customSceneId}`,
    customMenuName: "Daily orders", type: 1, remark: "每日订单处理", closable: true,
    menuIds: [...SEED.owner.customSceneMenuIds],
  });
}

const HEADINGS_HTML =
  "<h1>V3.8 版本说明</h1><p>本次更新聚焦订单与广告。</p><h2>订单</h2><p>支持批量拆分订单。</p>" +
  "<h2>广告</h2><p>新增关键词否定建议。</p><h3>其他</h3><p>修复若干问题。</p>";
const HEADINGS_HTML_EN =
  "<h1>V3.8 release notes</h1><p>This update is about orders and ads.</p><h2>Orders</h2><p>Orders can be split in bulk.</p>" +
  "<h2>Ads</h2><p>New negative keyword suggestions.</p><h3>Other</h3><p>Several fixes.</p>";
const HEADINGS_HTML_KR =
  "<h1>V3.8 업데이트 안내</h1><p>이번 업데이트는 주문과 광고에 집중했습니다.</p><h2>주문</h2><p>주문을 일괄 분할할 수 있습니다.</p>" +
  "<h2>광고</h2><p>제외 키워드 추천이 추가되었습니다.</p><h3>기타</h3><p>여러 문제를 수정했습니다.</p>";
/** The hostile announcement stays hostile in every language (it must render inert in each). */
const hostile = (notice: string, details: string) =>
  `<p>${notice}</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned=true">` +
  `<a href="javascript:alert(1)" onclick="window.__pwned=true">${details}</a>`;
const HOSTILE_HTML = hostile("系统维护通知", "详情");

/** The 4 announcements of company A (key feature, headings, plain, hostile HTML). */
export function seedAnnouncements(db: MockDb, now: number, publicUrl: string): void {
  const A = SEED.announcements;
  // [id, type, title zh/en/ko, content zh/en/ko ("" = none: the key feature's files are the
  // same in every language), attachments]
  const rows: Array<[number, number, string, string, string, string, string, string, string]> = [
    [A.keyFeature, 7, "AI 助手上线", "AI assistant is live", "AI 어시스턴트 출시",
      JSON.stringify({ fileList: [{ fileName: "ai-assistant.webp", fileUrl: `${publicUrl}/apps/static/ai-assistant.webp` }],
        visitLink: "/entry/1001/ERP/sso-web#/company/helper/center?docId=101" }),
      "", "", "[]"],
    [A.headings, 1, "V3.8 版本更新说明", "Release notes V3.8", "V3.8 업데이트 안내", HEADINGS_HTML, HEADINGS_HTML_EN, HEADINGS_HTML_KR,
      JSON.stringify([{ enclosureFileName: "V3.8更新说明.pdf", enclosureFileUrl: `${publicUrl}/apps/static/release-3.8.pdf` }])],
    [A.plain, 2, "春节物流时效提醒", "Spring Festival shipping notice", "춘절 배송 안내", "<p>春节期间物流时效延长 3–5 天。</p>",
      "<p>Shipping takes 3–5 days longer during the Spring Festival.</p>", "<p>춘절 기간에는 배송이 3~5일 더 걸립니다.</p>", "[]"],
    [A.hostile, 1, "系统维护通知", "Maintenance notice", "시스템 점검 안내", HOSTILE_HTML, hostile("Maintenance notice", "Details"), hostile("시스템 점검 안내", "자세히"), "[]"],
  ];
  rows.forEach(([announcementId, announcementType, t, en, ko, content, contentEn, contentKr, enclosures], i) =>
    db.announcement.create({
      announcementId, companyId: "A", announcementType, subType: 1,
      announcementTitle: t, announcementTitleEn: en, announcementTitleKr: ko,
      announcementContent: content, announcementContentEn: contentEn, announcementContentKr: contentKr,
      announcementOnTime: gatewayTime(now - (i + 1) * DAY),
      enclosureListJson: enclosures,
    }),
  );
}

/** The 3 message classifications (quiet hours spanning midnight, a lunch window, none). */
export function seedClassifications(db: MockDb): void {
  const rows: Array<[number, number, string, string, string, string, string]> = [
    [1, 3, "系统通知", "System notices", "시스템 알림", "22:00:00", "08:00:00"],
    [2, 4, "订单提醒", "Order alerts", "주문 알림", "12:00:00", "13:30:00"],
    [3, 5, "库存预警", "Stock alerts", "재고 경고", "", ""],
  ];
  for (const [id, messageType, zh, en, ko, beginTime, endTime] of rows) {
    db.classification.create({
      id, messageType, messageIcon: `gb-icon-msg-${messageType}`,
      classificationName: zh, classificationEnName: en, classificationKrName: ko,
      beginTime, endTime, isNextDay: beginTime !== "" && beginTime > endTime ? 1 : 0, messageStatus: 1,
    });
  }
}

const NOTICE_TITLES: ReadonlyArray<[number, string]> = [
  [3, "系统将于今晚 23:00 维护"], [4, "您有 12 笔订单待审核"], [5, "SKU A-1002 库存低于安全库存"],
  [3, "新功能：AI 助手上线"], [4, "订单 #250318-0012 买家申请退款"], [5, "FBA 仓库存即将断货"],
  [3, "密码将在 7 天后过期"], [4, "今日新增订单 86 笔"], [5, "海外仓库存同步完成"],
  [3, "店铺授权即将过期"], [4, "订单导出已完成"], [5, "库存预警规则已更新"],
];

/** owner's 12 notifications (5 unread) and bigco's 400 (PRNG-generated). */
export function seedNotifications(db: MockDb, now: number, prng: Prng): void {
  NOTICE_TITLES.forEach(([msgType, msgTitle], i) => {
    const t = gatewayTime(now - (i + 1) * 3 * HOUR);
    db.notification.create({
      id: 20001 + i, username: "owner", msgType, msgTitle, msgInfo: `${msgTitle}，详情请查看。`,
      hasRead: i < 5 ? 2 : 1, sendTime: t, createTime: t,
    });
  });
  for (let i = 0; i < SEED.bigco.notifications; i++) {
    const [msgType, title] = prng.pick(NOTICE_TITLES);
    const t = gatewayTime(now - (i + 1) * 17 * MINUTE);
    db.notification.create({
      id: 30001 + i, username: "bigco", msgType, msgTitle: title, msgInfo: `${title}（${i + 1}）`,
      hasRead: prng.int(4) === 0 ? 2 : 1, sendTime: t, createTime: t,
    });
  }
}

/** One live broadcast now (began 10 min ago, ends in 50) and one replay (ended yesterday). */
export function seedLives(db: MockDb, now: number, publicUrl: string): void {
  db.liveBroadcast.create({
    liveId: SEED.lives.now, liveTitle: "跨境旺季备货实战", liveBeginTime: gatewayTime(now - 10 * MINUTE),
    liveEndTime: gatewayTime(now + 50 * MINUTE), liveCoverUrl: `${publicUrl}/apps/static/live-cover.png`, replayUrl: "",
  });
  db.liveBroadcast.create({
    liveId: SEED.lives.replay, liveTitle: "TikTok Shop 新店起量", liveBeginTime: gatewayTime(now - DAY - 2 * HOUR),
    liveEndTime: gatewayTime(now - DAY - HOUR), liveCoverUrl: `${publicUrl}/apps/static/replay-cover.png`,
    replayUrl: `${publicUrl}/apps/static/replay.webm`,
  });
}

/** System parameters: LITE_LIMIT_USER_IDS (holds lite's userId), the socket type and the chat's config. */
export function seedSystemParams(db: MockDb): void {
  db.systemParam.create({ id: 1, systemGroup: "SYSTEM_PARAMS", systemName: "LITE_LIMIT_USER_IDS",
    systemValue: String(SEED.accounts.lite.userId), remark: "lite guide users (-1 = everyone)" });
  db.systemParam.create({ id: 2, systemGroup: "SYSTEM_PARAMS", systemName: "SSO_SOCKET_TYPE", systemValue: "websock", remark: "" });
  db.systemParam.create({ id: 3, systemGroup: "ECS_CUSTOMER_CONFIG", systemName: "ERP", systemValue: "chat-erp-001", remark: "chatId" });
  // The customer-service chat (LAYOUT-31): its agent group and a chat per system (ERP's above).
  const chats: Array<[string, string]> = [["LISTING", "chat-listing-001"], ["AMAZON_OPERATE", "chat-amazon-001"], ["M2B", "chat-m2b-001"], ["WMS", "chat-wms-001"], ["TMS", "chat-tms-001"]];
  chats.forEach(([systemName, systemValue], i) => db.systemParam.create({ id: 4 + i, systemGroup: "ECS_CUSTOMER_CONFIG", systemName, systemValue, remark: "chatId" }));
  db.systemParam.create({ id: 10, systemGroup: "ECS_CUSTOMER_CONFIG", systemName: "AgentId", systemValue: "agent-seller-01", remark: "AgentId" });
}
