/**
 * Password retrieval and code calls: POST `/sso/user/{name}` (GW-17; shell §5, §7). The spec shows
 * no request shapes; these are the portal's (and the mock's). Every `password` is RSA-OAEP
 * ciphertext, base64 (crypto.server.ts), never plaintext (AUTH-02). Each function rejects with a
 * `GatewayError` as `client.call` does; refusals carry the gateway's own message.
 *
 * @module gateway/account-flows
 * @see AUTH-02 @see AUTH-15 @see AUTH-17
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { ACCOUNT_SETTINGS_PATHS, USER_PATHS } from "./paths";

/** Where a code goes: a phone (SMS) or an e-mail address. */
export type CodeChannel = "phone" | "email";
/** What a code is for. */
export type CodePurpose = "retrieve" | "register" | "bind";

/**
 * Asks the gateway to send a verification code: `sendRetrievePassCore {phone, type}` or
 * `sendRetrievePassEmail {email, type}`. The reply is the same whether the phone or e-mail
 * belongs to an account (AUTH-16).
 * @throws {GatewayError} (too frequent, send failed, bad format: the gateway's message)
 */
export async function sendVerificationCode(client: GatewayClient, channel: CodeChannel, identifier: string, type: CodePurpose = "retrieve"): Promise<void> {
  if (channel === "phone") await client.call(USER_PATHS.sendRetrievePassCore, { phone: identifier, type }, z.unknown());
  else await client.call(USER_PATHS.sendRetrievePassEmail, { email: identifier, type }, z.unknown());
}

/**
 * Sets a new password with a code: `retrievePassByPhone {phone, code, password}` or
 * `retrievePassByEmail {email, code, password}`.
 * @param passwordCipher the new password, encrypted (AUTH-02)
 * @throws {GatewayError} (wrong, expired or dead code; weak password: the gateway's message)
 * @see AUTH-15
 */
export async function retrievePassword(client: GatewayClient, channel: CodeChannel, identifier: string, code: string, passwordCipher: string): Promise<void> {
  if (channel === "phone") await client.call(USER_PATHS.retrievePassByPhone, { phone: identifier, code, password: passwordCipher }, z.unknown());
  else await client.call(USER_PATHS.retrievePassByEmail, { email: identifier, code, password: passwordCipher }, z.unknown());
}

/** The gateway's one generic refusal of `register` (account name, phone or e-mail taken, …). @see AUTH-16 */
export const CODE_REGISTER_REFUSED = "saas.sso.user.register.error.code.0001";

/** What `register` carries (wire names of the gateway). */
export interface RegisterInput {
  companyName: string;
  userName: string;
  channel: CodeChannel;
  /** The phone or e-mail the code was sent to. */
  identifier: string;
  /** The 6-digit register code. */
  code: string;
  /** The password, encrypted (AUTH-02). */
  passwordCipher: string;
  /** ROUTE-39's campaign parameters, already sanitised; omitted when absent. */
  linkId?: string;
  source?: string;
}

/**
 * Creates a company and its owner account: `register {companyName, userName, phone?|email?,
 * code, password, linkId?, source?}` → `data: null`.
 * @throws {GatewayError} (wrong, expired or dead code; weak password; the generic refusal
 *   {@link CODE_REGISTER_REFUSED}: the gateway's message)
 * @see AUTH-02 @see AUTH-13 @see AUTH-16
 */
export async function register(client: GatewayClient, input: RegisterInput): Promise<void> {
  const body: Record<string, string> = { companyName: input.companyName, userName: input.userName, code: input.code, password: input.passwordCipher };
  body[input.channel] = input.identifier;
  if (input.linkId) body.linkId = input.linkId;
  if (input.source) body.source = input.source;
  await client.call(USER_PATHS.register, body, z.unknown());
}

/** What `firstBindingPhoneEmailPsw` carries: any of a phone, an e-mail (each with its code) and a password. */
export interface BindInput {
  phone?: { value: string; code: string };
  email?: { value: string; code: string };
  /** The new password, encrypted (AUTH-02). */
  passwordCipher?: string;
  /** The current password, encrypted; required by the gateway when one is bound. */
  oldPasswordCipher?: string;
}

/**
 * Binds or changes the signed-in user's phone, e-mail and/or password:
 * `firstBindingPhoneEmailPsw {phone?, phoneCode?, email?, emailCode?, password?, oldPassword?}` →
 * `data: null` (the spec shows no shape; this is the portal's and the mock's). Codes are of the
 * `bind` type ({@link sendVerificationCode}).
 * @throws {GatewayError} (wrong, expired or dead code; weak password; wrong current password;
 *   a phone or e-mail that cannot be bound: the gateway's message)
 * @see AUTH-02 @see AUTH-14 @see AUTH-18
 */
export async function bindAccount(client: GatewayClient, input: BindInput): Promise<void> {
  const body: Record<string, string> = {};
  if (input.phone) Object.assign(body, { phone: input.phone.value, phoneCode: input.phone.code });
  if (input.email) Object.assign(body, { email: input.email.value, emailCode: input.email.code });
  if (input.passwordCipher) body.password = input.passwordCipher;
  if (input.oldPasswordCipher) body.oldPassword = input.oldPasswordCipher;
  await client.call(USER_PATHS.firstBindingPhoneEmailPsw, body, z.unknown());
}

/** The profile fields account settings changes (AUTH-18). */
export interface ProfileInput {
  /** 1 to 32 characters, trimmed. */
  realName: string;
  /** 0 to 32 characters, trimmed ("" clears it). */
  nickName: string;
}

/**
 * Changes the signed-in user's name and nick name: `updateUserInfo {realName, nickName}` →
 * `data: null` (the spec names no call; this is the portal's and the mock's).
 * @throws {GatewayError} (the gateway's refusal of a field)
 * @see AUTH-18
 */
export async function updateUserInfo(client: GatewayClient, input: ProfileInput): Promise<void> {
  await client.call(ACCOUNT_SETTINGS_PATHS.updateUserInfo, { realName: input.realName, nickName: input.nickName }, z.unknown());
}
