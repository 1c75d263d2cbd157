/**
 * The portal's own password-transport key (register): the browser encrypts the new password and
 * its confirmation under this RSA-OAEP key (the same WebCrypto routine as for the gateway, so no
 * request body carries the plaintext, AUTH-02), and the server opens them to check the rule, the
 * confirmation and the common-password list itself (the server is the authority), then encrypts
 * the password for the gateway.
 *
 * One 2048-bit key pair per process, made on first use. Its private key travels with the form,
 * sealed (AES-256-GCM, compact JWE) under the keys derived from SESSION_SECRET, so any instance
 * sharing the secret can open what another instance's page encrypted. Sealed values carry a
 * purpose tag so a session cookie is never taken for a key and the other way round.
 * @module features/account-flows/transport-key
 * @see AUTH-02 @see AUTH-04 @see AUTH-13
 */
import { constants, generateKeyPair, privateDecrypt } from "node:crypto";
import { promisify } from "node:util";
import { serverEnv } from "~/utils/env.server";
import { deriveSessionKeys, sealSession, unsealSession, type SessionKeys } from "~/utils/session-seal.server";

const PURPOSE = "register-password-transport";

/** What the page needs: the public key (SPKI PEM) and the sealed private key (compact JWE). */
export interface TransportKey {
  publicKeyPem: string;
  sealedKey: string;
}

let made: { secrets: string; key: Promise<TransportKey>; keys: Promise<SessionKeys> } | undefined;

function current() {
  const secrets = serverEnv().SESSION_SECRETS;
  const id = secrets.join("\n");
  if (made?.secrets !== id) {
    const keys = deriveSessionKeys(secrets);
    const key = (async () => {
      const pair = await promisify(generateKeyPair)("rsa", {
        modulusLength: 2048,
        publicKeyEncoding: { type: "spki", format: "pem" },
        privateKeyEncoding: { type: "pkcs8", format: "pem" },
      });
      return { publicKeyPem: pair.publicKey, sealedKey: await sealSession({ purpose: PURPOSE, pk: pair.privateKey }, await keys) };
    })();
    made = { secrets: id, key, keys };
  }
  return made;
}

/** The process's transport key (made once; about 0.1 s of CPU the first time). */
export function transportKey(): Promise<TransportKey> {
  return current().key;
}

/**
 * Opens `cipher` (base64 RSA-OAEP-SHA-256 under the key sealed in `sealedKey`).
 * @returns the plaintext, or null when the sealed key is not ours (tampered, foreign secret,
 *   wrong purpose) or the ciphertext does not open. Never throws.
 */
export async function openWithTransportKey(sealedKey: string, cipher: string): Promise<string | null> {
  const opened = await unsealSession(sealedKey, await current().keys);
  if (!opened || opened.purpose !== PURPOSE || typeof opened.pk !== "string") return null;
  try {
    return privateDecrypt({ key: opened.pk, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(cipher, "base64")).toString("utf8");
  } catch {
    return null;
  }
}
