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
import { USER_PATHS } from "./paths";

/** Where a code goes: a phone (SMS) or an e-mail address. */
export type CodeChannel = "phone" | "email";
/** What a code is for. */
export type CodePurpose = "retrieve" | "register";

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
