/**
 * The check of a phone or e-mail field, shared by the forms and the server.
 * @module features/account-flows/identifier-check
 */
import { isEmail, isPhone } from "./password-rule";

/** Where a code goes. */
export type Channel = "phone" | "email";

/** The i18n key of the identifier's problem (empty, or not a phone / e-mail), or null. */
export function checkIdentifier(channel: Channel, identifier: string): string | null {
  if (!identifier.trim()) return channel === "phone" ? "flows:phoneRequired" : "flows:emailRequired";
  if (channel === "phone" ? !isPhone(identifier) : !isEmail(identifier)) return channel === "phone" ? "flows:phoneInvalid" : "flows:emailInvalid";
  return null;
}
