/**
 * Browser-side password encryption with WebCrypto: RSA-OAEP with SHA-256 under the gateway's
 * public key, base64 — the format the gateway decrypts (AUTH-02).
 * Returns null when WebCrypto is unavailable (not a secure context); the portal then encrypts
 * on the server so the gateway still never sees the plaintext.
 */
export async function encryptForGateway(plain: string, publicKeyPem: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const b64 = publicKeyPem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
    const der = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const key = await subtle.importKey("spki", der, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
    const cipher = new Uint8Array(await subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(plain)));
    let bin = "";
    for (const byte of cipher) bin += String.fromCharCode(byte);
    return btoa(bin);
  } catch {
    return null;
  }
}
