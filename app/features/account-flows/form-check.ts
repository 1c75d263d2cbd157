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
 * Replaces the password fields `names` of `data` by their ciphertext under the gateway key and
 * drops `confirm` (`encrypted=1`); when WebCrypto is unavailable, leaves them for the server to
 * check and encrypt.
 */
export async function sealPasswords(data: FormData, names: readonly string[], publicKeyPem: string): Promise<void> {
  const sealed: [string, string][] = [];
  for (const name of names) {
    const plain = String(data.get(name) ?? "");
    if (!plain) continue;
    const cipher = await encryptForGateway(plain, publicKeyPem);
    if (!cipher) return;
    sealed.push([name, cipher]);
  }
  for (const [name, cipher] of sealed) data.set(name, cipher);
  data.delete("confirm");
  data.set("encrypted", "1");
}
