/**
 * Authenticated encryption of the session cookie (ASVS V8.2.2): the cookie value is a compact
 * JWE (`dir` + `A256GCM`, RFC 7516, made and read by `jose`), so whoever sees the value (a proxy
 * log, a support dump) learns nothing of the session — above all not the gateway token — and
 * cannot change it.
 *
 * Keys: one AES-256 key per `SESSION_SECRET` entry, derived with HKDF-SHA-256 (RFC 5869;
 * salt and info name this use, so the same secret yields unrelated keys elsewhere, e.g. the
 * bridge capability). Rotation as before: the first secret's key seals, every secret's key
 * opens. A value that no key opens — tampered, made with a retired secret, or a signed cookie of
 * the portal's earlier releases — reads as no session ("not logged in").
 *
 * Size: a compact JWE of the session JSON is about 4/3 of the JSON plus ≈ 90 characters (the
 * protected header `{"alg":"dir","enc":"A256GCM"}`, a 96-bit IV, a 128-bit tag).
 * @module utils/session-seal
 */
import { hkdfSync } from "node:crypto";
import { CompactEncrypt, compactDecrypt } from "jose";

/** HKDF salt of the session keys. */
const SALT = "seller-portal/session-cookie";
/** HKDF info of the session keys (a new version of the cookie format gets a new info). */
const INFO = "A256GCM session cookie v1";
/** The longest value tried at all (the browser keeps at most 4096 bytes per cookie). */
export const SEALED_MAX_CHARS = 4096;

/** The keys of a secret list, in the list's order (first seals). */
export interface SessionKeys {
  keys: CryptoKey[];
}

/**
 * Derives one 32-byte AES-GCM key per secret with HKDF-SHA-256.
 * @param secrets SESSION_SECRET entries, first = current
 * @throws Error when the list is empty
 */
export async function deriveSessionKeys(secrets: readonly string[]): Promise<SessionKeys> {
  if (secrets.length === 0) throw new Error("no session secret");
  const keys = await Promise.all(
    secrets.map((secret) => {
      const raw = new Uint8Array(hkdfSync("sha256", secret, SALT, INFO, 32));
      return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    }),
  );
  return { keys };
}

/**
 * Seals session data with the first key.
 * @param data a JSON-serialisable object (the session's data)
 * @returns the compact JWE: five base64url parts joined by `.` (cookie-safe as it is)
 */
export async function sealSession(data: object, keys: SessionKeys): Promise<string> {
  const plaintext = new TextEncoder().encode(JSON.stringify(data));
  return new CompactEncrypt(plaintext).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(keys.keys[0]!);
}

/**
 * Opens a sealed value with any of the keys.
 * @returns the session data, or null when the value is not one of ours (malformed, too long,
 *   tampered, sealed with a secret no longer listed, not a JSON object). Never throws.
 */
export async function unsealSession(value: string, keys: SessionKeys): Promise<Record<string, unknown> | null> {
  if (!value || value.length > SEALED_MAX_CHARS || value.split(".").length !== 5) return null;
  for (const key of keys.keys) {
    try {
      const { plaintext } = await compactDecrypt(value, key, { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] });
      const data: unknown = JSON.parse(new TextDecoder().decode(plaintext));
      return data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
    } catch {
      // another key may have sealed it
    }
  }
  return null;
}
