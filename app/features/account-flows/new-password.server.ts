/**
 * A new password as every flow that sets one receives it (register, first binding, reset,
 * account settings): the browser seals the password and its confirmation (and, for a change, the
 * current password) under the portal's transport key (transport-key.server.ts), so the portal
 * can check them as the authority — AUTH-04, the confirmation, and the common-password check
 * (zxcvbn-ts score below 2) — before it encrypts the password for the gateway (AUTH-02). Without
 * JavaScript the form posts them to the portal as typed, and the same checks run.
 * @module features/account-flows/new-password
 * @see AUTH-02 @see AUTH-04
 */
import { encryptPassword } from "~/gateway/index.server";
import { gatewayPublicKey } from "~/features/auth/index.server";
import { passwordProblem } from "./password-rule";
import { isCommon, strengthOf } from "./password-strength";
import { openWithTransportKey } from "./transport-key.server";

/**
 * The field `name` of `form` as typed: opened with the transport key (field `sealedKey`) when the
 * form says `encrypted=1`, else as posted ("" when absent). null: sealed, but it does not open
 * (another key, a tampered field).
 */
export async function plainField(form: FormData, name: string): Promise<string | null> {
  const value = String(form.get(name) ?? "");
  if (form.get("encrypted") !== "1" || value === "") return value;
  return openWithTransportKey(String(form.get("sealedKey") ?? ""), value);
}

/**
 * Checks a new password: present, under AUTH-04, equal to the confirmation, not among the most
 * common (zxcvbn-ts score below 2).
 * @returns the i18n key of the first problem, or null
 * @see AUTH-04
 */
export async function newPasswordProblem(password: string, confirm: string): Promise<string | null> {
  if (!password) return "flows:passwordRequired";
  if (passwordProblem(password)) return "flows:passwordRule";
  if (password !== confirm) return "flows:passwordMismatch";
  if (isCommon(await strengthOf(password))) return "flows:passwordCommon";
  return null;
}

/**
 * The new password of `form` (fields `password`, `confirm`) checked and encrypted for the
 * gateway, or the i18n key of its problem (`flows:passwordReenter` when a sealed field does not open).
 * @see AUTH-02 @see AUTH-04
 */
export async function newPasswordCipher(form: FormData): Promise<{ cipher: string; plain: string } | { problem: string }> {
  const [password, confirm] = await Promise.all([plainField(form, "password"), plainField(form, "confirm")]);
  if (password === null || confirm === null) return { problem: "flows:passwordReenter" };
  const problem = await newPasswordProblem(password, confirm);
  return problem ? { problem } : { cipher: encryptPassword(password, gatewayPublicKey()), plain: password };
}
