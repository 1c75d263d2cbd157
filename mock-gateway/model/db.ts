/**
 * The one schema of the mock gateway's state (DESIGN.md §1: one in-memory state serves HTTP and
 * sockets alike). Field names follow the gateway's wire names (portal-shell-spec §3,
 * assistant-export-spec §3). Structured wire values that @mswjs/data cannot hold (lists of
 * objects) are stored as JSON strings in fields ending in `Json`.
 * @module mock-gateway/model/db
 */
import { factory, nullable, primaryKey } from "@mswjs/data";

const strings = (): string[] => [];
const numbers = (): number[] => [];

/** Creates an empty database. Every call returns an independent state. */
export function createDb() {
  return factory({
    /** A company (subject). `id` is the fixture letter: A, B, C, D, E. */
    company: {
      id: primaryKey(String),
      subjectCodeEncrypt: String,
      companyName: String,
      edition: String, // "standard" | "lite" | "demo" | "large"
      packageName: String,
      packageId: Number,
    },
    /** A login account; per-company roles live in `membership`. */
    user: {
      username: primaryKey(String),
      userId: Number,
      userCode: String,
      password: String,
      realName: String,
      nickName: String,
      phone: String,
      email: String,
      headImgUrl: String,
      packageStyle: Number, // 1 left menu, 2 top menu
      saveMenuStatus: Number,
      listingShow: Number,
      menuScoreSwitch: Number,
      chooseLanguage: String, // zh_CN | en_US | ko_KR
      classification: String,
      isDemo: Boolean,
      historicalStatus: Number,
      guideStatus: Number,
      guideSchedule: String, // 4 chars of 0/1: shop auth, data pull, ad auth, mailbox auth
      buildStationStatus: Number,
      subjectMode: Number,
      quotaUsed: Number,
      quotaTotal: Number,
      showUpdateFlag: Number, // paid-page flag, 1 usable only, 2 all
      ssoEnv: String, // environment path prefix of the user's deployment (ROUTE-44); "" = none
    },
    /** A user's role in one company. `hiddenGroups` are menu group codes the role lacks. */
    membership: {
      id: primaryKey(String),
      username: String,
      companyId: String,
      isOwner: Boolean,
      isDefault: Boolean,
      hiddenGroups: strings,
    },
    /** Failed-login bookkeeping per user name (known or not). Times in mock-clock ms. */
    loginAttempt: {
      username: primaryKey(String),
      failures: Number,
      lockedUntil: Number,
    },
    /**
     * The live verification code of one flow and identifier (`id` = `{flow}:{identifier}`):
     * 6 digits, single use, valid 10 minutes, dead after 5 wrong entries (AUTH-17). Times in
     * mock-clock ms. A new send replaces it.
     */
    verificationCode: {
      id: primaryKey(String),
      flow: String, // retrieve-phone | retrieve-email | register-phone | register-email
      identifier: String,
      code: String,
      issuedAt: Number,
      failures: Number,
      used: Boolean,
    },
    /** Code sends per identifier (`id` = `{flow}:{identifier}`): the last send and the sends of the current hour. */
    codeSend: {
      id: primaryKey(String),
      lastSentAt: Number,
      hourStart: Number,
      sendsInHour: Number,
    },
    /** A token: `session` (from login) or `autologin` (minted for transformLogin). */
    token: {
      token: primaryKey(String),
      kind: String,
      username: String,
      companyId: String,
      issuedAt: Number,
      /** 0 = no hard expiry; otherwise the mock-clock ms after which it is rejected. */
      expiresAt: Number,
      revoked: Boolean,
      successor: String,
    },
    /** A subscribed system of a company. */
    system: {
      serviceId: primaryKey(Number),
      companyId: String,
      systemCode: String,
      systemName: String,
      status: Number,
      serviceDeploy: Number,
      embedded: Number,
      /** "" = the mock's origin; otherwise a path under it (e.g. /apps/listing/). */
      domainPath: String,
      serviceActive: String,
      packageId: nullable(Number),
      packageQuantity: Number,
      unlimitedUse: Number,
      useNewMenu: Number,
    },
    /** A menu node of one system; the tree is rebuilt from parentId and sort. */
    menu: {
      menuId: primaryKey(Number),
      serviceId: Number,
      parentId: Number, // 0 = top level
      sort: Number,
      groupCode: String, // top-level group code, used by role filtering
      key: String,
      tab: String,
      path: String,
      menuName: String,
      menuEnName: String,
      menuKrName: String,
      menuUrl: String,
      icon: String,
      lastMenu: Number,
      updateFlag: Number,
      selectFlag: Number,
      closable: Boolean,
      noCache: Boolean,
      functionClass: String,
      assetsType: nullable(Number),
      platformExpireTime: nullable(String),
      assetsExpireTime: nullable(String),
      updatePackageIds: nullable(String),
      relationMenuListJson: String,
      topicListJson: String,
      /** 1: the menu opens its menuUrl in a new window (MENU-10); 0 otherwise. */
      external: Number,
    },
    favorite: { id: primaryKey(String), username: String, serviceId: Number, menuId: Number, sort: Number },
    pin: { id: primaryKey(String), username: String, serviceId: Number, menuId: Number, sort: Number },
    customScene: {
      groupId: primaryKey(Number),
      username: String,
      serviceId: Number,
      key: String,
      customMenuName: String,
      type: Number,
      remark: String,
      closable: Boolean,
      menuIds: numbers,
    },
    announcement: {
      announcementId: primaryKey(Number),
      companyId: String,
      announcementType: Number,
      subType: Number,
      announcementTitle: String,
      announcementTitleEn: String,
      announcementTitleKr: String,
      announcementContent: String,
      announcementContentEn: String,
      announcementContentKr: String,
      announcementOnTime: String,
      enclosureListJson: String,
    },
    classification: {
      id: primaryKey(Number),
      messageType: Number,
      messageIcon: String,
      classificationName: String,
      classificationEnName: String,
      classificationKrName: String,
      beginTime: String,
      endTime: String,
      isNextDay: Number,
      messageStatus: Number,
    },
    notification: {
      id: primaryKey(Number),
      username: String,
      msgType: Number,
      msgTitle: String,
      msgInfo: String,
      hasRead: Number, // 1 read, 2 unread
      sendTime: String,
      createTime: String,
    },
    liveBroadcast: {
      liveId: primaryKey(Number),
      liveTitle: String,
      liveBeginTime: String,
      liveEndTime: String,
      liveCoverUrl: String,
      replayUrl: String,
    },
    assistantModel: { model_id: primaryKey(Number), model_name: String, model_code: String, isDefault: Boolean },
    agent: { agent_id: primaryKey(Number), agent_name: String, agent_desc: String, quotaExempt: Boolean },
    userAgent: { user_agent_id: primaryKey(Number), username: String, agent_id: Number, updated_at: String },
    promptGroup: { id: primaryKey(Number), group_name: String, promptsJson: String },
    teamPrompt: { team_prompt_id: primaryKey(Number), owner: String, title: String, content: String },
    aiSession: {
      session_id: primaryKey(String),
      username: String,
      title: String,
      type: String, // session | teamSession
      isTopup: Boolean,
      updated_at: String,
      mode: String,
      members: strings,
      team_prompt_ids: numbers,
    },
    chatMessage: {
      message_id: primaryKey(String),
      session_id: String,
      source: Number, // 1 user, 2 assistant, 3 context-cleared divider
      content: String,
      think: String,
      created_at: String,
      user_name: String,
      /** An answer the client stopped: the host kept what it had sent (AI-51). */
      stopped: Boolean,
    },
    downloadTask: {
      id: primaryKey(Number),
      username: String,
      name: String,
      status: String, // 处理中 | 未开始 | 已完成 | 处理失败
      is_del: Number,
      fileOssUrlList: strings,
      createdAt: String,
      /** Mock-clock ms of the first poll, 0 = never polled. */
      firstPolledAt: Number,
      /** Mock-clock ms after the first poll at which a 处理中 task completes. */
      completeAfterMs: Number,
      /** What it exports: `orders` | `shops` | `seed` (the fixture's tasks) | `blob` (the bench's big file, `total` MB). */
      kind: String,
      /** `xlsx` | `csv` (the first file of a generated task). */
      fileType: String,
      /** The language of the file's headers (the export request's Accept-Language). */
      lang: String,
      /** Mock-clock ms of creation. */
      createdMs: Number,
      /** Gateway time of completion, "" while not finished. */
      finishedAt: String,
      /** Gateway time after which the files are gone, "" while not finished. */
      expiresAt: String,
      /** Rows to export, and how many are done (EXPORT-21 progress). */
      total: Number,
      already_total: Number,
      /** Identity of an identical export (user, kind, type, filter): EXPORT-11. */
      fingerprint: String,
      /** The orders' filter (`status=…&platform=…&q=…`, the ERP sample's), "" for all. */
      filter: String,
      /** Times it still fails before it succeeds (the control API's failure injection). */
      failTimes: Number,
    },
    /** A one-time token of the flagship demo environment (DEMO-06): accepted once, then `used`. */
    flagshipToken: {
      token: primaryKey(String),
      serviceId: Number,
      username: String,
      used: Boolean,
    },
    liteGuide: {
      username: primaryKey(String),
      guideSchedule: String,
      sourceGuideScheduleStr: String,
      listing: Number,
      inventory: Number,
      order: Number,
      userAccount: String,
      platformUserName: String,
      guideStatus: Number,
      pollCount: Number,
    },
    systemParam: {
      id: primaryKey(Number),
      systemGroup: String,
      systemName: String,
      systemValue: String,
      remark: String,
    },
    /** A package a company can buy (issue 28): a system's base package, an upgrade or a free one. */
    servicePackage: {
      packageId: primaryKey(Number),
      serviceId: Number,
      /** 1 base package (bought or renewed), 2 upgrade package (unlocks `menuIds`), 3 free package. */
      packageType: Number,
      packageName: String,
      packageEnName: String,
      packageKrName: String,
      /** Price of one period, in fen (CNY cents). */
      priceFen: Number,
      /** Length of one period, in months. */
      periodMonths: Number,
      /** The menus an upgrade package unlocks (their updateFlag 2 → 1). */
      menuIds: numbers,
      /** Company that owns it ("" = not owned) and when it ends (gateway time, "" = never). */
      ownerCompanyId: String,
      expireTime: String,
    },
    /** An order of a package (issue 28); its payment state moves in mock time (handlers/purchase.ts). */
    purchaseOrder: {
      orderId: primaryKey(String),
      companyId: String,
      username: String,
      /** 1 purchase, 2 upgrade, 3 renewal. */
      orderType: Number,
      serviceId: Number,
      packageId: Number,
      periods: Number,
      payAmountFen: Number,
      /** 0 created, 1 awaiting payment, 2 paid, 3 QR code expired, 4 payment failed. */
      payStatus: Number,
      /** Mock-clock ms: creation, the current QR code shown and its expiry, payment (0 = not yet). */
      createdMs: Number,
      qrShownMs: Number,
      qrExpireMs: Number,
      paidMs: Number,
      /** How many QR codes were issued (each new code has a new content). */
      qrSeq: Number,
    },
    /** The mock's payment behaviour (one row, id 1; `/__mock/orders/settings`). */
    purchaseSetting: {
      id: primaryKey(Number),
      /** Pay automatically this many mock ms after the QR code is shown; 0 = never. */
      autoPayMs: Number,
      /** The next this many automatic or control payments fail instead. */
      failNext: Number,
    },
    /**
     * A role of a company (issue 28, permissions management): its names in the three languages
     * and the ERP menu groups (top-level group codes) it entitles.
     */
    role: {
      roleId: primaryKey(Number),
      companyId: String,
      roleName: String,
      roleEnName: String,
      roleKrName: String,
      groupCodes: strings,
    },
    /**
     * A sub-account of a company (issue 28): the login lives in `user`, its company in
     * `membership` (whose hiddenGroups follow the roles); here its roles, state and creation.
     * `id` = `{username}@{companyId}`.
     */
    subAccount: {
      id: primaryKey(String),
      username: String,
      companyId: String,
      roleIds: numbers,
      status: Number, // 1 enabled, 2 disabled
      createTime: String,
    },
  });
}

/** The mock gateway database (`MockGateway.state`). */
export type MockDb = ReturnType<typeof createDb>;
