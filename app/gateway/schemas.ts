/**
 * Wire schemas of the /sso gateway, shared by the portal's gateway client and the mock gateway
 * (DESIGN.md §2: the one place both may import). Field names are the gateway's own.
 *
 * Every schema is permissive about extra fields (`.passthrough()`) and strict about the fields
 * the portal reads: a reply that fails these is a `GatewayError` of kind `malformed` (GW-07),
 * never a crash.
 *
 * @module gateway/schemas
 */
import { z } from "zod";
import { numeric } from "./wire";

export { numeric };

/** A code on the wire, compared as a string (GW-07: numeric 200 and 0 also succeed). */
export const wireCode = z.union([z.string(), z.number()]).transform(String);

/**
 * The envelope of every /sso reply: `{ code, msg, data }`. Some gateways send `message`
 * instead of `msg`; both are read.
 * @see GW-07
 */
export const envelopeSchema = z
  .object({
    code: wireCode,
    msg: z.string().nullish(),
    message: z.string().nullish(),
    data: z.unknown().optional(),
  })
  .passthrough();
export type Envelope = z.infer<typeof envelopeSchema>;

/** Languages as the gateway spells them (I18N-01). */
export const gatewayLanguages = ["zh_CN", "en_US", "ko_KR"] as const;
export const gatewayLanguageSchema = z.enum(gatewayLanguages);
export type GatewayLanguage = (typeof gatewayLanguages)[number];

/** Request body of POST /sso/user/login (AUTH-01, AUTH-02: `password` is RSA-OAEP ciphertext, base64). */
export const loginRequestSchema = z.object({
  userName: z.string().min(1).max(64),
  password: z.string().min(1).max(2048),
  systemCode: z.literal("SSO_SYS_USER"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `data` of a login-like reply (login, selMuchTransformLogin, transformLogin[ByOther]). */
export const loginDataSchema = z
  .object({
    token: z.string().min(1),
    userId: numeric.optional(),
    chooseLanguage: z.string().nullish(),
  })
  .passthrough();
export type LoginData = z.infer<typeof loginDataSchema>;

/** One company (subject) a login belongs to: `data` items of getPersonalUserSub (AUTH-11). */
export const subjectSchema = z
  .object({
    subjectCodeEncrypt: z.string().min(1),
    companyName: z.string(),
    isOwner: z.boolean().optional(),
    packageInfoOnlineDTOS: z
      .array(z.object({ packageName: z.string(), packageId: numeric }).passthrough())
      .optional(),
  })
  .passthrough();
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListSchema = z.array(subjectSchema);

/** User info: `data` of getUserInfoByHideCode (shell §3). */
export const userInfoSchema = z
  .object({
    userId: numeric,
    userCode: z.string().nullish(),
    userName: z.string(),
    userRealName: z.string().nullish(),
    realName: z.string().nullish(),
    nickName: z.string().nullish(),
    phone: z.string().nullish(),
    /** The bound e-mail address; empty or absent when none is bound (AUTH-14). */
    email: z.string().nullish(),
    /** Whether a password is bound (the portal's name; the spec shows no shape); absent = bound. @see AUTH-14 */
    isBindPsw: z.boolean().nullish(),
    headImgUrl: z.string().nullish(),
    subjectCodeEncrypt: z.string(),
    onlineSubjectName: z.string().nullish(),
    ssoEnv: z.string().nullish(),
    ssoEnvList: z.array(z.object({ value: z.string() }).passthrough()).nullish(),
    /** 1 or 2 only (CONST-02); any other value (or a malformed one) is read as unknown (null). @see CONST-02 */
    historicalStatus: numeric.nullish().catch(null).transform((v): 1 | 2 | null => (v === 1 || v === 2 ? v : null)),
    guideStatus: numeric.nullish(),
    guideScheduleStr: z.string().nullish(),
    chooseLanguage: z.string().nullish(),
    buildStationStatus: numeric.nullish(),
    classification: z.string().nullish(),
    subjectMode: numeric.nullish(),
    isDemo: z.boolean().nullish(),
  })
  .passthrough();
export type UserInfo = z.infer<typeof userInfoSchema>;

/** User config: `data` of userActionConfig (shell §3; packageStyle 1 = left menu, 2 = top menu). */
export const userConfigSchema = z
  .object({
    packageStyle: numeric,
    saveMenuStatus: numeric.nullish(),
    listingShow: numeric.nullish(),
    menuScoreSwitch: numeric.nullish(),
    menuStatusDTO: z.unknown().optional(),
  })
  .passthrough();
export type UserConfig = z.infer<typeof userConfigSchema>;

/** One billing value of a subscribed system (ENTRY-02 reads keyValue `packageQuantity`). */
export const billingValueSchema = z
  .object({
    keyValue: z.string(),
    billingItemValue: numeric.nullish(),
    unlimitedUse: numeric.nullish(),
  })
  .passthrough();
export type BillingValue = z.infer<typeof billingValueSchema>;

/** A subscribed system: items of querySystemExtListForSub (shell §3). */
export const subscribedSystemSchema = z
  .object({
    serviceId: numeric,
    systemCode: z.string().min(1),
    systemName: z.string(),
    status: numeric,
    serviceDeploy: numeric,
    embedded: numeric,
    systemDomain: z.string().nullish(),
    serviceActive: z.string().nullish(),
    packageId: numeric.nullish(),
    serviceBillingValueDTOList: z.array(billingValueSchema).nullish(),
  })
  .passthrough();
export type SubscribedSystem = z.infer<typeof subscribedSystemSchema>;
export const subscribedSystemListSchema = z.array(subscribedSystemSchema);

export type { MenuNode } from "./menu-node";
export { menuTreeSchema, type MenuTree } from "./menu-schema";

/** Request body of querySystemExtListForSub (GW-19). */
export const systemListRequestSchema = z.object({
  serviceCode: z.literal("ERP+"),
  fromFrontPage: z.boolean(),
});

/** Request body of getMenuTreeByServiceAndRole. */
export const menuTreeRequestSchema = z.object({
  serviceId: numeric,
  systemCode: z.string().min(1).max(64),
});

/**
 * Request body of addMenuStatus (LAYOUT-15): the sider state as the user config's
 * `saveMenuStatus` names it, 1 expanded (160 px), 2 collapsed (48 px).
 */
export const addMenuStatusRequestSchema = z.object({ saveMenuStatus: z.union([z.literal(1), z.literal(2)]) });

/** Request body of recordMenuOpt (GW-22). */
export const recordMenuOptRequestSchema = z.object({
  menuId: numeric,
  serviceId: numeric,
  systemCode: z.string(),
});

/** Request body of chooseLanguage (I18N-04). */
export const chooseLanguageRequestSchema = z.object({ language: gatewayLanguageSchema });

/** Request body of selMuchTransformLogin (AUTH-11). */
export const selectSubjectRequestSchema = z.object({ subjectCodeEncrypt: z.string().min(1) });

/** Request body of transformLoginByOther / transformLogin (ROUTE-35). */
export const transformLoginRequestSchema = z.object({ token: z.string().min(1).max(4096) });

/** The response header that carries a rotated token (GW-05). Lower-case, as fetch exposes it. */
export const TOKEN_RESPONSE_HEADER = "authorization";

/** The gateway code that means "subject service info error": 异常提醒 + 返回首页 (GW-10). */
export const CODE_SUBJECT_SERVICE_ERROR = "saas.sso.subject.service.info.error.code.0015";

/** Success codes (GW-07). */
export const SUCCESS_CODES: readonly string[] = ["200", "0"];

/** Body of `/sso/customGroup/add` and `edit` (`groupId` only for edit). @see MENU-30 @see MENU-32 */
export const customGroupFormSchema = z.object({
  groupId: numeric.optional(),
  customMenuName: z.string(),
  menuIds: z.array(numeric),
  remark: z.string().optional().default(""),
  type: z.literal(1),
});
export type CustomGroupForm = z.input<typeof customGroupFormSchema>;

/** Body of `/sso/role/updatePlatformCode`. @see MENU-46 */
export const platformCodeRequestSchema = z.object({ updatePlatformCode: z.string().min(1).max(40) });

/** The download centre's duplicate-export code, shared with the mock (EXPORT-11). */
export { EXPORT_DUPLICATE_CODE } from "./download-center-schemas";
