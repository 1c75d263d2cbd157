/**
 * The browser's checks and password sealing of the binding and settings forms, before a post:
 * the server checks everything again (bind.server.ts, settings.server.ts).
 * @module features/account-flows/form-check
 * @see AUTH-02 @see AUTH-04 @see AUTH-17
 */
import { encryptForGateway } from "~/features/auth";
import { checkIdentifier, type Channel } from "./identifier-check";
import { isCode, passwordProblem } from "./password-rule";

/** A refused field: the i18n key of its message and the field's name. */
export interface FieldProblem {
  messageKey: string;
  field: string;
}

/** The problem of the `{channel}` and `{channel}Code` fields of `data`, or null. */
export function contactProblem(data: FormData, channel: Channel): FieldProblem | null {
  const problem = checkIdentifier(channel, String(data.get(channel) ?? ""));
  if (problem) return { messageKey: problem, field: channel };
  if (!isCode(String(data.get(`${channel}Code`) ?? "").trim())) return { messageKey: "flows:codeFormat", field: `${channel}Code` };
  return null;
}

/** The problem of the `password` and `confirm` fields of `data` (AUTH-04, the confirmation), or null. */
export function newPasswordProblemOf(data: FormData): FieldProblem | null {
  const plain = String(data.get("password") ?? "");
  if (!plain) return { messageKey: "flows:passwordRequired", field: "password" };
  if (passwordProblem(plain)) return { messageKey: "flows:passwordRule", field: "password" };
  if (plain !== data.get("confirm")) return { messageKey: "flows:passwordMismatch", field: "password" };
  return null;
}

/**
 * Seals the fields `names` of `data` (the new password, its confirmation, a current password)
 * under the portal's transport key (`key`, from the page's loader) and marks the form
 * `encrypted=1` with the key's `sealedKey`, so no password leaves the browser in plaintext
 * (AUTH-02) and the portal can still check it (new-password.server.ts). Empty fields stay empty.
 * Without WebCrypto nothing is changed: the form posts what was typed, and the portal checks and
 * encrypts it.
 * @see AUTH-02
 */
export async function sealPasswords(data: FormData, names: readonly string[], key: { publicKeyPem: string; sealedKey: string }): Promise<void> {
  const sealed: [string, string][] = [];
  for (const name of names) {
    const plain = String(data.get(name) ?? "");
    if (!plain) continue;
    const cipher = await encryptForGateway(plain, key.publicKeyPem);
    if (!cipher) return;
    sealed.push([name, cipher]);
  }
  for (const [name, cipher] of sealed) data.set(name, cipher);
  data.set("sealedKey", key.sealedKey);
  data.set("encrypted", "1");
}
