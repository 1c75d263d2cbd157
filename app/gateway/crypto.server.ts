/**
 * Password encryption (AUTH-02): RSA-OAEP with SHA-256 (OAEP hash and MGF1), output base64 —
 * the same format WebCrypto's `encrypt({name: "RSA-OAEP"}, key, data)` with a SHA-256 key
 * produces in the browser, so either side may encrypt.
 *
 * @module gateway/crypto
 * @see AUTH-02
 */
import { constants, publicEncrypt } from "node:crypto";

/**
 * Encrypts a password for the gateway.
 * @param plain the plaintext password (UTF-8).
 * @param publicKeyPem the gateway's RSA public key, PEM (SPKI or PKCS#1).
 * @returns base64 ciphertext (344 characters for a 2048-bit key); random each call.
 * @throws {Error} when the key is not a usable RSA public key or `plain` is too long for it
 *   (190 bytes for 2048-bit).
 * @see AUTH-02
 */
export function encryptPassword(plain: string, publicKeyPem: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(plain, "utf8"),
  ).toString("base64");
}

/** Ciphertext sizes in bytes accepted by {@link isEncryptedPassword}: 2048-, 3072- and 4096-bit keys. */
export const CIPHERTEXT_BYTES: readonly number[] = [256, 384, 512];

/**
 * Heuristic: is `s` RSA ciphertext as base64 (standard alphabet, padded), decoding to exactly
 * the modulus size of a 2048-bit key (256 bytes; 3072/4096-bit also accepted)? Used to accept
 * a password encrypted in the browser by WebCrypto instead of plaintext (AUTH-02).
 * @see AUTH-02
 */
export function isEncryptedPassword(s: string): boolean {
  if (typeof s !== "string" || s.length % 4 !== 0) return false;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return false;
  return CIPHERTEXT_BYTES.includes(Buffer.from(s, "base64").length);
}
