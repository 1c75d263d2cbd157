/**
 * The shell document's bridge capability: proof, sent with each token request, that the caller
 * holds a shell document (or its loader data) the portal rendered for this login and this
 * system. An HMAC-SHA-256 over the login (company, user, login time), the system and a random
 * per-document nonce; nothing is stored on the server.
 *
 * Format (≈ 90 characters): `{serviceId}.{systemCode}.{nonce}.{mac}`, nonce 16 random bytes
 * and mac 32 bytes, both base64url. Keys: one per SESSION_SECRET entry, derived with
 * HKDF-SHA-256 under this use's own info; the first issues, every one verifies (rotation). A new
 * login (new login time) makes every earlier capability useless.
 * @see BRIDGE-03, BRIDGE-05, MICRO-03 (the token goes only where the shell may hand it)
 * @module features/bridge/capability
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { serverEnv } from "~/utils/env.server";
import type { SessionData } from "~/utils/session.server";

/** The login fields a capability is bound to. */
export type CapabilityLogin = Pick<SessionData, "company" | "userName" | "loginAt">;
/** The system a capability names (the shell document's). */
export interface CapabilitySystem {
  serviceId: number;
  systemCode: string;
}

const SHAPE = /^(\d{1,12})\.([A-Z][A-Z0-9_]{0,39})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

let cached: { id: string; keys: Buffer[] } | undefined;

function keys(): Buffer[] {
  const secrets = serverEnv().SESSION_SECRETS;
  const id = secrets.join("\n");
  if (cached?.id !== id) {
    cached = { id, keys: secrets.map((s) => Buffer.from(hkdfSync("sha256", s, "seller-portal/bridge", "bridge capability v1", 32))) };
  }
  return cached.keys;
}

function mac(key: Buffer, login: CapabilityLogin, system: CapabilitySystem, nonce: string): Buffer {
  const text = ["bridge-v1", login.company, login.userName, String(login.loginAt), String(system.serviceId), system.systemCode, nonce].join("\n");
  return createHmac("sha256", key).update(text).digest();
}

/** A new capability for one shell document of `login` on `system`. */
export function issueBridgeCapability(login: CapabilityLogin, system: CapabilitySystem): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${system.serviceId}.${system.systemCode}.${nonce}.${mac(keys()[0]!, login, system, nonce).toString("base64url")}`;
}

/**
 * Checks a capability against the request's login.
 * @returns the system it was issued for, or null when it is malformed or not this login's
 *   (another session, a logged-out one, a retired secret, tampered). Never throws.
 */
export function verifyBridgeCapability(value: string | null | undefined, login: CapabilityLogin): CapabilitySystem | null {
  const m = value ? SHAPE.exec(value) : null;
  if (!m) return null;
  const system = { serviceId: Number(m[1]), systemCode: m[2]! };
  const given = Buffer.from(m[4]!, "base64url");
  if (given.length !== 32) return null;
  return keys().some((key) => timingSafeEqual(mac(key, login, system, m[3]!), given)) ? system : null;
}
