/**
 * The rule for a new password (AUTH-04) and the checks of the other fields of the account
 * flows. Browser-safe: the forms check before sending, the server checks again.
 * @module features/account-flows/password-rule
 * @see AUTH-03 @see AUTH-04
 */

/** Shortest and longest new password, in characters (Unicode code points). @see AUTH-04 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/** Why a new password is refused: none, its length, or a missing character class. */
export type PasswordProblem = null | "length" | "classes";

/**
 * Checks a new password against AUTH-04: 8 to 16 characters (code points; every character
 * counts, none is cut) with at least one upper-case letter A–Z, one lower-case letter a–z and
 * one digit 0–9. Login does not use this rule.
 * @returns null when accepted, else the first problem found (length before classes)
 */
export function passwordProblem(password: string): PasswordProblem {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return "length";
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/[0-9]/.test(password)) return "classes";
  return null;
}

/** Whether `password` meets AUTH-04 ({@link passwordProblem} is null). */
export function meetsPasswordRule(password: string): boolean {
  return passwordProblem(password) === null;
}

/** A mainland mobile number: 11 digits starting with 1 (what the gateway accepts). */
export function isPhone(value: string): boolean {
  return /^1\d{10}$/.test(value.trim());
}

/** Longest e-mail address, characters (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** A plausible e-mail address: one `@`, a local part of at most 64 characters, a dotted domain. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX && /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/.test(v);
}

/** A verification code as entered: exactly 6 digits. @see AUTH-17 */
export function isCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}
