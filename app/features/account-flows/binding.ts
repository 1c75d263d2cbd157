/**
 * The first-binding decision (AUTH-14): what a signed-in account still lacks among a phone, an
 * e-mail and a password, read from the user info of `getUserInfoByHideCode`. A phone or e-mail
 * is bound when it holds anything but white space; the password is bound unless the gateway
 * says `isBindPsw: false` (absent = bound, as for gateways that do not report it).
 *
 * Resolution: an account with one bound contact (phone or e-mail) lacks none — register (AUTH-13)
 * verifies one contact and its account "can sign in at once"; an account with neither is asked
 * for both. So the strict reading "phone AND e-mail" (which would send every new account to
 * /bind right after register) is not applied.
 * @module features/account-flows/binding
 * @see AUTH-14
 */

/** What can be bound, in the order the binding page asks for it. */
export type Bindable = "phone" | "email" | "password";

/** The user-info fields the decision reads (wire names of the gateway). */
export interface BindingFacts {
  phone?: string | null;
  email?: string | null;
  isBindPsw?: boolean | null;
}

/**
 * What `info` lacks, in the order phone, e-mail, password; empty when the account may enter the
 * shell.
 */
export function missingBindings(info: BindingFacts): Bindable[] {
  const missing: Bindable[] = [];
  if (!info.phone?.trim() && !info.email?.trim()) missing.push("phone", "email");
  if (info.isBindPsw === false) missing.push("password");
  return missing;
}

/** Where the shell sends an account that lacks a binding (on our origin). */
export const BIND_PATH = "/bind";
