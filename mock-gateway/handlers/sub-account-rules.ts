/**
 * The texts and refusals of /sso/subUser (issue 28) and the login refusal of a disabled
 * sub-account, apart from the handlers so the login area can use them without a cycle.
 * @module mock-gateway/handlers/sub-account-rules
 */
import { HttpResponse } from "msw";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";

/** Error codes of /sso/subUser. */
export const SUB_ACCOUNT_CODES = {
  notOwner: "saas.sso.subUser.error.code.0001",
  nameTaken: "saas.sso.subUser.error.code.0002",
  noRole: "saas.sso.subUser.error.code.0003",
  disabled: "saas.sso.subUser.error.code.0004",
} as const;

export const TEXTS = {
  notOwner: ["只有公司主账号可以管理子账号", "Only the company's owner account can manage sub-accounts", "회사 소유자 계정만 하위 계정을 관리할 수 있습니다"],
  nameTaken: ["账号名已存在", "This account name is already taken", "이미 사용 중인 계정 이름입니다"],
  noRole: ["请至少选择一个角色", "Choose at least one role", "역할을 하나 이상 선택하세요"],
  disabled: ["账号已被禁用，请联系主账号", "This account has been disabled, please contact the owner account", "비활성화된 계정입니다. 소유자 계정에 문의하세요"],
  disabledTitle: ["账号已被禁用", "Account disabled", "계정이 비활성화되었습니다"],
  deletedTitle: ["子账号已被删除", "Sub-account deleted", "하위 계정이 삭제되었습니다"],
  logoutInfo: ["请联系主账号", "Please contact the owner account", "소유자 계정에 문의하세요"],
} as const;
const IDX: Record<GatewayLanguage, 0 | 1 | 2> = { zh_CN: 0, en_US: 1, ko_KR: 2 };
export const text = (key: keyof typeof TEXTS, lang: GatewayLanguage): string => TEXTS[key][IDX[lang]];
export const refuse = (lang: GatewayLanguage, key: keyof typeof SUB_ACCOUNT_CODES) =>
  HttpResponse.json({ code: SUB_ACCOUNT_CODES[key], msg: text(key, lang), data: null });

/** The refusal of a login by a disabled sub-account, or null when it may sign in. @see USER-03 */
export function disabledLoginRefusal(ctx: GatewayContext, username: string, lang: GatewayLanguage): Response | null {
  const row = ctx.db.subAccount.findFirst({ where: { username: { equals: username } } });
  return row && row.status === 2 ? refuse(lang, "disabled") : null;
}

