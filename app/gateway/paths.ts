/**
 * Every gateway path of GW-17..GW-27, as typed constants, so later work only adds the function
 * that calls one. All are POST (GW-01) unless a clause says otherwise.
 *
 * @module gateway/paths
 * @see GW-17 @see GW-27
 */

/** Login and user calls: POST `/sso/user/{name}`. @see GW-17 @see AUTH-01 */
export const USER_PATHS = {
  login: "/sso/user/login",
  logout: "/sso/user/logout",
  getUserInfoByHideCode: "/sso/user/getUserInfoByHideCode",
  userActionConfig: "/sso/user/userActionConfig",
  chooseLanguage: "/sso/user/chooseLanguage",
  transformLoginByOther: "/sso/user/transformLoginByOther",
  transformLogin: "/sso/user/transformLogin",
  register: "/sso/user/register",
  firstBindingPhoneEmailPsw: "/sso/user/firstBindingPhoneEmailPsw",
  checkShowHelpInfo: "/sso/user/checkShowHelpInfo",
  retrievePassByPhone: "/sso/user/retrievePassByPhone",
  retrievePassByEmail: "/sso/user/retrievePassByEmail",
  sendRetrievePassEmail: "/sso/user/sendRetrievePassEmail",
  sendRetrievePassCore: "/sso/user/sendRetrievePassCore",
  changePackageStyle: "/sso/user/changePackageStyle",
  selMuchTransformLogin: "/sso/user/selMuchTransformLogin",
  getPersonalUserSub: "/sso/user/getPersonalUserSub",
  appStoreLogin: "/sso/user/appStoreLogin",
  appStoreChooseSubject: "/sso/user/appStoreChooseSubject",
  appStoreLoginByToken: "/sso/user/appStoreLoginByToken",
} as const;

/** Other account calls. @see GW-18 */
export const ACCOUNT_PATHS = {
  queryThirdSystemList: "/sso/thirdSystem/queryThirdSystemList",
  noticeDingTalkGroupMessage: "/sso/dingTalk/noticeDingTalkGroupMessage",
  dingTalkLoginAutoRegister: "/sso/dingTalk/dingTalkLoginAutoRegister",
  getUserOnlineSubCodeEncry: "/sso/subject/getUserOnlineSubCodeEncry",
} as const;

/** Subject-system calls. @see GW-19 */
export const SUBJECT_SYSTEM_PATHS = {
  querySystemExtListForSub: "/sso/subjectServiceSystemExt/querySystemExtListForSub",
  checkSelMuchJump: "/sso/subjectServiceSystemExt/checkSelMuchJump",
  queryRenewNotice: "/sso/subjectServiceSystemExt/queryRenewNotice",
} as const;

/** Subject-service calls. @see GW-20 */
export const SUBJECT_SERVICE_PATHS = {
  switchDemo: "/sso/subjectService/switchDemo",
  switchSystemCode: "/sso/subjectService/switchSystemCode",
  queryDeployStatusPlus: "/sso/subjectService/queryDeployStatusPlus",
  openFreePackage: "/sso/subjectService/openFreePackage",
  queryEjectFreePackage: "/sso/subjectService/queryEjectFreePackage",
  querySystemServicePackageInfo: "/sso/subjectService/querySystemServicePackageInfo",
  authEdm: "/sso/subjectService/authEdm",
  queryLiteGuideInfo: "/sso/subjectService/queryLiteGuideInfo",
  updateLiteGuide: "/sso/subjectService/updateLiteGuide",
} as const;

/**
 * Announcement calls. The spec also names "an announcement query by systemCode" without a
 * path; it is not listed here until its path is known.
 * @see GW-21
 */
export const ANNOUNCEMENT_PATHS = {
  getAnnouncementYhEjectDetail: "/sso/announcementGroup/getAnnouncementYhEjectDetail",
  getLastAnnouncement: "/sso/announcementGroup/getLastAnnouncement",
  getAnnouncementNotice: "/sso/announcementGroup/getAnnouncementNotice",
} as const;

/**
 * Tracking calls. `addMenuScoreInfo` is named by the spec without a prefix; the
 * `/sso/menuStatistics/` prefix is an assumption (it sits next to recordMenuOpt).
 * @see GW-22
 */
export const TRACKING_PATHS = {
  recordMarketUserBehavior: "/sso/promotion/recordMarketUserBehavior",
  addMenuStatus: "/sso/menu/addMenuStatus",
  recordMenuOpt: "/sso/menuStatistics/recordMenuOpt",
  addMenuScoreInfo: "/sso/menuStatistics/addMenuScoreInfo",
} as const;

/** Menu calls. @see GW-23 */
export const MENU_PATHS = {
  getMenuTreeByServiceAndRole: "/sso/role/getMenuTreeByServiceAndRole",
  getServiceCurrentDomainDetail: "/sso/role/getServiceCurrentDomainDetail",
  selectSystemMenuPlatformCode: "/sso/role/selectSystemMenuPlatformCode",
  updatePlatformCode: "/sso/role/updatePlatformCode",
  queryECMenuTreeByPlatformCode: "/sso/role/queryECMenuTreeByPlatformCode",
  updateSystemUpdateFlag: "/sso/role/updateSystemUpdateFlag",
} as const;

/** Custom-group and favourites calls. @see GW-24 */
export const CUSTOM_GROUP_PATHS = {
  queryList: "/sso/customGroup/queryList",
  query: "/sso/customGroup/query",
  add: "/sso/customGroup/add",
  del: "/sso/customGroup/del",
  edit: "/sso/customGroup/edit",
  bindMenuCustomMenu: "/sso/customGroup/bindMenuCustomMenu",
  collectMenu: "/sso/customGroup/collectMenu",
  addFavorites: "/sso/customGroup/addFavorites",
  delFavorites: "/sso/customGroup/delFavorites",
  queryFavorites: "/sso/customGroup/queryFavorites",
} as const;

/** The remaining portal calls. @see GW-25 @see GW-26 */
export const MISC_PATHS = {
  platformUniteInterface: "/sso/ThirdInterface/platformUniteInterface",
  getAccountStatusList: "/sso/ThirdInterface/getAccountStatusList",
  buildStationStatusInterface: "/sso/ThirdInterface/buildStationStatusInterface",
  noticeThirdSystemClearCache: "/sso/serviceInfo/noticeThirdSystemClearCache",
  querySystemParamsPage: "/sso/systemParams/querySystemParamsPage",
  bannerQueryList: "/openApi/banner/queryList",
  queryThirdAppSimple: "/openApi/apiAppInfo/queryThirdAppSimple",
  /** Money-assistant lookup; `respBody` is a JSON string. @see GW-26 */
  forward: "/sso/forward",
} as const;

/**
 * Notification, quiet-hours and live-broadcast calls: named by SOCK-12, NOTIF-03, NOTIF-05 and
 * ANN-12 rather than by the GW-17..GW-26 lists.
 * @see SOCK-12 @see NOTIF-03 @see NOTIF-05 @see ANN-12
 */
export const NOTICE_PATHS = {
  queryMsgNoticePage: "/sso/msgNotice/queryMsgNoticePage",
  saveAllRead: "/sso/msgNotice/saveAllRead",
  getNoticeMuteTime: "/sso/msgNotice/getNoticeMuteTime",
  queryClassification: "/sso/messageManagement/queryClassification",
  getLivingBroadcast: "/sso/liveBroadcastGroup/getLivingBroadcast",
  /** The live and replay list (ANN-19; path expected, not specified). */
  queryLiveBroadcastPage: "/sso/liveBroadcastGroup/queryLiveBroadcastPage",
  /** One broadcast by liveId (ANN-19; path expected, not specified). */
  getLiveBroadcastDetail: "/sso/liveBroadcastGroup/getLiveBroadcastDetail",
} as const;

/**
 * Assistant calls, on the assistant's own host (GW-02), not the main gateway.
 * @see GW-27
 */
export const ASSISTANT_PATHS = {
  questionStream: "/api/v1/question/stream",
  imageUpload: "/api/v1/agent/image-upload",
  /** @param id the download task id (URI-encoded here). */
  retryTask: (id: string | number) =>
    `/api/v1/download-center/retry-task/${encodeURIComponent(String(id))}` as const,
  /** @param id the download task id (URI-encoded here). */
  task: (id: string | number) =>
    `/api/v1/download-center/task/${encodeURIComponent(String(id))}` as const,
  /** The user's tasks, paged (path expected, not specified; EXPORT-01). */
  taskPage: "/api/v1/download-center/page",
  /** @param id the download task id (path expected, not specified). */
  deleteTask: (id: string | number) =>
    `/api/v1/download-center/delete/${encodeURIComponent(String(id))}` as const,
  /** Starts an export task (path expected, not specified; EXPORT-11). */
  exportTask: "/api/v1/download-center/export",
} as const;

/** The file host's attachment download: form data token and fileName, blob answer (shell §7). @see EXPORT-22 */
export const UPLOAD_DOWNLOAD_PATH = "/upload/download";

type ValuesOf<T> = T[keyof T];

/** Any path of the main /sso gateway (GW-17..GW-26). */
export type GatewayPath =
  | ValuesOf<typeof USER_PATHS>
  | ValuesOf<typeof ACCOUNT_PATHS>
  | ValuesOf<typeof SUBJECT_SYSTEM_PATHS>
  | ValuesOf<typeof SUBJECT_SERVICE_PATHS>
  | ValuesOf<typeof ANNOUNCEMENT_PATHS>
  | ValuesOf<typeof TRACKING_PATHS>
  | ValuesOf<typeof MENU_PATHS>
  | ValuesOf<typeof CUSTOM_GROUP_PATHS>
  | ValuesOf<typeof MISC_PATHS>
  | ValuesOf<typeof NOTICE_PATHS>;

/**
 * Paths whose HTTP 401 must NOT trigger logout: the logout call itself and the DingTalk
 * group notice. Their 401 is a plain warning.
 * @see GW-12
 */
export const NO_LOGOUT_ON_401_PATHS: ReadonlySet<string> = new Set<string>([
  USER_PATHS.logout,
  ACCOUNT_PATHS.noticeDingTalkGroupMessage,
]);

/**
 * The user centre's reads (issue 28). `queryPageBindDocument` is the shell document's (§7); the
 * help-centre documents and the systems' expiry are not named by the documents: these paths are
 * the mock gateway's, to be confirmed against the real gateway.
 * @see USER-01 @see USER-08
 */
export const USER_CENTRE_PATHS = {
  queryPageBindDocument: "/sso/pageDocumentRelation/queryPageBindDocument",
  queryDocumentList: "/sso/helpDocument/queryDocumentList",
  queryDocumentDetail: "/sso/helpDocument/queryDocumentDetail",
  querySystemPackageExpire: "/sso/subjectService/querySystemPackageExpire",
} as const;

/**
 * Order and payment calls of the service pages (issue 28). The spec names the pages (ROUTE-27),
 * not these calls: the paths are the portal's, in the style of the others.
 * @see USER-04
 */
export const PURCHASE_PATHS = {
  createOrder: "/sso/serviceOrder/createOrder",
  queryOrderDetail: "/sso/serviceOrder/queryOrderDetail",
  createPayQrCode: "/sso/serviceOrder/createPayQrCode",
  queryPayStatus: "/sso/serviceOrder/queryPayStatus",
} as const;

/**
 * Permissions management of a company's sub-accounts (issue 28): the spec names no call, so
 * these are the portal's and the mock's (`/sso/subUser/{name}`). Owner only.
 * @see USER-02 @see USER-03
 */
export const SUB_ACCOUNT_PATHS = {
  queryPage: "/sso/subUser/queryPage",
  queryRoleList: "/sso/subUser/queryRoleList",
  add: "/sso/subUser/add",
  editRole: "/sso/subUser/editRole",
  updateStatus: "/sso/subUser/updateStatus",
  delete: "/sso/subUser/delete",
} as const;

/**
 * Account-settings calls the spec does not name (issue 27): the portal's and the mock's, to be
 * confirmed against the real gateway. Kept apart from {@link USER_PATHS}, which holds GW-17's list.
 * @see AUTH-18
 */
export const ACCOUNT_SETTINGS_PATHS = {
  /** The profile's name and nick name: `{realName, nickName}`. */
  updateUserInfo: "/sso/user/updateUserInfo",
} as const;

/**
 * The demo-environment lookup (shell §2, §7): the spec names the call (`{demoEnvironment:
 * 'FLAGSHIP'}` → url, serviceId, token) but not its path, so this path is the portal's and the
 * mock's, in the style of the subject-service calls, to be confirmed against the real gateway.
 * Kept apart from {@link SUBJECT_SERVICE_PATHS}, which holds GW-20's list.
 * @see DEMO-06
 */
export const DEMO_ENVIRONMENT_PATHS = {
  queryDemoEnvironment: "/sso/subjectService/queryDemoEnvironment",
} as const;
