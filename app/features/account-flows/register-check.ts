/**
 * The checks of the register form's own fields, shared by the form and the server action.
 * Browser-safe.
 * @module features/account-flows/register-check
 * @see AUTH-13
 */

/** Longest company name, characters (the gateway's limit). */
export const COMPANY_MAX = 64;

/** Account names: 4–32 letters, digits, `_`, `.` or `-`, starting with a letter (the gateway's rule). */
export const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_.-]{3,31}$/;

/** The i18n key of the company name's problem (empty, too long), or null. */
export function companyProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return "flows:companyRequired";
  return [...v].length > COMPANY_MAX ? "flows:companyTooLong" : null;
}

/** The i18n key of the account name's problem (empty, outside {@link ACCOUNT_NAME}), or null. */
export function accountNameProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return "flows:accountNameRequired";
  return ACCOUNT_NAME.test(v) ? null : "flows:accountNameRule";
}
