/**
 * Pure rules of permissions management (issue 28): the list's query (page, page size, search
 * word) read from an address or a form, the page count, and the checks of the add form. Used
 * by the page before it posts and by the server again.
 * @module features/sub-accounts/model
 * @see USER-02 @see AUTH-04
 */
import { passwordProblem } from "~/features/account-flows";

/** Rows per page the list offers; the first is the default. */
export const PAGE_SIZES = [10, 20, 50] as const;
/** Longest search word, characters (longer input is cut). */
export const KEYWORD_MAX = 50;
/** Account name: 4 to 20 letters, digits, `_`, `.` or `-`. */
export const ACCOUNT_NAME = /^[A-Za-z0-9_.-]{4,20}$/;
/** Longest display name, characters. */
export const NAME_MAX = 40;

/** A list query: 1-based page, rows per page (one of {@link PAGE_SIZES}) and a trimmed search word. */
export interface ListQuery {
  pageNum: number;
  pageSize: number;
  keyword: string;
}

/**
 * The query of `params` (`pageNum`, `pageSize`, `keyword`): a page below 1 or not a whole number
 * reads as 1, a page size outside {@link PAGE_SIZES} as 10, the word trimmed and cut to
 * {@link KEYWORD_MAX} characters. Never throws.
 */
export function readQuery(params: { get(name: string): string | null }): ListQuery {
  const page = Number(params.get("pageNum"));
  const size = Number(params.get("pageSize"));
  return {
    pageNum: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    keyword: [...(params.get("keyword") ?? "").trim()].slice(0, KEYWORD_MAX).join(""),
  };
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The add form's fields, as typed. */
export interface SubAccountDraft {
  userName: string;
  realName: string;
  /** A mainland mobile number or an e-mail address. */
  contact: string;
  password: string;
  roleIds: readonly number[];
}

/** A field of the draft and the i18n key (namespace subAccounts) of its problem. */
export type DraftErrors = Partial<Record<"userName" | "realName" | "contact" | "password" | "roleIds", string>>;

const PHONE = /^1\d{10}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Which channel `contact` is: a phone, an e-mail, or neither (null). */
export function contactKind(contact: string): "phone" | "email" | null {
  const v = contact.trim();
  if (PHONE.test(v)) return "phone";
  if (v.length <= 254 && EMAIL.test(v)) return "email";
  return null;
}

/**
 * The problems of a draft, by field (empty when it may be sent). `checkPassword` false skips the
 * password (the server gets it already encrypted and the gateway checks it).
 * @see AUTH-04
 */
export function draftErrors(d: SubAccountDraft, checkPassword = true): DraftErrors {
  const e: DraftErrors = {};
  const userName = d.userName.trim();
  if (!userName) e.userName = "userNameRequired";
  else if (!ACCOUNT_NAME.test(userName)) e.userName = "userNameRule";
  const realName = d.realName.trim();
  if (!realName) e.realName = "realNameRequired";
  else if ([...realName].length > NAME_MAX) e.realName = "realNameTooLong";
  if (!d.contact.trim()) e.contact = "contactRequired";
  else if (!contactKind(d.contact)) e.contact = "contactInvalid";
  if (checkPassword) {
    if (!d.password) e.password = "passwordRequired";
    else if (passwordProblem(d.password)) e.password = "passwordRule";
  }
  if (d.roleIds.length === 0) e.roleIds = "rolesRequired";
  return e;
}
